import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { purchaseLifecycle, schema } from '@club/db';
import { spread } from '../../../../packages/db/src/zone-places.js';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch, zoneOf } from '../../test/fixtures.js';

// Issue 31, item 7: a zone's places lie in shards (match_zone_shards) so buyers of one match do not
// all queue on one row. Whatever races them (buyers, staff changing the places, cancellations, the
// sweep), the shards' sum and the places held always make the zone's places: none oversold, none lost.

let api: TestApi;
let admin: string;
const db = () => api.database.db;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

const buy = (token: string, matchId: string, quantity: number) =>
  api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity, phone: '0812345678' } });

const shardsOf = async (matchId: string) => db().select({ shard: schema.matchZoneShards.shard, available: schema.matchZoneShards.available })
  .from(schema.matchZoneShards).where(eq(schema.matchZoneShards.matchId, matchId)).orderBy(schema.matchZoneShards.shard);

/** Places left (the shards' sum) and places held by purchases that have not given them back. */
async function ledger(matchId: string): Promise<{ left: number; held: number }> {
  const left = (await shardsOf(matchId)).reduce((sum, s) => sum + s.available, 0);
  const [row] = await db().select({ n: sql<number>`coalesce(sum(${schema.purchases.quantity}), 0)::int` }).from(schema.purchases)
    .where(and(eq(schema.purchases.matchId, matchId), isNull(schema.purchases.seatsReleasedAt)));
  return { left, held: row!.n };
}

describe('a zone\'s places in shards', () => {
  it('spreads places evenly over as many shards as give each at least 25, and sends a shortfall to the check', () => {
    expect(spread(400, 8)).toEqual([50, 50, 50, 50, 50, 50, 50, 50]);
    expect(spread(103, 8)).toEqual([26, 26, 26, 25, 0, 0, 0, 0]);
    expect(spread(49, 8)).toEqual([49, 0, 0, 0, 0, 0, 0, 0]);
    expect(spread(0, 2)).toEqual([0, 0]);
    expect(spread(-3, 3)).toEqual([-3, 0, 0]);
  });

  it('a new match zone gets up to 8 shards holding all its places, read as their sum', async () => {
    const matchId = await createMatch(db(), { seats: 1_000 });
    expect((await shardsOf(matchId)).map((s) => s.available)).toEqual(Array(8).fill(125));
    const zoneId = await zoneOf(db(), matchId);
    const zones = (await api.call('GET', `/api/v1/admin/match-zones?filter=${JSON.stringify({ match_id: matchId })}`, { token: admin })).body.data;
    expect(zones.find((z: { zone_id: string }) => z.zone_id === zoneId)).toMatchObject({ available: 1_000 });
  });

  it('never oversells nor loses a place: fans racing for the last ones while staff add and remove places, fans cancel and the sweep expires holds', async () => {
    const CAPACITY = 300;
    const matchId = await createMatch(db(), { seats: CAPACITY });
    const zoneId = await zoneOf(db(), matchId);
    const fans = await Promise.all(Array.from({ length: 40 }, () => api.signUp()));
    let staffChange = 0;
    const staff = async (change: number) => {
      const res = await api.call('PUT', `/api/v1/admin/match-zones/${matchId}:${zoneId}`, { token: admin, json: { seats_change: change } });
      if (res.status === 200) staffChange += change;
      else expect(res.status).toBe(400);
    };
    const cancelled: string[] = [];
    // 40 fans, 4 purchases each of 1–3 places (up to 480 asked for 300 places), at once with staff changes and cancellations.
    const answers = await Promise.all([
      ...fans.flatMap((fan, f) => Array.from({ length: 4 }, async (_, k) => {
        const res = await buy(fan.token, matchId, 1 + ((f + k) % 3));
        if (res.status === 201 && (f + k) % 7 === 0) {
          const gone = await api.call('DELETE', `/api/v1/purchases/${res.body.data.id}/cancel`, { token: fan.token });
          if (gone.status === 200) cancelled.push(res.body.data.id);
        }
        return res;
      })),
      staff(+20), staff(-15), staff(+5), staff(-10),
    ]);
    const purchases = answers.filter((a): a is Awaited<ReturnType<typeof buy>> => a !== undefined);
    expect(purchases.every((a) => a.status === 201 || a.status === 409)).toBe(true);
    expect(cancelled.length).toBeGreaterThan(0);
    // The sweep expires some holds (their window passed) while fans buy what they give back.
    const toExpire = purchases.filter((a) => a.status === 201 && !cancelled.includes(a.body.data.id)).slice(0, 5).map((a) => a.body.data.id as string);
    await db().update(schema.purchases).set({ expiresAt: new Date(Date.now() - 1_000) }).where(sql`${schema.purchases.id} in ${toExpire}`);
    const late = await api.signUp();
    const [expired] = await Promise.all([purchaseLifecycle.expireUnpaid(db()), buy(late.token, matchId, 2), buy(late.token, matchId, 1)]);
    expect(expired).toBe(5);

    const { left, held } = await ledger(matchId);
    expect(left + held).toBe(CAPACITY + staffChange);
    expect((await shardsOf(matchId)).every((s) => s.available >= 0)).toBe(true);

    // Whatever is left, however it lies over the shards, is bought to the last place (none stranded in a shard too small).
    const drainers = await Promise.all(Array.from({ length: Math.ceil(left / 9) + 1 }, () => api.signUp()));
    for (const quantity of [3, 1]) {
      for (const fan of drainers) while ((await buy(fan.token, matchId, quantity)).status === 201);
    }
    const end = await ledger(matchId);
    expect(end).toEqual({ left: 0, held: CAPACITY + staffChange });
  }, 180_000);

  it('gives a cancelled hold\'s places back to the shards, and a late slip takes them again', async () => {
    const matchId = await createMatch(db(), { seats: 200 });
    const fan = await api.signUp();
    const bought = await buy(fan.token, matchId, 4);
    expect(bought.status).toBe(201);
    expect(await ledger(matchId)).toEqual({ left: 196, held: 4 });
    expect((await api.call('DELETE', `/api/v1/purchases/${bought.body.data.id}/cancel`, { token: fan.token })).status).toBe(200);
    expect(await ledger(matchId)).toEqual({ left: 200, held: 0 });
    const second = await buy(fan.token, matchId, 3);
    await db().update(schema.purchases).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(schema.purchases.id, second.body.data.id));
    expect(await purchaseLifecycle.expireUnpaid(db())).toBe(1);
    expect(await ledger(matchId)).toEqual({ left: 200, held: 0 });
    // Its slip arrives late, is read, and staff approve: the places are taken again.
    const [staff] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, ADMIN.email));
    expect((await db().transaction((tx) => purchaseLifecycle.markVerifying(tx, second.body.data.id))).ok).toBe(true);
    const moved = await db().transaction((tx) => purchaseLifecycle.approve(tx, staff!.id, second.body.data.id));
    expect(moved.ok).toBe(true);
    expect(await ledger(matchId)).toEqual({ left: 197, held: 3 });
  });
});
