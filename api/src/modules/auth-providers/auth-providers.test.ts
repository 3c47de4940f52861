import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let plain: TestApi;
let withGoogle: TestApi;
beforeAll(async () => {
  // One after the other: both would create the admin account at once.
  plain = await startTestApi();
  withGoogle = await startTestApi({ GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-client-secret', LINE_CHANNEL_ID: '2000000001', LINE_CHANNEL_SECRET: 'test-channel-secret' });
});
afterAll(async () => { await Promise.all([plain?.close(), withGoogle?.close()]); });

it('says Google and LINE are not offered when their client ids and secrets are unset', async () => {
  const res = await plain.call('GET', '/api/v1/auth-providers');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, data: { google: false, line: false } });
  // The button it hides would only have led to better-auth's "Provider not found".
  const social = await plain.call('POST', '/api/v1/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/' } });
  expect(social.body.error.code).toBe('PROVIDER_NOT_FOUND');
  const line = await plain.call('POST', '/api/v1/auth/sign-in/social', { json: { provider: 'line', callbackURL: '/' } });
  expect(line.body.error.code).toBe('PROVIDER_NOT_FOUND');
});

it('says Google and LINE are offered when theirs are set, and sends the fan to each one\'s own sign-in page', async () => {
  const res = await withGoogle.call('GET', '/api/v1/auth-providers');
  expect(res.body).toEqual({ success: true, data: { google: true, line: true } });
  for (const [provider, page] of [['google', 'https://accounts.google.com/o/oauth2/v2/auth'], ['line', 'https://access.line.me/oauth2/v2.1/authorize']] as const) {
    const social = await withGoogle.call('POST', '/api/v1/auth/sign-in/social', { json: { provider, callbackURL: '/' } });
    expect(social.status).toBe(200);
    const url = new URL(social.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(page);
    expect(url.searchParams.get('redirect_uri')).toBe(`${withGoogle.url}/api/v1/auth/callback/${provider}`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  }
});

it('answers a visitor whose browser still holds an expired token', async () => {
  const res = await plain.call('GET', '/api/v1/auth-providers', { token: 'an-expired-token' });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ google: false, line: false });
});
