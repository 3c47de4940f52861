import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { referenceKey } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct } from '../../test/fixtures.js';
import { bankSignature, SIGNATURE_HEADER } from './bank-callback.js';

/**
 * Issue 27, item 2: a fan who paid twice is owed a refund. Staff settle it on the purchase's page
 * ("Refunded", with how and when the money went back): once, audited, never for their own
 * purchase; the dashboard counts only the refunds still owed.
 */
const SECRET = 'bank-callback-secret-0123456789-abcdef';
const BILLER = '010555012345601';
let api: TestApi;
let bankAccountId: string;
let staff: string;
let staffId: string;
let admin: string;

beforeAll(async () => {
  // A database of its own: the dashboard counts every refund owed, and other files make some.
  api = await startTestApiOnOwnDatabase({ BANK_CALLBACK_SECRET: SECRET });
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const s = await api.signUp({ name: 'Finance Staff' });
  await api.database.db.update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, s.id));
  staff = s.token;
  staffId = s.id;
  const [bank] = await api.database.db.insert(schema.bankAccounts).values({
    bankName: 'Siam Commercial Bank', bankNameTh: 'ธนาคารไทยพาณิชย์', accountNumber: '4059876543', accountName: 'Bangkok Thunder FC Tickets',
    accountHolderName: 'Somsak Rakdee', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0812345678', billerId: BILLER,
  }).returning();
  bankAccountId = bank!.id;
});
afterAll(async () => { await api?.close(); });

const db = () => api.database.db;

