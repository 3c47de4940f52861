import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

/** Every list of the console that speaks ra-data-simple-rest (sort, range, filter). */
const LISTS = [
  'users', 'purchases', 'orders', 'audit-log', 'competition-results', 'products', 'categories', 'banners', 'promo-codes',
  'shipping-methods', 'pickup-locations', 'teams', 'venues', 'bank-accounts', 'matches',
];
/** With the lists that sort by their own fields only (no id). */
const ALL_LISTS = [...LISTS, 'failed-jobs'];

const list = (resource: string, query: Record<string, unknown>) => {
  const params = Object.entries(query).map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');
  return api.call('GET', `/api/v1/admin/${resource}?${params}`, { token: admin });
};

const refused = (res: { status: number; body: any }, what: string) => {
  expect(res.status, what).toBe(400);
  expect(res.body, what).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
};

describe('staff list queries', () => {
  it('refuses a sort field a list does not know, prototype names included, with 400 on every list', async () => {
    for (const resource of ALL_LISTS) {
      for (const field of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'no_such_field']) {
        for (const order of ['ASC', 'DESC']) refused(await list(resource, { sort: [field, order] }), `${resource} sorted by ${field} ${order}`);
      }
    }
  });

  it('still sorts every list by default, by id (react-admin\'s default) and by the columns the console offers', async () => {
    for (const resource of LISTS) {
      expect((await list(resource, {})).status, resource).toBe(200);
      expect((await list(resource, { sort: ['id', 'ASC'] })).status, `${resource} by id`).toBe(200);
    }
    const offered: [string, string][] = [
      ['users', 'email'], ['users', 'phone'], ['users', 'preferredLanguage'], ['users', 'createdAt'],
      ['purchases', 'updatedAt'], ['purchases', 'referenceNumber'], ['purchases', 'quantity'], ['purchases', 'totalAmount'], ['purchases', 'receiptUploadedAt'], ['purchases', 'status'],
      ['orders', 'created_at'], ['audit-log', 'created_at'], ['competition-results', 'start_date'], ['products', 'price'], ['products', 'category_name'],
      ['shipping-methods', 'name_th'], ['matches', 'home_team_name'], ['teams', 'match_count'], ['bank-accounts', 'match_count'],
    ];
    for (const [resource, field] of offered) {
      const res = await list(resource, { sort: [field, 'DESC'] });
      expect(res.status, `${resource} by ${field}`).toBe(200);
      expect(res.body.success).toBe(true);
    }
  });

  it('sorts by the field asked for', async () => {
    const tag = `sortme${Date.now()}`;
    await api.signUp({ name: 'Zz', email: `a-${tag}@club.test` });
    await api.signUp({ name: 'Aa', email: `b-${tag}@club.test` });
    const byName = await list('users', { sort: ['name', 'ASC'], filter: { q: tag } });
    expect(byName.body.data.map((u: { name: string }) => u.name)).toEqual(['Aa', 'Zz']);
    const byEmail = await list('users', { sort: ['email', 'ASC'], filter: { q: tag } });
    expect(byEmail.body.data.map((u: { name: string }) => u.name)).toEqual(['Zz', 'Aa']);
  });

  it('refuses filters keyed by __proto__, constructor or prototype, at any depth, on every list', async () => {
    for (const resource of ALL_LISTS) {
      for (const filter of ['{"__proto__":{"status":"paid"}}', '{"constructor":{"prototype":{"x":1}}}', '{"q":"a","prototype":1}', '{"status":[{"__proto__":{"a":1}}]}']) {
        refused(await list(resource, { filter }), `${resource} filtered by ${filter}`);
      }
    }
  });

  it('refuses filter values of the wrong type with 400, never 500', async () => {
    const wrong: [string, object][] = [
      ['users', { role: 'god' }], ['users', { q: { a: 1 } }], ['users', { role: ['admin'] }],
      ['purchases', { status: { a: 1 } }], ['purchases', { status: ['nope'] }], ['purchases', { matchId: ['x'] }], ['purchases', { refund_owed: 'maybe' }],
      ['orders', { status: { a: 1 } }], ['orders', { q: ['x'] }], ['orders', { awaiting_verification: 'maybe' }], ['orders', { refund_owed: 'maybe' }],
      ['audit-log', { action: { a: 1 } }], ['audit-log', { created_at_gte: 'not a date' }], ['audit-log', { actor_id: ['x'] }],
      ['competition-results', { status: { a: 1 } }], ['competition-results', { q: 5 }],
      ['products', { status: { a: 1 } }], ['products', { category_id: ['x'] }], ['products', { q: { a: 1 } }], ['products', { featured: 'maybe' }],
      ['categories', { q: ['x'] }], ['banners', { active: { a: 1 } }], ['promo-codes', { id: { a: 1 } }], ['shipping-methods', { q: 1 }],
      ['pickup-locations', { active: 'maybe' }], ['teams', { is_home_club: { a: 1 } }], ['bank-accounts', { for_merchandise: ['x'] }],
      ['matches', { status: { a: 1 } }], ['matches', { team_id: ['x'] }], ['matches', { match_date_gte: { a: 1 } }], ['venues', { id: [{ a: 1 }] }], ['failed-jobs', { queue: { a: 1 } }],
    ];
    for (const [resource, filter] of wrong) refused(await list(resource, { filter }), `${resource} filtered by ${JSON.stringify(filter)}`);
    // Not an object at all, or nested thousands deep.
    for (const filter of ['[1,2]', '"text"', '5', 'null', `${'['.repeat(2000)}${']'.repeat(2000)}`]) refused(await list('users', { filter }), `filter ${filter.slice(0, 20)}`);
  });

  it('refuses a range that is not [start, end] of whole numbers', async () => {
    for (const resource of ALL_LISTS) {
      for (const range of ['[0,1e300]', '{"0":0,"1":9}', '[-1,5]', '["0","5"]', '[5,1]', '[0,5000]', '[0.5,2]', '[0]', 'nope']) {
        refused(await list(resource, { range }), `${resource} range ${range}`);
      }
    }
  });
});
