import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { drawOrder, seedHashOf } from '@club/core/waiting-room-draw';
import type { QueueDrawDto, QueueStateDto } from '@club/core';
import { root } from '../scripts/build-sites.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, screenshot } from './support/browser.js';
import { keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

/**
 * On-sale day (issue 31): three fans wait in a match's pre-queue on phones (one in Thai), solving the
 * bot check in the page; the sale starts, the pre-queue is drawn, and they are admitted in the drawn
 * order (the published draw, recomputed with core's drawOrder and by `npm run queue:verify`) and buy
 * within their turn; a fourth who never joined is refused, in words. The product runs with its
 * defaults (the challenge on); time moves by the match's sale start, set in its database.
 */
const PHONE = { width: 390, height: 844 };
const JOURNEY_MS = 300_000;
/** One fan admitted every 3 s: the order of their turns can be seen. */
const ADMIT_PER_MINUTE = 20;
const journey = useJourney();
const url = () => journey.product.url;
const run = promisify(execFile);

interface Zone { id: string; code: string; name: string; nameTh: string; numbered: boolean; priceSatang: number }

/** The first featured match (every zone of the club's stadium), given a sale start `startsIn` ms away and a room open now. */
async function roomMatch(startsIn: number): Promise<{ id: string; zones: Zone[] }> {
  const [match] = await apiGet(url(), '/api/v1/matches/promoting?limit=1');
  await journey.product.sql(
    `update matches set sale_starts_at = now() + $2 * interval '1 millisecond', queue_opens_at = now() - interval '1 minute',
       queue_admit_per_minute = $3, queue_auto = false, queue_turn_minutes = 10 where id = $1`,
    [match.id, startsIn, ADMIT_PER_MINUTE],
  );
  return match;
}

/** A fan signed up and their address proven (only they may join a room). */
async function provenFan(name: string, lang: 'en' | 'th'): Promise<Fan> {
  const fan = await signUpFan(url(), name, lang);
  await journey.product.sql('update users set email_verified = true where email = $1', [fan.email]);
  return fan;
}

const placeOf = (fan: Fan, matchId: string) => apiGet<QueueStateDto>(url(), `/api/v1/matches/${matchId}/queue`, fan.token);

describe('on-sale day: the waiting room', () => {
  it('three fans wait in the pre-queue on phones (one in Thai), are admitted in the drawn order and buy; a fourth who never joined is refused; queue:verify agrees; axe finds nothing', { timeout: JOURNEY_MS }, async () => {
    const match = await roomMatch(10 * 60_000);
    const east = match.zones.find((z) => z.code === 'E')!;
    const fans = [await provenFan('สมหญิง ใจดี', 'th'), await provenFan('Anna Fan', 'en'), await provenFan('Ben Fan', 'en')];
    const locales = ['th-TH', 'en-US', 'en-US'] as const;
    const pages: Page[] = [];

    // Before the sale: the buy page counts down to it, with no form, and leads to the waiting room.
    for (const [i, fan] of fans.entries()) {
      const context = await journey.openContext(PHONE, locales[i]);
      await keepSignedIn(context, fan);
      const page = await context.newPage();
      await page.goto(`${url()}/buy-ticket/${match.id}`);
      await page.getByTestId('sale-countdown').waitFor();
      expect(await page.getByTestId('buy-form').count()).toBe(0);
      if (i === 0) {
        await page.getByText('เปิดจำหน่ายตั๋ว').first().waitFor();
        // The sale start's date in the Buddhist era.
        expect(await page.getByTestId('sale-countdown').innerText()).toContain(String(new Date().getFullYear() + 543));
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, 'queue-buy-countdown-th-phone');
      }
      // The room is open: the fan joins it (the page solves the bot check in a worker), and waits for the draw.
      await page.getByTestId('join-room').click();
      await page.waitForURL(`${url()}/matches/${match.id}/queue`);
      await page.locator('[data-testid="queue-state"][data-state="waiting"]').waitFor({ timeout: 60_000 });
      pages.push(page);
    }
    const th = pages[0]!;
    await th.getByText('คุณเข้าคิวแล้ว').waitFor();
    await th.getByTestId('queue-seed-hash').waitFor();
    const seedHash = (await th.getByTestId('queue-seed-hash').innerText()).trim();
    expect((await apiGet<QueueDrawDto>(url(), `/api/v1/matches/${match.id}/queue/draw`)).seedHash).toBe(seedHash);
    const entries = await Promise.all(pages.map(async (p) => (await p.getByTestId('queue-entry').innerText()).trim()));
    for (const [i, fan] of fans.entries()) expect((await placeOf(fan, match.id)).entry).toBe(entries[i]);
    expect(await axeViolations(th)).toEqual([]);
    await screenshot(th, 'queue-pre-th-phone');

    // A reload keeps the place (the server has it), and so does joining again from another device.
    await pages[1]!.reload();
    await pages[1]!.locator('[data-testid="queue-state"][data-state="waiting"]').waitFor();
    expect((await pages[1]!.getByTestId('queue-entry').innerText()).trim()).toBe(entries[1]);
    const desk = await journey.openContext(DESKTOP, 'en-US');
    await keepSignedIn(desk, fans[2]!);
    const deskPage = await desk.newPage();
    await deskPage.goto(`${url()}/matches/${match.id}/queue`);
    await deskPage.getByTestId('queue-entry').waitFor();
    expect((await deskPage.getByTestId('queue-entry').innerText()).trim()).toBe(entries[2]);
    await deskPage.getByText('You are in', { exact: true }).waitFor();
    expect(await axeViolations(deskPage)).toEqual([]);
    await screenshot(deskPage, 'queue-pre-en-desk');

    // A fourth fan, who never joined: the buy page sends them to the room, and a purchase is refused in words.
    const fourth = await provenFan('Dee Late', 'en');
    const late = await journey.openContext(DESKTOP, 'en-US');
    await keepSignedIn(late, fourth);
    const latePage = await late.newPage();
    await latePage.goto(`${url()}/buy-ticket/${match.id}`);
    await latePage.getByTestId('sale-countdown').waitFor();
    await latePage.getByText('A waiting room opens').or(latePage.getByText('The waiting room is open.')).waitFor();
    await screenshot(latePage, 'queue-buy-countdown-en-desk');

    // The sale starts: the pre-queue is drawn at random, the seed published.
    await journey.product.sql(`update matches set sale_starts_at = now() + interval '2 seconds' where id = $1`, [match.id]);
    await expect.poll(async () => (await apiGet<QueueDrawDto>(url(), `/api/v1/matches/${match.id}/queue/draw`)).seed ?? null, { timeout: 30_000 }).not.toBeNull();
    const draw = await apiGet<QueueDrawDto>(url(), `/api/v1/matches/${match.id}/queue/draw`);
    expect(seedHashOf(draw.seed!)).toBe(seedHash);
    expect(draw.entries).toEqual(drawOrder(draw.seed!, entries));
    const order = draw.entries!.map((entry) => entries.indexOf(entry));

    // The last drawn waits a few seconds with people ahead of it (shown if the page reads its place in time).
    const last = pages[order[2]!]!;
    await last.locator('[data-testid="queue-state"][data-state="waiting"] [data-testid="queue-position"]').waitFor({ timeout: 5000 })
      .then(() => screenshot(last, 'queue-waiting-live-phone'), () => {});
    // Each page sees its turn come; the turns began in the drawn order (one every 3 s), as the server recorded them.
    await Promise.all(pages.map((page) => page.locator('[data-testid="queue-state"][data-state="admitted"]').waitFor({ timeout: 60_000 })));
    const places = await Promise.all(fans.map((fan) => placeOf(fan, match.id)));
    expect(places.map((p) => p.position)).toEqual(fans.map((_, i) => order.indexOf(i) + 1));
    // No one drawn later began their turn earlier (a worker slowed by a busy machine may start two in one tick).
    const turnEnds = order.map((i) => Date.parse(places[i]!.turnEndsAt ?? ''));
    expect(turnEnds.every(Number.isFinite), JSON.stringify(places)).toBe(true);
    expect(turnEnds, JSON.stringify(places)).toEqual([...turnEnds].sort((a, b) => a - b));
    // The page learns it is admitted from the room's tick, then its turn's end from its place (a read after).
    const turnTh = th.getByTestId('queue-state-title');
    await expect.poll(() => turnTh.innerText(), { timeout: 15_000 }).toMatch(/^ถึงคิวของคุณแล้ว ซื้อได้ถึงเวลา \d\d:\d\d/);
    expect(await axeViolations(th)).toEqual([]);
    await screenshot(th, 'queue-turn-th-phone');

    // The fourth is refused: the page says so, and the API's refusal has the words in both languages.
    await latePage.reload();
    await latePage.getByTestId('room-required').waitFor();
    expect(await latePage.getByTestId('buy-form').count()).toBe(0);
    for (const [lang, words] of [['en', 'sold through the waiting room'], ['th', 'ห้องรอคิว']] as const) {
      const res = await fetch(`${url()}/api/v1/purchases`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fourth.token}`, 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify({ matchId: match.id, quantity: 1, phone: '0812345678', zoneId: east.id }),
      });
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(res.status).toBe(409);
      expect(body.error.code).toBe('NOT_ADMITTED');
      expect(body.error.message).toContain(words);
    }
    await screenshot(latePage, 'queue-buy-not-admitted-en-desk');

    // Each admitted fan buys within their turn, its time left shown on the buy page.
    for (const [i, page] of pages.entries()) {
      await page.getByTestId('queue-buy').click();
      await page.waitForURL(`${url()}/buy-ticket/${match.id}`);
      await page.getByTestId('turn').waitFor().catch(async (error: unknown) => {
        throw new Error(`fan ${i}: no turn on the buy page: ${await page.locator('.ticket-page-side').innerText().catch(() => '?')} / ${JSON.stringify(await placeOf(fans[i]!, match.id))}`, { cause: error });
      });
      if (i === 0) await screenshot(page, 'queue-buy-turn-th-phone');
      await page.getByTestId('zone-chooser').getByRole('radio', { name: new RegExp(i === 0 ? east.nameTh : east.name) }).check();
      await page.getByTestId('phone-input').fill('081-234-5678');
      await page.getByTestId('buy-submit').click();
      await page.waitForURL(new RegExp(`${url()}/payment/[0-9a-f-]{36}$`));
    }

    // Anyone can recompute the draw.
    const { stdout } = await run('npm', ['run', '--silent', 'queue:verify', '--', '--match', match.id, '--base', url()], { cwd: root });
    expect(stdout).toContain('OK 3 entries');

    // A fan whose address is not proven is asked to confirm it (a new link at hand), and not joined.
    for (const [name, viewport, locale, words] of [['th-phone', PHONE, 'th-TH', 'กรุณายืนยันอีเมลก่อนเข้าคิว'], ['en-desk', DESKTOP, 'en-US', 'Confirm your email address to join']] as const) {
      const unproven = await signUpFan(url(), 'Not Yet', locale === 'th-TH' ? 'th' : 'en');
      const context = await journey.openContext(viewport, locale);
      await keepSignedIn(context, unproven);
      const page = await context.newPage();
      await page.goto(`${url()}/matches/${match.id}/queue`);
      await page.getByTestId('queue-verify').getByText(words).waitFor();
      expect(await page.getByTestId('verification-again').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, `queue-verify-${name}`);
    }

    // The page's other states, as the API would answer them (the live connection refused: the page polls), on a Thai phone and an English desk.
    const shown: Record<string, Partial<QueueStateDto>> = {
      waiting: { state: 'waiting', position: 1234, ahead: 1233, estimatedWaitSeconds: 1850 },
      standby: { state: 'standby', position: 1234, ahead: 40, estimatedWaitSeconds: null, held: 12, standbyPosition: 41 },
      expired: { state: 'expired', position: 2, ahead: 0, estimatedWaitSeconds: null },
      sold_out: { state: 'sold_out', position: 1234, ahead: null, estimatedWaitSeconds: null },
    };
    for (const [name, viewport, locale, fan] of [['th-phone', PHONE, 'th-TH', fans[0]!], ['en-desk', DESKTOP, 'en-US', fans[1]!]] as const) {
      const context = await journey.openContext(viewport, locale);
      await keepSignedIn(context, fan);
      const page = await context.newPage();
      await page.routeWebSocket(/socket\.io/, (ws) => ws.close());
      for (const [state, place] of Object.entries(shown)) {
        await page.route(`**/api/v1/matches/${match.id}/queue`, (route) =>
          route.fulfill({ json: { success: true, data: { ...places[0], turnEndsAt: null, ...place } } }));
        await page.goto(`${url()}/matches/${match.id}/queue`);
        await page.locator(`[data-testid="queue-state"][data-state="${state}"]`).waitFor();
        if (state === 'standby') expect(await page.getByTestId('queue-standby').innerText()).toMatch(name === 'en-desk' ? /12 seats are held by fans paying; you are number 41 on the standby list/ : /12 ที่นั่ง.*ลำดับที่ 41/);
        expect(await axeViolations(page)).toEqual([]);
        await screenshot(page, `queue-${state}-${name}`);
        await page.unroute(`**/api/v1/matches/${match.id}/queue`);
      }
    }
  });
});
