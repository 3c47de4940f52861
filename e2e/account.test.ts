import path from 'node:path';
import { expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { signUpFan } from './support/api.js';
import { DESKTOP, SCREENSHOTS, screenshot } from './support/browser.js';
import { keepSignedIn, sessionOf, signInOnLoginPage } from './support/fan.js';
import { useJourney } from './support/journey.js';
import { focusStop, pressUntil, problemsAt } from './support/keyboard.js';

const journey = useJourney();
const url = () => journey.product.url;
const PHONE_390 = { width: 390, height: 844 };

/** The profile as the API has it, asked with the browser's own session (a password change renews it). */
async function profileOf(context: BrowserContext) {
  const res = await fetch(`${url()}/api/v1/users/profile`, { headers: { cookie: (await sessionOf(context))! } });
  return ((await res.json()) as { data: { name: string; phone: string | null; preferredLanguage: string } }).data;
}

it('a Thai fan on a phone edits name, phone and mail language, adds an address, changes the password and signs in with it', async () => {
  const fan = await signUpFan(url(), 'สมหญิง บัญชี', 'th');
  const context = await journey.openContext(PHONE_390, 'th-TH');
  await keepSignedIn(context, fan);
  const page = await context.newPage();

  // The old profile address leads to the account page; so does the phone's menu.
  await page.goto(`${url()}/profile`);
  await page.waitForURL(`${url()}/account`);
  await page.goto(url());
  await page.getByRole('button', { name: 'เมนู' }).click();
  await page.getByTestId('mobile-menu').getByText('สมหญิง บัญชี').waitFor();
  await screenshot(page, 'account-menu-phone-th');
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'บัญชีของฉัน' }).click();
  await page.waitForURL(`${url()}/account`);
  await page.getByTestId('no-saved-addresses').waitFor();
  expect(await page.getByTestId('mail-language-th').isChecked()).toBe(true);
  await screenshot(page, 'account-phone-th');

  // The site's EN/TH switch changes the pages, never the language of the mail: after the tap, a
  // save of the details (sent after anything the tap sent) leaves it Thai.
  await page.getByTestId('lang-en').click();
  await page.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
  await page.getByTestId('profile-save').click();
  await page.getByTestId('account-profile').getByRole('status').getByText('Saved').waitFor();
  expect((await profileOf(context)).preferredLanguage).toBe('th');
  expect(await page.getByTestId('mail-language-th').isChecked()).toBe(true);
  await page.getByTestId('lang-th').click();
  await page.getByRole('heading', { name: 'บัญชีของฉัน', level: 1 }).waitFor();

  // Name and phone, the phone checked as it is typed.
  await page.getByLabel('ชื่อ-นามสกุล').fill('สมหญิง ใจดี');
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill('0812');
  await page.locator('#account-phone-error').getByText('กรุณากรอกเบอร์โทรศัพท์ในประเทศไทย เช่น 081-234-5678').waitFor();
  await page.getByLabel('เบอร์โทรศัพท์', { exact: true }).fill('089-876-5432');
  await page.getByTestId('profile-save').click();
  await page.getByTestId('account-profile').getByRole('status').getByText('บันทึกแล้ว').waitFor();
  expect(await profileOf(context)).toMatchObject({ name: 'สมหญิง ใจดี', phone: '0898765432' });

  // The mail language, here and only here.
  await page.getByText('English', { exact: true }).click();
  await page.getByTestId('account-mail-language').getByRole('status').getByText('บันทึกแล้ว อีเมลจะส่งเป็นภาษาอังกฤษ').waitFor();
  expect((await profileOf(context)).preferredLanguage).toBe('en');

  // A saved address, with the checkout's own form; the checkout offers it.
  await page.getByTestId('account-add-address').click();
  const dialog = page.getByTestId('address-dialog');
  await dialog.getByTestId('address-recipient-name').fill('สมหญิง ใจดี');
  await dialog.getByTestId('address-phone').fill('0898765432');
  await dialog.getByTestId('address-address-line1').fill('99/1 ถนนสุขุมวิท');
  await dialog.getByTestId('address-district').fill('คลองเตย');
  await dialog.getByTestId('address-province').fill('กรุงเทพมหานคร');
  await dialog.getByTestId('address-postal-code').fill('10110');
  await screenshot(page, 'account-address-phone-th');
  await dialog.getByTestId('address-save').click();
  await page.getByTestId('saved-address').getByText('99/1 ถนนสุขุมวิท, คลองเตย, กรุงเทพมหานคร, 10110').waitFor();
  expect(await page.getByTestId('saved-address').count()).toBe(1);

  // A new password: fields left empty are asked for, and a weak one is refused under the field, in
  // Thai, each worded again after a switch to English and back; a good one is taken.
  const passwordForm = page.getByTestId('account-password');
  await page.getByTestId('password-save').click();
  await passwordForm.getByRole('alert').getByText('กรุณากรอกข้อมูลให้ครบทุกช่อง').waitFor();
  await page.getByTestId('lang-en').click();
  await passwordForm.getByRole('alert').getByText('Please fill in every field').waitFor();
  await page.getByTestId('lang-th').click();
  await page.getByLabel('รหัสผ่านปัจจุบัน').fill(fan.password);
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('12345678');
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill('12345678');
  await page.getByTestId('password-save').click();
  await page.locator('#account-new-password-error').getByText(/^รหัสผ่านนี้เดาง่ายเกินไป/).waitFor();
  await page.getByTestId('lang-en').click();
  await page.locator('#account-new-password-error').getByText(/^This password is too easy to guess/).waitFor();
  await page.getByTestId('lang-th').click();
  const newPassword = 'lantern-durian-harbour';
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(newPassword);
  await page.getByTestId('password-save').click();
  await page.getByTestId('account-password').getByRole('status').getByText(/^เปลี่ยนรหัสผ่านแล้ว/).waitFor();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'account-full-phone-th.png'), fullPage: true });

  // Still signed in here; out, and back in with the new password.
  await page.reload();
  await page.getByTestId('account-page').waitFor();
  await page.getByRole('button', { name: 'เมนู' }).click();
  await page.getByTestId('mobile-menu').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect.poll(() => sessionOf(context)).toBeNull();
  // Home, as from any page: not sent to sign in by the page it left.
  await page.locator('[data-testid=match-card], #auth-panel').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await page.goto(`${url()}/account`);
  await signInOnLoginPage(page, { ...fan, password: newPassword }, 'th');
  await page.waitForURL(`${url()}/account`);
  await page.getByRole('heading', { name: 'บัญชีของฉัน', level: 1 }).waitFor();
  expect(await page.getByLabel('ชื่อ-นามสกุล').inputValue()).toBe('สมหญิง ใจดี');
  await context.close();
});

