import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../test/harness.js';

// A database of its own: the count of admins is what this file is about.
let api: TestApi;
let admin: string;
let adminId: string;

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  adminId = (await api.call('GET', '/api/v1/users/profile', { token: admin })).body.data.id;
});
afterAll(async () => {
  await api?.close();
});

it('the last admin cannot give up the role, so someone can always manage roles; with a second admin it can', async () => {
  for (const role of ['staff', 'fan']) {
    const res = await api.call('PUT', `/api/v1/admin/users/${adminId}`, { token: admin, json: { role }, headers: { 'accept-language': 'th' } });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toMatch(/ผู้ดูแลระบบคนสุดท้าย/);
  }
  expect((await api.call('GET', `/api/v1/admin/users/${adminId}`, { token: admin })).body.data.role).toBe('admin');

  const second = await api.signUp({ name: 'Second Admin' });
  expect((await api.call('PUT', `/api/v1/admin/users/${second.id}`, { token: admin, json: { role: 'admin' } })).status).toBe(200);
  const secondToken = await api.signIn(second.email, second.password);
  // Two admins demoting each other at the same moment: one of them stays.
  const [a, b] = await Promise.all([
    api.call('PUT', `/api/v1/admin/users/${second.id}`, { token: admin, json: { role: 'staff' } }),
    api.call('PUT', `/api/v1/admin/users/${adminId}`, { token: secondToken, json: { role: 'staff' } }),
  ]);
  // The other is refused: as the last admin (409), or as no admin any more (403) when its own demotion came first.
  expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
  expect([a.status, b.status].filter((s) => s !== 200)[0]).toBeOneOf([403, 409]);
  const admins = (await api.call('GET', '/api/v1/admin/users?filter={"role":"admin"}', { token: a.status === 200 ? admin : secondToken })).body.data;
  expect(admins).toHaveLength(1);
});
