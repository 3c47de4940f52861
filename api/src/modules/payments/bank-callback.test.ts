import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { referenceKey } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, eventually } from '../../test/fixtures.js';
import { bankSignature, SIGNATURE_HEADER } from './bank-callback.js';

/**
 * Issue 17, part 3: a bank's payment confirmation of a Thai QR bill payment (SCB's QR 30 payment
 * confirmation) confirms the purchase or order its Ref1 names, under the same checks as a slip;
 * signed with a shared secret, refused when forged or replayed late, idempotent by transaction id.
 */
const SECRET = 'bank-callback-secret-0123456789-abcdef';
const BILLER = '010555012345601';
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let bankAccountId: string;
let staff: string;

beforeAll(async () => {
  api = await startTestApi({ BANK_CALLBACK_SECRET: SECRET });
  worker = await startTestWorker(api);
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  const [bank] = await api.database.db.insert(schema.bankAccounts).values({
    bankName: 'Siam Commercial Bank', bankNameTh: 'ธนาคารไทยพาณิชย์', accountNumber: '4051234567', accountName: 'Bangkok Thunder FC Tickets',
    accountHolderName: 'Somsak Rakdee', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0812345678', billerId: BILLER,
  }).returning();
  bankAccountId = bank!.id;
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

const db = () => api.database.db;

async function purchase(quantity = 2) {
  const fan = await api.signUp();
  const matchId = await createMatch(db(), { seats: 10, priceSatang: 75_000, bankAccountId });
  const bought = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity, phone: '0812345678' } })).body.data;
  return { fan, matchId, id: bought.id as string, reference: bought.referenceNumber as string, bought };
}

/** SCB's payment confirmation of a bill payment, as its documentation lists the fields. */
const confirmation = (ref1: string, amount: string, over: Record<string, unknown> = {}) => ({
  payeeProxyId: BILLER, payeeProxyType: 'BILLERID', payeeAccountNumber: '4051234567', payeeName: 'BANGKOK THUNDER FC',
  payerProxyId: '0891234567', payerProxyType: 'MSISDN', payerAccountNumber: '1234567890', payerName: 'SOMCHAI JAIDEE',
  sendingBankCode: '014', receivingBankCode: '014', amount, transactionId: `SCB${randomUUID().replace(/-/g, '').slice(0, 20)}`,
  transactionDateandTime: new Date().toISOString(), billPaymentRef1: referenceKey(ref1), billPaymentRef2: '', billPaymentRef3: '',
  currencyCode: '764', channelCode: 'PMH', transactionType: 'Domestic Transfers', ...over,
});

