import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let plain: TestApi;
let withGoogle: TestApi;
beforeAll(async () => {
  // One after the other: both would create the admin account at once.
  plain = await startTestApi();
  withGoogle = await startTestApi({ GOOGLE_CLIENT_ID: 'test-client-id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'test-client-secret' });
});
afterAll(async () => { await Promise.all([plain?.close(), withGoogle?.close()]); });

it('says Google is not offered when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset', async () => {
  const res = await plain.call('GET', '/api/v1/auth-providers');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, data: { google: false } });
  // The button it hides would only have led to better-auth's "Provider not found".
  const social = await plain.call('POST', '/api/v1/auth/sign-in/social', { json: { provider: 'google', callbackURL: '/' } });
  expect(social.body.error.code).toBe('PROVIDER_NOT_FOUND');
});

it('says Google is offered when both are set', async () => {
  const res = await withGoogle.call('GET', '/api/v1/auth-providers');
  expect(res.body).toEqual({ success: true, data: { google: true } });
});

it('answers a visitor whose browser still holds an expired token', async () => {
  const res = await plain.call('GET', '/api/v1/auth-providers', { token: 'an-expired-token' });
  expect(res.status).toBe(200);
  expect(res.body.data).toEqual({ google: false });
});
