import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeOAuth, type FakeOAuth } from '@club/oauth-fake';
import { mailText, startMailServer } from '../api/src/test/mail-server.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { signUpFan } from './support/api.js';
import { useJourney } from './support/journey.js';
import { sessionOf } from './support/fan.js';

/**
 * Issue 27, items 14 and 15: the ways back into an account besides the password form. A fan who
 * signs in with Google or LINE comes back to the site signed in; a fan who forgot their password
 * sets a new one from the mail's link. The product (`npm start`) is pointed at the local fake of
 * both providers (packages/oauth-fake) and a real SMTP server, started first so useJourney's
 * beforeAll reads their addresses.
 */
let fake: FakeOAuth;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  fake = await startFakeOAuth();
  smtp = await startMailServer();
});
afterAll(async () => {
  await fake?.close();
  await smtp?.close();
});
const journey = useJourney(() => ({ ...fake.env, SMTP_URL: smtp.url }));

/** On the fake provider's page: sign in as this person. */
async function allowAs(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Allow' }).click();
}

const storedSession = (page: Page) => sessionOf(page.context());

it('a fan signs in with Google and comes back to the site signed in, under their name', async () => {
  const email = `google-${randomUUID().slice(0, 8)}@example.com`;
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${journey.product.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${fake.url}/google/**`);
  await allowAs(page, 'Ada Google', email);

  await page.waitForURL(`${journey.product.url}/`);
  await page.locator('header').getByText('Ada Google').first().waitFor();
  expect(await storedSession(page)).toBeTruthy();
  // The session cookie works for the API, as after an email sign-in.
  const profile: any = await (await fetch(`${journey.product.url}/api/v1/users/profile`, { headers: { cookie: (await storedSession(page))! } })).json();
  expect(profile.data).toMatchObject({ email, name: 'Ada Google' });
  // A reload keeps the fan signed in.
  await page.reload();
  await page.locator('header').getByText('Ada Google').first().waitFor();
});

it('a fan signs in with LINE from the Thai site on a phone, back to the page that asked them to sign in', async () => {
  const email = `line-${randomUUID().slice(0, 8)}@example.com`;
  const page = await journey.openPage(PHONE, 'th-TH');
  // A signed-in page sends the visitor to sign in, and back there afterwards.
  await page.goto(`${journey.product.url}/my-tickets`);
  await page.waitForURL(`${journey.product.url}/login`);
  const line = page.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
  // LINE's own colours, white on its green.
  const colours = await line.evaluate((button) => {
    const label = button.querySelector('span') ?? button;
    return { face: getComputedStyle(button).backgroundColor, text: getComputedStyle(label).color };
  });
  expect(colours).toEqual({ face: 'rgb(6, 199, 85)', text: 'rgb(255, 255, 255)' });
  await screenshot(page, 'login-social-phone-th');
  await line.click();
  await page.waitForURL(`${fake.url}/line/**`);
  await allowAs(page, 'สมหญิง ไลน์', email);

  await page.waitForURL(`${journey.product.url}/my-tickets`);
  expect(await storedSession(page)).toBeTruthy();
  await page.getByRole('button', { name: /เมนู|menu/i }).click();
  await page.getByText('สมหญิง ไลน์').filter({ visible: true }).first().waitFor();
});

it('a fan who cancels at the provider is told so and can try again', async () => {
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${journey.product.url}/login`);
  await page.getByRole('button', { name: 'Sign in with LINE' }).click();
  await page.waitForURL(`${fake.url}/line/**`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alert').getByText(/not signed in/i).waitFor();
  expect(await storedSession(page)).toBeNull();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await page.waitForURL(`${journey.product.url}/login`);
});

it('signing in with Google never enters an account someone else registered with that address and never proved', async () => {
  const email = `taken-${randomUUID().slice(0, 8)}@example.com`;
  const squatter = await signUpFan(journey.product.url, 'Squatter', 'en', email);
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${journey.product.url}/login`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await allowAs(page, 'Real Owner', email);
  await page.getByRole('alert').getByText(/an account with this email already exists/i).waitFor();
  expect(await storedSession(page)).toBeNull();
  // The account stays as it was, the squatter's.
  const profile: any = await (await fetch(`${journey.product.url}/api/v1/users/profile`, { headers: { authorization: `Bearer ${squatter.token}` } })).json();
  expect(profile.data).toMatchObject({ email, name: 'Squatter' });
});

it('a fan who forgot their password asks for a link on a phone in Thai, sets a new one, signs in with it, and the link then works no more', async () => {
  const fan = await signUpFan(journey.product.url, 'มาลี ลืมรหัส', 'th');
  const page = await journey.openPage(PHONE, 'th-TH');
  await page.goto(`${journey.product.url}/login`);
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await page.waitForURL(`${journey.product.url}/forgot-password`);
  // The address changes at once; the sign-in form (with its own email field) stays until the page's code is in.
  await page.getByRole('button', { name: 'ส่งลิงก์' }).waitFor();
  await page.getByLabel('อีเมล').fill(fan.email);
  await screenshot(page, 'forgot-password-phone-th');
  await page.getByRole('button', { name: 'ส่งลิงก์' }).click();
  // The same answer whoever asks: it never says whether the address has an account.
  await page.getByRole('status').getByText(`หากมีบัญชีที่ใช้อีเมล ${fan.email}`).waitFor();

  const mail = await mailText((await smtp.waitFor(fan.email)).raw);
  const link = /https?:\/\/\S+\/reset-password\/\S+/.exec(mail.text)![0];
  await page.goto(link);
  await page.waitForURL(/\/reset-password\?token=/);
  // The strength rule, as on the register form: a password anyone would guess is refused under the field.
  await page.getByLabel('รหัสผ่านใหม่').fill('12345678');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('12345678');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await page.locator('#reset-password-error').getByText(/^รหัสผ่านนี้เดาง่ายเกินไป/).waitFor();
  await page.getByLabel('รหัสผ่านใหม่').fill('marigold-tram-seventeen');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('marigold-tram-seventeen');
  await screenshot(page, 'reset-password-phone-th');
  await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).click();
  await page.getByRole('heading', { name: 'เปลี่ยนรหัสผ่านแล้ว' }).waitFor();

  await page.getByRole('link', { name: 'เข้าสู่ระบบ' }).click();
  await page.waitForURL(`${journey.product.url}/login`);
  await page.getByLabel('อีเมล', { exact: true }).fill(fan.email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('marigold-tram-seventeen');
  await page.locator('form').getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
  await page.waitForURL(`${journey.product.url}/`);
  expect(await storedSession(page)).toBeTruthy();

  // The same link a second time: used, so the page says so and offers to ask again.
  await page.goto(link);
  await page.getByRole('heading', { name: 'ลิงก์นี้ใช้ไม่ได้แล้ว' }).waitFor();
  await screenshot(page, 'reset-password-used-phone-th');
  await page.getByRole('link', { name: 'ขอลิงก์ใหม่' }).click();
  await page.waitForURL(`${journey.product.url}/forgot-password`);
});

it('the forgotten-password page works from the keyboard on a desktop, and says when too many links were asked for', async () => {
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${journey.product.url}/forgot-password`);
  await page.getByLabel('Email').focus();
  await page.keyboard.type(`nobody-${randomUUID().slice(0, 8)}@example.com`);
  await page.keyboard.press('Enter');
  // The answer takes the focus, so it is read out and the keyboard goes on from there.
  await page.getByRole('status').getByText(/^If an account uses/).waitFor();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
  await screenshot(page, 'forgot-password-sent-desktop-en');

  // Over the API's limit (README, Rate limits; this product runs with it raised): its 429 message, in the page's language.
  await page.route('**/api/v1/auth/request-password-reset', (route) =>
    route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ success: false, error: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 42 minutes.' } }) }));
  await page.goto(`${journey.product.url}/forgot-password`);
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send the link' }).click();
  await page.getByRole('alert').getByText('Too many requests. Please try again in 42 minutes.').waitFor();
});
