import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { ADMIN, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, eventually, makeSlip, receiptForm, seatsLeft as placesLeft, setPlacesLeft } from '../../test/fixtures.js';

/**
 * Issue 17: a slip's transfer is checked with the bank through the slip verifier (here the local
 * fake of SlipOK, answering as SlipOK does), and a payment that passes every check is confirmed with
 * no staff action; anything else waits for staff with the findings in plain words.
 */
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let fake: Awaited<ReturnType<typeof startFakeSlipVerifier>>;
let staff: string;
/** The accounts a purchase and a store order are paid into, as the fan is shown them. */
let account: { accountNumber: string; accountName: string };
let storeAccount: typeof account;

beforeAll(async () => {
  fake = await startFakeSlipVerifier({ key: 'test-key', branch: '1234' });
  // A database of its own: another file's worker (no verifier) would otherwise relay these slips' events to its queues and check them without the bank.
  api = await startTestApiOnOwnDatabase({ DEMO_SLIP_LEDGER_URL: fake.url });
  worker = await startTestWorker(api, {
    SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${fake.url}/api/line/apikey`, SLIP_VERIFIER_KEY: 'test-key', SLIP_VERIFIER_BRANCH: '1234',
    JOB_RETRY_BASE_MS: '100', JOB_RETRY_MAX_DELAY_MS: '300', SWEEP_INTERVAL_MS: '200',
  });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  const matchId = await createMatch(api.database.db);
  account = (await api.call('GET', `/api/v1/matches/${matchId}`)).body.data.bankAccount;
  const store = (await api.call('GET', '/api/v1/orders/public/merchandise/bank-account')).body.data.bankAccount;
  storeAccount = { accountNumber: store.account_number, accountName: store.account_name };
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fake?.close();
});

const db = () => api.database.db;
const newRef = () => `0${Date.now()}${randomUUID().replace(/\D/g, '').slice(0, 6)}`.slice(0, 18);

/** A fan's purchase of `quantity` tickets at ฿750 each. */
async function purchase(quantity = 2) {
  const fan = await api.signUp();
  const matchId = await createMatch(db(), { seats: 10, priceSatang: 75_000 });
  const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity, phone: '0812345678' } });
  return { fan, matchId, id: bought.body.data.id as string, reference: bought.body.data.referenceNumber as string };
}

/** A transfer the bank knows of, to `to` (the match's account unless said). */
async function transfer(amountBaht: number, opts: { to?: string; at?: Date } = {}) {
  const transRef = newRef();
  await fake.addTransfer({
    transRef, sendingBank: '004', amount: amountBaht, receiverAccount: opts.to ?? account.accountNumber, receiverName: account.accountName,
    senderName: 'นาย สมชาย ใจดี', date: (opts.at ?? new Date()).toISOString(),
  });
  return transRef;
}

const uploadForPurchase = (token: string, id: string, slip: Buffer) =>
  api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token, body: receiptForm(slip) });
const fanView = async (token: string, id: string) => (await api.call('GET', `/api/v1/purchases/${id}`, { token })).body.data;
const staffView = async (id: string) => (await api.call('GET', `/api/v1/admin/purchases/${id}`, { token: staff })).body.data;
/** Once the bank check has settled (confirmed or left to staff), the purchase as the fan sees it. */
const settledCheck = (token: string, id: string) =>
  eventually(async () => {
    const p = await fanView(token, id);
    return p.receiptCheck?.bank && p.receiptCheck.bank.check !== 'checking' ? p : null;
  });

describe('a slip checked with the bank', () => {
  it('confirms a genuine payment with no staff action: tickets issued, audited as the system with the provider and the transfer', async () => {
    const { fan, id } = await purchase(2);
    const transRef = await transfer(1500);
    const today = async () => (await api.call('GET', '/api/v1/admin/dashboard', { token: staff })).body.data.payments_today as { by_system: number; by_staff: number };
    const before = await today();
    expect((await uploadForPurchase(fan.token, id, await makeSlip({ transRef }))).status).toBe(201);
    const p = await settledCheck(fan.token, id);
    expect(p.status).toBe('completed');
    expect(p.receiptCheck.bank).toMatchObject({ check: 'confirmed', findings: [] });
    expect(p.receiptCheck.bank.answer).toBeUndefined();
    await eventually(async () => (await db().select().from(schema.tickets).where(eq(schema.tickets.purchaseId, id))).length === 2);
    const [entry] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, id), eq(schema.auditLog.action, 'purchase.confirmed')));
    expect(entry).toMatchObject({ actorId: null, changes: { status: ['verifying', 'completed'], source: 'slip', provider: 'slipok', transRef } });
    const [claimed] = await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.transRef, transRef));
    expect(claimed).toMatchObject({ bankCode: '004', amountSatang: 150_000, purchaseId: id, source: 'slip', provider: 'slipok' });
    // The console's dashboard counts it among today's payments the system confirmed (other files confirm some too, meanwhile).
    expect((await today()).by_system).toBeGreaterThan(before.by_system);
  });

  it('leaves a wrong amount to staff, saying what the slip shows and what was due; staff see the verifier’s answer', async () => {
    const { fan, id } = await purchase(2);
    const transRef = await transfer(1400);
    await uploadForPurchase(fan.token, id, await makeSlip({ transRef }));
    const p = await settledCheck(fan.token, id);
    expect(p.status).toBe('verifying');
    expect(p.receiptCheck.bank).toMatchObject({ check: 'to_staff', findings: [{ code: 'amount_mismatch', paidSatang: 140_000, expectedSatang: 150_000 }] });
    const s = await staffView(id);
    expect(s.receiptCheck.bank.answer).toMatchObject({ provider: 'slipok', answer: expect.objectContaining({ success: true }) });
    // Staff still decide.
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
  });

  it('leaves to staff a transfer to another account, one the bank does not know, and one made before the purchase', async () => {
    const cases: [string, () => Promise<Buffer>, unknown[]][] = [
      ['another account', async () => makeSlip({ transRef: await transfer(1500, { to: '9999999999' }) }), [{ code: 'wrong_receiver', shown: expect.stringMatching(/9999/) }]],
      ['unknown to the bank', async () => makeSlip({ transRef: newRef() }), [{ code: 'not_found' }]],
      ['paid yesterday', async () => makeSlip({ transRef: await transfer(1500, { at: new Date(Date.now() - 86_400_000) }) }), [{ code: 'paid_before', paidAt: expect.any(String) }]],
    ];
    for (const [label, slip, findings] of cases) {
      const { fan, id } = await purchase(2);
      await uploadForPurchase(fan.token, id, await slip());
      const p = await settledCheck(fan.token, id);
      expect({ label, status: p.status, bank: p.receiptCheck.bank }).toMatchObject({ label, status: 'verifying', bank: { check: 'to_staff', findings } });
    }
  });

  it('sends a slip without a readable mini-QR (an edited image) to staff without asking the bank', async () => {
    const { fan, id } = await purchase(1);
    const before = fake.calls();
    await uploadForPurchase(fan.token, id, await makeSlip());
    const p = await settledCheck(fan.token, id);
    expect({ status: p.status, bank: p.receiptCheck.bank }).toMatchObject({ status: 'verifying', bank: { check: 'to_staff', findings: [{ code: 'no_qr' }] } });
    expect(fake.calls()).toBe(before);
  });

  it('never lets one transfer pay twice, across purchases and store orders: the second goes to staff naming the first (to staff only)', async () => {
    const first = await purchase(2);
    const transRef = await transfer(1500);
    await uploadForPurchase(first.fan.token, first.id, await makeSlip({ transRef, variant: 1 }));
    expect((await settledCheck(first.fan.token, first.id)).status).toBe('completed');

    // Another fan sends a slip of the same transfer (another picture of it) for a purchase of the same amount.
    const second = await purchase(2);
    await uploadForPurchase(second.fan.token, second.id, await makeSlip({ transRef, variant: 2 }));
    const p = await settledCheck(second.fan.token, second.id);
    expect({ status: p.status, bank: p.receiptCheck.bank }).toMatchObject({ status: 'verifying', bank: { check: 'to_staff', findings: [{ code: 'already_used', reference: '' }] } });
    expect((await staffView(second.id)).receiptCheck.bank.findings).toEqual([{ code: 'already_used', reference: first.reference }]);

    // And for a store order of the same amount.
    const fan = await api.signUp();
    const product = await createProduct(db(), { stock: 5, priceSatang: 150_000 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null } })).body.data.order;
    await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ transRef, variant: 3 })) });
    const checked = await eventually(async () => {
      const o = (await api.call('GET', `/api/v1/admin/orders/${order.id}`, { token: staff })).body.data;
      return o.receipt_check?.bank?.check === 'to_staff' ? o : null;
    });
    expect(checked.status).toBe('pending_payment');
    expect(checked.receipt_check.bank.findings).toContainEqual({ code: 'already_used', reference: first.reference });
    const claims = await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.transRef, transRef));
    expect(claims.map((c) => c.purchaseId)).toEqual([first.id]);
  });

  it('marks a store order paid when its slip checks out with the store account', async () => {
    const fan = await api.signUp();
    const product = await createProduct(db(), { stock: 5, priceSatang: 45_000 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 2 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null } })).body.data.order;
    const transRef = await transfer(900, { to: storeAccount.accountNumber });
    await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ transRef })) });
    const paid = await eventually(async () => {
      const o = (await api.call('GET', `/api/v1/orders/${order.id}`, { token: fan.token })).body.data.order;
      return o.status === 'paid' ? o : null;
    });
    expect(paid.receipt_check.bank).toMatchObject({ check: 'confirmed', findings: [] });
    const [entry] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, order.id), eq(schema.auditLog.action, 'order.paid')));
    expect(entry).toMatchObject({ actorId: null, changes: { status: ['pending_payment', 'paid'], provider: 'slipok', transRef } });
  });

  it('takes the seats again for a late slip of a transfer made in time, and tells staff a refund is due when none are left', async () => {
    for (const [label, seatsLeft, status, findings] of [['seats left', 5, 'completed', []], ['sold out since', 0, 'verifying', [{ code: 'no_seats' }]]] as const) {
      const fan = await api.signUp();
      const matchId = await createMatch(db(), { seats: 10, priceSatang: 75_000 });
      const bought = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 2, phone: '0812345678' } })).body.data;
      // Paid a minute after buying; the slip comes after the window closed and the sweep gave the seats back.
      const transRef = await transfer(1500, { at: new Date(Date.now() + 60_000) });
      await db().update(schema.purchases).set({ expiresAt: new Date(Date.now() + 61_000 - 5 * 60_000) }).where(eq(schema.purchases.id, bought.id));
      await eventually(async () => (await fanView(fan.token, bought.id)).status === 'expired' && (await db().select().from(schema.purchases).where(eq(schema.purchases.id, bought.id)))[0]!.seatsReleasedAt);
      await setPlacesLeft(db(), matchId, seatsLeft);
      await uploadForPurchase(fan.token, bought.id, await makeSlip({ transRef }));
      const p = await settledCheck(fan.token, bought.id);
      expect({ label, status: p.status, findings: p.receiptCheck.bank.findings }).toEqual({ label, status, findings });
      expect(await placesLeft(db(), matchId), label).toBe(seatsLeft === 0 ? 0 : seatsLeft - 2);
    }
  });

  it('lets a fan of the demo pay with a test slip: a transfer in the demo bank for the exact amount, confirmed as a real one', async () => {
    const { fan, id } = await purchase(3);
    expect((await fanView(fan.token, id)).demoPayment).toBe(true);
    const other = await api.signUp();
    expect((await api.call('POST', `/api/v1/purchases/${id}/demo-slip`, { token: other.token })).status).toBe(404);
    const res = await api.call('POST', `/api/v1/purchases/${id}/demo-slip`, { token: fan.token });
    expect(res.status).toBe(201);
    const p = await settledCheck(fan.token, id);
    expect({ status: p.status, bank: p.receiptCheck.bank }).toMatchObject({ status: 'completed', bank: { check: 'confirmed', findings: [] } });
    const [claimed] = await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.purchaseId, id));
    expect(claimed).toMatchObject({ amountSatang: 225_000, transRef: expect.stringMatching(/^DEMO/) });
    // Paid: no second test slip.
    expect((await api.call('POST', `/api/v1/purchases/${id}/demo-slip`, { token: fan.token })).status).toBe(409);
  });

  it('keeps asking while the verifier is down ("checking with your bank", staff told why), and confirms once it answers', async () => {
    const { fan, id } = await purchase(2);
    const transRef = await transfer(1500);
    fake.setMode('down');
    try {
      await uploadForPurchase(fan.token, id, await makeSlip({ transRef }));
      const waiting = await eventually(async () => {
        const s = await staffView(id);
        return s.receiptCheck?.bank?.findings.length ? s : null;
      });
      expect({ status: waiting.status, bank: waiting.receiptCheck.bank }).toMatchObject({ status: 'verifying', bank: { check: 'checking', findings: [{ code: 'provider_unavailable' }] } });
      const asked = fake.calls();
      await eventually(async () => fake.calls() > asked + 1);
    } finally {
      fake.setMode('normal');
    }
    const p = await settledCheck(fan.token, id);
    expect({ status: p.status, bank: p.receiptCheck.bank }).toMatchObject({ status: 'completed', bank: { check: 'confirmed', findings: [] } });
  });
});

describe('a slip checked with the bank through EasySlip', () => {
  let easyApi: TestApi;
  let easyWorker: Awaited<ReturnType<typeof startTestWorker>>;
  beforeAll(async () => {
    easyApi = await startTestApiOnOwnDatabase();
    easyWorker = await startTestWorker(easyApi, { SLIP_VERIFIER: 'easyslip', SLIP_VERIFIER_URL: fake.url, SLIP_VERIFIER_KEY: 'test-key' });
  });
  afterAll(async () => {
    await easyWorker?.close();
    await easyApi?.close();
  });

  it('confirms a genuine payment and leaves a wrong amount to staff, as with SlipOK', async () => {
    const confirmed: string[] = [];
    for (const [baht, status, findings] of [[1500, 'completed', []], [1450, 'verifying', [{ code: 'amount_mismatch', paidSatang: 145_000, expectedSatang: 150_000 }]]] as const) {
      const fan = await easyApi.signUp();
      const matchId = await createMatch(easyApi.database.db, { seats: 10, priceSatang: 75_000 });
      const { id } = (await easyApi.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 2, phone: '0812345678' } })).body.data;
      const transRef = await transfer(baht);
      await easyApi.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ transRef })) });
      const p = await eventually(async () => {
        const read = (await easyApi.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
        return read.receiptCheck?.bank && read.receiptCheck.bank.check !== 'checking' ? read : null;
      });
      expect({ status: p.status, findings: p.receiptCheck.bank.findings }).toEqual({ status, findings });
      if (status === 'completed') confirmed.push(id);
    }
    const [entry] = await easyApi.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.action, 'purchase.confirmed'), eq(schema.auditLog.entityId, confirmed[0]!)));
    expect(entry?.changes).toMatchObject({ provider: 'easyslip' });
  });
});
