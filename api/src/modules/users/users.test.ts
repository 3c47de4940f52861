import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

describe('accounts', () => {
  it('signs up and signs in with email and password, each answer carrying a bearer token', async () => {
    const fan = await api.signUp({ name: 'Somchai Jaidee' });
    expect(fan.token).toMatch(/\w{20,}/);
    const token = await api.signIn(fan.email, fan.password);
    const profile = await api.call('GET', '/api/v1/users/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      success: true,
      data: { id: fan.id, email: fan.email, name: 'Somchai Jaidee', phone: null, role: 'fan', preferredLanguage: 'en', emailVerified: false },
    });
  });

  it('refuses a wrong password with 401 in the envelope', async () => {
    const fan = await api.signUp();
    const res = await api.call('POST', '/api/v1/auth/sign-in/email', { json: { email: fan.email, password: 'not-the-password' } });
    expect(res.status).toBe(401);
    expect(res.body.success).toBe(false);
    expect(res.body.error.message).toMatch(/invalid email or password/i);
  });

  it('refuses a second account with the same email', async () => {
    const fan = await api.signUp();
    const res = await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: fan.email, password: 'another-password', name: 'Copy' } });
    expect({ status: res.status, body: res.body }).toEqual({ status: 422, body: { success: false, error: { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: expect.any(String) } } });
    const accounts = await api.database.db.select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.email, fan.email));
    expect(accounts.map((a) => a.name)).not.toContain('Copy');
    expect(accounts).toHaveLength(1);
  });

  it('does not let sign-up choose a role', async () => {
    const res = await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: 'sneaky@club.test', password: 'sneaky-password', name: 'Sneaky', role: 'admin' } });
    const [row] = await api.database.db.select({ role: schema.users.role }).from(schema.users).where(eq(schema.users.email, 'sneaky@club.test'));
    // Either refused outright or created as a plain fan; never an admin.
    if (res.status === 200) expect(row?.role).toBe('fan');
    else expect(row).toBeUndefined();
  });

  it('answers 401 in the envelope without a token, with a wrong token, and after sign-out', async () => {
    const missing = await api.call('GET', '/api/v1/users/profile');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, error: { code: 'UNAUTHORIZED', message: expect.any(String), words: expect.any(Object) } });

    const wrong = await api.call('GET', '/api/v1/users/profile', { token: 'not-a-real-token' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.success).toBe(false);

    const fan = await api.signUp();
    const out = await api.call('POST', '/api/v1/auth/sign-out', { token: fan.token, json: {} });
    expect(out.status).toBe(200);
    const after = await api.call('GET', '/api/v1/users/profile', { token: fan.token });
    expect(after.status).toBe(401);
  });
});

describe('profile', () => {
  it('saves name, a Thai mobile with +66 and the language, normalising what people type', async () => {
    const fan = await api.signUp();
    const res = await api.call('PUT', '/api/v1/users/profile', { token: fan.token, json: { name: 'สมชาย ใจดี', phone: '+66 81-234-5678', preferredLanguage: 'th' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'สมชาย ใจดี', phone: '+66812345678', preferredLanguage: 'th' });
    const again = await api.call('GET', '/api/v1/users/profile', { token: fan.token });
    expect(again.body.data.phone).toBe('+66812345678');
  });

  it.each([
    [{ phone: '12345' }, /phone/i],
    [{ phone: '0112345678' }, /phone/i],
    [{ name: 123 }, /name/i],
    [{ preferredLanguage: 'fr' }, /preferredLanguage/],
    [{ role: 'admin' }, /unrecognized|role/i],
  ])('rejects %j with 400 and changes nothing', async (input, message) => {
    const fan = await api.signUp({ name: 'Unchanged' });
    const res = await api.call('PUT', '/api/v1/users/profile', { token: fan.token, json: input });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(message) } });
    const profile = await api.call('GET', '/api/v1/users/profile', { token: fan.token });
    expect(profile.body.data).toMatchObject({ name: 'Unchanged', phone: null, role: 'fan', preferredLanguage: 'en' });
  });
});

describe('staff console gate', () => {
  it('keeps /api/v1/admin from anonymous callers (401) and fans (403)', async () => {
    expect((await api.call('GET', '/api/v1/admin/users')).status).toBe(401);
    const fan = await api.signUp();
    const res = await api.call('GET', '/api/v1/admin/users', { token: fan.token });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('lets the ADMIN_EMAIL account list users with a Content-Range and grant the staff role, audited', async () => {
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    const fan = await api.signUp({ name: 'Future Staff' });
    const list = await api.call('GET', `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: fan.email }))}&range=[0,9]&sort=["email","ASC"]`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('users 0-0/1');
    expect(list.body.data).toEqual([expect.objectContaining({ id: fan.id, role: 'fan' })]);

    const granted = await api.call('PUT', `/api/v1/admin/users/${fan.id}`, { token: admin, json: { id: fan.id, role: 'staff' } });
    expect(granted.status).toBe(200);
    expect(granted.body.data.role).toBe('staff');
    const audit = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, fan.id)).orderBy(schema.auditLog.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'user.role_changed', changes: { role: ['fan', 'staff'] } })]);

    // Now staff: may look, may not grant roles.
    const staffToken = await api.signIn(fan.email, fan.password);
    expect((await api.call('GET', '/api/v1/admin/users', { token: staffToken })).status).toBe(200);
    const refused = await api.call('PUT', `/api/v1/admin/users/${fan.id}`, { token: staffToken, json: { role: 'admin' } });
    expect(refused.status).toBe(403);
  });

  it('rejects a malformed list query with 400', async () => {
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    const res = await api.call('GET', '/api/v1/admin/users?range=[5,1]', { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });
});
