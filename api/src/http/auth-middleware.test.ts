import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';
import { SESSION_RECHECK_MS } from '../bearer-sessions.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

const profileStatus = async (token: string) => (await api.call('GET', '/api/v1/users/profile', { token })).status;

/** Runs `check` with the clock (Date only) SESSION_RECHECK_MS and a millisecond later than now, then puts it back. */
async function afterRecheck(check: () => Promise<void>): Promise<void> {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + SESSION_RECHECK_MS + 1);
  try {
    await check();
  } finally {
    vi.useRealTimers();
  }
}

describe('bearer sessions', () => {
  it('refuses a token with 401 as soon as it is signed out, even one used a moment before', async () => {
    const fan = await api.signUp();
    expect(await profileStatus(fan.token)).toBe(200);
    expect((await api.call('POST', '/api/v1/auth/sign-out', { token: fan.token, json: {} })).status).toBe(200);
    const after = await api.call('GET', '/api/v1/users/profile', { token: fan.token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String), words: expect.any(Object) } });
  });

  it('refuses every token of a user as soon as their sessions are revoked', async () => {
    const fan = await api.signUp();
    const second = await api.signIn(fan.email, fan.password);
    expect([await profileStatus(fan.token), await profileStatus(second)]).toEqual([200, 200]);
    expect((await api.call('POST', '/api/v1/auth/revoke-sessions', { token: second, json: {} })).status).toBe(200);
    expect([await profileStatus(fan.token), await profileStatus(second)]).toEqual([401, 401]);
  });

  it('refuses an expired session, and lets better-auth extend one used after a day', async () => {
    const session = async (id: string) => (await api.database.db.select().from(schema.sessions).where(eq(schema.sessions.userId, id)))[0]!;
    const expired = await api.signUp();
    await api.database.db.update(schema.sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.sessions.userId, expired.id));
    expect(await profileStatus(expired.token)).toBe(401);

    const old = await api.signUp();
    await api.database.db.update(schema.sessions).set({ expiresAt: new Date(Date.now() + 10 * 86_400_000) }).where(eq(schema.sessions.userId, old.id));
    expect(await profileStatus(old.token)).toBe(200);
    expect((await session(old.id)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('refuses a token whose session was ended outside better-auth within SESSION_RECHECK_MS', async () => {
    const fan = await api.signUp();
    expect(await profileStatus(fan.token)).toBe(200);
    await api.database.db.delete(schema.sessions).where(eq(schema.sessions.userId, fan.id));
    // The API's clock moved past the recheck (its clock alone: no waiting, however busy the machine).
    await afterRecheck(async () => expect(await profileStatus(fan.token)).toBe(401));
  });

  it('reads a role granted to a signed-in user within SESSION_RECHECK_MS', async () => {
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    const fan = await api.signUp();
    expect((await api.call('GET', '/api/v1/admin/purchases', { token: fan.token })).status).toBe(403);
    expect((await api.call('PUT', `/api/v1/admin/users/${fan.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
    await afterRecheck(async () => expect((await api.call('GET', '/api/v1/admin/purchases', { token: fan.token })).status).toBe(200));
  });
});
