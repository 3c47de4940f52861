import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip } from '../api/src/test/fixtures.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signIn, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { bahtShown, keepSignedIn, signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';

// The demo pass for the East stand (places, not numbered seats), for every home match of the season.
const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const PASS_NAME = 'Season 2026/27 — East';
const JOURNEY_MS = 180_000;
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const url = () => journey.product.url;

interface Pass { id: string; name: string; nameTh: string; priceSatang: number; available: number; matches: { id: string }[] }

/** The demo's East pass on sale; made through the console's API when the seed has none. */
async function eastPass(): Promise<Pass> {
  const listed = async () => (await apiGet<Pass[]>(url(), '/api/v1/season-passes')).find((p) => p.name === PASS_NAME);
  const seeded = await listed();
  if (seeded) return seeded;
  const staff = await signIn(url(), STAFF);
  // The East stand, as the first featured match sells it.
  const [match] = await apiGet<{ zones: { id: string; code: string }[] }[]>(url(), '/api/v1/matches/promoting?limit=1');
  // The club's one account, which the demo's matches are paid into too.
  const [account] = await apiGet<{ id: string }[]>(url(), '/api/v1/admin/bank-accounts', staff);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  await apiSend(url(), 'POST', '/api/v1/admin/season-passes', staff, {
    name: PASS_NAME, name_th: 'ฤดูกาล 2026/27 — อัฒจันทร์ตะวันออก', season_label: '2026/27',
    zone_id: match!.zones.find((z) => z.code === 'E')!.id, bank_account_id: account!.id,
    price: 4500, quota: 50,
    covers_from: new Date(now).toISOString(), covers_to: new Date(now + 365 * day).toISOString(),
    sale_starts_at: new Date(now - day).toISOString(), sale_ends_at: new Date(now + 60 * day).toISOString(),
  });
  return (await listed())!;
}

/** On the payment page: the demo slip sent as the fan would, and staff approve it; the worker issues a ticket per covered match. */
async function payWithSlip(page: Page, fan: Fan, purchaseId: string, matches: number): Promise<void> {
  await page.getByTestId('promptpay-qr').waitFor();
  await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchaseId}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchaseId}/approve`, await signIn(url(), STAFF));
  await expect.poll(async () => (await apiGet<{ purchaseId: string }[]>(url(), '/api/v1/tickets/mine', fan.token)).filter((t) => t.purchaseId === purchaseId).length, { timeout: 30_000 }).toBe(matches);
}

/** On /season-pass with the pass's form open: the phone, and on to the payment page. Answers the purchase's id. */
async function buyPass(page: Page, pass: Pass, continueWord: string, shot: string): Promise<string> {
  const card = page.getByTestId('season-pass').filter({ has: page.locator(`#pass-${pass.id}`) });
  const form = card.getByTestId('season-buy');
  await form.waitFor();
  await form.getByTestId('season-phone').fill('081-234-5678');
  expect(await axeViolations(page)).toEqual([]);
  await form.scrollIntoViewIfNeeded();
  await screenshot(page, shot);
  await form.getByTestId('season-buy-submit').filter({ hasText: continueWord }).click();
  await page.waitForURL(new RegExp(`${url()}/payment/[0-9a-f-]{36}$`));
  return page.url().split('/').pop()!;
}

/** On /my-tickets: the season purchase's card, its pass named and one line per covered match. */
async function heldOnMyTickets(page: Page, pass: Pass, name: string) {
  await page.goto(`${url()}/my-tickets`);
  const card = page.getByTestId('purchase-card').filter({ hasText: name });
  await card.waitFor();
  expect(await card.getAttribute('data-status')).toBe('completed');
  await expect.poll(() => card.getByTestId('season-ticket').count(), { timeout: 15_000 }).toBe(pass.matches.length);
  expect(await axeViolations(page)).toEqual([]);
}

