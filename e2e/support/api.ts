import { randomUUID } from 'node:crypto';
import { makeSlip, receiptForm } from '../../api/src/test/fixtures.js';

export interface Fan {
  name: string;
  email: string;
  password: string;
  /** The session's bearer token, for the API calls a test makes itself. */
  token: string;
  /** The identity provider's session cookie, as the sign-up set it: what signs a browser in. */
  cookie: { name: string; value: string; url: string };
}

/** The identity provider's session cookie an answer sets (the one sign of a signed-in browser). */
export function sessionCookieOf(res: Response, url: string): Fan['cookie'] {
  for (const line of res.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    if (pair.slice(0, at).endsWith('better-auth.session_token')) return { name: pair.slice(0, at), value: pair.slice(at + 1), url };
  }
  throw new Error(`no session cookie in the answer (${res.status})`);
}

/** Registers a fan through the API, as the sign-up form does (better-auth wants an Origin). */
export async function signUpFan(baseUrl: string, name = 'Somchai Jaidee', lang: 'en' | 'th' = 'en', email = `fan-${randomUUID().slice(0, 8)}@club.test`): Promise<Fan> {
  const password = 'correct-horse-battery';
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-up/email`, {
    method: 'POST',
    // The fan site sends its page's language; the account's mail language is taken from it.
    headers: { 'content-type': 'application/json', origin: baseUrl, 'accept-language': lang },
    body: JSON.stringify({ name, email, password }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
  return { name, email, password, token: body.token, cookie: sessionCookieOf(res, baseUrl) };
}

/** Follows the confirmation link mailed to `email` (every sign-up gets one), as the address's owner does: the address is then proven. */
export async function confirmAddress(baseUrl: string, smtp: { waitForConfirmation(to: string): Promise<{ raw: string }> }, email: string): Promise<void> {
  // Loaded here, not with this module: the mail server's module loads the whole worker (3-4 s a
  // file), which only the journeys that read mail need, and they load it already to start one.
  const { mailText } = await import('../../api/src/test/mail-server.js');
  const { text } = await mailText((await smtp.waitForConfirmation(email)).raw);
  const token = /\/verify-email\?token=([\w.-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no confirmation link in the mail to ${email}`);
  const res = await fetch(`${baseUrl}/api/v1/auth/verify-email?token=${token}`);
  if (!res.ok) throw new Error(`confirming ${email}: ${res.status}`);
}

/** The `data` of a GET on the API (with the fan's token when given); throws on a failure envelope. */
export async function apiGet<T = any>(baseUrl: string, path: string, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok || !body.success) throw new Error(`GET ${path}: ${res.status} ${body.error?.message ?? ''}`);
  return body.data;
}

/** A call on the API with a JSON body or a form (multipart); answers `data` and throws on a failure envelope. */
export async function apiSend<T = any>(baseUrl: string, method: string, path: string, token: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(form || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; data: T; error?: { message: string } };
  if (!res.ok || !answer.success) throw new Error(`${method} ${path}: ${res.status} ${answer.error?.message ?? ''}`);
  return answer.data;
}

/** Signs in through the API, as the console does (better-auth wants an Origin): the session's bearer token. */
export async function signIn(baseUrl: string, who: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify(who) });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`sign-in as ${who.email} failed: ${res.status}`);
  return body.token;
}

/** Polls `check` every half second until it answers true; throws after `seconds`. */
async function until(what: string, check: () => Promise<boolean>, seconds = 60): Promise<void> {
  for (const deadline = Date.now() + seconds * 1000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 500))) {
    if (await check().catch(() => false)) return;
  }
  throw new Error(`${what}: not after ${seconds} s`);
}

/**
 * A purchase through the API as the buy page makes it: of a match of several zones, in the
 * cheapest zone with places left (unnumbered first, so the server needs no seats), unless told.
 */
export async function buyTickets<T = any>(
  baseUrl: string, token: string, order: { matchId: string; quantity: number; phone?: string; zoneId?: string },
): Promise<T> {
  const { zones } = await apiGet<{ zones: { id: string; priceSatang: number; soldOut: boolean; numbered: boolean }[] }>(baseUrl, `/api/v1/matches/${order.matchId}`);
  const cheapest = zones.filter((z) => !z.soldOut).sort((a, b) => Number(a.numbered) - Number(b.numbered) || a.priceSatang - b.priceSatang)[0];
  return apiSend<T>(baseUrl, 'POST', '/api/v1/purchases', token, { phone: '0812345678', zoneId: cheapest?.id, ...order });
}

/**
 * `quantity` tickets bought for `matchId` (in `zoneId`, else as `buyTickets` picks) by the fan, paid for with a slip, approved by staff and
 * issued by the worker, as a fan has them when they open their ticket page: the purchase.
 */
export async function purchaseWithTickets(baseUrl: string, fanToken: string, staffToken: string, matchId: string, quantity = 2, zoneId?: string): Promise<{ id: string; referenceNumber: string }> {
  const purchase = await buyTickets(baseUrl, fanToken, { matchId, quantity, ...(zoneId ? { zoneId } : {}) });
  await apiSend(baseUrl, 'POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, fanToken, receiptForm(await makeSlip()));
  await until('the slip checked', async () => (await apiGet<{ status: string }>(baseUrl, `/api/v1/purchases/${purchase.id}/status`, fanToken)).status === 'verifying');
  await apiSend(baseUrl, 'POST', `/api/v1/admin/purchases/${purchase.id}/approve`, staffToken);
  await until('the tickets issued', async () => (await apiGet<unknown[]>(baseUrl, `/api/v1/purchases/${purchase.id}/tickets`, fanToken)).length === quantity);
  return purchase;
}
