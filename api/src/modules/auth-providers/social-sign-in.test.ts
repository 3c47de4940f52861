import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOAuth, type FakeOAuth } from '@club/oauth-fake';
import { startTestApi, type TestApi } from '../../test/harness.js';

let fake: FakeOAuth;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeOAuth();
  api = await startTestApi(fake.env);
});
afterAll(async () => {
  await api?.close();
  await fake?.close();
});

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');

/**
 * A browser's sign-in with a provider, step by step: the site asks for the provider's page, the
 * person allows it there, the provider sends the browser to better-auth's callback (with the state
 * cookie), which signs the browser in with a cookie and opens the site's page; that page asks
 * get-session with the cookie for the bearer token. Answers the token and where the callback went.
 */
async function signInWith(provider: 'google' | 'line', person: { name: string; email: string }) {
  const start = await fetch(`${api.url}/api/v1/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify({ provider, callbackURL: `${api.url}/signed-in`, errorCallbackURL: `${api.url}/signed-in` }),
  });
  expect(start.status).toBe(200);
  const page = new URL(((await start.json()) as { url: string }).url);
  expect(page.origin).toBe(fake.url);
  const form = new URLSearchParams(page.searchParams);
  form.set('fake_name', person.name);
  form.set('fake_email', person.email);
  form.set('fake_answer', 'allow');
  const allowed = await fetch(`${page.origin}${page.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const callback = await fetch(allowed.headers.get('location')!, { headers: { cookie: cookiesOf(start) }, redirect: 'manual' });
  const session = await fetch(`${api.url}/api/v1/auth/get-session`, { headers: { cookie: cookiesOf(callback) } });
  const body = (await session.json()) as { session: { token: string } } | null;
  return { landedOn: callback.headers.get('location'), token: body?.session.token };
}

it('a fan signed in with Google or LINE gets a bearer token from get-session with the cookie, and the same account next time', async () => {
  for (const provider of ['google', 'line'] as const) {
    const person = { name: `Fan of ${provider}`, email: `${provider}-${randomUUID().slice(0, 8)}@example.com` };
    const first = await signInWith(provider, person);
    expect(first.landedOn).toBe(`${api.url}/signed-in`);
    const profile = await api.call('GET', '/api/v1/users/profile', { token: first.token });
    expect(profile.body.data).toMatchObject({ email: person.email, name: person.name, role: 'fan' });
    const again = await signInWith(provider, person);
    expect(again.token).not.toBe(first.token);
    expect((await api.call('GET', '/api/v1/users/profile', { token: again.token })).body.data.id).toBe(profile.body.data.id);
  }
});

it('a cancelled sign-in goes back to the site\'s page with the reason, signed in nowhere', async () => {
  const start = await fetch(`${api.url}/api/v1/auth/sign-in/social`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api.url },
    body: JSON.stringify({ provider: 'line', callbackURL: `${api.url}/signed-in`, errorCallbackURL: `${api.url}/signed-in` }),
  });
  const page = new URL(((await start.json()) as { url: string }).url);
  const form = new URLSearchParams(page.searchParams);
  form.set('fake_answer', 'deny');
  const denied = await fetch(`${page.origin}${page.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const callback = await fetch(denied.headers.get('location')!, { headers: { cookie: cookiesOf(start) }, redirect: 'manual' });
  const back = new URL(callback.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(`${api.url}/signed-in`);
  expect(back.searchParams.get('error')).toBe('access_denied');
  expect(cookiesOf(callback)).not.toMatch(/session_token=[^;]/);
});
