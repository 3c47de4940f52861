import { validate } from 'promptparse';
import { z } from 'zod';

const digits = (min: number, max: number) => z.string().regex(new RegExp(`^[0-9]{${min},${max}}$`));

/** A transfer the fake's bank knows, as a test or a person adds it (`POST /__ledger/transfers`). */
export const transferSchema = z.object({
  transRef: z.string().min(1).max(25),
  sendingBank: digits(3, 3),
  /** The receiver's bank code; the demo club's account is at Kasikorn (004). */
  receivingBank: digits(3, 3).default('004'),
  /** Baht, as the services report it (1500, 1500.5). */
  amount: z.number().positive().refine((baht) => Math.abs(baht * 100 - Math.round(baht * 100)) < 1e-6, 'amount is baht to the satang'),
  receiverAccount: digits(10, 12).optional(),
  receiverPromptPay: digits(10, 15).optional(),
  receiverName: z.string().trim().min(1),
  senderName: z.string().trim().min(1),
  senderAccount: digits(10, 12).optional(),
  date: z.iso.datetime({ offset: true }),
}).refine((t) => (t.receiverAccount === undefined) !== (t.receiverPromptPay === undefined), 'give one of receiverAccount and receiverPromptPay');

export type FakeTransferInput = z.input<typeof transferSchema>;
export type FakeTransfer = z.output<typeof transferSchema>;

/** The transfer a slip's mini-QR names: 'no-slip' when the payload is no slip QR, 'unknown' when the bank has no such transfer. */
export function findTransfer(transfers: Map<string, FakeTransfer>, payload: string): FakeTransfer | 'no-slip' | 'unknown' {
  const slip = validate.slipVerify(payload);
  if (!slip) return 'no-slip';
  const transfer = transfers.get(slip.transRef);
  return transfer && transfer.sendingBank === slip.sendingBank ? transfer : 'unknown';
}

/** The banks the fake names; another code is reported by its code alone. */
export const BANKS: Record<string, { short: string; nameTh: string; nameEn: string }> = {
  '002': { short: 'BBL', nameTh: 'ธนาคารกรุงเทพ', nameEn: 'Bangkok Bank' },
  '004': { short: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', nameEn: 'Kasikornbank' },
  '006': { short: 'KTB', nameTh: 'ธนาคารกรุงไทย', nameEn: 'Krungthai Bank' },
  '011': { short: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', nameEn: 'TMBThanachart Bank' },
  '014': { short: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', nameEn: 'Siam Commercial Bank' },
  '025': { short: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', nameEn: 'Bank of Ayudhya' },
  '030': { short: 'GSB', nameTh: 'ธนาคารออมสิน', nameEn: 'Government Savings Bank' },
  '069': { short: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', nameEn: 'Kiatnakin Phatra Bank' },
};

/**
 * An account number as the banks mask it on a verified slip: a 10-digit one in its groups with
 * four digits shown ('xxx-x-x5678-x' for 123-4-15678-9); another length shows the same four digits.
 */
export function maskAccount(account: string): string {
  const shown = account.slice(-5, -1);
  return account.length === 10 ? `xxx-x-x${shown}-x` : `${'x'.repeat(account.length - 5)}${shown}x`;
}

/** A PromptPay id's kind, by its length as PromptPay tells them: 13 digits a national id, 15 an e-wallet, else a phone. */
export function proxyType(promptPayId: string): 'NATID' | 'EWALLETID' | 'MSISDN' {
  return promptPayId.length === 13 ? 'NATID' : promptPayId.length === 15 ? 'EWALLETID' : 'MSISDN';
}

/** A PromptPay id masked to its last four digits: 'xxx-xxx-5678' for a phone, 'x-xxxx-xxxx0-12-3' for a national id. */
export function maskProxy(promptPayId: string): string {
  const d = promptPayId;
  if (proxyType(d) === 'NATID') return `x-xxxx-xxxx${d[9]}-${d.slice(10, 12)}-${d[12]}`;
  return d.length === 10 ? `xxx-xxx-${d.slice(6)}` : `${'x'.repeat(d.length - 4)}${d.slice(-4)}`;
}

/** A name as the banks show it on a slip: the surname cut to its first letter ('นาย สมชาย ใจดี' → 'นาย สมชาย ใ'). */
export function partialName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words.pop()!;
  return words.length === 0 ? last : `${words.join(' ')} ${Array.from(last)[0]}`;
}

/** Baht amounts compared to the satang, as a person means them. */
export const sameBaht = (a: number, b: number) => Math.round(a * 100) === Math.round(b * 100);

/** The transfer's moment in Bangkok (UTC+7), which the slips print. */
export function bangkokTime(date: string): { isoDate: string; isoTime: string } {
  const local = new Date(Date.parse(date) + 7 * 3_600_000).toISOString();
  return { isoDate: local.slice(0, 10), isoTime: local.slice(11, 19) };
}
