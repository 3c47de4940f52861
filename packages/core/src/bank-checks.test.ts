import { describe, expect, it } from 'vitest';
import { checkTransfer, PAYMENT_TIME_GRACE_MS, sameNumber, type ExpectedPayment } from './bank-checks.js';

const expected: ExpectedPayment = {
  amountSatang: 150_000,
  accountNumber: '123-4-56789-0',
  promptpayId: '0812345678',
  createdAt: new Date('2026-11-25T10:00:00Z'),
  expiresAt: new Date('2026-11-25T10:15:00Z'),
};
const paid = (over: Partial<Parameters<typeof checkTransfer>[1]> = {}) => ({
  amountSatang: 150_000,
  paidAt: new Date('2026-11-25T10:05:00Z'),
  receiver: { account: 'xxx-x-x6789-x', proxy: null },
  ...over,
});

describe('checking a transfer the bank confirmed', () => {
  it('finds nothing wrong with the exact amount, to our account, inside the window', () => {
    expect(checkTransfer(expected, paid())).toEqual([]);
    // Paid by PromptPay: the proxy shown, in either phone form.
    expect(checkTransfer(expected, paid({ receiver: { account: null, proxy: { type: 'MSISDN', value: 'xxx-xxx-5678' } } }))).toEqual([]);
    expect(checkTransfer(expected, paid({ receiver: { account: null, proxy: { type: 'MSISDN', value: '66812345678' } } }))).toEqual([]);
  });

  it('takes a bill payment to the account’s biller id, and no other biller', () => {
    const billed = { ...expected, billerId: '010555012345601' };
    expect(checkTransfer(billed, paid({ receiver: { account: null, proxy: { type: 'BILLERID', value: '010555012345601' } } }))).toEqual([]);
    expect(checkTransfer(billed, paid({ receiver: { account: null, proxy: { type: 'BILLERID', value: '010555099999901' } } })).map((f) => f.code)).toEqual(['wrong_receiver']);
    expect(checkTransfer(expected, paid({ receiver: { account: null, proxy: { type: 'BILLERID', value: '010555012345601' } } })).map((f) => f.code)).toEqual(['wrong_receiver']);
  });

  it('flags an amount a satang off either way', () => {
    expect(checkTransfer(expected, paid({ amountSatang: 149_999 }))).toEqual([{ code: 'amount_mismatch', paidSatang: 149_999, expectedSatang: 150_000 }]);
    expect(checkTransfer(expected, paid({ amountSatang: 150_001 }))).toEqual([{ code: 'amount_mismatch', paidSatang: 150_001, expectedSatang: 150_000 }]);
  });

  it('flags another account, and a receiver shown with too few digits to tell', () => {
    expect(checkTransfer(expected, paid({ receiver: { account: 'xxx-x-x1111-x', proxy: null } }))).toEqual([{ code: 'wrong_receiver', shown: 'xxx-x-x1111-x' }]);
    expect(checkTransfer(expected, paid({ receiver: { account: null, proxy: { type: 'MSISDN', value: 'xxx-xxx-9999' } } }))).toEqual([{ code: 'wrong_receiver', shown: 'xxx-xxx-9999' }]);
    expect(checkTransfer(expected, paid({ receiver: { account: 'xxx-x-xxxx9-x', proxy: null } }))).toEqual([{ code: 'receiver_hidden' }]);
    expect(checkTransfer(expected, paid({ receiver: { account: null, proxy: null } }))).toEqual([{ code: 'receiver_hidden' }]);
  });

  it('flags a transfer made before the purchase or after its window, past a short grace', () => {
    const at = (ms: number) => new Date(ms);
    expect(checkTransfer(expected, paid({ paidAt: at(expected.createdAt.getTime() - PAYMENT_TIME_GRACE_MS + 1000) }))).toEqual([]);
    expect(checkTransfer(expected, paid({ paidAt: at(expected.createdAt.getTime() - PAYMENT_TIME_GRACE_MS - 1000) })).map((f) => f.code)).toEqual(['paid_before']);
    expect(checkTransfer(expected, paid({ paidAt: at(expected.expiresAt.getTime() + PAYMENT_TIME_GRACE_MS - 1000) }))).toEqual([]);
    expect(checkTransfer(expected, paid({ paidAt: at(expected.expiresAt.getTime() + PAYMENT_TIME_GRACE_MS + 1000) })).map((f) => f.code)).toEqual(['paid_after']);
  });

  it('reports every finding at once', () => {
    expect(checkTransfer(expected, paid({ amountSatang: 1, receiver: { account: '999-9-99999-9', proxy: null }, paidAt: new Date('2026-11-24T00:00:00Z') })).map((f) => f.code))
      .toEqual(['amount_mismatch', 'wrong_receiver', 'paid_before']);
  });

  it('compares masked numbers digit by digit from the right', () => {
    expect(sameNumber('xxx-x-x6789-x', '1234567890')).toBe(true);
    expect(sameNumber('XXX-X-X6789-X', '123-4-56789-0')).toBe(true);
    expect(sameNumber('xxxxxx7890', '1234567890')).toBe(true);
    expect(sameNumber('xxxxxx7891', '1234567890')).toBe(false);
    expect(sameNumber('1234567890', '1234567890')).toBe(true);
    expect(sameNumber('xxxxxxxx90', '1234567890')).toBe(null);
    expect(sameNumber('', '1234567890')).toBe(null);
  });
});
