import { generate } from 'promptparse';
import { easySlipVerifier } from './easyslip.js';
import { slipOkVerifier } from './slipok.js';
import type { SlipVerifier, SlipVerifierConfig } from './verifier.js';

export { VerifierUnavailable, type SlipProvider, type SlipVerification, type SlipVerifier, type SlipVerifierConfig, type VerifiedTransfer } from './verifier.js';
export type * from './slipok-wire.js';
export type * from './easyslip-wire.js';

const DEFAULT_TIMEOUT_MS = 8000;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Default urls: SlipOK https://api.slipok.com/api/line/apikey (+ /<branch>), EasySlip https://api.easyslip.com (+ /v2/verify/bank). */
export function createSlipVerifier(config: SlipVerifierConfig): SlipVerifier {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  switch (config.provider) {
    case 'slipok': {
      if (!config.branch) throw new Error('SlipOK needs the branch id its API key belongs to');
      const base = withoutTrailingSlash(config.url ?? 'https://api.slipok.com/api/line/apikey');
      return slipOkVerifier(`${base}/${encodeURIComponent(config.branch)}`, config.key, timeoutMs);
    }
    case 'easyslip':
      return easySlipVerifier(`${withoutTrailingSlash(config.url ?? 'https://api.easyslip.com')}/v2/verify/bank`, config.key, timeoutMs);
    default:
      throw new Error(`unknown slip provider ${String(config.provider satisfies never)}`);
  }
}

/** The mini-QR payload a Thai bank prints on the slip of a transfer (sending bank, reference, CRC), to make slips for the fake and tests. */
export function slipVerifyPayload(sendingBank: string, transRef: string): string {
  return generate.slipVerify({ sendingBank, transRef });
}
