import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

/**
 * Issue 29: one payment panel for tickets and store orders. A store order of the demo is paid with a
 * test slip as a purchase is, both pages send the optional bank reference with the slip, and both
 * name the account holder in the reader's language.
 */
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let fake: Awaited<ReturnType<typeof startFakeSlipVerifier>>;

beforeAll(async () => {
  fake = await startFakeSlipVerifier({ key: 'test-key', branch: '1234' });
  // A database of its own: another file's worker (no verifier) would otherwise check these slips without the bank.
  api = await startTestApiOnOwnDatabase({ DEMO_SLIP_LEDGER_URL: fake.url });
  worker = await startTestWorker(api, {
    SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${fake.url}/api/line/apikey`, SLIP_VERIFIER_KEY: 'test-key', SLIP_VERIFIER_BRANCH: '1234', SWEEP_INTERVAL_MS: '200',
  });
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fake?.close();
});

const db = () => api.database.db;

async function pickupOrder(token: string) {
  const product = await createProduct(db(), { priceSatang: 45_000 });
  await api.call('POST', '/api/v1/cart/add', { token, json: { product_id: product.id, quantity: 2 } });
  const pickup = ((await api.call('GET', '/api/v1/shipping/methods')).body.data as { id: string; type: string }[]).find((m) => m.type === 'pickup')!;
  const [place] = (await api.call('GET', `/api/v1/shipping/pickup-locations?shipping_method_id=${pickup.id}`)).body.data;
  return (await api.call('POST', '/api/v1/orders/create-from-cart', { token, json: { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: null } })).body.data.order as { id: string };
}

it('lets a fan of the demo pay a store order with a test slip, confirmed by the bank check as a real one', async () => {
  const fan = await api.signUp();
  const order = await pickupOrder(fan.token);
  expect((await api.call('GET', `/api/v1/orders/${order.id}`, { token: fan.token })).body.data.order.demo_payment).toBe(true);
  const other = await api.signUp();
  expect((await api.call('POST', `/api/v1/orders/${order.id}/demo-slip`, { token: other.token })).status).toBe(404);
  expect((await api.call('POST', `/api/v1/orders/${order.id}/demo-slip`, { token: fan.token })).status).toBe(201);
  const paid = await eventually(async () => {
    const o = (await api.call('GET', `/api/v1/orders/${order.id}`, { token: fan.token })).body.data.order;
    return o.status === 'paid' ? o : null;
  });
  expect(paid.receipt_check.bank).toMatchObject({ check: 'confirmed', findings: [] });
  const [claimed] = await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.orderId, order.id));
  expect(claimed).toMatchObject({ amountSatang: paid.total_satang, transRef: expect.stringMatching(/^DEMO/) });
  // Paid: no second test slip.
  expect((await api.call('POST', `/api/v1/orders/${order.id}/demo-slip`, { token: fan.token })).status).toBe(409);
});

it('keeps the bank reference a fan sends with a ticket purchase\'s slip, as with an order\'s', async () => {
  const fan = await api.signUp();
  const matchId = await createMatch(db(), { seats: 10 });
  const purchase = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
  const sent = await api.call('POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip(), 'slip.png', 'image/png', { payment_reference: ' KBANK 778899 ' }) });
  expect(sent.status).toBe(201);
  const [receipt] = await db().select().from(schema.receipts).where(eq(schema.receipts.purchaseId, purchase.id));
  expect(receipt!.bankReference).toBe('KBANK 778899');
  const tooLong = await api.signUp();
  const second = (await api.call('POST', '/api/v1/purchases', { token: tooLong.token, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
  expect((await api.call('POST', `/api/v1/purchases/${second.id}/upload-receipt`, { token: tooLong.token, body: receiptForm(await makeSlip(), 'slip.png', 'image/png', { payment_reference: 'x'.repeat(65) }) })).status).toBe(400);
});

it('names the account holder in Thai as well as in English on both payment pages, the English name until staff write a Thai one', async () => {
  const store = (await api.call('GET', '/api/v1/orders/public/merchandise/bank-account')).body.data.bankAccount;
  expect(store).toMatchObject({ account_holder_name: 'Somsak Rakdee', account_holder_name_th: 'สมศักดิ์ รักดี' });
  const matchId = await createMatch(db());
  const match = (await api.call('GET', `/api/v1/matches/${matchId}`)).body.data;
  const [bank] = await db().select().from(schema.bankAccounts).where(eq(schema.bankAccounts.accountNumber, match.bankAccount.accountNumber));
  expect(match.bankAccount.accountHolderNameTh).toBe(bank!.accountHolderNameTh ?? bank!.accountHolderName);
  await db().update(schema.bankAccounts).set({ accountHolderNameTh: null }).where(eq(schema.bankAccounts.id, bank!.id));
  try {
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).body.data.bankAccount.accountHolderNameTh).toBe(bank!.accountHolderName);
  } finally {
    await db().update(schema.bankAccounts).set({ accountHolderNameTh: bank!.accountHolderNameTh }).where(eq(schema.bankAccounts.id, bank!.id));
  }
});
