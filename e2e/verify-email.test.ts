import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailText, startMailServer } from '../api/src/test/mail-server.js';
import { axeViolations } from './support/a11y.js';
import { DESKTOP, PHONE, screenshot } from './support/browser.js';
import { useJourney } from './support/journey.js';
import { sessionOf } from './support/fan.js';

let smtp: Awaited<ReturnType<typeof startMailServer>>;
// Registered before the journey's hooks: the mail server is up before the product and closed after it.
beforeAll(async () => {
  smtp = await startMailServer();
});
afterAll(async () => {
  await smtp?.close();
});
const journey = useJourney(() => ({ SMTP_URL: smtp.url }));
const url = () => journey.product.url;
const JOURNEY_MS = 120_000;

it('a fan who signs up on a phone in Thai is asked to confirm the address, gets the mail in Thai, follows its link and sees it confirmed', async () => {
  const email = `malee-${randomUUID().slice(0, 8)}@club.test`;
  const context = await journey.openContext(PHONE, 'th-TH');
  const page = await context.newPage();
  await page.goto(`${url()}/login`);
  await page.locator('#auth-panel form').waitFor();
  await page.getByRole('tab', { name: 'สมัครสมาชิก' }).click();
  await page.getByLabel('ชื่อ-นามสกุล').fill('มาลี ศรีสุข');
  await page.getByLabel('อีเมล').fill(email);
  await page.getByLabel('เบอร์โทรศัพท์').fill('081-234-5678');
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill('correct-horse-battery');
  await page.getByLabel('ยืนยันรหัสผ่าน').fill('correct-horse-battery');
  await page.getByRole('checkbox').check();
  await page.locator('form').getByRole('button', { name: 'สมัครสมาชิก' }).click();
  // Signed in at once: confirming is not needed to use the site.
  await page.waitForURL(`${url()}/`);

  // My Tickets says why the address matters, and sends the link again when asked.
  await page.goto(`${url()}/my-tickets`);
  const notice = page.getByTestId('verify-email-notice');
  await notice.getByRole('heading', { name: 'ยืนยันอีเมลของคุณ' }).waitFor();
  await notice.getByRole('button', { name: 'ส่งลิงก์อีกครั้ง' }).click();
  await notice.getByTestId('verification-again-status').getByText(`ลิงก์ใหม่กำลังถูกส่งไปที่ ${email}`).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'verify-email-notice-phone-th');

  // The mail, in Thai, with a link to the site's own page.
  const mail = await mailText((await smtp.waitForConfirmation(email)).raw);
  expect(mail.subject).toBe('ยืนยันอีเมลของคุณ — บางกอก ธันเดอร์ เอฟซี');
  const link = /\S+\/verify-email\?token=[\w.-]+/.exec(mail.text)?.[0];
  expect(link?.startsWith(`${url()}/verify-email?token=`)).toBe(true);

  await page.goto(link!);
  const card = page.getByTestId('verify-email');
  await expect.poll(() => card.getAttribute('data-state')).toBe('done');
  await card.getByRole('heading', { name: 'ยืนยันอีเมลเรียบร้อยแล้ว' }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'verify-email-done-phone-th');

  // Back to My Tickets: nothing left to confirm.
  await card.getByRole('link', { name: 'เปิดตั๋วของฉัน' }).click();
  await page.waitForURL(`${url()}/my-tickets`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.getByTestId('verify-email-notice').count()).toBe(0);
  const profile = (await (await fetch(`${url()}/api/v1/users/profile`, { headers: { cookie: (await sessionOf(page.context()))! } })).json()) as { data: { emailVerified: boolean } };
  expect(profile.data.emailVerified).toBe(true);
}, JOURNEY_MS);

it('a link that no longer works says so on a desktop in English, and offers a new one for the address typed in', async () => {
  const page = await journey.openPage(DESKTOP, 'en-US');
  await page.goto(`${url()}/verify-email?token=not-a-real-link`);
  const card = page.getByTestId('verify-email');
  await expect.poll(() => card.getAttribute('data-state')).toBe('spent');
  await card.getByRole('heading', { name: 'This link no longer works' }).waitFor();
  await card.getByLabel('Email').fill(`someone-${randomUUID().slice(0, 8)}@club.test`);
  await card.getByRole('button', { name: 'Send me a new link' }).click();
  await card.getByTestId('verification-again-status').getByText(/If an account uses someone-.* a new link is on its way there/).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'verify-email-spent-desktop-en');
}, JOURNEY_MS);
