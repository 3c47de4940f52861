import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { referenceKey } from '@club/core';
import { schema } from '@club/db';
import { startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { ADMIN, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';
import { bankSignature, SIGNATURE_HEADER } from '../payments/bank-callback.js';

/**
 * Issue 27, item 1: one real transfer pays at most one purchase, whichever way it reaches us (a
 * slip the bank confirmed, the bank's callback, a statement line), in either order, whatever the
 * payer wrote in the transfer's note. Each case has an amount of its own: transfers of one amount
 * into one account at one time are the same money to the product.
 */
const SECRET = 'one-transfer-callback-secret-0123456789';
const BILLER = '010555012345699';
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let fake: Awaited<ReturnType<typeof startFakeSlipVerifier>>;
let staff: string;
let account: { id: string; accountNumber: string; accountName: string };

beforeAll(async () => {
  fake = await startFakeSlipVerifier({ key: 'test-key', branch: '1234' });
  api = await startTestApiOnOwnDatabase({ BANK_CALLBACK_SECRET: SECRET });
  worker = await startTestWorker(api, { SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${fake.url}/api/line/apikey`, SLIP_VERIFIER_KEY: 'test-key', SLIP_VERIFIER_BRANCH: '1234' });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  const [bank] = await api.database.db.insert(schema.bankAccounts).values({
    bankName: 'Kasikornbank', bankNameTh: 'ธนาคารกสิกรไทย', accountNumber: '0987654321', accountName: 'Bangkok Thunder FC One Transfer',
    accountHolderName: 'Somsak Rakdee', accountHolderPosition: 'Finance Manager', accountHolderPositionTh: 'ผู้จัดการฝ่ายการเงิน', promptpayId: '0898888888', billerId: BILLER,
  }).returning();
  account = { id: bank!.id, accountNumber: bank!.accountNumber, accountName: bank!.accountName };
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fake?.close();
});

const db = () => api.database.db;

async function purchase(priceSatang: number) {
  const fan = await api.signUp();
  const matchId = await createMatch(db(), { seats: 10, priceSatang, bankAccountId: account.id });
  const bought = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
  return { fan, id: bought.id as string, reference: bought.referenceNumber as string };
}
const statusOf = async (p: { fan: { token: string }; id: string }) => (await api.call('GET', `/api/v1/purchases/${p.id}`, { token: p.fan.token })).body.data.status as string;

/** A transfer the bank knows of, into the club's account, now; its bank reference. */
async function transfer(satang: number, senderName = 'นาย สมชาย ใจดี'): Promise<string> {
  const transRef = `0${Date.now()}${randomUUID().replace(/\D/g, '').slice(0, 6)}`.slice(0, 18);
  await fake.addTransfer({ transRef, sendingBank: '004', amount: satang / 100, receiverAccount: account.accountNumber, receiverName: account.accountName, senderName, date: new Date().toISOString() });
  return transRef;
}

/** The fan sends the transfer's slip for a purchase; the purchase once the bank check has settled. */
async function slipFor(p: { fan: { token: string }; id: string }, transRef: string) {
  await api.call('POST', `/api/v1/purchases/${p.id}/upload-receipt`, { token: p.fan.token, body: receiptForm(await makeSlip({ transRef, variant: Math.floor(Math.random() * 1000) })) });
  return eventually(async () => {
    const seen = (await api.call('GET', `/api/v1/admin/purchases/${p.id}`, { token: staff })).body.data;
    return seen.receiptCheck?.bank && seen.receiptCheck.bank.check !== 'checking' ? seen : null;
  });
}

/** The bank's signed bill-payment confirmation of `ref` for `satang`, with this transaction id. */
function callback(ref: string, satang: number, transactionId: string) {
  const body = JSON.stringify({
    payeeProxyId: BILLER, payeeProxyType: 'BILLERID', sendingBankCode: '014', amount: (satang / 100).toFixed(2), transactionId,
    transactionDateandTime: new Date().toISOString(), billPaymentRef1: referenceKey(ref), currencyCode: '764',
  });
  const t = Math.floor(Date.now() / 1000);
  return api.call('POST', '/api/v1/payments/bank-callback', { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: `t=${t},v1=${bankSignature(SECRET, t, body)}` } });
}

/** One line of the club's statement, booked this minute (Bangkok time, Buddhist year), imported; the line as staff see it. */
async function statementLine(satang: number, { note, reference, payer = '' }: { note: string; reference: string | null; payer?: string }) {
  const t = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const csv = `Date,Time,Description,Deposit,Reference,Payer\r\n${two(t.getUTCDate())}/${two(t.getUTCMonth() + 1)}/${t.getUTCFullYear() + 543},${two(t.getUTCHours())}:${two(t.getUTCMinutes())},"${note}",${(satang / 100).toFixed(2)},${reference ?? ''},${payer}\r\n`;
  const form = new FormData();
  form.append('statement', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  form.append('bank_account_id', account.id);
  form.append('mapping', JSON.stringify({ date: 'Date', time: 'Time', credit: 'Deposit', description: 'Description', payer: payer ? 'Payer' : null, reference: reference === null ? null : 'Reference', dateOrder: 'DMY' }));
  const imported = await api.call('POST', '/api/v1/admin/statement-imports', { token: staff, body: form });
  expect(imported.status).toBe(201);
  const lines = await api.call('GET', `/api/v1/admin/statement-lines?filter=${encodeURIComponent(JSON.stringify({ import_id: imported.body.data.id }))}`, { token: staff });
  return lines.body.data[0] as { id: string; status: string; findings: { code: string; reference?: string }[]; paid_for: { reference: string } | null };
}

describe('one transfer pays once', () => {
  it('a slip confirmed for P1, then the statement line of that transfer whose note names P2: P2 is not confirmed', async () => {
    const [p1, p2] = [await purchase(75_000), await purchase(75_000)];
    const transRef = await transfer(75_000);
    expect((await slipFor(p1, transRef)).status).toBe('completed');

    const line = await statementLine(75_000, { note: `PromptPay ${p2.reference}`, reference: transRef });
    expect(line).toMatchObject({ status: 'already_paid', paid_for: { reference: p1.reference } });
    expect(await statusOf(p2)).toBe('pending');
  });

  it('a statement line naming P6 first, then the same transfer’s slip for P5: P5 goes to staff, the transfer already used on P6', async () => {
    const [p5, p6] = [await purchase(76_000), await purchase(76_000)];
    const transRef = await transfer(76_000);
    const line = await statementLine(76_000, { note: `Transfer ${p6.reference}`, reference: transRef });
    expect(line).toMatchObject({ status: 'confirmed', paid_for: { reference: p6.reference } });
    expect(await statusOf(p6)).toBe('completed');

    const checked = await slipFor(p5, transRef);
    expect({ status: checked.status, bank: checked.receiptCheck.bank }).toMatchObject({ status: 'verifying', bank: { check: 'to_staff', findings: [{ code: 'already_used', reference: p6.reference }] } });
  });

  it('the same with a line that carries no bank reference: compared by account, amount and time, in either order', async () => {
    // A slip first, then a line without reference whose note names another purchase: staff decide.
    const [p9, p10] = [await purchase(77_000), await purchase(77_000)];
    expect((await slipFor(p9, await transfer(77_000))).status).toBe('completed');
    const line = await statementLine(77_000, { note: `Transfer ${p10.reference}`, reference: null });
    expect(line).toMatchObject({ status: 'flagged', findings: [{ code: 'already_used', reference: p9.reference }], paid_for: null });
    expect(await statusOf(p10)).toBe('pending');

    // A line without reference first, then a slip of that money for another purchase: staff decide.
    const [p11, p12] = [await purchase(78_000), await purchase(78_000)];
    expect(await statementLine(78_000, { note: `Transfer ${p11.reference}`, reference: null })).toMatchObject({ status: 'confirmed' });
    const checked = await slipFor(p12, await transfer(78_000));
    expect({ status: checked.status, findings: checked.receiptCheck.bank.findings }).toMatchObject({ status: 'verifying', findings: [{ code: 'already_used', reference: p11.reference }] });
  });

  it('two fans paying one price at one time are told apart by the names their banks wrote, not taken for one transfer', async () => {
    const [somchai, malee] = [await purchase(82_000), await purchase(82_000)];
    expect((await slipFor(somchai, await transfer(82_000, 'Mr. Somchai Jaidee'))).status).toBe('completed');
    // Malee paid by a transfer with no slip, naming her purchase: not Somchai's money, so her note is believed.
    expect(await statementLine(82_000, { note: `Transfer ${malee.reference}`, reference: null, payer: 'MS MALEE S' })).toMatchObject({ status: 'confirmed', paid_for: { reference: malee.reference } });
    expect(await statusOf(malee)).toBe('completed');
    // Somchai's own line naming another purchase is his slip's money, whatever the note says.
    const other = await purchase(82_000);
    expect(await statementLine(82_000, { note: `Transfer ${other.reference}`, reference: null, payer: 'MR SOMCHAI J' })).toMatchObject({ status: 'flagged', findings: [{ code: 'already_used', reference: somchai.reference }] });
    expect(await statusOf(other)).toBe('pending');
  });

  it('the statement line of a slip still waiting for staff is not filed as paid: staff see it, with what the checks find', async () => {
    const short = await purchase(83_000);
    const transRef = await transfer(82_500);
    expect((await slipFor(short, transRef)).receiptCheck.bank).toMatchObject({ check: 'to_staff', findings: [{ code: 'amount_mismatch' }] });
    const line = await statementLine(82_500, { note: 'PromptPay transfer', reference: transRef });
    expect(line).toMatchObject({ status: 'flagged', findings: [{ code: 'amount_mismatch', paidSatang: 82_500, expectedSatang: 83_000 }], paid_for: null });
    expect(await statusOf(short)).toBe('verifying');
  });

  it('a bill payment the bank confirmed for P7, then its statement line naming P8: P8 is not confirmed', async () => {
    const [p7, p8] = [await purchase(79_000), await purchase(79_000)];
    const transactionId = `SCB${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    expect((await callback(p7.reference, 79_000, transactionId)).body.outcome).toBe('confirmed');
    const line = await statementLine(79_000, { note: `Bill payment ${p8.reference}`, reference: transactionId });
    expect(line).toMatchObject({ status: 'already_paid', paid_for: { reference: p7.reference } });
    expect(await statusOf(p8)).toBe('pending');
    expect(await db().select().from(schema.bankTransfers).where(eq(schema.bankTransfers.transRef, transactionId))).toHaveLength(1);
  });

  it('a statement line naming a purchase another transfer already paid is recorded as a refund owed, for staff', async () => {
    const paid = await purchase(81_000);
    expect((await callback(paid.reference, 81_000, `SCB${randomUUID().replace(/-/g, '').slice(0, 16)}`)).body.outcome).toBe('confirmed');
    // The fan paid again later by a plain transfer (another minute, so not the callback's money).
    await db().update(schema.bankTransfers).set({ paidAt: new Date(Date.now() - 10 * 60_000) }).where(eq(schema.bankTransfers.purchaseId, paid.id));
    const line = await statementLine(81_000, { note: `Transfer ${paid.reference}`, reference: `X${Date.now()}` });
    expect(line).toMatchObject({ status: 'flagged', findings: [{ code: 'paid_twice' }], paid_for: null });
    const seen = (await api.call('GET', `/api/v1/admin/purchases/${paid.id}`, { token: staff })).body.data;
    expect(seen.bankPayments).toMatchObject([{ source: 'callback', findings: [] }, { source: 'statement', findings: [{ code: 'paid_twice' }] }]);
    expect(seen.status).toBe('completed');
  });
});
