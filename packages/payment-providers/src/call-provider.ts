import { z } from 'zod';
import { VerifierUnavailable } from './verifier.js';

interface ProviderAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs `body` as JSON and reads the answer as JSON. No connection, a timeout, a 429 or 5xx, or an
 * answer that is not JSON all mean the provider cannot answer now: VerifierUnavailable, with the
 * provider's Retry-After when it sent one. The caller's own abort is passed on as it is: that is the
 * caller stopping, not the provider failing.
 */
export async function postJson(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ProviderAnswer> {
  const signals = signal ? [AbortSignal.timeout(timeoutMs), signal] : [AbortSignal.timeout(timeoutMs)];
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.any(signals),
    });
    text = await res.text();
  } catch (err) {
    if (signal?.aborted) throw signal.reason;
    throw new VerifierUnavailable(`${provider} did not answer: ${(err as Error).message}`);
  }
  const retryAfterMs = parseRetryAfter(res.headers.get('retry-after'));
  if (res.status === 429 || res.status >= 500) throw new VerifierUnavailable(`${provider} answered ${res.status}`, retryAfterMs);
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    throw new VerifierUnavailable(`${provider} answered ${res.status} with a body that is not JSON`, retryAfterMs);
  }
}

/** Retry-After in seconds or as an HTTP date (RFC 9110), in ms from now. */
function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? ms : undefined;
}

/** The answer in the shape `schema` gives, or VerifierUnavailable: an answer unlike the documentation is never taken for a verified slip. */
export function readAnswer<T>(provider: string, schema: z.ZodType<T>, answer: ProviderAnswer): T {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new VerifierUnavailable(`${provider} answered ${answer.status} in a shape it does not document: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
