import { generate, validate } from 'promptparse';
import { referenceKey } from './ids.js';
import { SATANG_PER_BAHT } from './money.js';

/** Spec section 9: 13 digits is a national id, 15 an e-wallet, anything else a phone number. */
export function promptPayTargetType(promptpayId: string): 'NATID' | 'EWALLETID' | 'MSISDN' {
  const digits = promptpayId.replace(/\D/g, '');
  return digits.length === 13 ? 'NATID' : digits.length === 15 ? 'EWALLETID' : 'MSISDN';
}

/** The EMVCo PromptPay payload (tag 29, TH, 764, CRC-16) for an amount; null without an id or amount. */
export function promptPayPayload(promptpayId: string, amountSatang: number): string | null {
  const target = promptpayId.replace(/\D/g, '');
  if (!target || amountSatang <= 0) return null;
  return generate.anyId({ type: promptPayTargetType(target), target, amount: amountSatang / SATANG_PER_BAHT });
}

/**
 * The QR a fan pays with: a Thai QR bill payment (tag 30: the account's biller id, Ref1 the
 * purchase's or order's referenceKey, the amount) when the bank gave the account a biller id, which
 * the bank then reports back by reference; else a PromptPay transfer to its PromptPay id.
 */
export function paymentQrPayload(account: { promptpayId: string; billerId: string | null }, amountSatang: number, reference: string): string | null {
  if (!account.billerId) return promptPayPayload(account.promptpayId, amountSatang);
  if (amountSatang <= 0) return null;
  return generate.billPayment({ billerId: account.billerId, amount: amountSatang / SATANG_PER_BAHT, ref1: referenceKey(reference) });
}

/**
 * The "mini QR" printed on Thai bank slips: sending bank code and transaction reference,
 * CRC-checked (bank apps that print a bad checksum are tolerated, as promptparse allows).
 */
export function parseSlipQr(payload: string): { bankCode: string; transRef: string } | null {
  const slip = validate.slipVerify(payload, true);
  return slip ? { bankCode: slip.sendingBank, transRef: slip.transRef } : null;
}

/** Thai account numbers read in groups: 123-4-56789-0 for 10 digits; shorter than 7 digits stays as is. */
export function formatAccountNumber(accountNumber: string): string {
  const d = accountNumber.replace(/\D/g, '');
  if (d.length < 7) return accountNumber;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 4)}-${d.slice(4, 9)}-${d.slice(9)}`;
  return d.replace(/(\d{3})(?=\d)/g, '$1-');
}
