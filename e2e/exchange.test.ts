import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { exchangeCredit, formatBankAmount } from '@club/core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signIn, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { bahtShown, keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

// A season holder cannot come to one match and offers its ticket on the exchange; once the rest of
// the zone is sold out another fan buys it, the holder's code stops opening the gate and they are
// credited the season price per match (the demo passes' 1/19) less the club's 10 % fee.
const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const JOURNEY_MS = 240_000;
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const url = () => journey.product.url;

interface Pass { id: string; name: string; nameTh: string; priceSatang: number; zone: { id: string } }
interface Held { id: string; ticketNumber: string; purchaseId: string; matchId: string; place: { seat: { row: string; number: number } | null }; listing: { status: string } | null; listable: boolean }

/** The demo's season pass of `name` (the seed's East and West VIP passes). */
async function demoPass(name: string): Promise<Pass> {
  const passes = await apiGet<Pass[]>(url(), '/api/v1/season-passes');
  const pass = passes.find((p) => p.name === name);
  if (!pass) throw new Error(`no pass ${name} in ${passes.map((p) => p.name).join(', ')}`);
  return pass;
}

/** A fan who bought the pass, paid with the demo slip and was approved: their tickets, one per covered match. */
async function seasonHolder(pass: Pass, name: string, lang: 'en' | 'th'): Promise<{ fan: Fan; purchaseId: string; tickets: Held[] }> {
  const fan = await signUpFan(url(), name, lang);
  const { id } = await apiSend<{ id: string }>(url(), 'POST', `/api/v1/season-passes/${pass.id}/purchase`, fan.token, { phone: '0812345678' });
  await apiSend(url(), 'POST', `/api/v1/purchases/${id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${id}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${id}/approve`, await signIn(url(), STAFF));
  await expect.poll(async () => (await apiGet<Held[]>(url(), '/api/v1/tickets/mine', fan.token)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  return { fan, purchaseId: id, tickets: await apiGet<Held[]>(url(), '/api/v1/tickets/mine', fan.token) };
}

/** On the holder's page: the line of `ticket`'s match offered through the dialog, which says what follows and what a sale would credit. */
async function offerInBrowser(page: Page, line: ReturnType<Page['locator']>, shot: string, credit: string): Promise<void> {
  await line.getByTestId('exchange-offer').click();
  const dialog = page.getByTestId('exchange-dialog');
  await dialog.waitFor();
  expect(await dialog.innerText()).toContain(credit);
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, shot);
  await dialog.getByTestId('exchange-offer-confirm').click();
  await line.locator('[data-testid=exchange-state][data-listing=listed]').waitFor();
}

/**
 * The zone's own places of the match are all sold (what the test cannot wait for a crowd to do):
 * none left to count, and in a numbered zone every free seat held (by `purchaseId`, any purchase of the match's).
 */
async function sellOutZone(matchId: string, zoneId: string, purchaseId: string): Promise<void> {
  await journey.product.sql('update match_zone_shards set available = 0 where match_id = $1 and zone_id = $2', [matchId, zoneId]);
  await journey.product.sql(
    'insert into match_seats (match_id, seat_id, purchase_id) select $1, id, $3 from venue_seats where zone_id = $2 on conflict do nothing', [matchId, zoneId, purchaseId]);
}

/** The buyer on the buy page: the zone read as season holders' tickets, chosen, a phone, on to pay. Answers the purchase's id. */
async function buyFromHolders(page: Page, matchId: string, zone: RegExp, words: { holders: RegExp; continue: string }, shot: string): Promise<string> {
  await page.goto(`${url()}/buy-ticket/${matchId}`);
  const radio = page.getByTestId('zone-chooser').getByRole('radio', { name: zone });
  const option = page.getByTestId('zone-chooser').locator('label', { has: page.getByRole('radio', { name: zone }) });
  await option.waitFor();
  expect(await option.innerText()).toMatch(words.holders);
  await radio.check();
  await page.getByTestId('exchange-seats').waitFor();
  expect(await page.getByTestId('availability').innerText()).toMatch(words.holders);
  // The seats come from the listings: there are none to choose.
  expect(await page.getByTestId('seats-summary').count()).toBe(0);
  await page.getByTestId('phone-input').fill('081-234-5678');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('exchange-seats').scrollIntoViewIfNeeded();
  await screenshot(page, shot);
  await page.getByTestId('buy-submit').filter({ hasText: words.continue }).click();
  await page.waitForURL(new RegExp(`${url()}/payment/[0-9a-f-]{36}$`));
  return page.url().split('/').pop()!;
}

/** On the payment page: the demo slip sent as the fan would, and staff approve it; the worker issues the ticket. */
async function payWithSlip(page: Page, fan: Fan, purchaseId: string, shot: string): Promise<void> {
  await page.getByTestId('promptpay-qr').waitFor();
  await screenshot(page, shot);
  await page.getByTestId('receipt-input').setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await makeSlip() });
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchaseId}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchaseId}/approve`, await signIn(url(), STAFF));
  await expect.poll(async () => (await apiGet<unknown[]>(url(), `/api/v1/purchases/${purchaseId}/tickets`, fan.token)).length, { timeout: 30_000 }).toBe(1);
}

/** The gate's answer to a code for a match (the staff's check-in call): the refusal's reason, or 'admitted'. */
async function gateSays(code: string, matchId: string): Promise<string> {
  const res = await fetch(`${url()}/api/v1/admin/check-in`, {
    method: 'POST', headers: { authorization: `Bearer ${await signIn(url(), STAFF)}`, 'content-type': 'application/json' }, body: JSON.stringify({ code, match_id: matchId }),
  });
  const body = (await res.json()) as { success: boolean; error?: { details?: { reason?: string } } };
  return body.success ? 'admitted' : body.error?.details?.reason ?? `HTTP ${res.status}`;
}

/** The holder's credit panel on my tickets, once the sale is in the ledger: the balance in baht. */
async function creditShown(page: Page): Promise<number> {
  await page.goto(`${url()}/my-tickets`);
  const panel = page.getByTestId('credit-panel');
  await panel.waitFor({ timeout: 20_000 });
  expect(await panel.getByTestId('credit-row').count()).toBe(2);
  return bahtShown(await panel.getByTestId('credit-balance').innerText());
}

/** What a sale credits the holder, in satang: the demo passes divide by 19, the club keeps 10 %. */
const netCredit = (pass: Pass) => exchangeCredit(pass.priceSatang, 19, 1000).net;

describe('the season ticket exchange', () => {
  it('a holder (English, desktop) offers a match on the exchange; once the East stand is sold out a fan buys it, the holder\'s code is refused as passed on and the credit shows', async () => {
    const pass = await demoPass('Season 2026/27 — East');
    const holder = await seasonHolder(pass, 'Somchai Jaidee', 'en');
    const ticket = holder.tickets.find((t) => t.listable)!;
    expect(ticket).toBeDefined();

    const context = await journey.openContext(DESKTOP, 'en-US');
    await keepSignedIn(context, holder.fan);
    const page = await context.newPage();
    await page.goto(`${url()}/my-tickets`);
    const line = page.getByTestId('purchase-card').filter({ hasText: pass.name }).locator(`[data-testid=season-ticket][data-match="${ticket.matchId}"]`);
    await line.waitFor();
    await offerInBrowser(page, line, 'exchange-offer-en-desktop', `credited ${formatBankAmount(netCredit(pass), 'en')}`);
    expect(await line.getByTestId('exchange-state').innerText()).toContain('On the exchange.');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exchange-listed-en-desktop');

    // On the pass's page the ticket shows no code while it is on the exchange.
    await page.goto(`${url()}/ticket/${holder.purchaseId}`);
    const stub = page.locator(`[data-testid=season-ticket-stub][data-match="${ticket.matchId}"]`);
    await stub.getByTestId('exchange-state').waitFor();
    expect(await stub.getByTestId('ticket-qr').count()).toBe(0);
    expect(await stub.innerText()).toContain('does not open the gate');
    await stub.scrollIntoViewIfNeeded();
    await screenshot(page, 'exchange-ticket-en-desktop');

    await sellOutZone(ticket.matchId, pass.zone.id, holder.purchaseId);
    const buyer = await signUpFan(url(), 'Anan Thongdee');
    const buying = await journey.openContext(DESKTOP, 'en-US');
    await keepSignedIn(buying, buyer);
    const buyPage = await buying.newPage();
    const purchaseId = await buyFromHolders(buyPage, ticket.matchId, /East/, { holders: /1 from a season holder/, continue: 'Continue' }, 'exchange-buy-en-desktop');
    expect(await apiGet(url(), `/api/v1/purchases/${purchaseId}`, buyer.token)).toMatchObject({ quantity: 1, zone: { code: 'E' } });
    // While the buyer pays, the holder reads that a fan is buying it, and can no longer take it back.
    await page.goto(`${url()}/my-tickets`);
    const reserved = page.getByTestId('purchase-card').filter({ hasText: pass.name }).locator(`[data-testid=season-ticket][data-match="${ticket.matchId}"]`);
    await reserved.locator('[data-testid=exchange-state][data-listing=reserved]').waitFor();
    expect(await reserved.innerText()).toContain('A fan is buying it.');
    expect(await reserved.getByTestId('exchange-withdraw').count()).toBe(0);
    await payWithSlip(buyPage, buyer, purchaseId, 'exchange-payment-en-desktop');

    expect(await gateSays(ticket.ticketNumber, ticket.matchId)).toBe('transferred');
    expect(await creditShown(page)).toBeCloseTo(netCredit(pass) / 100, 2);
    const panel = page.getByTestId('credit-panel');
    expect(await panel.innerText()).toContain('Ticket sold on the exchange');
    expect(await panel.innerText()).toContain("Club's exchange fee");
    expect(await axeViolations(page)).toEqual([]);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'exchange-credit-en-desktop');
  }, JOURNEY_MS);

  it('a holder (Thai, phone) offers a West VIP seat, takes it back and offers it again; a fan buys it with the seat the holder had, and the holder sees the credit', async () => {
    const pass = await demoPass('Season 2026/27 — West VIP');
    const holder = await seasonHolder(pass, 'สมหญิง ใจดี', 'th');
    const ticket = holder.tickets.find((t) => t.listable)!;

    const context = await journey.openContext(PHONE, 'th-TH');
    await keepSignedIn(context, holder.fan);
    const page = await context.newPage();
    await page.goto(`${url()}/ticket/${holder.purchaseId}`);
    const stub = page.locator(`[data-testid=season-ticket-stub][data-match="${ticket.matchId}"]`);
    await stub.getByTestId('ticket-qr').waitFor();
    await offerInBrowser(page, stub, 'exchange-offer-th-phone', `เครดิต ${formatBankAmount(netCredit(pass), 'th')}`);
    expect(await stub.getByTestId('ticket-qr').count()).toBe(0);
    expect(await stub.getByTestId('exchange-state').innerText()).toContain('อยู่ในตลาดแลกเปลี่ยน');
    await stub.scrollIntoViewIfNeeded();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'exchange-listed-th-phone');
    // Taken back by keyboard: the code is back; then offered again.
    await stub.getByTestId('exchange-withdraw').focus();
    await page.keyboard.press('Enter');
    await stub.getByTestId('ticket-qr').waitFor();
    await offerInBrowser(page, stub, 'exchange-offer-again-th-phone', `เครดิต ${formatBankAmount(netCredit(pass), 'th')}`);

    await sellOutZone(ticket.matchId, pass.zone.id, holder.purchaseId);
    const seat = ticket.place.seat!;
    const buyer = await signUpFan(url(), 'อนันต์ ทองดี', 'th');
    const buying = await journey.openContext(PHONE, 'th-TH');
    await keepSignedIn(buying, buyer);
    const buyPage = await buying.newPage();
    const purchaseId = await buyFromHolders(buyPage, ticket.matchId, /วีไอพี/, { holders: /1 ใบจากผู้ถือตั๋วรายฤดูกาล/, continue: 'ดำเนินการต่อ' }, 'exchange-buy-th-phone');
    // The seat is the holder's, given by the server from the listing.
    expect(await apiGet(url(), `/api/v1/purchases/${purchaseId}`, buyer.token)).toMatchObject({ seats: [{ row: seat.row, number: seat.number }] });
    await payWithSlip(buyPage, buyer, purchaseId, 'exchange-payment-th-phone');

    expect(await gateSays(ticket.ticketNumber, ticket.matchId)).toBe('transferred');
    expect(await creditShown(page)).toBeCloseTo(netCredit(pass) / 100, 2);
    expect(await page.getByTestId('credit-panel').innerText()).toContain('ขายตั๋วในตลาดแลกเปลี่ยน');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByTestId('credit-panel').scrollIntoViewIfNeeded();
    await screenshot(page, 'exchange-credit-th-phone');
  }, JOURNEY_MS);
});