/** The bank sends a confirmation, signed with `secret` at `time` (unix seconds). */
function send(body: unknown, { secret = SECRET, time = Math.floor(Date.now() / 1000), raw }: { secret?: string; time?: number; raw?: string } = {}) {
  const text = raw ?? JSON.stringify(body);
  return api.call('POST', '/api/v1/payments/bank-callback', { body: text, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${time},v1=${bankSignature(secret, time, text)}` } });
}
const statusOf = async (token: string, id: string) => (await api.call('GET', `/api/v1/purchases/${id}`, { token })).body.data.status as string;
const auditOf = (entityId: string, action: string) => db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, entityId), eq(schema.auditLog.action, action)));

describe('bill payments the bank confirms', () => {
  it('gives the fan a bill-payment QR naming their reference when the account has a biller id', async () => {
    const { bought } = await purchase(1);
    expect(bought.bankAccount).toMatchObject({ billerId: BILLER });
  });

  it('confirms the purchase its Ref1 names, with no staff action, audited as the system with the bank’s transaction id; answers as the bank asks', async () => {
    const { fan, id, reference } = await purchase(2);
    const c = confirmation(reference, '1500.00');
    const res = await send(c);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resCode: '00', resDesc: 'success', transactionId: c.transactionId, outcome: 'confirmed' });
    expect(await statusOf(fan.token, id)).toBe('completed');
    expect(await auditOf(id, 'purchase.confirmed')).toMatchObject([{ actorId: null, changes: { source: 'callback', provider: 'bank', transRef: c.transactionId } }]);
    await eventually(async () => (await db().select().from(schema.tickets).where(eq(schema.tickets.purchaseId, id))).length === 2);

    // Sent again (the bank retries when it missed the answer): nothing more happens.
    const again = await send(c);
    expect(again.body).toMatchObject({ resCode: '00', outcome: 'again' });
    expect(await auditOf(id, 'purchase.confirmed')).toHaveLength(1);
    expect(await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.transRef, c.transactionId))).toHaveLength(1);
  });

  it('refuses a forged, tampered or late-replayed confirmation, and changes nothing', async () => {
    const { fan, id, reference } = await purchase(2);
    const c = confirmation(reference, '1500.00');
    const signed = JSON.stringify(c);
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, Promise<Awaited<ReturnType<typeof send>>>][] = [
      ['another secret', send(c, { secret: 'not-the-bank-secret-0123456789-abcdef' })],
      ['ten minutes old', send(c, { time: now - 600 })],
      // Dated ahead: a signature made now for later must not stay good for longer than the window.
      ['ten minutes ahead', send(c, { time: now + 600 })],
      ['no signature', api.call('POST', '/api/v1/payments/bank-callback', { body: signed, headers: { 'content-type': 'application/json' } })],
      ['tampered amount', api.call('POST', '/api/v1/payments/bank-callback', { body: signed.replace('"1500.00"', '"15.00"'), headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${now},v1=${bankSignature(SECRET, now, signed)}` } })],
      ['garbage header', api.call('POST', '/api/v1/payments/bank-callback', { body: signed, headers: { [SIGNATURE_HEADER]: 't=__proto__,v1=zz,constructor=1,=' } })],
    ];
    for (const [label, sent] of cases) {
      const res = await sent;
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status: 401, code: 'UNAUTHORIZED' });
    }
    expect(await statusOf(fan.token, id)).toBe('pending');
    expect(await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.transRef, c.transactionId))).toHaveLength(0);
  });

  it('refuses a signed confirmation that is not one (bad JSON, missing fields, another currency) with a clear 400', async () => {
    const { reference } = await purchase(1);
    for (const [label, raw, code] of [
      ['not JSON', '{"amount": ', 'MALFORMED_JSON'],
      ['an array', '[1,2]', 'VALIDATION_ERROR'],
      ['no amount', JSON.stringify({ ...confirmation(reference, '750.00'), amount: undefined }), 'VALIDATION_ERROR'],
      ['US dollars', JSON.stringify(confirmation(reference, '750.00', { currencyCode: '840' })), 'VALIDATION_ERROR'],
      ['NUL in the reference', JSON.stringify(confirmation(reference, '750.00', { billPaymentRef1: 'TK\u0000' })), 'VALIDATION_ERROR'],
    ] as const) {
      const res = await send(null, { raw });
      expect({ label, status: res.status, code: res.body.error?.code }).toEqual({ label, status: 400, code });
    }
  });

  it('leaves to staff a wrong amount, another biller, or a transaction already used, with the findings; the purchase waits in their queue', async () => {
    const first = await purchase(2);
    const used = confirmation(first.reference, '1500.00');
    await send(used);
    const cases: [string, (ref: string) => Record<string, unknown>, unknown[]][] = [
      ['wrong amount', (ref) => confirmation(ref, '1499.99'), [{ code: 'amount_mismatch', paidSatang: 149_999, expectedSatang: 150_000 }]],
      ['another biller', (ref) => confirmation(ref, '1500.00', { payeeProxyId: '010555099999901' }), [{ code: 'wrong_receiver', shown: '010555099999901' }]],
      ['transaction used', (ref) => ({ ...confirmation(ref, '1500.00'), transactionId: used.transactionId }), [{ code: 'already_used', reference: first.reference }]],
    ];
    for (const [label, body, findings] of cases) {
      const { fan, id, reference } = await purchase(2);
      const res = await send(body(reference));
      expect({ label, outcome: res.body.outcome, status: await statusOf(fan.token, id) }).toEqual({ label, outcome: 'to_staff', status: 'verifying' });
      expect((await auditOf(id, 'payment.callback_to_staff'))[0]?.changes, label).toMatchObject({ findings });
      // Staff read it on the purchase's page, in their queue.
      const staffView = (await api.call('GET', `/api/v1/admin/purchases/${id}`, { token: staff })).body.data;
      if (label !== 'transaction used') expect(staffView.bankPayments, label).toMatchObject([{ source: 'callback', provider: 'bank', findings }]);
    }
  });

  it('records a second, different payment of a purchase already paid as a refund owed: the bank is answered, staff see it on the purchase and the dashboard', async () => {
    const { fan, id, reference } = await purchase(2);
    const first = confirmation(reference, '1500.00');
    expect((await send(first)).body.outcome).toBe('confirmed');
    // Staff find it among the purchases owed a refund (the dashboard's count of them is refunds.test's, on a database of its own).
    const owed = async () => ((await api.call('GET', `/api/v1/admin/purchases?filter=${encodeURIComponent(JSON.stringify({ refund_owed: true }))}`, { token: staff })).body.data as { id: string }[]).map((p) => p.id);
    expect(await owed()).not.toContain(id);

    // The fan paid again, by another transfer (another transaction id) for the same Ref1.
    const second = confirmation(reference, '1500.00');
    const res = await send(second);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ resCode: '00', resDesc: 'success', outcome: 'to_staff' });
    expect(await statusOf(fan.token, id)).toBe('completed');
    const staffView = (await api.call('GET', `/api/v1/admin/purchases/${id}`, { token: staff })).body.data;
    expect(staffView.bankPayments).toMatchObject([
      { source: 'callback', trans_ref: first.transactionId, findings: [] },
      { source: 'callback', trans_ref: second.transactionId, amount_satang: 150_000, findings: [{ code: 'paid_twice' }] },
    ]);
    expect(await auditOf(id, 'payment.refund_owed')).toMatchObject([{ actorId: null, changes: { source: 'callback', transRef: second.transactionId, amountSatang: 150_000 } }]);
    expect(await auditOf(id, 'purchase.confirmed')).toHaveLength(1);
    expect(await owed()).toContain(id);

    // The bank sending that second one again records nothing more.
    expect((await send(second)).body.outcome).toBe('again');
    expect(await auditOf(id, 'payment.refund_owed')).toHaveLength(1);
  });

  it('marks a store order paid by its order number, and keeps a payment that names nothing for staff', async () => {
    const fan = await api.signUp();
    await db().update(schema.bankAccounts).set({ billerId: BILLER.replace(/01$/, '02') }).where(eq(schema.bankAccounts.forMerchandise, true));
    try {
      const product = await createProduct(db(), { stock: 5, priceSatang: 45_000 });
      await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } });
      const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
      const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
      const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null } })).body.data.order;
      const res = await send(confirmation(order.order_number, '450.00', { payeeProxyId: BILLER.replace(/01$/, '02') }));
      expect(res.body.outcome).toBe('confirmed');
      expect((await api.call('GET', `/api/v1/orders/${order.id}`, { token: fan.token })).body.data.order.status).toBe('paid');
    } finally {
      await db().update(schema.bankAccounts).set({ billerId: null }).where(eq(schema.bankAccounts.forMerchandise, true));
    }
    const stray = confirmation('NOSUCHREF1', '99.00');
    expect((await send(stray)).body).toMatchObject({ resCode: '00', outcome: 'unmatched' });
    expect(await auditOf(stray.transactionId, 'payment.unmatched')).toMatchObject([{ actorId: null, changes: { ref1: 'NOSUCHREF1', amountSatang: 9900 } }]);
  });

  it('does not confirm a purchase staff rejected over their decision: the bill payment naming it puts it back in their queue, with the finding (issue 29)', async () => {
    const { fan, id, reference } = await purchase(1);
    await db().update(schema.purchases).set({ status: 'rejected', rejectedAt: new Date(), rejectionReason: 'slip_unreadable' }).where(eq(schema.purchases.id, id));
    const res = await send(confirmation(reference, '750.00'));
    expect(res.body.outcome).toBe('to_staff');
    expect(await statusOf(fan.token, id)).toBe('verifying');
    expect(await db().select({ findings: schema.bankTransfers.findings }).from(schema.bankTransfers).where(eq(schema.bankTransfers.purchaseId, id)))
      .toEqual([{ findings: [{ code: 'names_rejected', reference }] }]);
  });

  it('is not there when no secret is configured', async () => {
    const bare = await startTestApi();
    try {
      const res = await bare.call('POST', '/api/v1/payments/bank-callback', { json: confirmation('TK1', '1.00') });
      expect(res.status).toBe(404);
      // Nor is the demo's test slip, without the demo's bank.
      const fan = await bare.signUp();
      const matchId = await createMatch(bare.database.db);
      const bought = (await bare.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
      expect((await bare.call('POST', `/api/v1/purchases/${bought.id}/demo-slip`, { token: fan.token })).status).toBe(404);
      expect((await bare.call('GET', `/api/v1/purchases/${bought.id}`, { token: fan.token })).body.data.demoPayment).toBe(false);
    } finally {
      await bare.close();
    }
  });
});
