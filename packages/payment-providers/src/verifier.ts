export type SlipProvider = 'slipok' | 'easyslip';

/** A transfer as the provider reports it from the bank: names and account numbers masked as the provider shows them. */
export interface VerifiedTransfer {
  provider: SlipProvider;
  transRef: string;
  /** Sending bank code, 3 digits as the provider reports it ('004'). */
  sendingBank: string;
  receivingBank: string | null;
  /** The amount in satang (integer), from the provider's baht amount (round half away from zero to the satang). */
  amountSatang: number;
  paidAt: Date;
  receiver: { name: string | null; account: string | null; proxy: { type: string; value: string } | null };
  sender: { name: string | null; account: string | null };
}

export type SlipVerification =
  | { status: 'verified'; transfer: VerifiedTransfer; providerSaysDuplicate: boolean; raw: unknown }
  | { status: 'not_found'; code: string; raw: unknown }; // the bank has no such transfer, or the payload is no slip QR

/** The provider could not answer now (network, timeout, 5xx, 429, a delayed slip, bad key or quota): try again later; `retryAfterMs` when the provider said. */
export class VerifierUnavailable extends Error {
  override readonly name = 'VerifierUnavailable';

  constructor(message: string, readonly retryAfterMs?: number) {
    super(message);
  }
}

export interface SlipVerifier {
  readonly provider: SlipProvider;
  /** Ask the provider about the slip whose mini-QR holds `payload`. Never sends amount/receiver checks to the provider (the product checks those itself and wants the slip's data back even when they differ); EasySlip is asked with checkDuplicate true, and its isDuplicate comes back as providerSaysDuplicate (SlipOK's 1012 likewise). */
  verify(payload: string, options?: { signal?: AbortSignal }): Promise<SlipVerification>;
}

export interface SlipVerifierConfig {
  provider: SlipProvider;
  url?: string;
  key: string;
  /** SlipOK's branch id (required for SlipOK, unused by EasySlip). */
  branch?: string;
  timeoutMs?: number;
}

/** Baht as a provider writes it (1500.5) to satang, half away from zero; the rounding to 6 places first undoes binary noise (1.005 * 100 = 100.49999…). */
export function bahtToSatang(baht: number): number {
  return Math.sign(baht) * Math.round(Number((Math.abs(baht) * 100).toFixed(6)));
}
