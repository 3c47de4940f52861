import type {
  EasySlipErrorCode, EasySlipErrorResponse, EasySlipMatchedAccount, EasySlipParty, EasySlipRawSlip, EasySlipVerifyBankData, EasySlipVerifyBankResponse,
} from '@club/payment-providers';
import { z } from 'zod';
import { BANKS, bangkokTime, findTransfer, maskAccount, maskProxy, partialName, proxyType, sameBaht, type FakeTransfer } from './ledger.js';
import type { Answer } from './answer.js';

export interface EasySlipState {
  key: string;
  transfers: Map<string, FakeTransfer>;
  shopAccounts: string[];
  /** Slips verified before: checkDuplicate finds them. */
  verified: Set<string>;
}

const request = z.object({
  payload: z.string().min(1).max(128),
  remark: z.string().min(1).max(255).optional(),
  matchAccount: z.boolean().optional(),
  matchAmount: z.number().optional(),
  checkDuplicate: z.boolean().optional(),
});

function refuse(status: number, code: EasySlipErrorCode, message: string): Answer {
  const body: EasySlipErrorResponse = { success: false, error: { code, message } };
  return { status, body };
}

const isThai = (text: string) => /[\u0E00-\u0E7F]/.test(text);

function party(bankCode: string, name: string, account?: string, promptPay?: string): EasySlipParty {
  const bank = BANKS[bankCode];
  return {
    bank: { id: bankCode, ...(bank && { name: bank.nameTh, short: bank.short }) },
    account: {
      name: isThai(name) ? { th: partialName(name) } : { en: partialName(name) },
      ...(account && { bank: { type: 'BANKAC' as const, account: maskAccount(account) } }),
      ...(promptPay && { proxy: { type: proxyType(promptPay), account: maskProxy(promptPay) } }),
    },
  };
}

function rawSlipOf(t: FakeTransfer, payload: string): EasySlipRawSlip {
  const { isoDate, isoTime } = bangkokTime(t.date);
  return {
    payload,
    transRef: t.transRef,
    date: `${isoDate}T${isoTime}+07:00`,
    countryCode: 'TH',
    amount: { amount: t.amount, local: { amount: 0, currency: '' } },
    fee: 0,
    ref1: '',
    ref2: '',
    ref3: '',
    sender: party(t.sendingBank, t.senderName, t.senderAccount),
    receiver: party(t.receivingBank, t.receiverName, t.receiverAccount, t.receiverPromptPay),
  };
}

const PROMPTPAY = { code: 'PROMPTPAY', shortCode: 'PROMPTPAY', nameTh: 'พร้อมเพย์', nameEn: 'PromptPay' };

/** The shop's registered account the transfer paid, as EasySlip lists it (unmasked: it is the shop's own); null when it paid none. */
function matchedAccount(shopAccounts: string[], t: FakeTransfer): EasySlipMatchedAccount | null {
  const number = t.receiverAccount ?? t.receiverPromptPay!;
  if (!shopAccounts.includes(number)) return null;
  const bank = BANKS[t.receivingBank];
  return {
    bank: t.receiverAccount ? { code: t.receivingBank, shortCode: bank?.short ?? t.receivingBank, nameTh: bank?.nameTh ?? '', nameEn: bank?.nameEn ?? '' } : PROMPTPAY,
    nameTh: t.receiverName,
    nameEn: t.receiverName,
    type: /\b(co|ltd)\b|บริษัท|จำกัด/i.test(t.receiverName) ? 'JURISTIC' : 'PERSONAL',
    bankNumber: number.length === 10 && t.receiverAccount ? `${number.slice(0, 3)}-${number[3]}-${number.slice(4, 9)}-${number[9]}` : number,
  };
}

/**
 * EasySlip v2's verify/bank (`POST /v2/verify/bank`) by payload. Every slip verified is remembered:
 * checkDuplicate reports one seen before as isDuplicate. matchAmount and matchAccount only report
 * (isAmountMatched, matchedAccount); the slip still comes back.
 */
export function easySlipAnswer(state: EasySlipState, authorization: string | undefined, body: unknown): Answer {
  if (!authorization) return refuse(401, 'MISSING_API_KEY', 'Authorization header is required');
  if (authorization !== `Bearer ${state.key}`) return refuse(401, 'INVALID_API_KEY', 'The provided API key is invalid');
  const parsed = request.safeParse(body);
  if (!parsed.success) return refuse(400, 'VALIDATION_ERROR', 'Validation failed');
  const { payload, remark, matchAccount, matchAmount, checkDuplicate } = parsed.data;
  const transfer = findTransfer(state.transfers, payload);
  if (typeof transfer === 'string') return refuse(404, 'SLIP_NOT_FOUND', 'Slip not found or invalid');
  const isDuplicate = checkDuplicate === true && state.verified.has(transfer.transRef);
  state.verified.add(transfer.transRef);
  const data: EasySlipVerifyBankData = {
    ...(remark !== undefined && { remark }),
    isDuplicate,
    matchedAccount: matchAccount ? matchedAccount(state.shopAccounts, transfer) : null,
    ...(matchAmount !== undefined && { amountInOrder: matchAmount, isAmountMatched: sameBaht(matchAmount, transfer.amount) }),
    amountInSlip: transfer.amount,
    rawSlip: rawSlipOf(transfer, payload),
  };
  const success: EasySlipVerifyBankResponse = { success: true, data, message: 'Verification successful' };
  return { status: 200, body: success };
}
