import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { OnSaleDto } from '@club/core';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signIn, signUpFan } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { useJourney } from './support/journey.js';

/**
 * The console on an on-sale day (issue 31, item 10): an admin gives a match a sale start and a
 * waiting room in its form, opens its control room and changes the admission live; staff read the
 * room but cannot change it. A busy room's figures (drawn from a fixed OnSaleDto) show as bars with
 * the same numbers in words and in a table, in English and Thai, on a desk and on a phone.
 */
const ADMIN = { email: 'onsale-admin@club.test', password: 'onsale-admin-password-123' };
const THAI_PHONE = { width: 390, height: 844 };
const JOURNEY_MS = 240_000;
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));
const url = () => journey.product.url;

/** A Bangkok wall-clock time for a datetime-local input, `minutes` from now (to the minute). */
const bangkokInput = (minutes: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);
const fromBangkok = (local: string) => new Date(`${local}:00+07:00`).toISOString();

/** The first featured match (it sells every zone of the club's stadium). */
async function featuredMatch(): Promise<{ id: string; zones: { id: string; name: string; nameTh: string }[] }> {
  const [match] = await apiGet(url(), '/api/v1/matches/promoting?limit=1');
  return match;
}

/** The console in Thai, signed in on the Thai form. */
async function consoleInThai(viewport: { width: number; height: number }, who = ADMIN): Promise<Page> {
  const page = await journey.openPage(viewport, 'th-TH');
  await page.goto(`${url()}/admin/`);
  await page.getByLabel('อีเมล').waitFor({ timeout: 60_000 });
  await page.getByLabel('อีเมล').fill(who.email);
  await page.locator('input[type=password]').fill(who.password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.locator('#main-content').waitFor();
  return page;
}

/** A busy room two minutes into its sale: 5,000 waiting, tickets selling at 300 a minute, zones filling. */
function busyRoom(match: Awaited<ReturnType<typeof featuredMatch>>): OnSaleDto {
  const start = Math.floor(Date.now() / 60_000) * 60_000;
  const tickets = [0, 0, 0, 0, 0, 0, 0, 0, 284, 318].map((t, i) => (i < 8 ? Math.round(160 + i * 18) : t));
  const capacities = [8000, 6000, 6000, 4000, 160];
  return {
    matchId: match.id,
    saleStartsAt: new Date(start - 12 * 60_000).toISOString(),
    queueOpensAt: new Date(start - 42 * 60_000).toISOString(),
    room: 'open',
    waiting: 5123,
    admitted: 3640,
    activeShoppers: 287,
    holds: { seats: 412, expiringNextMinute: 23 },
    perMinute: tickets.map((t, i) => ({ minute: new Date(start - (9 - i) * 60_000).toISOString(), tickets: t, satang: t * 45_000 })),
    zones: match.zones.map((z, i) => {
      const capacity = capacities[i] ?? 1000;
      const sold = Math.round(capacity * [0.62, 0.41, 0.38, 0.9, 1][i % 5]!);
      const held = Math.min(capacity - sold, Math.round(capacity * 0.04));
      return { zoneId: z.id, name: z.name, nameTh: z.nameTh, capacity, sold, held, available: capacity - sold - held };
    }),
    admission: { perMinute: 300, auto: false, lastMinute: 296, autoNow: null },
  };
}

/** Answers the control room's figures with `room` (and its admission as changed), instead of the API. */
async function serveRoom(page: Page, room: OnSaleDto): Promise<void> {
  await page.route(/\/api\/v1\/admin\/matches\/[^/]+\/on-sale$/, (route) => route.fulfill({ json: { success: true, data: room } }));
}

describe('the console on an on-sale day', () => {
  it('an admin sets a sale start and a waiting room on a match, opens its control room and changes the admission live (audited); axe finds nothing', async () => {
    const match = await featuredMatch();
    const token = await signIn(url(), ADMIN);
    const page = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(page, url(), ADMIN);
    await page.goto(`${url()}/admin/#/matches/${match.id}`);
    const saleStart = bangkokInput(120);
    await page.getByTestId('match-sale-starts').fill(saleStart);
    // The room's fields are asked once it is on; its opening says its default.
    expect(await page.getByTestId('match-queue-opens').count()).toBe(0);
    await page.getByTestId('match-queue-room').check();
    const opens = page.getByTestId('match-queue-opens');
    await opens.waitFor();
    const defaultOpening = new Date(new Date(fromBangkok(saleStart)).getTime() - 30 * 60_000);
    const openingWords = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit', hour12: false }).format(defaultOpening);
    await page.getByText(/Empty: 30 minutes before the sale \(/).filter({ hasText: openingWords }).waitFor();
    // Fans a minute is asked before saving; Automatic needs no number.
    await page.getByTestId('match-save').click();
    await page.getByText('Say how many fans a minute, or choose Automatic').first().waitFor();
    await page.getByTestId('match-queue-rate').fill('120');
    await page.getByTestId('match-queue-turn').fill('8');
    await page.getByTestId('match-queue-rate').scrollIntoViewIfNeeded();
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await screenshot(page, 'on-sale-form-en');
    await page.getByTestId('match-save').click();
    await expect.poll(async () => (await apiGet(url(), `/api/v1/admin/matches/${match.id}`, token)).queue_admit_per_minute, { timeout: 15_000 }).toBe(120);
    const saved = await apiGet(url(), `/api/v1/admin/matches/${match.id}`, token);
    expect(saved).toMatchObject({ sale_starts_at: fromBangkok(saleStart), queue_opens_at: defaultOpening.toISOString(), queue_auto: false, queue_turn_minutes: 8 });

    // The list says when the sale starts and that the match has a room, and links to its control room.
    await page.goto(`${url()}/admin/#/matches`);
    const row = page.locator('tbody tr').filter({ has: page.locator(`a[href$="/matches/${match.id}/on-sale"]`) });
    await row.getByText('Waiting room').waitFor();
    await row.getByTestId('match-control-room-link').click();
    await page.waitForURL(new RegExp(`#/matches/${match.id}/on-sale$`));
    const admission = page.getByTestId('on-sale-admission');
    await admission.getByText('120 fans a minute').waitFor();
    await page.getByTestId('on-sale-room').getByText('Room not open yet').waitFor();
    await page.getByTestId('on-sale-not-yet').waitFor();
    expect(await axeViolations(page, '#main-content')).toEqual([]);
    await screenshot(page, 'on-sale-control-scheduled-en');

    // The admission changed live, by keyboard: the new rate, then Automatic.
    await page.getByTestId('on-sale-rate-input').fill('300');
    await page.getByTestId('on-sale-rate-input').press('Enter');
    await page.getByText('Admission changed: 300 fans a minute').waitFor();
    await admission.getByText('300 fans a minute', { exact: true }).waitFor();
    expect((await apiGet<OnSaleDto>(url(), `/api/v1/admin/matches/${match.id}/on-sale`, token)).admission).toMatchObject({ perMinute: 300, auto: false });
    await admission.getByRole('radio', { name: 'Automatic' }).focus();
    await page.keyboard.press('Space');
    // The number is not asked for Automatic, so Tab goes straight to Apply.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('on-sale-rate-apply');
    // The focused button is outlined (visible focus).
    expect(await page.getByTestId('on-sale-rate-apply').evaluate((b) => getComputedStyle(b).outlineStyle !== 'none' || getComputedStyle(b).boxShadow !== 'none')).toBe(true);
    await page.keyboard.press('Enter');
    await admission.getByText('Automatic: as shoppers finish').first().waitFor();
    expect((await apiGet<OnSaleDto>(url(), `/api/v1/admin/matches/${match.id}/on-sale`, token)).admission).toMatchObject({ perMinute: null, auto: true });
    // Each change is in the audit log.
    const audit = await apiGet<{ action: string; changes: unknown }[]>(url(), `/api/v1/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'match.queue_rate_changed', entity_id: match.id }))}`, token);
    expect(audit.map((e) => e.changes)).toEqual([
      { queue_admit_per_minute: [300, null], queue_auto: [false, true] },
      { queue_admit_per_minute: [120, 300], queue_auto: [false, false] },
    ]);

    // A match without a room: its sales only, no admission to change.
    const [, other] = await apiGet(url(), '/api/v1/matches/promoting?limit=2');
    await page.goto(`${url()}/admin/#/matches/${other.id}/on-sale`);
    await page.getByTestId('on-sale-no-room').waitFor();
    await page.getByTestId('on-sale-zones').waitFor();
    expect(await page.getByTestId('on-sale-admission').count()).toBe(0);
    expect(await page.getByTestId('on-sale-waiting').count()).toBe(0);
  }, JOURNEY_MS);

  it('a busy room reads at a glance on a desk and on a phone, in English and Thai; staff see the admission but cannot change it', async () => {
    const match = await featuredMatch();
    const room = busyRoom(match);
    const adminToken = await signIn(url(), ADMIN);
    const staffFan = await signUpFan(url(), 'Pim Staffer');
    const [user] = await apiGet(url(), `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: staffFan.email }))}`, adminToken);
    await apiSend(url(), 'PUT', `/api/v1/admin/users/${user.id}`, adminToken, { role: 'staff' });
    const staff = { email: staffFan.email, password: staffFan.password };

    const desk = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(desk, url(), ADMIN);
    // The API away: the page says so and tries again when asked.
    let away = true;
    await desk.route(/\/api\/v1\/admin\/matches\/[^/]+\/on-sale$/, (route) => (away
      ? route.fulfill({ status: 503, json: { success: false, error: { code: 'UNAVAILABLE', message: 'Service unavailable' } } })
      : route.fulfill({ json: { success: true, data: room } })));
    await desk.goto(`${url()}/admin/#/matches/${match.id}/on-sale`);
    await desk.getByTestId('on-sale-error').getByText('Could not load the control room: Service unavailable').waitFor();
    away = false;
    await desk.getByTestId('on-sale-error').getByRole('button', { name: 'Try again' }).click();
    await desk.getByTestId('on-sale-waiting').getByText('5,123').waitFor();
    await desk.getByTestId('on-sale-room').getByText('Admitting').waitFor();
    await desk.getByTestId('on-sale-holds').getByText('23 expire within a minute').waitFor();
    const perMinute = desk.getByTestId('on-sale-per-minute');
    const total = room.perMinute.reduce((a, m) => a + m.tickets, 0);
    await perMinute.getByText(`${total.toLocaleString('en')} tickets in the last 10 minutes; at most 318 in one minute`).waitFor();
    // The bars' numbers are also a table (behind a disclosure opened by keyboard).
    await perMinute.getByText('The figures as a table').focus();
    await desk.keyboard.press('Enter');
    expect(await perMinute.getByTestId('on-sale-per-minute-table').locator('tbody tr').count()).toBe(10);
    const firstZone = room.zones[0]!;
    await desk.getByTestId('on-sale-zones').getByText(`${firstZone.sold.toLocaleString('en')} sold of ${firstZone.capacity.toLocaleString('en')}`, { exact: false }).waitFor();
    expect(await axeViolations(desk, '#main-content')).toEqual([]);
    await desk.getByTestId('on-sale-room').scrollIntoViewIfNeeded();
    await desk.evaluate(() => window.scrollTo(0, 0));
    await screenshot(desk, 'on-sale-control-en');
    await desk.getByTestId('on-sale-zones').scrollIntoViewIfNeeded();
    await screenshot(desk, 'on-sale-control-zones-en');

    // Thai on a desk and on a phone (an admin); the form's section too.
    const thaiDesk = await consoleInThai(DESKTOP);
    await serveRoom(thaiDesk, room);
    await thaiDesk.goto(`${url()}/admin/#/matches/${match.id}/on-sale`);
    await thaiDesk.getByTestId('on-sale-room').getByText('กำลังให้เข้าซื้อ').waitFor();
    await thaiDesk.getByTestId('on-sale-admission').getByText('300 คนต่อนาที').waitFor();
    expect(await axeViolations(thaiDesk, '#main-content')).toEqual([]);
    await screenshot(thaiDesk, 'on-sale-control-th');

    const phone = await consoleInThai(THAI_PHONE);
    await serveRoom(phone, room);
    await phone.goto(`${url()}/admin/#/matches/${match.id}/on-sale`);
    await phone.getByTestId('on-sale-waiting').getByText('5,123').waitFor();
    // Nothing is wider than the phone.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(THAI_PHONE.width);
    expect(await axeViolations(phone, '#main-content')).toEqual([]);
    await screenshot(phone, 'on-sale-control-th-phone');
    await phone.getByTestId('on-sale-admission').scrollIntoViewIfNeeded();
    await screenshot(phone, 'on-sale-control-admission-th-phone');
    // Automatic admission says how many it lets in now, and why (the slowest purchases, the shoppers' ceiling).
    await serveRoom(phone, { ...room, admission: { perMinute: null, auto: true, lastMinute: 412, autoNow: { perMinute: 900, purchaseP95Ms: 1250, shoppersCeiling: 200 } } });
    await phone.reload();
    const autoNow = phone.getByTestId('on-sale-auto-now');
    await autoNow.getByText('ขณะนี้ให้เข้าซื้อได้สูงสุด 900 คนต่อนาที (การซื้อที่ช้าที่สุดใช้เวลา 1.3 วินาที และให้ซื้อพร้อมกันได้ไม่เกิน 200 คน)').waitFor();
    await autoNow.scrollIntoViewIfNeeded();
    expect(await axeViolations(phone, '#main-content')).toEqual([]);
    await screenshot(phone, 'on-sale-control-auto-th-phone');
    // The room opened a minute ago (as the console saves it): the worker draws its seed and publishes the hash, which the form shows.
    const record = await apiGet(url(), `/api/v1/admin/matches/${match.id}`, adminToken);
    const minute = Math.floor(Date.now() / 60_000) * 60_000;
    await apiSend(url(), 'PUT', `/api/v1/admin/matches/${match.id}`, adminToken, {
      ...record, sale_starts_at: new Date(minute + 60 * 60_000).toISOString(), queue_opens_at: new Date(minute - 60_000).toISOString(), queue_admit_per_minute: 300, queue_auto: false,
    });
    const seedHash = await expect.poll(async () => (await apiGet(url(), `/api/v1/admin/matches/${match.id}`, adminToken)).queue_seed_hash, { timeout: 30_000 }).toMatch(/^[0-9a-f]{64}$/)
      .then(async () => (await apiGet(url(), `/api/v1/admin/matches/${match.id}`, adminToken)).queue_seed_hash as string);
    await phone.goto(`${url()}/admin/#/matches/${match.id}`);
    await phone.getByText('การเปิดขายและห้องรอคิว').waitFor();
    await phone.getByTestId('match-seed-hash').getByText(seedHash).waitFor();
    expect(await phone.getByTestId('match-queue-rate').inputValue()).toBe('300');
    await phone.getByTestId('match-queue-turn').scrollIntoViewIfNeeded();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(THAI_PHONE.width);
    expect(await axeViolations(phone, '#main-content')).toEqual([]);
    await screenshot(phone, 'on-sale-form-th-phone');
    await thaiDesk.goto(`${url()}/admin/#/matches/${match.id}`);
    await thaiDesk.getByTestId('match-seed-hash').getByText(seedHash).waitFor();
    await thaiDesk.getByTestId('match-queue-rate').scrollIntoViewIfNeeded();
    expect(await axeViolations(thaiDesk, '#main-content')).toEqual([]);
    await screenshot(thaiDesk, 'on-sale-form-th');

    // Staff: the same room, read-only.
    const staffDesk = await journey.openPage(DESKTOP, 'en-US');
    await serveRoom(staffDesk, room);
    await signInToConsole(staffDesk, url(), staff);
    await staffDesk.goto(`${url()}/admin/#/matches/${match.id}/on-sale`);
    const admission = staffDesk.getByTestId('on-sale-admission');
    await admission.getByText('Only an administrator can change the admission.').waitFor();
    expect(await admission.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  }, JOURNEY_MS);
});
