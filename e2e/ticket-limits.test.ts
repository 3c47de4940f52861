import { describe, expect, it } from 'vitest';
import { apiSend, signUpFan } from './support/api.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { firstMatchOnLanding, keepSignedIn } from './support/fan.js';
import { useJourney } from './support/journey.js';

const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));

async function adminToken(): Promise<string> {
  const url = journey.product.url;
  const res = await fetch(`${url}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url }, body: JSON.stringify(ADMIN) });
  return ((await res.json()) as { token: string }).token;
}

describe('tickets per fan on the buy page', () => {
  it("says the match's limit, stops the stepper at it, and says in the fan's language why a purchase past it is refused, again after a switch of language", async () => {
    const url = journey.product.url;
    const probe = await journey.openPage(DESKTOP);
    const { matchId } = await firstMatchOnLanding(probe, url);
    await apiSend(url, 'PUT', `/api/v1/admin/matches/${matchId}`, await adminToken(), { tickets_per_fan: 2 });

    const fan = await signUpFan(url, 'สมหญิง ใจดี', 'th');
    const context = await journey.openContext(PHONE, 'th-TH');
    await keepSignedIn(context, fan);
    const page = await context.newPage();
    await page.goto(`${url}/buy-ticket/${matchId}`);
    const form = page.getByTestId('buy-form');
    await form.waitFor();
    expect(await form.getByTestId('tickets-per-fan').innerText()).toBe('การแข่งขันนี้ซื้อได้ไม่เกิน 2 ใบต่อคน รวมตั๋วที่ชำระแล้วและรอชำระ');
    await form.getByTestId('quantity-increase').click();
    await expect.poll(() => form.getByTestId('quantity-value').innerText()).toBe('2');
    expect(await form.getByTestId('quantity-increase').isDisabled()).toBe(true);
    await screenshot(page, 'ticket-limit-th-phone');
    await form.getByTestId('phone-input').fill('081-234-5678');
    await form.getByTestId('buy-submit').click();
    await page.waitForURL(new RegExp(`${url}/payment/[0-9a-f-]{36}$`));

    // Two held: one more is past the limit.
    await page.goto(`${url}/buy-ticket/${matchId}`);
    await form.waitFor();
    await form.getByTestId('buy-submit').click();
    await expect.poll(() => form.getByRole('alert').innerText()).toBe('การแข่งขันนี้ซื้อได้ไม่เกิน 2 ใบต่อคน (รวมตั๋วที่ชำระแล้วและรอชำระ) รายการนี้จะเกินจำนวนที่กำหนด');
    expect(page.url()).toBe(`${url}/buy-ticket/${matchId}`);
    // The refusal on screen follows a switch of language.
    await page.getByTestId('lang-en').click();
    await expect.poll(() => form.getByRole('alert').innerText()).toBe('Up to 2 tickets per fan for this match, paid or awaiting payment: this purchase would take you past it.');

    // In English on a desktop, the same limit.
    const english = await journey.openContext(DESKTOP, 'en-US');
    await keepSignedIn(english, await signUpFan(url, 'Anna Fan', 'en'));
    const desk = await english.newPage();
    await desk.goto(`${url}/buy-ticket/${matchId}`);
    expect(await desk.getByTestId('tickets-per-fan').innerText()).toBe('Up to 2 tickets per fan for this match, paid or awaiting payment.');
  });
});
