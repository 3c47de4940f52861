import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailText } from '../../test/mail-server.js';
import { startMailingApi, type MailingApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let smtp: MailingApi['smtp'];
let mailing: MailingApi;

beforeAll(async () => {
  ({ api, smtp } = mailing = await startMailingApi());
});
afterAll(() => mailing?.close());

const profile = async (token: string) => (await api.call('GET', '/api/v1/users/profile', { token })).body.data;
const resetMail = async (email: string) => {
  expect((await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } })).status).toBe(200);
  return mailText((await smtp.waitFor(email)).raw);
};

it('a new account mails in the language of the page it signed up from, Thai when that names neither; only the account setting changes it, and the next mail follows', async () => {
  const signUp = async (name: string, acceptLanguage: string) => {
    const email = `mail-language-${name}-${Date.now()}@club.test`.toLowerCase();
    const res = await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email, password: 'correct-horse-battery', name }, headers: { 'accept-language': acceptLanguage } });
    expect(res.status).toBe(200);
    return { email, token: res.body.token as string };
  };
  // From a page in Thai, and from a browser that asks for neither of the site's languages: Thai.
  for (const [name, asked] of [['Somchai', 'th'], ['Hans', 'de-DE,de;q=0.9']] as const) {
    const { email, token } = await signUp(name, asked);
    expect(await profile(token), asked).toMatchObject({ preferredLanguage: 'th' });
    expect((await mailText((await smtp.waitForConfirmation(email)).raw)).subject, asked).toBe('ยืนยันอีเมลของคุณ — บางกอก ธันเดอร์ เอฟซี');
  }
  // From the English site: English.
  const { email, token } = await signUp('Pim', 'en-US,en;q=0.9');
  expect(await profile(token)).toMatchObject({ preferredLanguage: 'en' });
  expect((await resetMail(email)).text).toContain('Hello Pim,');

  // Pages read in Thai afterwards leave it alone (the site's EN/TH switch is the page's language only);
  // the account page's setting changes it, and the next mail follows.
  await api.call('PUT', '/api/v1/users/profile', { token, json: { name: 'Pim Thai Page' }, headers: { 'accept-language': 'th' } });
  expect(await profile(token)).toMatchObject({ name: 'Pim Thai Page', preferredLanguage: 'en' });
  const chosen = await api.call('PUT', '/api/v1/users/profile', { token, json: { preferredLanguage: 'th' }, headers: { 'accept-language': 'en' } });
  expect(chosen.body.data.preferredLanguage).toBe('th');
  smtp.mails.length = 0;
  expect((await resetMail(email)).text).toContain('สวัสดีคุณ Pim Thai Page');
});
