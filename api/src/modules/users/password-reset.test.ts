import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { schema } from '@club/db';
import { mailText } from '../../test/mail-server.js';
import { startMailingApi, type MailingApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let smtp: MailingApi['smtp'];
let mailing: MailingApi;

beforeAll(async () => {
  ({ api, smtp } = mailing = await startMailingApi());
});
afterAll(() => mailing?.close());

it('mails a reset link in the user\'s language through the outbox and worker, and the link sets a new password', async () => {
  const fan = await api.signUp({ name: 'Malee' });
  await api.call('PUT', '/api/v1/users/profile', { token: fan.token, json: { preferredLanguage: 'th' } });

  const asked = await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email, redirectTo: '/reset-password' } });
  expect(asked.status).toBe(200);

  const mail = await smtp.waitFor(fan.email);
  const decoded = decodeMail(mail.raw);
  expect(decoded).toContain('สวัสดีคุณ Malee');
  const link = decoded.match(/https?:\/\/\S+\/reset-password\/([\w-]+)\S*/);
  expect(link).not.toBeNull();
  const token = link![1]!;

  const reset = await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: 'a-brand-new-password' } });
  expect(reset.status).toBe(200);
  await expect(api.signIn(fan.email, fan.password)).rejects.toThrow(/401/);
  expect(await api.signIn(fan.email, 'a-brand-new-password')).toMatch(/\w+/);
});

it('the mail\'s link opens the fan site\'s reset page on the configured address, whatever page the caller named, and works once', async () => {
  const linkOf = async (email: string) => /https?:\/\/\S+\/reset-password\/\S+/.exec((await mailText((await smtp.waitFor(email)).raw)).text)![0];
  const opened = async (link: string) => new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!, link);
  // A caller that names no page, and one that names another page of the site: the mail leads to /reset-password all the same.
  const links: string[] = [];
  for (const redirectTo of [undefined, `${api.url}/somewhere-else`]) {
    const fan = await api.signUp({ name: 'Once' });
    expect((await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email, redirectTo } })).status).toBe(200);
    links.push(await linkOf(fan.email));
  }
  for (const link of links) {
    expect(link.startsWith(`${api.url}/api/v1/auth/reset-password/`)).toBe(true);
    const page = await opened(link);
    expect(`${page.origin}${page.pathname}`).toBe(`${api.url}/reset-password`);
    expect(page.searchParams.get('token')).toMatch(/\w+/);
  }
  const token = (await opened(links[0]!)).searchParams.get('token')!;
  expect((await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: 'a-brand-new-password' } })).status).toBe(200);
  // Used: the same link now opens the page's "used or expired" state, and the token sets nothing.
  const again = await opened(links[0]!);
  expect(`${again.origin}${again.pathname}?${again.searchParams}`).toBe(`${api.url}/reset-password?error=INVALID_TOKEN`);
  expect((await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: 'yet-another-long-password' } })).body.error.code).toBe('INVALID_TOKEN');
});

it('a reset link is good for one hour, and refused once that hour has passed (issue 27, item 15)', async () => {
  const fan = await api.signUp({ name: 'Hour' });
  const asked = Date.now();
  expect((await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email } })).status).toBe(200);
  const token = /\/reset-password\/([\w-]+)/.exec((await mailText((await smtp.waitFor(fan.email)).raw)).text)![1]!;
  const identifier = sql`${schema.verifications.identifier} = ${`reset-password:${token}`}`;
  const [row] = await api.database.db.select().from(schema.verifications).where(identifier);
  expect(row!.expiresAt.getTime() - asked).toBeGreaterThan(59 * 60_000);
  expect(row!.expiresAt.getTime() - asked).toBeLessThanOrEqual(61 * 60_000);
  // The hour has passed: the link sets nothing, and the old password still signs in.
  await api.database.db.update(schema.verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(identifier);
  expect((await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: 'a-brand-new-password' } })).body.error.code).toBe('INVALID_TOKEN');
  expect(await api.signIn(fan.email, fan.password)).toMatch(/\w+/);
});

it('does not reveal whether an email has an account: the same answer either way, and a mail only to the account', async () => {
  const fan = await api.signUp({ name: 'Known' });
  const nobody = `nobody-${Date.now()}@club.test`;
  const ask = (email: string) => api.call('POST', '/api/v1/auth/request-password-reset', { json: { email, redirectTo: '/reset-password' } });
  const [known, unknown] = [await ask(fan.email), await ask(nobody)];
  expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
  expect(known.status).toBe(200);
  // The account's mail arrives; nothing is owed to the address without one, so nothing will go there.
  await smtp.waitFor(fan.email);
  const owed = await api.database.db.select({ id: schema.outboxEvents.id }).from(schema.outboxEvents)
    .where(sql`${schema.outboxEvents.payload}->>'to' = ${nobody}`);
  expect(owed).toEqual([]);
  expect(smtp.mails.filter((m) => m.to.includes(nobody))).toEqual([]);
});

/** The text of a MIME message with its quoted-printable or base64 parts decoded. */
function decodeMail(raw: string): string {
  const qp = raw.replace(/=\r?\n/g, '').replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
  const b64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'));
  return [qp, ...b64].join('\n');
}