it('an English fan at a desk reaches Account and Order history from the header\'s menu by keyboard, the focus visible', async () => {
  const fan = await signUpFan(url(), 'Keyboard Fan');
  const context = await journey.openContext(DESKTOP, 'en-US');
  await keepSignedIn(context, fan);
  const page = await context.newPage();
  await page.goto(url());
  await page.getByTestId('match-card').first().waitFor();

  const button = '[data-testid=account-menu]';
  const stops = await pressUntil(page, 'Tab', button);
  expect(await page.locator(button).getAttribute('aria-label')).toBe('Keyboard Fan: account menu');
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Keyboard Fan: account menu' });
  await menu.waitFor();
  expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual(['Account', 'My Tickets', 'Order history', 'Logout']);
  stops.push(await focusStop(page));
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Account');
  await screenshot(page, 'account-menu-desktop-en');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${url()}/account`);
  await page.getByTestId('no-saved-addresses').waitFor();
  await screenshot(page, 'account-desktop-en');
  // Back on the menu's button; down twice to Order history.
  expect(await page.evaluate((s) => document.activeElement?.matches(s), button)).toBe(true);
  await page.keyboard.press('ArrowDown');
  await menu.waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  stops.push(await focusStop(page));
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Order history');
  await page.keyboard.press('Enter');
  await page.waitForURL(`${url()}/orders`);
  await page.getByTestId('orders-empty').waitFor();
  // Escape closes it and gives the focus back.
  await page.locator(button).focus();
  await page.keyboard.press('Enter');
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  expect(await page.evaluate((s) => document.activeElement?.matches(s), button)).toBe(true);
  expect(problemsAt(stops)).toEqual([]);
  await context.close();
});

it('an English fan deletes their account behind a password dialog: a wrong password is refused in the dialog, then they are signed out and cannot sign in', async () => {
  const fan = await signUpFan(url(), 'Leaving Fan');
  const context = await journey.openContext(DESKTOP, 'en-US');
  await keepSignedIn(context, fan);
  const page = await context.newPage();
  await page.goto(`${url()}/account`);
  await page.getByTestId('no-saved-addresses').waitFor();
  await page.getByTestId('delete-account').click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByTestId('delete-account-confirm').click();
  await dialog.getByRole('alert').getByText('The password is not right').waitFor();
  await screenshot(page, 'account-delete-desktop-en');
  await dialog.getByLabel('Password').fill(fan.password);
  await dialog.getByTestId('delete-account-confirm').click();
  await page.waitForURL(`${url()}/`);
  await page.getByTestId('flash').getByText('Your account has been deleted.').waitFor();
  await page.locator('header').getByRole('link', { name: 'Login' }).waitFor();
  // The message on the page follows a switch of language.
  await page.getByTestId('lang-th').click();
  await page.getByTestId('flash').getByText('ลบบัญชีของคุณแล้ว').waitFor();
  const again = await fetch(`${url()}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: url() }, body: JSON.stringify({ email: fan.email, password: fan.password }) });
  expect(again.status).toBe(401);
  await context.close();
});
