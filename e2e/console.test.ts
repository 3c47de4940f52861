import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSlip, receiptForm } from '../api/src/test/fixtures.js';
import { apiGet, apiSend, signUpFan, type Fan, buyTickets } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signInToConsole } from './support/console.js';
import { useJourney } from './support/journey.js';

const STAFF = { email: 'gate@club.test', password: 'gate-password-123', name: 'Gate Staff' };
// No ADMIN_EMAIL, as a newcomer starts it: the first start makes the console's account.
const journey = useJourney();
const url = () => journey.product.url;

/** The account the first start made, from the file the start-up output names. */
function firstAdmin(): { email: string; password: string } {
  const file = /Console login: email and password in (\S+)/.exec(journey.product.output())![1]!;
  const text = readFileSync(file, 'utf8');
  return { email: /^Email: +(\S+)$/m.exec(text)![1]!, password: /^Password: +(\S+)$/m.exec(text)![1]! };
}

const signIn = async (who: { email: string; password: string }) => {
  const res = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify(who) });
  return ((await res.json()) as { token: string }).token;
};

/** A fan buys two tickets for a match and sends a slip; the purchase waits in the verification queue. */
async function purchaseWaitingForStaff(fan: Fan, matchId: string) {
  const purchase = await buyTickets(url(), fan.token, { matchId, quantity: 2, phone: '0812345678' });
  await apiSend(url(), 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fan.token, receiptForm(await makeSlip()));
  await expect.poll(async () => (await apiGet(url(), `/api/v1/purchases/${purchase.id}/status`, fan.token)).status, { timeout: 20_000 }).toBe('verifying');
  return purchase as { id: string; referenceNumber: string };
}

const queueRow = (page: Page, reference: string) => page.locator('tbody tr', { hasText: reference });