describe('season passes', () => {
  it('a visitor (English, desktop) sees the pass\'s real price on the landing page, signs in to buy it, pays with a slip and holds a ticket for each covered match', async () => {
    const pass = await eastPass();
    expect(pass.matches.length).toBeGreaterThan(0);
    const fan = await signUpFan(url(), 'Somchai Jaidee');
    const page = await journey.openPage(DESKTOP, 'en-US');

    await page.goto(url());
    const offer = page.getByTestId('season-offer');
    await offer.waitFor();
    expect(bahtShown(await offer.locator('.offer-price strong').innerText())).toBe(pass.priceSatang / 100);
    expect(await offer.getByTestId('season-offer-stock').innerText()).toMatch(/\d+ passes? left/);
    await offer.getByRole('link', { name: 'See season passes' }).click();
    await page.waitForURL(`${url()}/season-pass`);

    const card = page.getByTestId('season-pass').filter({ has: page.locator(`#pass-${pass.id}`) });
    await card.waitFor();
    expect(await card.getByTestId('pass-matches').locator('li').count()).toBe(pass.matches.length);
    expect(await card.innerText()).toContain('Entry by Gate C');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'season-list-en-desktop');

    // Signed out: sent to sign in, and back to the pass's open form.
    await card.getByRole('button', { name: 'Sign in to buy' }).click();
    await signInOnLoginPage(page, fan, 'en');
    await page.waitForURL(`${url()}/season-pass?pass=${pass.id}`);
    const purchaseId = await buyPass(page, pass, 'Continue to payment', 'season-buy-en-desktop');
    expect(await page.getByTestId('season-overview').innerText()).toContain(PASS_NAME);
    // The pass's facts: the matches it covers, not a count of tickets at a price each.
    expect(await page.getByTestId('purchase-covers').innerText()).toBe(`${pass.matches.length} matches`);
    expect(await page.locator('main').innerText()).not.toContain('Price per ticket');
    expect(await apiGet(url(), `/api/v1/purchases/${purchaseId}`, fan.token)).toMatchObject({ kind: 'season', matchId: null, totalSatang: pass.priceSatang, season: { passId: pass.id } });
    await payWithSlip(page, fan, purchaseId, pass.matches.length);

    await heldOnMyTickets(page, pass, PASS_NAME);
    await screenshot(page, 'season-my-tickets-en-desktop');
    await page.goto(`${url()}/ticket/${purchaseId}`);
    await expect.poll(() => page.getByTestId('season-ticket-stub').count(), { timeout: 15_000 }).toBe(pass.matches.length);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'season-ticket-en-desktop');

    // Staff add a home match to the season afterwards, through the console: the holder has its ticket without asking.
    const staff = await signIn(url(), STAFF);
    const { covers_to: coversTo } = await apiGet<{ covers_to: string }>(url(), `/api/v1/admin/season-passes/${pass.id}`, staff);
    const first = await apiGet<Record<string, unknown>>(url(), `/api/v1/admin/matches/${pass.matches[0]!.id}`, staff);
    const added = await apiSend<{ id: string }>(url(), 'POST', '/api/v1/admin/matches', staff, {
      home_team_id: first.home_team_id, away_team_id: first.away_team_id, venue_id: first.venue_id, bank_account_id: first.bank_account_id,
      match_date: new Date(Date.parse(coversTo) - 24 * 60 * 60 * 1000).toISOString(), league: first.league, league_th: first.league_th, ticket_price: 400,
    });
    await page.goto(`${url()}/my-tickets`);
    const bought = page.getByTestId('purchase-card').filter({ hasText: PASS_NAME });
    await expect.poll(() => bought.getByTestId('season-ticket').count(), { timeout: 15_000 }).toBe(pass.matches.length + 1);
    const held = await apiGet<{ purchaseId: string; matchId: string }[]>(url(), '/api/v1/tickets/mine', fan.token);
    expect(held.filter((t) => t.purchaseId === purchaseId).map((t) => t.matchId)).toContain(added.id);
    await screenshot(page, 'season-added-match-en-desktop');
  }, JOURNEY_MS);

  it('a fan (Thai, phone) buys the pass from its page, pays with a slip and holds a ticket for each covered match', async () => {
    const pass = await eastPass();
    const fan = await signUpFan(url(), 'สมหญิง ใจดี', 'th');
    const context = await journey.openContext(PHONE, 'th-TH');
    await keepSignedIn(context, fan);
    const page = await context.newPage();

    await page.goto(`${url()}/season-pass`);
    const card = page.getByTestId('season-pass').filter({ has: page.locator(`#pass-${pass.id}`) });
    await card.waitFor();
    expect(await card.innerText()).toContain('เข้าทางประตู C');
    await screenshot(page, 'season-list-th-phone');
    await card.getByRole('button', { name: 'ซื้อตั๋วนี้' }).click();
    const purchaseId = await buyPass(page, pass, 'ไปชำระเงิน', 'season-buy-th-phone');
    await screenshot(page, 'season-payment-th-phone');
    await payWithSlip(page, fan, purchaseId, pass.matches.length);

    await heldOnMyTickets(page, pass, pass.nameTh);
    await screenshot(page, 'season-my-tickets-th-phone');
  }, JOURNEY_MS);
});
