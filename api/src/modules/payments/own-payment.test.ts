import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

/**
 * Issue 27, item 8: nobody decides a payment of their own. A staff member (here the admin, who
 * also buys tickets and shirts) approving or rejecting their own purchase, moving their own order,
 * or assigning or setting aside a statement line for one, is refused with a 403 in both languages;
 * nothing changes, and the attempt is in the audit log.
 */
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;
let adminId: string;
let accountId: string;

beforeAll(async () => {
  api = await startTestApi();
  worker = await startTestWorker(api);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  adminId = (await api.call('GET', '/api/v1/users/profile', { token: admin })).body.data.id;
  const [bank] = await api.database.db.insert(schema.bankAccounts).values({
    bankName: 'Kasikornbank', bankNameTh: 'ธนาคารกสิกรไทย', accountNumber: '0971112223', accountName: 'Bangkok Thunder FC Own Payments',
    accountHolderName: 'Somsak Rakdee', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0897777777',
  }).returning();
  accountId = bank!.id;
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const db = () => api.database.db;
const refusals = (entityId: string) =>
  db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, entityId), eq(schema.auditLog.action, 'payment.own_decision_refused')));
const expectRefused = (res: { status: number; body: any }, language: 'en' | 'th' = 'en') => {
  expect(res.status).toBe(403);
  expect(res.body).toMatchObject({ success: false, error: { code: 'FORBIDDEN' } });
  expect(res.body.error.message).toBe(language === 'en'
    ? 'You cannot decide a payment of your own purchase or order: ask another staff member'
    : 'คุณไม่สามารถตัดสินการชำระเงินของรายการซื้อหรือคำสั่งซื้อของคุณเองได้ กรุณาให้เจ้าหน้าที่คนอื่นดำเนินการ');
};

describe('a payment of one’s own', () => {
  it('is neither approved nor rejected by its buyer on the staff side', async () => {
    const matchId = await createMatch(db(), { seats: 10, priceSatang: 50_000, bankAccountId: accountId });
    const own = (await api.call('POST', '/api/v1/purchases', { token: admin, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
    // A 1×1 slip of nothing, as the review sent: it waits for staff.
    await api.call('POST', `/api/v1/purchases/${own.id}/upload-receipt`, { token: admin, body: receiptForm(await makeSlip()) });
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${own.id}`, { token: admin })).body.data.status === 'verifying');

    expectRefused(await api.call('POST', `/api/v1/admin/purchases/${own.id}/approve`, { token: admin }));
    expectRefused(await api.call('POST', `/api/v1/admin/purchases/${own.id}/reject`, { token: admin, json: { reason: 'transfer_not_found' }, headers: { 'accept-language': 'th' } }), 'th');
    expect((await api.call('GET', `/api/v1/purchases/${own.id}`, { token: admin })).body.data.status).toBe('verifying');
    expect(await refusals(own.id)).toMatchObject([
      { actorId: adminId, entityType: 'purchase', changes: { attempt: 'purchase.approve' } },
      { actorId: adminId, entityType: 'purchase', changes: { attempt: 'purchase.reject' } },
    ]);
  });

  it('is not moved by its buyer on the staff side, though notes may be written', async () => {
    const product = await createProduct(db(), { stock: 5, priceSatang: 45_000 });
    await api.call('POST', '/api/v1/cart/add', { token: admin, json: { product_id: product.id, quantity: 1 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: admin, json: { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null } })).body.data.order;

    expectRefused(await api.call('PUT', `/api/v1/admin/orders/${order.id}`, { token: admin, json: { status: 'paid' } }));
    expect((await api.call('GET', `/api/v1/admin/orders/${order.id}`, { token: admin })).body.data.status).toBe('pending_payment');
    const noted = await api.call('PUT', `/api/v1/admin/orders/${order.id}`, { token: admin, json: { status: 'pending_payment', admin_notes: 'Collect at gate 2' } });
    expect(noted.status).toBe(200);
    expect(await refusals(order.id)).toMatchObject([{ actorId: adminId, entityType: 'order', changes: { attempt: 'order.paid' } }]);
  });

  it('is not the purchase a statement line is assigned to, nor set aside, by its buyer', async () => {
    const matchId = await createMatch(db(), { seats: 10, priceSatang: 61_000, bankAccountId: accountId });
    const own = (await api.call('POST', '/api/v1/purchases', { token: admin, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
    const t = new Date(Date.now() + 7 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    // ฿10 short, naming the purchase: it waits for staff, the admin's purchase its candidate.
    const csv = `Date,Time,Description,Deposit\r\n${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear() + 543},${two(t.getUTCHours())}:${two(t.getUTCMinutes())},"Transfer ${own.referenceNumber}",600.00\r\n`;
    const form = new FormData();
    form.append('statement', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
    form.append('bank_account_id', accountId);
    form.append('mapping', JSON.stringify({ date: 'Date', time: 'Time', credit: 'Deposit', description: 'Description', payer: null, reference: null, dateOrder: 'DMY' }));
    const imported = (await api.call('POST', '/api/v1/admin/statement-imports', { token: admin, body: form })).body.data;
    const [line] = (await api.call('GET', `/api/v1/admin/statement-lines?filter=${encodeURIComponent(JSON.stringify({ import_id: imported.id }))}`, { token: admin })).body.data;
    expect(line).toMatchObject({ status: 'flagged', candidates: [{ reference: own.referenceNumber }] });

    expectRefused(await api.call('POST', `/api/v1/admin/statement-lines/${line.id}/assign`, { token: admin, json: { reference: own.referenceNumber } }));
    expectRefused(await api.call('POST', `/api/v1/admin/statement-lines/${line.id}/dismiss`, { token: admin, json: { note: 'Not ours' } }));
    expect((await api.call('GET', `/api/v1/admin/statement-lines/${line.id}`, { token: admin })).body.data).toMatchObject({ status: 'flagged', decided_by: null });
    expect((await refusals(own.id)).map((r) => r.changes)).toEqual([{ attempt: 'statement.assign' }, { attempt: 'statement.dismiss' }]);
  });
});