/** SCB's payment confirmation of a bill payment for `reference`, each with its own transaction id. */
const confirmation = (reference: string, amount: string, over: Record<string, unknown> = {}) => ({
  payeeProxyId: BILLER, payeeProxyType: 'BILLERID', payeeAccountNumber: '4059876543', payeeName: 'BANGKOK THUNDER FC',
  payerProxyId: '0891234567', payerProxyType: 'MSISDN', payerAccountNumber: '1234567890', payerName: 'SOMCHAI JAIDEE',
  sendingBankCode: '014', receivingBankCode: '014', amount, transactionId: `SCB${randomUUID().replace(/-/g, '').slice(0, 20)}`,
  transactionDateandTime: new Date().toISOString(), billPaymentRef1: referenceKey(reference), billPaymentRef2: '', billPaymentRef3: '',
  currencyCode: '764', channelCode: 'PMH', transactionType: 'Domestic Transfers', ...over,
});
function send(body: unknown) {
  const text = JSON.stringify(body);
  const time = Math.floor(Date.now() / 1000);
  return api.call('POST', '/api/v1/payments/bank-callback', { body: text, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${time},v1=${bankSignature(SECRET, time, text)}` } });
}

/** A purchase of `buyer`'s, paid by the bank's callback, then paid again by a second transfer: its two bank payments as staff see them. */
async function paidTwice(buyer: string) {
  const matchId = await createMatch(db(), { seats: 10, priceSatang: 75_000, bankAccountId });
  const bought = (await api.call('POST', '/api/v1/purchases', { token: buyer, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
  expect((await send(confirmation(bought.referenceNumber, '750.00'))).body.outcome).toBe('confirmed');
  expect((await send(confirmation(bought.referenceNumber, '750.00'))).body.outcome).toBe('to_staff');
  return { id: bought.id as string, payments: await bankPayments(bought.id) };
}
const bankPayments = async (purchaseId: string) => (await api.call('GET', `/api/v1/admin/purchases/${purchaseId}`, { token: admin })).body.data.bankPayments as { id: string; findings: { code: string }[]; refunded_at: string | null; refund_note: string | null }[];
const refundsOwed = async () => (await api.call('GET', '/api/v1/admin/dashboard', { token: staff })).body.data.refunds_owed as { purchases: number; orders: number; total: number };
/** The ids on a staff list filtered to those owed a refund (the dashboard's link). */
const listedOwed = async (resource: 'purchases' | 'orders') =>
  ((await api.call('GET', `/api/v1/admin/${resource}?filter=${encodeURIComponent(JSON.stringify({ refund_owed: true }))}`, { token: staff })).body.data as { id: string }[]).map((r) => r.id);
const refund = (id: string, json: unknown, token = staff, headers?: Record<string, string>) =>
  api.call('POST', `/api/v1/admin/bank-transfers/${id}/refund`, { token, json, headers });

describe('POST /api/v1/admin/bank-transfers/{id}/refund', () => {
  it('settles a refund owed once: the dashboard stops counting it, the purchase shows when and how, the audit log who', async () => {
    const fan = await api.signUp();
    const { id, payments } = await paidTwice(fan.token);
    const [first, second] = payments;
    expect(second).toMatchObject({ findings: [{ code: 'paid_twice' }], refunded_at: null, refund_note: null });
    expect(await refundsOwed()).toEqual({ purchases: 1, orders: 0, total: 1 });
    expect(await listedOwed('purchases')).toEqual([id]);

    const note = 'Transferred ฿750 back to KBank 123-4-56789-0 on 27 Nov';
    const res = await refund(second!.id, { note });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject([{ id: first!.id, refunded_at: null }, { id: second!.id, refund_note: note }]);
    expect(await refundsOwed()).toEqual({ purchases: 0, orders: 0, total: 0 });
    expect(await listedOwed('purchases')).toEqual([]);
    const [, settled] = await bankPayments(id);
    expect(Date.parse(settled!.refunded_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(settled!.refund_note).toBe(note);
    const audited = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'payment.refunded')));
    expect(audited).toMatchObject([{ actorId: staffId, entityType: 'purchase', changes: { transferId: second!.id, amountSatang: 75_000, note } }]);

    // Twice is refused with its own code, and changes nothing.
    const again = await refund(second!.id, { note: 'again' }, staff, { 'accept-language': 'th' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'REFUNDED_ALREADY', message: 'รายการนี้ถูกบันทึกว่าคืนเงินแล้ว' });
    expect((await bankPayments(id))[1]).toMatchObject({ refund_note: note, refunded_at: settled!.refunded_at });
  });

  it('settles an order paid twice the same way, from the orders list filtered to refunds owed', async () => {
    const fan = await api.signUp();
    const storeBiller = BILLER.replace(/01$/, '02');
    await db().update(schema.bankAccounts).set({ billerId: storeBiller }).where(eq(schema.bankAccounts.forMerchandise, true));
    const product = await createProduct(db(), { stock: 5, priceSatang: 45_000 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null } })).body.data.order;
    expect((await send(confirmation(order.order_number, '450.00', { payeeProxyId: storeBiller }))).body.outcome).toBe('confirmed');
    expect((await send(confirmation(order.order_number, '450.00', { payeeProxyId: storeBiller }))).body.outcome).toBe('to_staff');
    const owedBefore = await refundsOwed();
    expect(owedBefore.orders).toBe(1);
    expect(await listedOwed('orders')).toEqual([order.id]);

    const [, second] = (await api.call('GET', `/api/v1/admin/orders/${order.id}`, { token: staff })).body.data.bank_payments;
    const res = await refund(second.id, { note: 'Cash back at the club shop, 27 Nov' });
    expect(res.body.data[1]).toMatchObject({ id: second.id, refund_note: 'Cash back at the club shop, 27 Nov' });
    expect(await refundsOwed()).toEqual({ ...owedBefore, orders: 0, total: owedBefore.total - 1 });
    expect(await listedOwed('orders')).toEqual([]);
  });

  it('refuses a payment that was not a second one, an empty or long note, an unknown id, and a fan', async () => {
    const fan = await api.signUp();
    const { payments: [first, second] } = await paidTwice(fan.token);
    const res = await refund(first!.id, { note: 'Given back' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'NO_REFUND_OWED', message: 'This payment is no second payment: no refund is owed for it' });

    expect((await refund(second!.id, {})).status).toBe(400);
    expect((await refund(second!.id, { note: '   ' })).body.error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect((await refund(second!.id, { note: 'x'.repeat(501) })).status).toBe(400);
    expect((await refund(randomUUID(), { note: 'Given back' })).status).toBe(404);
    expect((await refund('not-an-id', { note: 'Given back' })).status).toBe(404);
    expect((await refund(second!.id, { note: 'Given back' }, fan.token)).status).toBe(403);
    expect(await bankPayments((await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.id, second!.id)))[0]!.purchaseId!))
      .toMatchObject([{ refunded_at: null }, { findings: [{ code: 'paid_twice' }], refunded_at: null }]);
  });

  it('is refused to a staff member for their own purchase, and the attempt audited', async () => {
    const adminId = (await api.call('GET', '/api/v1/users/profile', { token: admin })).body.data.id;
    const { id, payments: [, second] } = await paidTwice(admin);
    const res = await refund(second!.id, { note: 'Given back to myself' }, admin);
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'FORBIDDEN' });
    expect((await bankPayments(id))[1]).toMatchObject({ refunded_at: null });
    expect(await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'payment.own_decision_refused'))))
      .toMatchObject([{ actorId: adminId, changes: { attempt: 'payment.refund' } }]);
  });
});
