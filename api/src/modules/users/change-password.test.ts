import { io } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const profileStatus = async (token: string) => (await api.call('GET', '/api/v1/users/profile', { token })).status;

it('a password change signs out every other session at once, its live connection too, though the client did not ask', async () => {
  const fan = await api.signUp();
  const phone = fan.token;
  const laptop = await api.signIn(fan.email, fan.password);
  // Both in use a moment ago: the laptop's token is remembered as good by the API.
  expect(await profileStatus(laptop)).toBe(200);
  expect(await profileStatus(phone)).toBe(200);
  const socket = io(api.url, { path: '/socket.io', auth: { token: laptop }, transports: ['websocket'], reconnection: false });
  onTestFinished(() => { socket.disconnect(); });
  await new Promise<void>((resolve, reject) => { socket.once('connect', () => resolve()); socket.once('connect_error', reject); });
  const closed = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

  const changed = await api.call('POST', '/api/v1/auth/change-password', { token: phone, json: { currentPassword: fan.password, newPassword: 'lantern-durian-harbour' } });
  expect(changed.status).toBe(200);

  // The other session is over at once (not after the API's few seconds of remembering it), and its socket closed.
  expect(await profileStatus(laptop)).toBe(401);
  await closed;
  // The session that changed it goes on with the token the answer carries.
  expect(typeof changed.body.token).toBe('string');
  expect(await profileStatus(changed.body.token as string)).toBe(200);
  expect(await api.signIn(fan.email, 'lantern-durian-harbour')).toMatch(/\w+/);
});
