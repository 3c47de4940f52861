import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch, zoneOf } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;
let staff: { token: string; id: string; email: string };
const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  staff = await api.signUp({ name: 'Audit Staff' });
  await db().update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, staff.id));
});
afterAll(async () => { await api?.close(); });

async function verifyingPurchase() {
  const fan = await api.signUp();
  const matchId = await createMatch(db());
  const [p] = await db().insert(schema.purchases).values({
    userId: fan.id, matchId, zoneId: await zoneOf(db(), matchId), quantity: 1, unitPriceSatang: 75_000, totalSatang: 75_000, status: 'verifying', phone: '0812345678',
    referenceNumber: `TK-${randomUUID().slice(0, 9)}`, expiresAt: new Date(Date.now() + 15 * 60_000),
  }).returning();
  return p!.id;
}

const list = (token: string, filter: Record<string, unknown>, extra = '') =>
  api.call('GET', `/api/v1/admin/audit-log?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token });

describe('GET /api/v1/admin/audit-log', () => {
  it('lists an approval with the staff member who made it, filtered by entity, newest first', async () => {
    const approved = await verifyingPurchase();
    const rejected = await verifyingPurchase();
    expect((await api.call('POST', `/api/v1/admin/purchases/${approved}/approve`, { token: staff.token })).status).toBe(200);
    expect((await api.call('POST', `/api/v1/admin/purchases/${rejected}/reject`, { token: admin, json: { reason: 'amount_wrong', note: 'Amount does not match' } })).status).toBe(200);

    const res = await list(admin, { entity_type: 'purchase', entity_id: approved });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('audit-log 0-0/1');
    expect(res.body.data).toEqual([{
      id: expect.any(Number), created_at: expect.any(String), action: 'purchase.approved', entity_type: 'purchase', entity_id: approved,
      entity_name: { en: expect.stringMatching(/^TK-/), th: expect.stringMatching(/^TK-/) }, actor_id: staff.id, actor_name: 'Audit Staff', actor_email: staff.email, changes: { status: ['verifying', 'completed'] },
    }]);

    // By actor and action prefix: this staff member's purchase decisions only.
    const mine = await list(staff.token, { actor_id: staff.id, action: 'purchase.' });
    expect(mine.body.data.map((e: { entity_id: string }) => e.entity_id)).toEqual([approved]);
    const rejections = await list(admin, { action: 'purchase.rej', entity_id: rejected });
    expect(rejections.body.data[0]).toMatchObject({ action: 'purchase.rejected', changes: { status: ['verifying', 'rejected'], reason: 'amount_wrong', note: 'Amount does not match' } });
    expect((await list(admin, { action: 'purchase.approved', entity_id: rejected })).body.data).toEqual([]);

    const one = await api.call('GET', `/api/v1/admin/audit-log/${res.body.data[0].id}`, { token: staff.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(res.body.data[0]);
  });

  it('names each record as staff know it, resolved on the server, and finds it by that name', async () => {
    const purchase = await verifyingPurchase();
    const [{ referenceNumber }] = await db().select({ referenceNumber: schema.purchases.referenceNumber }).from(schema.purchases).where(eq(schema.purchases.id, purchase)) as [{ referenceNumber: string }];
    expect((await api.call('POST', `/api/v1/admin/purchases/${purchase}/approve`, { token: staff.token })).status).toBe(200);
    const fan = await api.signUp();
    expect((await api.call('PUT', `/api/v1/admin/users/${fan.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
    const slug = `scarves-${randomUUID().slice(0, 6)}`;
    const category = await api.call('POST', '/api/v1/admin/categories', { token: admin, json: { name: 'Scarves', name_th: 'ผ้าพันคอ', slug, sort_order: 9 } });
    expect(category.status).toBe(201);
    expect((await api.call('DELETE', `/api/v1/admin/categories/${category.body.data.id}`, { token: admin })).status).toBe(200);
    const matchId = await createMatch(db());
    expect((await api.call('POST', '/api/v1/admin/check-in', { token: admin, json: { code: 'NOT-A-TICKET', match_id: matchId } })).status).toBe(404);

    const named = async (filter: Record<string, unknown>) =>
      ((await list(admin, filter)).body.data as { action: string; entity_name: unknown }[]).map((e) => [e.action, e.entity_name]);
    // By the reference as read out on the phone (any case), not only by the id.
    expect(await named({ entity_id: referenceNumber.toLowerCase() })).toEqual([['purchase.approved', { en: referenceNumber, th: referenceNumber }]]);
    expect(await named({ entity_id: fan.email.toUpperCase(), action: 'user.' })).toEqual([[expect.stringMatching(/^user\./), { en: fan.email, th: fan.email }]]);
    // A deleted record keeps the name the entry wrote down, in both languages.
    expect(await named({ entity_id: category.body.data.id })).toEqual([
      ['category.deleted', { en: 'Scarves', th: 'ผ้าพันคอ' }],
      ['category.created', { en: 'Scarves', th: 'ผ้าพันคอ' }],
    ]);
    // A scan that named no ticket has nothing to be named by.
    expect(await named({ entity_id: 'NOT-A-TICKET' })).toEqual([['ticket.check_in_refused', null]]);
  });

  it('filters by date range and pages with range and sort', async () => {
    const id = await verifyingPurchase();
    await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff.token });
    // A date alone is a whole day in Bangkok.
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Bangkok' }).format(new Date());
    expect((await list(admin, { entity_id: id, created_at_gte: new Date(Date.now() - 60_000).toISOString(), created_at_lte: today })).body.data).toHaveLength(1);
    expect((await list(admin, { entity_id: id, created_at_gte: new Date(Date.now() + 3_600_000).toISOString() })).body.data).toHaveLength(0);
    expect((await list(admin, { entity_id: id, created_at_lte: '2020-01-01' })).body.data).toHaveLength(0);
    expect((await list(admin, { created_at_gte: 'yesterday' })).status).toBe(400);

    const asc = await list(admin, {}, `&sort=${encodeURIComponent('["created_at","ASC"]')}&range=${encodeURIComponent('[0,1]')}`);
    expect(asc.body.data).toHaveLength(2);
    expect(Date.parse(asc.body.data[0].created_at)).toBeLessThanOrEqual(Date.parse(asc.body.data[1].created_at));
    expect(asc.headers.get('content-range')).toMatch(/^audit-log 0-1\/\d+$/);
  });

  it('answers 404 for an unknown entry, 401 without a token and 403 to a fan', async () => {
    expect((await api.call('GET', '/api/v1/admin/audit-log/999999999', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/admin/audit-log/abc', { token: admin })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/admin/audit-log')).status).toBe(401);
    const fan = await api.signUp();
    expect((await api.call('GET', '/api/v1/admin/audit-log', { token: fan.token })).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/audit-log/1', { token: fan.token })).status).toBe(403);
  });
});
