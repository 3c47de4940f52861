import { expect } from 'vitest';
import type { TestApi } from '../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../test/fixtures.js';

type Fan = Awaited<ReturnType<TestApi['signUp']>>;

/** A 2-ticket purchase (of a new fan unless one is given) with a slip sent and checked: waiting for staff to decide. */
export async function purchaseAwaitingApproval(api: TestApi, fan?: Fan): Promise<{ fan: Fan; id: string }> {
  fan ??= await api.signUp();
  const matchId = await createMatch(api.database.db);
  const created = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 2, phone: '081-234-5678' } });
  expect(created.status).toBe(201);
  const id = created.body.data.id as string;
  expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
  return { fan, id };
}

/** The tickets a fan sees for a purchase (none until the worker issued them). */
export async function ticketsOf(api: TestApi, token: string, purchaseId: string): Promise<{ ticketNumber: string }[]> {
  const res = await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}
