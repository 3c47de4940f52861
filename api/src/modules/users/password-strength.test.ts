import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { schema } from '@club/db';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const THAI = { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' };

const expectTooWeak = (res: { status: number; body: any }) => {
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ success: false, error: { code: 'PASSWORD_TOO_WEAK', message: expect.any(String), words: expect.any(Object) } });
};

/** A reset token for the fan, as the mailed link would carry it (read from better-auth's table). */
async function resetToken(fan: { id: string; email: string }): Promise<string> {
  const asked = await api.call('POST', '/api/v1/auth/request-password-reset', { json: { email: fan.email, redirectTo: '/reset-password' } });
  expect(asked.status).toBe(200);
  const [row] = await api.database.db.select({ identifier: schema.verifications.identifier }).from(schema.verifications)
    .where(and(eq(schema.verifications.value, fan.id), like(schema.verifications.identifier, 'reset-password:%')));
  return row!.identifier.slice('reset-password:'.length);
}

describe('new passwords must be hard to guess', () => {
  it.each(['12345678', 'password', 'qwertyuiop'])('refuses sign-up with %s: 400 PASSWORD_TOO_WEAK, and no account is made', async (password) => {
    const email = `weak-${password}@club.test`;
    const res = await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email, password, name: 'Weak Fan' } });
    expectTooWeak(res);
    expect(res.body.error.message).toMatch(/^This password is too easy to guess\./);
    const rows = await api.database.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(rows).toHaveLength(0);
  });

  it('says why in Thai to a Thai reader, with a suggestion', async () => {
    const res = await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: 'weak-th@club.test', password: 'password', name: 'Malee' }, headers: THAI });
    expectTooWeak(res);
    expect(res.body.error.message).toBe('รหัสผ่านนี้เดาง่ายเกินไป รหัสผ่านนี้เป็นหนึ่งในรหัสผ่านที่มีคนใช้มากที่สุด เพิ่มคำที่คนไม่ค่อยใช้อีกหนึ่งหรือสองคำ');
  });

  it('refuses a password made of the fan\'s own email, name or the club\'s name', async () => {
    expectTooWeak(await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: 'kittisak.w@club.test', password: 'kittisak.w2024', name: 'Kittisak W' } }));
    expectTooWeak(await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: 'fan-prasert@club.test', password: 'wongsakul1990', name: 'Prasert Wongsakul' } }));
    expectTooWeak(await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: 'fan-club@club.test', password: 'Thunder2024!', name: 'Club Fan' } }));
  });

  it('refuses a weak new password on reset, and the reset link still works with a strong one', async () => {
    const fan = await api.signUp({ name: 'Reset Fan' });
    const token = await resetToken(fan);

    const weak = await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: '12345678' }, headers: THAI });
    expectTooWeak(weak);
    expect(weak.body.error.message).toMatch(/^รหัสผ่านนี้เดาง่ายเกินไป/);
    expect(await api.signIn(fan.email, fan.password)).toMatch(/\w+/);

    const strong = await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: 'tamarind-monsoon-ferry' } });
    expect(strong.status).toBe(200);
    expect(await api.signIn(fan.email, 'tamarind-monsoon-ferry')).toMatch(/\w+/);
  });

  it('refuses a reset to a password built on the account\'s own name, which only the token names', async () => {
    const fan = await api.signUp({ name: 'Chanthira Boonmee', email: `chanthira-${Date.now()}@club.test` });
    const token = await resetToken(fan);
    expectTooWeak(await api.call('POST', '/api/v1/auth/reset-password', { json: { token, newPassword: 'chanthira1990' } }));
  });

  it('refuses a weak new password on change-password and keeps the old one', async () => {
    const fan = await api.signUp();
    const weak = await api.call('POST', '/api/v1/auth/change-password', { token: fan.token, json: { currentPassword: fan.password, newPassword: 'qwertyuiop' } });
    expectTooWeak(weak);
    expect(await api.signIn(fan.email, fan.password)).toMatch(/\w+/);

    const strong = await api.call('POST', '/api/v1/auth/change-password', { token: fan.token, json: { currentPassword: fan.password, newPassword: 'lantern-durian-harbour' } });
    expect(strong.status).toBe(200);
    expect(await api.signIn(fan.email, 'lantern-durian-harbour')).toMatch(/\w+/);
  });
});
