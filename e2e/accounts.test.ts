import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { startExpectingFailure } from './support/product.js';
import { sessionOf } from './support/fan.js';

const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };
const journey = useJourney(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }));

it('registers a new fan from the Thai site, signs out, and signs back in from the English site', async () => {
  const email = `somchai-${randomUUID().slice(0, 8)}@club.test`;
  const context = await journey.openContext(PHONE, 'th-TH');
  const page = await context.newPage();
  await page.goto(`${journey.product.url}/login`);
  // Google and LINE are not configured here: the page (rendered by the server, which asked the API) offers neither button (they would only fail).
  expect(((await (await fetch(`${journey.product.url}/api/v1/auth-providers`)).json()) as { data: unknown }).data).toEqual({ google: false, line: false });
  await page.locator('#auth-panel form').waitFor();
  expect(await page.getByRole('button', { name: /Google|LINE/ }).count()).toBe(0);
  await page.getByRole('tab', { name: 'สมัครสมาชิก' }).click();
  await page.getByLabel('ชื่อ-นามสกุล').fill('สมชาย ใจดี');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('12345678');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('12345678');
  // The terms must be accepted first.
  await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await page.getByRole('alert').getByText(/ข้อกำหนด/).waitFor();
  await page.getByRole('checkbox').check();
  // A password anyone would guess is refused, in Thai, under the password field.
  await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await page.locator('#register-password-error').getByText(/^รหัสผ่านนี้เดาง่ายเกินไป/).waitFor();
  expect(await page.getByLabel('รหัสผ่าน', { exact: true }).getAttribute('aria-invalid')).toBe('true');
  await screenshot(page, 'register-weak-password-phone-th');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('correct-horse-battery');
  await screenshot(page, 'register-phone-th');
  await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
  await page.waitForURL(`${journey.product.url}/`);

  // The phone typed at registration was saved to the profile.
  const profile: any = await (await fetch(`${journey.product.url}/api/v1/users/profile`, { headers: { cookie: (await sessionOf(context))! } })).json();
  expect(profile.data).toMatchObject({ email, name: 'สมชาย ใจดี', phone: '0812345678' });

  await page.getByRole('button', { name: /เมนู|menu/i }).click();
  await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
  await expect.poll(() => sessionOf(context)).toBeNull();
  await context.close();

  const desktop = await journey.openContext(DESKTOP, 'en-US');
  const en = await desktop.newPage();
  await en.goto(`${journey.product.url}/login`);
  await en.getByLabel('Email').fill(email);
  await en.getByLabel('Password', { exact: true }).fill('wrong-password');
  await en.locator('form').getByRole('button', { name: 'Login' }).click();
  await en.getByRole('alert').getByText(/invalid email or password/i).waitFor();
  await screenshot(en, 'login-error-desktop-en');
  await en.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await en.locator('form').getByRole('button', { name: 'Login' }).click();
  await en.waitForURL(`${journey.product.url}/`);
  await en.locator('header').getByRole('button', { name: 'สมชาย ใจดี: account menu' }).waitFor();
});

it('lets the ADMIN_EMAIL account into the staff console', async () => {
  const context = await journey.openContext(DESKTOP, 'en-US');
  const page = await context.newPage();
  await page.goto(`${journey.product.url}/admin/`);
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByText(/Staff console/i).first().waitFor();
  await page.getByText(ADMIN.email).or(page.getByText('Club Admin')).first().waitFor();
  await screenshot(page, 'admin-dashboard-desktop-en');
});

it('refuses to start with a bad setting and names it', async () => {
  const { code, output } = await startExpectingFailure({ PORT: 'eighty', DATA_DIR: '/tmp/club-never' });
  expect(code).not.toBe(0);
  expect(output).toMatch(/PORT: /);
  expect(output).not.toMatch(/at .*\.ts:\d+/);
});
