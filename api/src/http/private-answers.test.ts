import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';
import { createMatch, zoneOf } from '../test/fixtures.js';

let api: TestApi;
let fan: Awaited<ReturnType<TestApi['signUp']>>;
let admin: string;
let purchaseId: string;
let matchId: string;

beforeAll(async () => {
  api = await startTestApi();
  fan = await api.signUp();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  matchId = await createMatch(api.database.db);
  const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } });
  expect(bought.status).toBe(201);
  purchaseId = bought.body.data.id;
  // Its tickets issued, as the worker would, so the files can be downloaded.
  await api.database.db.update(schema.purchases).set({ status: 'completed', completedAt: new Date() }).where(eq(schema.purchases.id, purchaseId));
  await api.database.db.insert(schema.tickets).values({ purchaseId, seat: 1, matchId, zoneId: await zoneOf(api.database.db, matchId), ticketNumber: `T-CACHE-${purchaseId.slice(0, 8)}`, holderId: fan.id });
});
afterAll(async () => { await api?.close(); });

const cacheOf = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
  const res = await fetch(`${api.url}${path}`, { method, headers });
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('cache-control') };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('private answers are kept by no cache', () => {
  it("says private, no-store on a signed-in fan's answers, their downloads and their errors", async () => {
    const other = await api.signUp();
    const answers = [
      [`/api/v1/purchases/${purchaseId}`, bearer(fan.token), 200],
      ['/api/v1/users/profile', bearer(fan.token), 200],
      [`/api/v1/purchases/${purchaseId}/tickets.pdf`, bearer(fan.token), 200],
      [`/api/v1/purchases/${purchaseId}/tickets.ics`, bearer(fan.token), 200],
      ['/api/v1/tickets/00000000-0000-4000-8000-000000000000/wallet.pkpass', bearer(fan.token), 404],
      [`/api/v1/purchases/${purchaseId}`, bearer(other.token), 404],
      ['/api/v1/admin/users', bearer(fan.token), 403],
      ['/api/v1/purchases', {}, 401],
      ['/api/v1/purchases', bearer('not-a-token'), 401],
      // A public route asked by a signed-in fan: the answer is theirs.
      ['/api/v1/matches/promoting', bearer(fan.token), 200],
    ] as const;
    for (const [path, headers, status] of answers) {
      expect(await cacheOf(path, headers), path).toEqual({ status, cache: 'private, no-store' });
    }
  });

  it("says so on the console's records and exports, with the session cookie as with a token", async () => {
    for (const path of ['/api/v1/admin/matches', `/api/v1/admin/matches/${matchId}`, '/api/v1/admin/dashboard', '/api/v1/admin/exports/purchases.csv']) {
      expect(await cacheOf(path, bearer(admin)), path).toEqual({ status: 200, cache: 'private, no-store' });
    }
    const signIn = await fetch(`${api.url}/api/v1/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: fan.email, password: fan.password }) });
    expect(signIn.headers.get('cache-control')).toBe('private, no-store');
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(await cacheOf('/api/v1/users/profile', { cookie })).toEqual({ status: 200, cache: 'private, no-store' });
    expect(await cacheOf('/api/v1/auth/get-session', { cookie })).toEqual({ status: 200, cache: 'private, no-store' });
  });

  it('leaves the public answers to anonymous callers as they were', async () => {
    expect((await cacheOf('/api/v1/matches/promoting')).status).toBe(200);
    expect((await cacheOf('/api/v1/matches/promoting')).cache).toBeNull();
    expect((await cacheOf(`/api/v1/matches/${matchId}`)).cache).toBeNull();
    expect((await cacheOf('/api/v1/public/merchandise/products')).cache).toBeNull();
    expect(await cacheOf('/api/v1/auth-providers')).toEqual({ status: 200, cache: 'public, max-age=300' });
    // An unrelated cookie (the site's language) is no credential.
    expect((await cacheOf('/api/v1/matches/promoting', { cookie: 'club_lang=th' })).cache).toBeNull();
  });
});
