import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { axeViolations } from './support/a11y.js';
import { apiGet, apiSend, signIn, signUpFan, type Fan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { bahtShown, keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

// The demo stadium sells five zones with their own prices and gates; West VIP has numbered seats
// (8 rows of 20, an aisle after seat 10, wheelchair spaces A1–A2 with companion seats A3–A4).
const STAFF = { email: 'staff@club.test', password: 'staff-password-123' };
const JOURNEY_MS = 150_000;
const journey = useJourney(() => ({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password }));
const url = () => journey.product.url;

interface Zone { id: string; code: string; name: string; nameTh: string; priceSatang: number; gates: { code: string }[] }
interface Ticket { id: string; ticketNumber: string }

/** The first featured match, which sells every zone of the club's stadium. */
async function zonedMatch(): Promise<{ id: string; awayTeam: { name: string }; zones: Zone[] }> {
  const [match] = await apiGet(url(), '/api/v1/matches/promoting?limit=1');
  expect(match.zones.length).toBeGreaterThan(1);
  return match;
}

/** On the buy page of `matchId`: the zone named `zone` chosen in the list, two tickets, a phone, Continue. Answers the purchase's id. */
async function buyTwoIn(page: Page, matchId: string, zone: RegExp, continueWord: string): Promise<string> {
  await page.goto(`${url()}/buy-ticket/${matchId}`);
  const form = page.getByTestId('buy-form');
  await form.waitFor();
  await page.getByTestId('stadium-map').waitFor();
  await page.getByTestId('zone-chooser').getByRole('radio', { name: zone }).check();
  await form.getByTestId('quantity-increase').click();
  await expect.poll(() => form.getByTestId('quantity-value').innerText()).toBe('2');
  await form.getByTestId('phone-input').fill('081-234-5678');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId('buy-submit').filter({ hasText: continueWord }).click();
  await page.waitForURL(new RegExp(`${url()}/payment/[0-9a-f-]{36}$`));
  return page.url().split('/').pop()!;
}

/** The fan's slip for the purchase, and staff approve it: the worker issues its tickets. */
async function paid(fan: Fan, purchaseId: string): Promise<Ticket[]> {
  await apiSend(url(), 'POST', `/api/v1/purchases/${purchaseId}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchaseId}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  await apiSend(url(), 'POST', `/api/v1/admin/purchases/${purchaseId}/approve`, await signIn(url(), STAFF));
  await expect.poll(async () => (await apiGet<Ticket[]>(url(), `/api/v1/purchases/${purchaseId}/tickets`, fan.token)).length, { timeout: 20_000 }).toBe(2);
  return apiGet<Ticket[]>(url(), `/api/v1/purchases/${purchaseId}/tickets`, fan.token);
}

/** The console's select whose value input is `testId` (MUI draws the choice in a combobox beside it). */
const picker = (page: Page, testId: string) => page.locator('.MuiInputBase-root', { has: page.locator(`input[data-testid=${testId}]`) }).getByRole('combobox');

const stubText = async (page: Page, testId: string) => (await page.getByTestId('ticket-stub').getByTestId(testId).allInnerTexts()).map((t) => t.trim());

describe('a stadium sold by zone', () => {
  it('a fan (English, desktop) buys two numbered seats in West VIP: the best pair side by side, at the zone\'s price, shown on each ticket with its gate', async () => {
    const match = await zonedMatch();
    const vip = match.zones.find((z) => z.code === 'WVIP')!;
    const fan = await signUpFan(url(), 'Somchai Jaidee');
    const context = await journey.openContext(DESKTOP, 'en-US');
    await keepSignedIn(context, fan);
    const page = await context.newPage();

    // The best pair the server would give now: side by side in one row, the wheelchair spaces and companion seats kept.
    const map = await apiGet<{ rows: { label: string; seats: { id: string; number: number; wheelchair: boolean; companion: boolean }[] }[]; best: string[]; together: boolean }>(
      url(), `/api/v1/matches/${match.id}/zones/${vip.id}/seats?quantity=2`);
    const best = map.rows.flatMap((r) => r.seats.filter((seat) => map.best.includes(seat.id)).map((seat) => ({ row: r.label, number: seat.number, kept: seat.wheelchair || seat.companion })));
    expect(map.together).toBe(true);
    expect(best).toHaveLength(2);
    expect(new Set(best.map((b) => b.row)).size).toBe(1);
    expect(best.some((b) => b.kept)).toBe(false);
    const row = best[0]!.row;

    await page.goto(`${url()}/buy-ticket/${match.id}`);
    await page.getByTestId('zone-chooser').getByRole('radio', { name: /West VIP/ }).check();
    await page.getByTestId('quantity-increase').click();
    await expect.poll(() => page.getByTestId('seats-summary').innerText(), { timeout: 15_000 }).toContain(`Row ${row}, seats ${best[0]!.number}, ${best[1]!.number}`);
    expect(bahtShown(await page.getByTestId('buy-total').innerText())).toBe(2 * vip.priceSatang / 100);
    await screenshot(page, 'zones-buy-en-desktop');
    const purchaseId = await buyTwoIn(page, match.id, /West VIP/, 'Continue');
    const purchase = await apiGet(url(), `/api/v1/purchases/${purchaseId}`, fan.token);
    expect(purchase).toMatchObject({ totalSatang: 2 * vip.priceSatang, zone: { code: 'WVIP' }, seats: best.map(({ row, number }) => ({ row, number })) });

    await paid(fan, purchaseId);
    await page.goto(`${url()}/ticket/${purchaseId}`);
    await expect.poll(() => page.getByTestId('ticket-stub').count(), { timeout: 20_000 }).toBe(2);
    expect(await stubText(page, 'ticket-zone')).toEqual(['West VIP', 'West VIP']);
    expect(await stubText(page, 'ticket-gates')).toEqual(['Gate A', 'Gate A']);
    expect(await stubText(page, 'ticket-seat')).toEqual(best.map((b) => `Row ${b.row} · Seat ${b.number}`));
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'zones-ticket-en-desktop');
  }, JOURNEY_MS);

  it('a fan (Thai, phone) buys two places in the East stand; at Gate D the steward is told to send them to Gate C, where they are admitted', async () => {
    const match = await zonedMatch();
    const east = match.zones.find((z) => z.code === 'E')!;
    const fan = await signUpFan(url(), 'สมหญิง ใจดี', 'th');
    const context = await journey.openContext(PHONE, 'th-TH');
    await keepSignedIn(context, fan);
    const page = await context.newPage();

    const purchaseId = await buyTwoIn(page, match.id, new RegExp(east.nameTh), 'ดำเนินการต่อ');
    expect(await apiGet(url(), `/api/v1/purchases/${purchaseId}`, fan.token)).toMatchObject({ totalSatang: 2 * east.priceSatang, zone: { code: 'E' }, seats: null });
    const tickets = await paid(fan, purchaseId);
    await page.goto(`${url()}/ticket/${purchaseId}`);
    await expect.poll(() => page.getByTestId('ticket-stub').count(), { timeout: 20_000 }).toBe(2);
    expect(await stubText(page, 'ticket-zone')).toEqual([east.nameTh, east.nameTh]);
    expect(await stubText(page, 'ticket-gates')).toEqual(['ประตู C', 'ประตู C']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'zones-ticket-th-phone');

    // The steward's phone, at Gate D.
    const gate = await journey.openPage(PHONE, 'en-US');
    await signInToConsole(gate, url(), STAFF);
    await gate.goto(`${url()}/admin/#/check-in`);
    await gate.getByTestId('checkin-page').waitFor();
    await picker(gate, 'checkin-match').click();
    await gate.getByRole('option', { name: new RegExp(match.awayTeam.name) }).click();
    await picker(gate, 'checkin-gate-pick').click();
    await gate.getByRole('option', { name: 'Gate D' }).click();
    const code = gate.locator('input[data-testid=checkin-code-input]');
    await code.fill(tickets[0]!.ticketNumber);
    await gate.getByTestId('checkin-submit').click();
    const wrong = gate.locator('[data-testid=checkin-result][data-result=wrong_gate]');
    await wrong.waitFor();
    expect(await wrong.getByTestId('checkin-reason').innerText()).toBe('Wrong gate: use Gate C — the ticket is valid');
    expect(await wrong.getByTestId('checkin-zone').innerText()).toContain('East');
    await screenshot(gate, 'zones-gate-wrong-gate');
    // Not let in: the ticket is still valid.
    expect((await apiGet<{ status: string }[]>(url(), `/api/v1/purchases/${purchaseId}/tickets`, fan.token)).map((t) => t.status)).toEqual(['valid', 'valid']);

    // At Gate C the same ticket is admitted.
    await picker(gate, 'checkin-gate-pick').click();
    await gate.getByRole('option', { name: 'Gate C' }).click();
    await code.fill(tickets[0]!.ticketNumber);
    await gate.getByTestId('checkin-submit').click();
    await gate.locator('[data-testid=checkin-result][data-result=admitted]').waitFor();
    const used = (await apiGet<{ id: string; status: string; usedGate: string }[]>(url(), `/api/v1/purchases/${purchaseId}/tickets`, fan.token)).find((t) => t.id === tickets[0]!.id);
    expect(used).toMatchObject({ status: 'used', usedGate: 'Gate C' });
  }, JOURNEY_MS);
});
