import { z } from 'zod';
import { postJson, readAnswer } from './call-provider.js';
import type { EasySlipVerifyBankRequest } from './easyslip-wire.js';
import { bahtToSatang, VerifierUnavailable, type SlipVerification, type SlipVerifier, type VerifiedTransfer } from './verifier.js';

// The parts of EasySlip's answers (easyslip-wire.ts) the product reads, checked before any is believed.
const party = z.object({
  bank: z.object({ id: z.string() }),
  account: z.object({
    name: z.object({ th: z.string().optional(), en: z.string().optional() }),
    bank: z.object({ type: z.string(), account: z.string() }).optional(),
    proxy: z.object({ type: z.string(), account: z.string() }).optional(),
  }),
});
const rawSlip = z.object({
  transRef: z.string().min(1),
  date: z.iso.datetime({ offset: true }),
  amount: z.object({ amount: z.number().nonnegative() }),
  sender: party.extend({ bank: z.object({ id: z.string().regex(/^\d{3}$/) }) }),
  receiver: party,
});
const success = z.object({ success: z.literal(true), data: z.object({ isDuplicate: z.boolean(), rawSlip }) });
const failure = z.object({ success: z.literal(false), error: z.object({ code: z.string(), message: z.string() }) });

/**
 * No slip behind the payload. VALIDATION_ERROR too: the request holds nothing but the payload and
 * checkDuplicate, so what fails validation is the payload (empty, or longer than a slip QR's 128 characters).
 */
const NOT_FOUND_CODES = new Set(['SLIP_NOT_FOUND', 'VALIDATION_ERROR']);

const nameOf = (p: z.infer<typeof party>) => p.account.name.th || p.account.name.en || null;

function transferOf(s: z.infer<typeof rawSlip>): VerifiedTransfer {
  const { bank, proxy } = s.receiver.account;
  return {
    provider: 'easyslip',
    transRef: s.transRef,
    sendingBank: s.sender.bank.id,
    receivingBank: s.receiver.bank.id || null,
    amountSatang: bahtToSatang(s.amount.amount),
    paidAt: new Date(s.date),
    receiver: {
      name: nameOf(s.receiver),
      account: bank?.account || null,
      proxy: proxy ? { type: proxy.type, value: proxy.account } : null,
    },
    sender: { name: nameOf(s.sender), account: s.sender.account.bank?.account || null },
  };
}

/** EasySlip's v2 verify/bank at `url`, asked with the payload and checkDuplicate: no matchAmount, no matchAccount. */
export function easySlipVerifier(url: string, key: string, timeoutMs: number): SlipVerifier {
  return {
    provider: 'easyslip',
    async verify(payload, options): Promise<SlipVerification> {
      const request: EasySlipVerifyBankRequest = { payload, checkDuplicate: true };
      const answer = await postJson('EasySlip', url, { authorization: `Bearer ${key}` }, request, timeoutMs, options?.signal);
      if (answer.status === 200) {
        const { data } = readAnswer('EasySlip', success, answer);
        return { status: 'verified', transfer: transferOf(data.rawSlip), providerSaysDuplicate: data.isDuplicate, raw: answer.body };
      }
      const { error } = readAnswer('EasySlip', failure, answer);
      if (NOT_FOUND_CODES.has(error.code)) return { status: 'not_found', code: error.code, raw: answer.body };
      // A bad or missing key, a branch turned off, an address not allowed, the quota spent.
      throw new VerifierUnavailable(`EasySlip answered ${answer.status}, ${error.code}: ${error.message}`);
    },
  };
}
