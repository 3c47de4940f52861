import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { purchaseLifecycle, schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch, seatsLeft } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

const buy = (token: string, matchId: string, quantity: number, lang = 'en') =>
  api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity, phone: '0812345678' }, headers: { 'accept-language': lang } });

/** Its slip read (the worker's move) and approved by staff: paid. */
async function pay(id: string): Promise<void> {
  await api.database.db.transaction((tx) => purchaseLifecycle.markVerifying(tx, id));
  expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: admin })).status).toBe(200);
}

/** Past its payment window, and swept as the worker sweeps. */
async function expire(id: string): Promise<void> {
  await api.database.db.update(schema.purchases).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.purchases.id, id));
  await purchaseLifecycle.expireUnpaid(api.database.db);
}

describe('tickets one fan may hold of a match', () => {
  it('lets one fan hold at most 10 unpaid seats of a match, however many purchases arrive at once', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(api.database.db, { seats: 500 });
    const answers = await Promise.all(Array.from({ length: 12 }, () => buy(fan.token, matchId, 10)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.error).toMatchObject({
      code: 'UNPAID_TICKET_LIMIT', message: 'You can hold at most 10 unpaid tickets for a match: pay for or cancel the ones you hold first', details: { max: 10 },
    });
    expect(await seatsLeft(api.database.db, matchId)).toBe(490);
    expect((await buy(fan.token, matchId, 1, 'th')).body.error.message).toBe('ถือตั๋วที่ยังไม่ได้ชำระเงินได้ไม่เกิน 10 ใบต่อการแข่งขัน กรุณาชำระเงินหรือยกเลิกรายการที่มีอยู่ก่อน');
    // Another fan is not held back by this one.
    expect((await buy((await api.signUp()).token, matchId, 10)).status).toBe(201);

    // Cancelled, its seats go back and so does the fan's room to buy.
    const held = answers.find((a) => a.status === 201)!.body.data.id as string;
    expect((await api.call('DELETE', `/api/v1/purchases/${held}/cancel`, { token: fan.token })).status).toBe(200);
    const again = await buy(fan.token, matchId, 6);
    expect(again.status).toBe(201);
    expect((await buy(fan.token, matchId, 5)).status).toBe(409);
    // Expired, the same.
    await expire(again.body.data.id);
    expect((await buy(fan.token, matchId, 10)).status).toBe(201);
  });

  it('counts paid seats apart: once paid, ten more may await payment', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(api.database.db, { seats: 100 });
    const first = await buy(fan.token, matchId, 10);
    expect((await buy(fan.token, matchId, 1)).status).toBe(409);
    await pay(first.body.data.id);
    const second = await buy(fan.token, matchId, 10);
    expect(second.status).toBe(201);
    // Rejected by staff, its seats go back: ten may await payment again.
    await api.database.db.transaction((tx) => purchaseLifecycle.markVerifying(tx, second.body.data.id));
    expect((await api.call('POST', `/api/v1/admin/purchases/${second.body.data.id}/reject`, { token: admin, json: { reason: 'wrong_account' } })).status).toBe(200);
    expect((await buy(fan.token, matchId, 10)).status).toBe(201);
  });

  it("holds a fan to the match's tickets per fan, paid and unpaid together, set by staff and shown with the match", async () => {
    const matchId = await createMatch(api.database.db, { seats: 100 });
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).body.data.ticketsPerFan).toBeNull();
    const bad = await api.call('PUT', `/api/v1/admin/matches/${matchId}`, { token: admin, json: { tickets_per_fan: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ path: 'tickets_per_fan', message: 'Tickets per fan must be at least 1' }]);
    const put = await api.call('PUT', `/api/v1/admin/matches/${matchId}`, { token: admin, json: { tickets_per_fan: 4 } });
    expect(put.status).toBe(200);
    expect(put.body.data.tickets_per_fan).toBe(4);
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).body.data.ticketsPerFan).toBe(4);

    const fan = await api.signUp();
    expect((await buy(fan.token, matchId, 5)).status).toBe(409);
    const paid = await buy(fan.token, matchId, 3);
    expect(paid.status).toBe(201);
    await pay(paid.body.data.id);
    const over = await buy(fan.token, matchId, 2, 'th');
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'TICKETS_PER_FAN_LIMIT', details: { max: 4 } });
    expect(over.body.error.message).toBe('การแข่งขันนี้ซื้อได้ไม่เกิน 4 ใบต่อคน (รวมตั๋วที่ชำระแล้วและรอชำระ) รายการนี้จะเกินจำนวนที่กำหนด');
    expect((await buy(fan.token, matchId, 2)).body.error.message).toBe('Up to 4 tickets per fan for this match, paid or awaiting payment: this purchase would take you past it');
    const last = await buy(fan.token, matchId, 1);
    expect(last.status).toBe(201);
    expect(await seatsLeft(api.database.db, matchId)).toBe(96);

    // The last one expires unpaid: its seat is the fan's to buy again. Staff lift the limit: no more than 10 unpaid still.
    await expire(last.body.data.id);
    expect((await buy(fan.token, matchId, 1)).status).toBe(201);
    expect((await api.call('PUT', `/api/v1/admin/matches/${matchId}`, { token: admin, json: { tickets_per_fan: '' } })).body.data.tickets_per_fan).toBeNull();
    expect((await buy(fan.token, matchId, 9)).status).toBe(201);
    expect((await buy(fan.token, matchId, 1)).status).toBe(409);
  });
});
