import { describe, expect, it } from 'vitest';
import { slipVerifyPayload } from '@club/payment-providers';
import { EASYSLIP_VERIFY_PATH, LEDGER_PATH, SLIPOK_PATH, startFakeSlipVerifier } from './index.js';

const transfer = {
  transRef: '20260301LEDGER000001',
  sendingBank: '004',
  amount: 1500,
  receiverPromptPay: '0812345678',
  receiverName: 'บริษัท บางกอก ธันเดอร์ จำกัด',
  senderName: 'Mr. Somchai Jaidee',
  date: '2026-03-01T12:00:00+07:00',
};

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() as any };
}

describe('fake slip verifier', () => {
  it('keeps a ledger: adds a transfer (201), lists it, refuses bad input (400) and a transRef it has (409)', async () => {
    const fake = await startFakeSlipVerifier();
    try {
      expect(await post(`${fake.url}${LEDGER_PATH}`, transfer)).toMatchObject({ status: 201, body: { transRef: transfer.transRef, receivingBank: '004' } });
      expect((await post(`${fake.url}${LEDGER_PATH}`, transfer)).status).toBe(409);
      for (const bad of [
        { ...transfer, transRef: 'A2', receiverAccount: '1234567890' },
        { ...transfer, transRef: 'A3', receiverPromptPay: undefined },
        { ...transfer, transRef: 'A4', amount: 10.005 },
        { ...transfer, transRef: 'A5', date: '1 March 2026' },
        { ...transfer, transRef: 'A6', sendingBank: 'KBANK' },
      ]) {
        expect((await post(`${fake.url}${LEDGER_PATH}`, bad)).status, JSON.stringify(bad)).toBe(400);
      }
      expect(() => fake.addTransfer(transfer)).toThrow(/already/);
      const listed = await (await fetch(`${fake.url}${LEDGER_PATH}`)).json();
      expect(listed).toEqual([expect.objectContaining({ transRef: transfer.transRef })]);
    } finally {
      await fake.close();
    }
  });

  it("answers each service's refusals of the caller: SlipOK's branch, key and missing QR, EasySlip's missing key", async () => {
    const fake = await startFakeSlipVerifier({ key: 'k', branch: '777' });
    try {
      const payload = slipVerifyPayload('004', transfer.transRef);
      expect(await post(`${fake.url}${SLIPOK_PATH}/778`, { data: payload }, { 'x-authorization': 'k' })).toMatchObject({ status: 400, body: { code: 1001 } });
      expect(await post(`${fake.url}${SLIPOK_PATH}/777`, { data: payload }, { 'x-authorization': 'x' })).toMatchObject({ status: 401, body: { code: 1002 } });
      expect(await post(`${fake.url}${SLIPOK_PATH}/777`, {}, { 'x-authorization': 'k' })).toMatchObject({ status: 400, body: { code: 1000 } });
      expect(await post(`${fake.url}${EASYSLIP_VERIFY_PATH}`, { payload })).toMatchObject({ status: 401, body: { success: false, error: { code: 'MISSING_API_KEY' } } });
      expect(fake.calls()).toBe(4);
    } finally {
      await fake.close();
    }
  });

  it('masks a PromptPay receiver and shows names in part, in each service\'s shape', async () => {
    const fake = await startFakeSlipVerifier({ key: 'k' });
    try {
      fake.addTransfer(transfer);
      const payload = slipVerifyPayload('004', transfer.transRef);
      const slipOk = await post(`${fake.url}${SLIPOK_PATH}/12345`, { data: payload }, { 'x-authorization': 'k' });
      expect(slipOk.body.data).toMatchObject({
        transDate: '20260301', transTime: '12:00:00', transTimestamp: '2026-03-01T05:00:00.000Z',
        receiver: { displayName: 'บริษัท บางกอก ธันเดอร์ จ', proxy: { type: 'MSISDN', value: 'xxx-xxx-5678' }, account: { type: null, value: null } },
        sender: { name: 'Mr. Somchai J' },
      });
      const easySlip = await post(`${fake.url}${EASYSLIP_VERIFY_PATH}`, { payload }, { authorization: 'Bearer k' });
      expect(easySlip.body.data.rawSlip).toMatchObject({
        date: '2026-03-01T12:00:00+07:00',
        sender: { bank: { id: '004', short: 'KBANK' }, account: { name: { en: 'Mr. Somchai J' } } },
        receiver: { account: { name: { th: 'บริษัท บางกอก ธันเดอร์ จ' }, proxy: { type: 'MSISDN', account: 'xxx-xxx-5678' } } },
      });
      expect(easySlip.body.data.rawSlip.receiver.account.bank).toBeUndefined();
    } finally {
      await fake.close();
    }
  });

  it('takes latencyMs over every verify answer, and closes at once with a slow answer pending', async () => {
    const fake = await startFakeSlipVerifier({ key: 'k', latencyMs: 300 });
    try {
      const started = Date.now();
      await post(`${fake.url}${EASYSLIP_VERIFY_PATH}`, { payload: 'no slip' }, { authorization: 'Bearer k' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
      fake.setMode('slow');
      const asked = fake.calls();
      const pending = post(`${fake.url}${EASYSLIP_VERIFY_PATH}`, { payload: 'no slip' }, { authorization: 'Bearer k' }).then(() => 'answered', () => 'cut');
      // The call has reached the fake (its answer now waits) before it closes.
      await expect.poll(() => fake.calls(), { interval: 10 }).toBe(asked + 1);
      const closing = Date.now();
      await fake.close();
      expect(Date.now() - closing).toBeLessThan(2000);
      expect(await pending).toBe('cut');
    } finally {
      await fake.close().catch(() => undefined);
    }
  });
});
