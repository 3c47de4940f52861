import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let fan: string;
let staff: string;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  fan = (await api.signUp()).token;
  const member = await api.signUp({ name: 'Gate Staff' });
  await api.call('PUT', `/api/v1/admin/users/${member.id}`, { token: admin, json: { role: 'staff' } });
  staff = await api.signIn(member.email, member.password);
});
afterAll(async () => {
  await api?.close();
});

const NO_ID = '00000000-0000-4000-8000-000000000000';

/** What only an admin may do: matches, teams, venues, bank accounts, the catalogue, the settings and people's roles. */
const ADMIN_ONLY: [string, string][] = [
  ['PUT', `/api/v1/admin/users/${NO_ID}`],
  ['POST', '/api/v1/admin/uploads'],
  ['PUT', '/api/v1/admin/settings/1'],
  ...['products', 'categories', 'banners', 'promo-codes', 'shipping-methods', 'pickup-locations', 'matches', 'teams', 'venues', 'bank-accounts'].flatMap((r): [string, string][] => [
    ['POST', `/api/v1/admin/${r}`],
    ['PUT', `/api/v1/admin/${r}/${NO_ID}`],
    ['DELETE', `/api/v1/admin/${r}/${NO_ID}`],
  ]),
];

/** What staff do every match day: the queues, the orders, the gate, the results, the figures, looking things up; and what staff get (no record has NO_ID; the gate wants a code). */
const STAFF_WORK: [string, string, number][] = [
  ['GET', '/api/v1/admin/purchases', 200],
  ['GET', '/api/v1/admin/orders', 200],
  ['GET', '/api/v1/admin/users', 200],
  ['GET', '/api/v1/admin/products', 200],
  ['GET', '/api/v1/admin/competition-results', 200],
  ['GET', '/api/v1/admin/matches', 200],
  ['GET', '/api/v1/admin/dashboard', 200],
  ['GET', '/api/v1/admin/settings/1', 200],
  ['GET', '/api/v1/admin/audit-log', 200],
  ['GET', '/api/v1/admin/check-in/matches', 200],
  ['GET', '/api/v1/admin/exports/orders.csv', 200],
  ['POST', `/api/v1/admin/purchases/${NO_ID}/approve`, 404],
  ['PUT', `/api/v1/admin/orders/${NO_ID}`, 404],
  ['POST', '/api/v1/admin/check-in', 400],
];

describe('roles', () => {
  it.each(ADMIN_ONLY)('%s %s is refused to fans and staff (403) and to visitors (401), before anything is read', async (method, path) => {
    for (const [token, status] of [[fan, 403], [staff, 403], [undefined, 401]] as const) {
      const res = await api.call(method, path, { token, json: method === 'DELETE' ? undefined : { role: 'admin', name: 'x' } });
      expect(res.status, `${method} ${path} as ${token === fan ? 'fan' : token === staff ? 'staff' : 'visitor'}`).toBe(status);
      expect(res.body.success).toBe(false);
    }
  });

  it.each(STAFF_WORK)('%s %s is open to staff (%i), refused to fans', async (method, path, status) => {
    const body = method === 'GET' ? undefined : { status: 'paid' };
    const asStaff = await api.call(method, path, { token: staff, json: body });
    expect(asStaff.status, 'staff').toBe(status);
    expect((await api.call(method, path, { token: fan, json: body })).status, 'fan').toBe(403);
  });

  it('lets an admin do what staff cannot', async () => {
    const res = await api.call('POST', '/api/v1/admin/categories', { token: admin, json: { name: 'Test role category', name_th: 'หมวดทดสอบสิทธิ์' } });
    expect(res.status).toBe(201);
    await api.call('DELETE', `/api/v1/admin/categories/${res.body.data.id}`, { token: admin });
  });
});
