import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
beforeAll(async () => {
  api = await startTestApi();
  worker = await startTestWorker(api);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

type Fan = Awaited<ReturnType<TestApi['signUp']>>;
const deleteAccount = (fan: Fan, password: unknown, lang = 'en') =>
  api.call('DELETE', '/api/v1/users/account', { token: fan.token, json: { password }, headers: { 'accept-language': lang } });
const buy = async (fan: Fan, matchId: string) => {
  const res = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } });
  expect(res.status).toBe(201);
  return res.body.data.id as string;
};
const userRow = async (id: string) => (await api.database.db.select().from(schema.users).where(eq(schema.users.id, id)))[0]!;

describe('deleting an account', () => {
  it('asks for the password, refusing a wrong one in the reader\'s language and changing nothing', async () => {
    const fan = await api.signUp({ name: 'Kept' });
    const wrong = await deleteAccount(fan, 'not-my-password', 'th');
    expect({ status: wrong.status, body: wrong.body }).toEqual({ status: 400, body: { success: false, error: { code: 'VALIDATION_ERROR', message: 'รหัสผ่านไม่ถูกต้อง', words: { en: 'The password is not right', th: 'รหัสผ่านไม่ถูกต้อง' } } } });
    expect((await deleteAccount(fan, '')).status).toBe(400);
    expect((await api.call('DELETE', '/api/v1/users/account', { token: fan.token, json: { password: fan.password, role: 'x' } })).status).toBe(400);
    expect((await api.call('DELETE', '/api/v1/users/account', { json: { password: fan.password } })).status).toBe(401);
    expect((await userRow(fan.id)).name).toBe('Kept');
  });

  it('is refused while a purchase is in progress, and while the fan holds a ticket for a match not yet played', async () => {
    const fan = await api.signUp({ name: 'Ticket Holder' });
    const matchId = await createMatch(api.database.db);
    const purchaseId = await buy(fan, matchId);
    const pending = await deleteAccount(fan, fan.password, 'th');
    expect(pending.status).toBe(409);
    expect(pending.body.error).toEqual({ code: 'CONFLICT', message: expect.stringContaining('ยังลบบัญชีไม่ได้'), words: expect.any(Object) });

    expect((await api.call('POST', `/api/v1/purchases/${purchaseId}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${purchaseId}/status`, { token: fan.token })).body.data.status === 'verifying');
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    expect((await api.call('POST', `/api/v1/admin/purchases/${purchaseId}/approve`, { token: admin })).status).toBe(200);
    const holding = await deleteAccount(fan, fan.password);
    expect(holding.status).toBe(409);
    expect(holding.body.error.message).toMatch(/tickets for an upcoming match/);
    expect(await userRow(fan.id)).toMatchObject({ name: 'Ticket Holder', email: fan.email });
    expect((await api.call('GET', '/api/v1/users/profile', { token: fan.token })).status).toBe(200);
  });

  it('otherwise removes the personal data, keeps the purchases without it, ends every session and its live connection, and the password no longer signs in', async () => {
    const fan = await api.signUp({ name: 'Leaving Fan' });
    await api.call('PUT', '/api/v1/users/profile', { token: fan.token, json: { phone: '0898765432' } });
    const address = { recipient_name: 'Leaving Fan', phone: '0898765432', address_line1: '1 Sukhumvit Rd', district: 'Khlong Toei', province: 'Bangkok', postal_code: '10110' };
    expect((await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: address })).status).toBe(201);
    const purchaseId = await buy(fan, await createMatch(api.database.db));
    expect((await api.call('DELETE', `/api/v1/purchases/${purchaseId}/cancel`, { token: fan.token })).status).toBe(200);

    const laptop = await api.signIn(fan.email, fan.password);
    const socket = io(api.url, { path: '/socket.io', auth: { token: laptop }, transports: ['websocket'], reconnection: false });
    onTestFinished(() => { socket.disconnect(); });
    await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
    const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

    const done = await deleteAccount(fan, fan.password);
    expect({ status: done.status, body: done.body }).toEqual({ status: 200, body: { success: true, data: { deleted: true } } });
    await closed;
    for (const token of [fan.token, laptop]) expect((await api.call('GET', '/api/v1/users/profile', { token })).status).toBe(401);
    await expect(api.signIn(fan.email, fan.password)).rejects.toThrow(/401/);

    const user = await userRow(fan.id);
    expect(user).toMatchObject({ name: 'Deleted account', email: `deleted-${fan.id}@deleted.invalid`, phone: null });
    const db = api.database.db;
    expect(await db.select().from(schema.deliveryAddresses).where(eq(schema.deliveryAddresses.userId, fan.id))).toEqual([]);
    expect(await db.select().from(schema.accounts).where(eq(schema.accounts.userId, fan.id))).toEqual([]);
    const [purchase] = await db.select().from(schema.purchases).where(eq(schema.purchases.id, purchaseId));
    expect(purchase).toMatchObject({ userId: fan.id, status: 'cancelled', phone: '' });
    // The address is free again: a new account may be made with it.
    expect((await api.signUp({ email: fan.email })).email).toBe(fan.email);
  });
});
