import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROVIDERS, startFakeOAuth, type FakeOAuth } from './index.js';

let fake: FakeOAuth;
beforeAll(async () => { fake = await startFakeOAuth(); });
afterAll(async () => { await fake.close(); });

const verifier = 'a-code-verifier-of-enough-length-0123456789abcdef';
const challenge = createHash('sha256').update(verifier).digest('base64url');
const redirectUri = 'http://localhost:1/api/v1/auth/callback/line';

/** The fan allows the sign-in on the fake's page: the code it sends back. */
async function authorize(provider: 'google' | 'line'): Promise<string> {
  const { authorize, clientId } = PROVIDERS[provider];
  const form = new URLSearchParams({ client_id: clientId, response_type: 'code', redirect_uri: redirectUri, state: 's1', code_challenge: challenge, code_challenge_method: 'S256', fake_name: 'Somchai', fake_email: 'Somchai@Example.com', fake_answer: 'allow' });
  const res = await fetch(`${fake.url}/${provider}${authorize}`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(res.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('s1');
  return back.searchParams.get('code')!;
}

const exchange = (provider: 'google' | 'line', code: string, extra: Record<string, string> = {}) =>
  fetch(`${fake.url}/${provider}${PROVIDERS[provider].token}`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: PROVIDERS[provider].clientId, client_secret: PROVIDERS[provider].clientSecret, code_verifier: verifier, ...extra }),
  });

it('gives a code once, for the verifier it was asked with, to the client with its secret, and tells who signed in', async () => {
  const code = await authorize('google');
  expect((await exchange('google', code, { client_secret: 'wrong' })).status).toBe(401);
  expect((await exchange('google', code, { code_verifier: 'another-verifier-of-enough-length-0123456789' })).status).toBe(400);
  const fresh = await authorize('google');
  const tokens = (await (await exchange('google', fresh)).json()) as { access_token: string; id_token: string };
  expect((await exchange('google', fresh)).status).toBe(400);
  const me = await (await fetch(`${fake.url}/google${PROVIDERS.google.userinfo}`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
  expect(me).toMatchObject({ name: 'Somchai', email: 'somchai@example.com', email_verified: true });
});

it('gives LINE\'s address in the ID token only, as LINE does', async () => {
  const tokens = (await (await exchange('line', await authorize('line'))).json()) as { access_token: string; id_token: string };
  const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString('utf8'));
  expect(claims).toMatchObject({ aud: PROVIDERS.line.clientId, email: 'somchai@example.com' });
  const me = await (await fetch(`${fake.url}/line${PROVIDERS.line.userinfo}`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).json();
  expect(me).not.toHaveProperty('email');
});