describe('the staff console', () => {
  it('npm start ends with the addresses and where the console account is; its sign-in page names the club and speaks Thai before signing in', async () => {
    // Quiet: npm's two lines, then the summary, the newcomer's lines last (the build ran before, in the tests' setup).
    const output = journey.product.output().trimEnd().split('\n');
    expect(output.length).toBeLessThan(15);
    expect(output.slice(-3).map((line) => line.trim().split(/: +/)[0])).toEqual(['Fan site', 'Staff console', 'Console login']);
    const admin = firstAdmin();

    const page = await journey.openPage(PHONE, 'en-US');
    await page.goto(`${url()}/admin/`);
    await page.getByRole('heading', { level: 1, name: 'Bangkok Thunder FC' }).waitFor({ timeout: 60_000 });
    await screenshot(page, 'console-sign-in-en-phone');
    // The language switch, by keyboard: the page, the fields and the button are Thai, and stay so once signed in.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'EN English', pressed: true }).waitFor();
    const thai = page.getByRole('button', { name: 'TH ไทย' });
    await thai.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'บางกอก ธันเดอร์ เอฟซี' }).waitFor();
    expect(await thai.getAttribute('aria-pressed')).toBe('true');
    expect(await page.locator('html').getAttribute('lang')).toBe('th');
    await screenshot(page, 'console-sign-in-th-phone');
    await page.getByLabel('อีเมล').fill(admin.email);
    await page.locator('input[type=password]').fill(admin.password);
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.getByText('ยินดีต้อนรับ Club Admin').waitFor();
  });

  it('staff decide the live queue and check tickets in at the gate; an admin adds a match that fans then see', async () => {
    // A staff account: signed up like anyone, then granted the staff role by the admin.
    const adminToken = await signIn(firstAdmin());
    const staffFan = await signUpFan(url(), STAFF.name);
    const users = await apiGet(url(), `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: staffFan.email }))}`, adminToken);
    await apiSend(url(), 'PUT', `/api/v1/admin/users/${users[0].id}`, adminToken, { role: 'staff' });
    const staff = { email: staffFan.email, password: staffFan.password };

    // Staff keep the verification queue open on a desktop; two slips arrive.
    const console = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(console, url(), staff);
    await console.getByRole('menuitem', { name: 'Ticket purchases' }).click();
    const [match] = await apiGet(url(), '/api/v1/matches/promoting?limit=3');
    const [paying, wrong] = [await signUpFan(url(), 'Somchai Jaidee'), await signUpFan(url(), 'Malee Srisuk')];
    const approved = await purchaseWaitingForStaff(paying, match.id);
    const rejected = await purchaseWaitingForStaff(wrong, match.id);
    await queueRow(console, approved.referenceNumber).waitFor();
    await queueRow(console, rejected.referenceNumber).waitFor();
    await screenshot(console, 'console-queue');
    await queueRow(console, approved.referenceNumber).getByRole('button', { name: 'Approve' }).click();
    await console.getByText('Payment approved').waitFor();
    await queueRow(console, rejected.referenceNumber).getByRole('button', { name: 'Reject' }).click();
    await console.getByRole('dialog').getByLabel('Amount is not the total').check();
    await console.getByRole('dialog').getByRole('textbox').fill('The slip shows 150 baht, not 1,500');
    await console.getByRole('dialog').getByRole('button', { name: 'Reject' }).click();
    await console.getByText('Payment rejected').waitFor();
    expect((await apiGet(url(), `/api/v1/purchases/${rejected.id}`, wrong.token)).status).toBe('rejected');
    const ticketsOf = () => apiGet<{ ticketNumber: string; id: string }[]>(url(), `/api/v1/purchases/${approved.id}/tickets`, paying.token);
    await expect.poll(async () => (await ticketsOf()).length, { timeout: 20_000 }).toBe(2);
    const tickets = await ticketsOf();

    // At the gate, on a phone: the first scan lets the fan in, the second is refused with the first use shown.
    const gate = await journey.openPage(PHONE, 'en-US');
    await signInToConsole(gate, url(), staff);
    await gate.goto(`${url()}/admin/#/check-in`);
    await gate.getByTestId('checkin-page').waitFor();
    const code = gate.getByTestId('checkin-code-input').locator('input').or(gate.locator('input[data-testid=checkin-code-input]')).first();
    await code.fill(tickets[0]!.ticketNumber);
    await gate.getByTestId('checkin-submit').click();
    await gate.locator('[data-testid=checkin-result][data-result=admitted]').waitFor();
    await screenshot(gate, 'console-gate-admitted');
    await code.fill(`TICKET:${tickets[0]!.ticketNumber}:${tickets[0]!.id}`);
    await gate.getByTestId('checkin-submit').click();
    const refused = gate.locator('[data-testid=checkin-result][data-result=already_used]');
    await refused.waitFor();
    expect(await refused.getByTestId('checkin-used-by').innerText()).toContain(STAFF.name);
    expect(await refused.getByTestId('checkin-used-at').innerText()).toMatch(/\d{1,2}:\d{2}/);
    // The API answers the refusal's code; the console words it from its own texts, with the first use.
    expect(await refused.getByTestId('checkin-reason').innerText()).toBe(`Already used: checked in at ${await refused.getByTestId('checkin-used-at').innerText()} by ${STAFF.name}`);
    await screenshot(gate, 'console-gate-already-used');

    // The admin adds a match, promoted, earlier than every other: it leads the fans' landing page.
    const adminPage = await journey.openPage(DESKTOP, 'en-US');
    await signInToConsole(adminPage, url(), firstAdmin());
    await adminPage.goto(`${url()}/admin/#/matches/create`);
    const away = { name: 'Udon Eagles' };
    await pick(adminPage, 'match-home-team', 'Bangkok Thunder FC');
    await pick(adminPage, 'match-away-team', away.name);
    await pick(adminPage, 'match-venue', /Thunder Stadium/);
    await pick(adminPage, 'match-bank-account', /Kasikorn/);
    await adminPage.getByTestId('match-promoting').check();
    const kickOff = new Date(Date.now() + 2 * 86_400_000);
    await adminPage.getByTestId('match-date').locator('input').or(adminPage.locator('input[data-testid=match-date]')).first()
      .fill(`${kickOff.toISOString().slice(0, 10)}T19:00`);
    await adminPage.getByLabel('League (English)').fill('Thai League 1');
    await adminPage.getByLabel('League (Thai)').fill('ไทยลีก 1');
    // Thunder Stadium sells by zone: the new match sells each at its default price, so the form asks none.
    await adminPage.getByText('This stadium sells several zones').waitFor();
    await screenshot(adminPage, 'console-match-create');
    await adminPage.getByTestId('match-save').click();
    await expect.poll(async () => (await apiGet(url(), '/api/v1/matches/promoting?limit=3'))[0]?.awayTeam?.name, { timeout: 15_000 }).toBe('Udon Eagles');

    const fan = await journey.openPage(PHONE, 'th-TH');
    await fan.goto(url());
    await fan.getByTestId('match-card').first().waitFor();
    expect(await fan.getByTestId('match-card').first().innerText()).toContain('อุดร อีเกิลส์');
    await screenshot(fan, 'console-new-match-on-landing');
  });
});

/** Choose an option of a react-admin select or autocomplete by its text. */
async function pick(page: Page, testId: string, text: string | RegExp) {
  await page.getByTestId(testId).getByRole('combobox').click();
  await page.getByRole('option', { name: text }).first().click();
}
