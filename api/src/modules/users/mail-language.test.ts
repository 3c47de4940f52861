import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailText, startMailServer } from '../../test/mail-server.js';
import { startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let smtp: Awaited<ReturnType<typeof startMailServer>>;

beforeAll(async () => {
  smtp = await startMailServer();
  api = await startTestApi();
  worker = await startTestWorker(api, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await worker.close();
  await api.close();
  await smtp.close();
});

const profile = async (token: string) => (await api.call('GET', '/api/v1/users/profile', { token })).body.data;
const resetMail = async (email: string) => {
  expect((await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } })).status).toBe(200);
  return mailText((await smtp.waitFor(email)).raw);
};

it('a new account mails in Thai whatever page it signed up from; only the account setting changes it, and the next mail follows', async () => {
  const email = `mail-language-${Date.now()}@club.test`;
  // From the English site: the page's language is not the mail's.
  const signUp = await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email, password: 'correct-horse-battery', name: 'Pim' }, headers: { 'accept-language': 'en' } });
  expect(signUp.status).toBe(200);
  const token = signUp.body.token as string;
  expect(await profile(token)).toMatchObject({ preferredLanguage: 'th' });
  expect((await mailText((await smtp.waitForConfirmation(email)).raw)).subject).toBe('ยืนยันอีเมลของคุณ — บางกอก ธันเดอร์ เอฟซี');
  expect((await resetMail(email)).text).toContain('สวัสดีคุณ Pim');

  // The account page's setting: English from now on, whatever language the next pages are read in.
  const chosen = await api.call('PUT', '/api/v1/users/profile', { token, json: { preferredLanguage: 'en' }, headers: { 'accept-language': 'th' } });
  expect(chosen.body.data.preferredLanguage).toBe('en');
  await api.call('PUT', '/api/v1/users/profile', { token, json: { name: 'Pim Thai Page' }, headers: { 'accept-language': 'th' } });
  expect(await profile(token)).toMatchObject({ name: 'Pim Thai Page', preferredLanguage: 'en' });
  smtp.mails.length = 0;
  expect((await resetMail(email)).text).toContain('Hello Pim Thai Page,');
});
