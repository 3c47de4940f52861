import { describe, expect, it } from 'vitest';
import { generate, validate } from 'promptparse';
import { formatAccountNumber, parseSlipQr, paymentQrPayload, promptPayPayload, promptPayTargetType } from './promptpay.js';

describe('PromptPay', () => {
  it('builds a dynamic payload for a phone id with the amount in baht and a valid CRC', () => {
    const payload = promptPayPayload('081-234-5678', 150_050)!;
    expect(payload.startsWith('000201010212')).toBe(true); // dynamic QR
    expect(payload).toContain('0066812345678'); // 0 becomes 66, padded to 13
    expect(payload).toContain('5303764'); // THB
    expect(payload).toContain('5802TH');
    expect(payload).toContain('54071500.50');
    expect(validate.anyId(payload)).toEqual({ type: 'MSISDN', target: '0812345678', amount: 1500.5 });
  });

  it('chooses the id type from its length', () => {
    expect(promptPayTargetType('1234567890123')).toBe('NATID');
    expect(promptPayTargetType('123456789012345')).toBe('EWALLETID');
    expect(promptPayTargetType('0812345678')).toBe('MSISDN');
  });

  it('needs an id and an amount above zero', () => {
    expect(promptPayPayload('', 100)).toBeNull();
    expect(promptPayPayload('0812345678', 0)).toBeNull();
  });

  it('reads the mini QR of a bank slip and refuses anything else', () => {
    const mini = generate.slipVerify({ sendingBank: '004', transRef: '015073144041ATF00999' });
    expect(parseSlipQr(mini)).toEqual({ bankCode: '004', transRef: '015073144041ATF00999' });
    expect(parseSlipQr('hello')).toBeNull();
    expect(parseSlipQr(promptPayPayload('0812345678', 100)!)).toBeNull();
  });

  it('formats account numbers with dashes from 7 digits', () => {
    expect(formatAccountNumber('1234567890')).toBe('123-4-56789-0');
    expect(formatAccountNumber('123456')).toBe('123456');
    expect(formatAccountNumber('1234567')).toBe('123-456-7');
  });
});

describe('the QR a fan pays with', () => {
  it('is a bill payment naming the reference when the account has a biller id, else a PromptPay transfer', () => {
    const billed = paymentQrPayload({ promptpayId: '0812345678', billerId: '010555012345601' }, 150_000, 'TK-AB12-CD34')!;
    expect(validate.billPayment(billed)).toEqual({ billerId: '010555012345601', amount: 1500, ref1: 'TKAB12CD34' });
    const plain = paymentQrPayload({ promptpayId: '0812345678', billerId: null }, 150_000, 'TK-AB12-CD34')!;
    expect(validate.anyId(plain)).toMatchObject({ type: 'MSISDN', target: '0812345678', amount: 1500 });
    expect(paymentQrPayload({ promptpayId: '0812345678', billerId: '010555012345601' }, 0, 'TK-1')).toBeNull();
  });
});
