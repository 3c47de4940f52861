import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailText } from '../../test/mail-server.js';
import { ADMIN, startMailingApi, type MailingApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let smtp: MailingApi['smtp'];
let mailing: MailingApi;

beforeAll(async () => {
  ({ api, smtp } = mailing = await startMailingApi());
});
afterAll(() => mailing?.close());

const profile = async (token: string) => (await api.call('GET', '/api/v1/users/profile', { token })).body.data as { emailVerified: boolean };
/** The token of the confirmation link in a mail, and the link itself. */
const linkIn = (text: string) => {
  const match = /(\S+\/verify-email\?token=([\w.-]+))/.exec(text);
  expect(match).not.toBeNull();
  return { url: match![1]!, token: match![2]! };
};
const verify = (token: string, lang = 'en') => api.call('GET', `/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`, { headers: { 'accept-language': lang } });

describe('proving an email address', () => {
  it('mails a new account a link in its language, on the site’s own address whatever the request said; following it proves the address', async () => {
    const email = `verify-th-${Date.now()}@club.test`;
    const signUp = await api.call('POST', '/api/v1/auth/sign-up/email', {
      json: { email, password: 'correct-horse-battery', name: 'Pim <Club Office>' },
      headers: { 'accept-language': 'th', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    // Signing up does not wait for it: the fan is signed in at once, not yet proven.
    expect(signUp.status).toBe(200);
    const token = signUp.body.token as string;
    expect(await profile(token)).toMatchObject({ emailVerified: false });

    const mail = await mailText((await smtp.waitForConfirmation(email)).raw);
    expect(mail.subject).toBe('ยืนยันอีเมลของคุณ — บางกอก ธันเดอร์ เอฟซี');
    expect(mail.text).toContain('กรุณายืนยันว่าอีเมลนี้เป็นของคุณ');
    // Whoever signed up chose the name, and may not own the address: it is not in the mail.
    expect(mail.text).not.toContain('Club Office');
    const link = linkIn(mail.text);
    expect(link.url.startsWith(`${api.url}/verify-email?token=`)).toBe(true);

    const verified = await verify(link.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({ status: true });
    expect(await profile(token)).toMatchObject({ emailVerified: true });
    // The link again: still fine, nothing changes.
    expect((await verify(link.token)).status).toBe(200);
  });

  it('refuses a forged or expired link with a clear message in the reader’s language', async () => {
    const fan = await api.signUp();
    const forged = await verify('not-a-token', 'th');
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ success: false, error: { code: 'INVALID_TOKEN', message: 'ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว' } });

    // A link as better-auth signs it, a day and a minute old.
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: fan.email, userId: fan.id })
      .setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now - 86_460).setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(api.config.AUTH_SECRET));
    const late = await verify(expired);
    expect(late.status).toBe(401);
    expect(late.body.error).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'This link is invalid or has expired' });
    expect(await profile(fan.token)).toMatchObject({ emailVerified: false });
  });

  it('sends the link again when a signed-in fan asks, and says so when the address is proven already', async () => {
    const fan = await api.signUp();
    await smtp.waitForConfirmation(fan.email);
    const again = await api.call('POST', '/api/v1/auth/send-verification-email', { token: fan.token, json: { email: fan.email } });
    expect(again.status).toBe(200);
    await expect.poll(() => smtp.confirmations.filter((m) => m.to.includes(fan.email)).length, { timeout: 15_000 }).toBe(2);
    const second = smtp.confirmations.filter((m) => m.to.includes(fan.email))[1]!;
    expect((await verify(linkIn((await mailText(second.raw)).text).token)).status).toBe(200);

    const done = await api.call('POST', '/api/v1/auth/send-verification-email', { token: fan.token, json: { email: fan.email }, headers: { 'accept-language': 'th' } });
    expect(done.status).toBe(400);
    expect(done.body.error).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED', message: 'อีเมลของคุณได้รับการยืนยันแล้ว' });
  });

  it('takes the admin address from configuration as proven, with no mail to it', async () => {
    expect(await profile(await api.signIn(ADMIN.email, ADMIN.password))).toMatchObject({ emailVerified: true });
    expect(smtp.confirmations.filter((m) => m.to.includes(ADMIN.email))).toEqual([]);
  });
});
