import { z } from 'zod';
import { postJson, readAnswer } from './call-provider.js';
import type { SlipOkCheckSlipRequest } from './slipok-wire.js';
import { bahtToSatang, VerifierUnavailable, type SlipVerification, type SlipVerifier, type VerifiedTransfer } from './verifier.js';

// The parts of SlipOK's answers (slipok-wire.ts) the product reads, checked before any is believed.
const party = z.object({
  displayName: z.string(),
  name: z.string(),
  proxy: z.object({ type: z.string().nullable(), value: z.string().nullable() }),
  account: z.object({ type: z.string().nullable(), value: z.string().nullable() }),
});
const slip = z.object({
  receivingBank: z.string(),
  sendingBank: z.string().regex(/^\d{3}$/),
  transRef: z.string().min(1),
  transTimestamp: z.iso.datetime({ offset: true }),
  sender: party.optional(),
  receiver: party,
  amount: z.number().nonnegative(),
});
const success = z.object({ success: z.literal(true), data: slip });
const failure = z.object({ code: z.number().int(), message: z.string(), data: z.unknown().optional() });
const delay = z.object({ delay: z.number().nonnegative() });

/** No slip behind the payload: no QR data, not an image or no QR in it (the other inputs), not a slip QR, or no such transaction. */
const NOT_FOUND_CODES = new Set([1000, 1005, 1006, 1007, 1008, 1011]);
const REPEATED_SLIP = 1012;
/** Refusals that still carry the slip: repeated (1012), amount (1013) and receiver (1014) checks. */
const SLIP_CARRYING_CODES = new Set([REPEATED_SLIP, 1013, 1014]);
const DELAYED_SLIP = 1010;

const nameOf = (p: z.infer<typeof party>) => p.displayName || p.name || null;

function transferOf(s: z.infer<typeof slip>): VerifiedTransfer {
  const { proxy, account } = s.receiver;
  return {
    provider: 'slipok',
    transRef: s.transRef,
    sendingBank: s.sendingBank,
    receivingBank: s.receivingBank || null,
    amountSatang: bahtToSatang(s.amount),
    paidAt: new Date(s.transTimestamp),
    receiver: {
      name: nameOf(s.receiver),
      account: account.value || null,
      proxy: proxy.type && proxy.value ? { type: proxy.type, value: proxy.value } : null,
    },
    sender: { name: s.sender ? nameOf(s.sender) : null, account: s.sender?.account.value || null },
  };
}

/** SlipOK's check-slip at `url` (…/api/line/apikey/<branch>), asked with the QR payload alone: no amount, no log. */
export function slipOkVerifier(url: string, key: string, timeoutMs: number): SlipVerifier {
  return {
    provider: 'slipok',
    async verify(payload, options): Promise<SlipVerification> {
      const request: SlipOkCheckSlipRequest = { data: payload };
      const answer = await postJson('SlipOK', url, { 'x-authorization': key }, request, timeoutMs, options?.signal);
      if (answer.status === 200) {
        const { data } = readAnswer('SlipOK', success, answer);
        return { status: 'verified', transfer: transferOf(data), providerSaysDuplicate: false, raw: answer.body };
      }
      const { code, message, data } = readAnswer('SlipOK', failure, answer);
      if (NOT_FOUND_CODES.has(code)) return { status: 'not_found', code: String(code), raw: answer.body };
      if (SLIP_CARRYING_CODES.has(code)) {
        const refused = readAnswer('SlipOK', slip, { status: answer.status, body: data });
        return { status: 'verified', transfer: transferOf(refused), providerSaysDuplicate: code === REPEATED_SLIP, raw: answer.body };
      }
      // 1010: this bank's slips can be checked only some minutes after the transfer.
      const waitMinutes = code === DELAYED_SLIP ? delay.safeParse(data).data?.delay : undefined;
      throw new VerifierUnavailable(`SlipOK answered ${answer.status}, ${code}: ${message}`, waitMinutes === undefined ? undefined : waitMinutes * 60_000);
    },
  };
}
