import type { SlipOkCheckSlipError, SlipOkCheckSlipSuccess, SlipOkErrorCode, SlipOkParty, SlipOkSlip } from '@club/payment-providers';
import { z } from 'zod';
import { bangkokTime, findTransfer, maskAccount, maskProxy, partialName, proxyType, sameBaht, type FakeTransfer } from './ledger.js';
import type { Answer } from './answer.js';

export interface SlipOkState {
  key: string;
  branch: string;
  transfers: Map<string, FakeTransfer>;
  shopAccounts: string[];
  /** Slips checked with `log: true`: the LINE LIFF dashboard's, which a second check finds repeated (1012). */
  logged: Set<string>;
}

const request = z.object({ data: z.string().min(1), amount: z.number().optional(), log: z.boolean().optional() });

const MESSAGES: Partial<Record<SlipOkErrorCode, string>> = {
  1000: 'Please send the QR code data in data, files or url',
  1001: 'Branch not found',
  1002: 'Invalid authorization header',
  1008: 'This QR code is not a QR code for payment verification',
  1011: 'QR code expired or the transaction does not exist',
  1012: 'Repeated slip',
  1013: 'The amount sent does not match the slip amount',
  1014: 'The receiver does not match the branch account',
};

function refuse(code: SlipOkErrorCode, status: number, data?: SlipOkSlip): Answer {
  const body: SlipOkCheckSlipError = { code, message: MESSAGES[code]!, ...(data && { data }) };
  return { status, body };
}

const NO_PROXY_OR_ACCOUNT = { type: null, value: null };

function party(name: string, account?: string, promptPay?: string): SlipOkParty {
  return {
    displayName: partialName(name),
    name: partialName(name),
    proxy: promptPay ? { type: proxyType(promptPay), value: maskProxy(promptPay) } : NO_PROXY_OR_ACCOUNT,
    account: account ? { type: 'BANKAC', value: maskAccount(account) } : NO_PROXY_OR_ACCOUNT,
  };
}

function slipOf(t: FakeTransfer): SlipOkSlip {
  const { isoDate, isoTime } = bangkokTime(t.date);
  return {
    success: true,
    message: '✅',
    language: 'TH',
    receivingBank: t.receivingBank,
    sendingBank: t.sendingBank,
    transRef: t.transRef,
    transDate: isoDate.replaceAll('-', ''),
    transTime: isoTime,
    transTimestamp: new Date(t.date).toISOString(),
    sender: party(t.senderName, t.senderAccount),
    receiver: party(t.receiverName, t.receiverAccount, t.receiverPromptPay),
    amount: t.amount,
    paidLocalAmount: t.amount,
    paidLocalCurrency: '764',
    countryCode: 'TH',
    transFeeAmount: 0,
    ref1: '',
    ref2: '',
    ref3: '',
    toMerchantId: '',
  };
}

/**
 * SlipOK's check-slip (`POST /api/line/apikey/:branch`) for a JSON body. With `log: true` the
 * receiver must be one of the shop's accounts (when it registered any), else 1014, and a slip
 * logged before is 1012; with `amount`, another amount is 1013. All three carry the slip.
 */
export function slipOkAnswer(state: SlipOkState, branch: string, authorization: string | undefined, body: unknown): Answer {
  if (branch !== state.branch) return refuse(1001, 400);
  if (authorization !== state.key) return refuse(1002, 401);
  const parsed = request.safeParse(body);
  if (!parsed.success) return refuse(1000, 400);
  const { data, amount, log } = parsed.data;
  const transfer = findTransfer(state.transfers, data);
  if (transfer === 'no-slip') return refuse(1008, 400);
  if (transfer === 'unknown') return refuse(1011, 400);
  const slip = slipOf(transfer);
  if (log) {
    const receiver = transfer.receiverAccount ?? transfer.receiverPromptPay!;
    if (state.shopAccounts.length > 0 && !state.shopAccounts.includes(receiver)) return refuse(1014, 400, slip);
    if (state.logged.has(transfer.transRef)) return refuse(1012, 400, slip);
    state.logged.add(transfer.transRef);
  }
  if (amount !== undefined && !sameBaht(amount, transfer.amount)) return refuse(1013, 400, slip);
  const success: SlipOkCheckSlipSuccess = { success: true, data: slip };
  return { status: 200, body: success };
}
