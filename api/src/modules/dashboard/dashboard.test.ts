import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, eventually, zoneOf } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;
let staff: string;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const s = await api.signUp({ name: 'Gate Staff' });
  await db().update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, s.id));
  staff = s.token;
});
afterAll(async () => { await api?.close(); });

const dashboard = async (token = staff) => {
  const res = await api.call('GET', '/api/v1/admin/dashboard?limit=200', { token });
  expect(res.status).toBe(200);
  return res.body.data;
};

async function purchase(userId: string, matchId: string, status: 'pending' | 'verifying' | 'completed', quantity: number) {
  const [p] = await db().insert(schema.purchases).values({
    userId, matchId, zoneId: await zoneOf(db(), matchId), quantity, unitPriceSatang: 75_050, totalSatang: quantity * 75_050, status, phone: '0812345678',
    referenceNumber: `TK-${randomUUID().slice(0, 9)}`, expiresAt: new Date(Date.now() + 15 * 60_000), completedAt: status === 'completed' ? new Date() : null,
  }).returning();
  return p!;
}

describe('GET /api/v1/admin/dashboard', () => {
  it('counts a match: seats sold and revenue of completed purchases, pending and verifying ones, tickets issued (one passed on counts once) and checked in', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(db(), { seats: 50 });
    const completed = await purchase(fan.id, matchId, 'completed', 3);
    await purchase(fan.id, matchId, 'pending', 2);
    await purchase(fan.id, matchId, 'verifying', 4);
    await db().insert(schema.tickets).values([1, 2, 3].map((seat) => ({
      purchaseId: completed.id, seat, matchId, zoneId: completed.zoneId, ticketNumber: `T-${randomUUID().slice(0, 12)}`, holderId: fan.id,
      ...(seat === 1 ? { status: 'used' as const, usedAt: new Date() } : {}),
    })));
    // Seat 2's first ticket, passed on: the seat-2 ticket above is the one that replaced it.
    await db().insert(schema.tickets).values({ purchaseId: completed.id, seat: 2, matchId, zoneId: completed.zoneId, ticketNumber: `T-${randomUUID().slice(0, 12)}`, holderId: fan.id, status: 'transferred', transferredAt: new Date() });

    const row = (await dashboard()).matches.find((m: { id: string }) => m.id === matchId);
    expect(row).toMatchObject({
      seats_sold: 3, pending_purchases: 1, verifying_purchases: 1, revenue: 2251.5, revenue_satang: 225_150,
      tickets_issued: 3, tickets_checked_in: 1, seats_available: 50, status: 'scheduled',
      home_team: { name: expect.any(String), name_th: expect.stringMatching(/[\u0E00-\u0E7F]/) },
    });
    // Per zone: the same completed places and money, what is left on sale.
    expect(row.zones).toEqual([{ zone: expect.objectContaining({ id: completed.zoneId, code: 'GA' }), sold: 3, available: 50, revenue: 2251.5, revenue_satang: 225_150 }]);
    expect(Date.parse(row.kick_off)).toBeGreaterThan(Date.now());
  });

  it('reflects a staff decision at once: an approved purchase moves from verifying to sold', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(db());
    const p = await purchase(fan.id, matchId, 'verifying', 2);
    const before = await dashboard();
    expect(before.matches.find((m: { id: string }) => m.id === matchId)).toMatchObject({ seats_sold: 0, verifying_purchases: 1, revenue_satang: 0 });
    expect(before.verification_queue.purchases).toBeGreaterThanOrEqual(1);
    expect((await api.call('POST', `/api/v1/admin/purchases/${p.id}/approve`, { token: staff })).status).toBe(200);
    expect((await dashboard()).matches.find((m: { id: string }) => m.id === matchId)).toMatchObject({ seats_sold: 2, verifying_purchases: 0, revenue_satang: 150_100 });
  });

  it('counts store orders by status from the orders table, and a new order adds to them', async () => {
    const before = await dashboard(admin);
    const fan = await api.signUp();
    const product = await createProduct(db(), { stock: 5, priceSatang: 30_000 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const created = await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { notes: null, shipping_method_id: pickup.id, pickup_location_id: place.id } });
    expect(created.status).toBe(201);
    expect((await api.call('PUT', `/api/v1/admin/orders/${created.body.data.order.id}`, { token: staff, json: { status: 'paid' } })).status).toBe(200);

    const after = await dashboard(admin);
    // Orders are never deleted: the total only grows. Other test files change orders meanwhile, so the
    // figures are compared with the table itself in one consistent moment.
    expect(after.store.orders_total).toBeGreaterThan(before.store.orders_total);
    expect(Object.keys(after.store.orders_by_status).sort()).toEqual(['cancelled', 'delivered', 'paid', 'pending_payment', 'processing', 'refunded', 'rejected', 'shipped']);
    await eventually(async () => {
      const d = await dashboard(admin);
      const counts = await db().select({ status: schema.orders.status, n: sql<number>`count(*)::int` }).from(schema.orders).groupBy(schema.orders.status);
      const [rev] = await db().select({ s: sql<string>`coalesce(sum(total_satang), 0)` }).from(schema.orders).where(sql`status in ('paid', 'processing', 'shipped', 'delivered')`);
      const again = await dashboard(admin);
      if (JSON.stringify(d.store) !== JSON.stringify(again.store)) return false;
      expect(d.store.revenue_satang).toBe(Number(rev!.s));
      expect(d.store.revenue).toBe(Number(rev!.s) / 100);
      for (const c of counts) expect(d.store.orders_by_status[c.status]).toBe(c.n);
      return true;
    });
    expect(after.store.orders_by_status.paid).toBeGreaterThanOrEqual(1);
  });

  it('answers 401 without a token, 403 to a fan, and refuses a bad limit', async () => {
    const fan = await api.signUp();
    expect((await api.call('GET', '/api/v1/admin/dashboard')).status).toBe(401);
    expect((await api.call('GET', '/api/v1/admin/dashboard', { token: fan.token })).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/dashboard?limit=0', { token: staff })).status).toBe(400);
  });
});
