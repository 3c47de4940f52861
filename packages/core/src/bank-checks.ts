/**
 * What the product checks of a transfer the bank confirmed (through a slip verifier, and later a
 * statement or the bank's callback) before a payment is confirmed without staff: the amount to the
 * satang, the receiver, and the time. Each failed check is a finding, worded by whoever shows it
 * (console, fan site) in its reader's language. Pure: the worker fetches, this decides.
 */
import { z } from 'zod';
import { referenceKey } from './ids.js';
import { msg } from './messages.js';

/** A slip's check with the bank: asking the verifier, confirmed without staff, or left to staff with findings. */
export const BANK_CHECKS = ['checking', 'confirmed', 'to_staff'] as const;
export type BankCheck = (typeof BANK_CHECKS)[number];

/** How the product learnt of a bank transfer. */
export const PAYMENT_SOURCES = ['slip', 'statement', 'callback'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** Why a payment went to staff instead of being confirmed. */
export const BANK_FINDINGS = [
  'no_qr', 'not_found', 'amount_mismatch', 'wrong_receiver', 'receiver_hidden', 'paid_before', 'paid_after',
  'already_used', 'paid_twice', 'no_seats', 'closed', 'provider_unavailable', 'names_rejected', 'names_expired', 'approved_unlike',
] as const;

export type BankFinding =
  /** The slip has no readable mini-QR (an edited or cropped image): the bank cannot be asked. */
  | { code: 'no_qr' }
  /** The bank has no transfer with the slip's reference. */
  | { code: 'not_found' }
  | { code: 'amount_mismatch'; paidSatang: number; expectedSatang: number }
  /** Paid into an account (or PromptPay id) that is not the one this payment goes to; `shown` as the bank shows it (masked). */
  | { code: 'wrong_receiver'; shown: string }
  /** The bank's answer shows no digit of the receiver to compare. */
  | { code: 'receiver_hidden' }
  /** Paid before the purchase or order existed: a transfer for something else. */
  | { code: 'paid_before'; paidAt: string }
  /** Paid after the payment window closed (and its grace). */
  | { code: 'paid_after'; paidAt: string }
  /** The same bank transfer already paid for another purchase or order (`reference`: TK-… or the order number). */
  | { code: 'already_used'; reference: string }
  /** Another transfer already paid this purchase or order: this one is a second payment, recorded, and a refund is owed. */
  | { code: 'paid_twice' }
  /** A late payment, verified, for a purchase whose seats have gone since: a refund is due. */
  | { code: 'no_seats' }
  /** The purchase or order can no longer be paid (cancelled, rejected): a refund is due. */
  | { code: 'closed' }
  /** The verifier could not be reached; it is asked again while staff can still decide. */
  | { code: 'provider_unavailable' }
  /** The payer's note (or Ref1) names a purchase or order whose payment staff rejected: maybe its new payment, never filed away. */
  | { code: 'names_rejected'; reference: string }
  /** The payer's note (or Ref1) names a purchase that expired unpaid: maybe its late payment, never filed away. */
  | { code: 'names_expired'; reference: string }
  /**
   * Staff approved `reference` (no transfer on record) and the line has its amount, but another
   * payer's name, or it came in after the approval: maybe that payment, maybe another fan's.
   */
  | { code: 'approved_unlike'; reference: string };

/** A transfer the bank reported paying a purchase or order (a verified slip, a bill-payment callback, a statement line), as staff see it. */
export interface BankPaymentDto {
  source: PaymentSource;
  provider: string | null;
  trans_ref: string;
  amount_satang: number;
  paid_at: string;
  id: string;
  /** Why it was not confirmed without staff (a slip's findings are on its receipt). */
  findings: BankFinding[];
  /** A second payment (paid_twice) staff gave back: when, and their note of how. */
  refunded_at: string | null;
  refund_note: string | null;
}

/** Staff mark a second payment (paid_twice) refunded: how and when the money went back. */
export const refundSettledSchema = z.object({
  note: z.string({ error: msg('refund.note_required') }).trim().min(1, msg('refund.note_required')).max(500, msg('refund.note_long')),
});

/** The bank's clock and ours differ a little; a transfer this close outside the window still counts. */
export const PAYMENT_TIME_GRACE_MS = 5 * 60_000;

/**
 * Two reports of a transfer into one account, of one amount, this close in time (the bank's clock
 * both times; a statement says the minute) may be the same money: whichever comes second is not
 * believed without staff.
 */
export const SAME_TRANSFER_MS = 2 * 60_000;

/**
 * The one key a transfer is known by, whichever way it reaches us: the bank's own reference, in
 * capitals, letters and digits only as referenceKey writes ours (a statement may space or dash what
 * a slip shows whole). The sending bank is left out because a statement line does not say it.
 * null: no reference.
 */
export function transferKey(reference: string | null | undefined): string | null {
  return referenceKey(reference ?? '') || null;
}

/** What a payment must be: its amount, the account it goes to, and its window. */
export interface ExpectedPayment {
  amountSatang: number;
  accountNumber: string;
  promptpayId: string;
  /** The account's biller id when fans pay it by bill payment (a Thai QR with tag 30). */
  billerId?: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** The transfer as the bank reports it (names and numbers masked as the provider shows them). */
export interface ReportedTransfer {
  amountSatang: number;
  paidAt: Date;
  receiver: { account: string | null; proxy: { type: string; value: string } | null };
}

/** Digits and mask characters only: "xxx-x-x5678-x" → "xxxxx5678x"; a phone's +66 becomes its leading 0. */
function maskedDigits(value: string): string {
  const kept = value.replace(/[^0-9xX*•#]/g, '').toLowerCase().replace(/[*•#]/g, 'x');
  return /^66\d{9}$/.test(kept) ? `0${kept.slice(2)}` : kept;
}

/**
 * Whether a masked number the bank shows is `ours`: every digit it shows is ours at the same place
 * (aligned from the right, as banks mask the front), and it shows at least 3. null when it shows
 * too few digits to tell.
 */
export function sameNumber(shown: string, ours: string): boolean | null {
  const s = maskedDigits(shown);
  const o = maskedDigits(ours);
  let visible = 0;
  for (let i = 1; i <= s.length; i++) {
    const c = s[s.length - i]!;
    if (c === 'x') continue;
    if (o[o.length - i] !== c) return false;
    visible++;
  }
  return visible >= 3 ? true : null;
}

/** The findings of a transfer against the payment it claims to be; none means it may be confirmed. */
export function checkTransfer(expected: ExpectedPayment, transfer: ReportedTransfer): BankFinding[] {
  const findings: BankFinding[] = [];
  if (transfer.amountSatang !== expected.amountSatang) {
    findings.push({ code: 'amount_mismatch', paidSatang: transfer.amountSatang, expectedSatang: expected.amountSatang });
  }
  const { account, proxy } = transfer.receiver;
  const byAccount = account ? sameNumber(account, expected.accountNumber) : null;
  const byProxy = !proxy ? null
    : proxy.type === 'BILLERID' ? (expected.billerId ? sameNumber(proxy.value, expected.billerId) : false)
    : sameNumber(proxy.value, expected.promptpayId);
  if (byAccount !== true && byProxy !== true) {
    findings.push(byAccount === false || byProxy === false ? { code: 'wrong_receiver', shown: (byAccount === false ? account : proxy?.value) ?? '' } : { code: 'receiver_hidden' });
  }
  const paidAt = transfer.paidAt.getTime();
  if (paidAt < expected.createdAt.getTime() - PAYMENT_TIME_GRACE_MS) findings.push({ code: 'paid_before', paidAt: transfer.paidAt.toISOString() });
  if (paidAt > expected.expiresAt.getTime() + PAYMENT_TIME_GRACE_MS) findings.push({ code: 'paid_after', paidAt: transfer.paidAt.toISOString() });
  return findings;
}
