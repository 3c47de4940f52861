/**
 * The places a match has left of a zone, kept in shards (match_zone_shards) so that buyers of one
 * zone do not all queue on one row: a hold takes from one shard (purchase-lifecycle.ts's seatHold),
 * and what is left is their sum. Everything that reads or changes a zone's places goes through
 * here: figures read `placesLeft`/`matchZonePlaces`, staff and season quotas change the total with
 * `changePlaces` (all shards locked in order, the new total spread again), a purchase giving its
 * places back adds them to the emptiest shard (`givePlacesBack`).
 */
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from './client.js';
import { matchZoneShards, matchZones } from './schema/index.js';

/** At most this many shards a zone (match_zone_shards_shard_check), … */
export const MAX_SHARDS = 8;
/** … each made with at least this many places (a small zone has fewer shards, a zone of fewer than 50 one). */
export const PLACES_PER_SHARD = 25;

/** How many shards a zone of `places` gets. */
export const shardCount = (places: number): number => Math.min(MAX_SHARDS, Math.max(1, Math.floor(places / PLACES_PER_SHARD)));

/**
 * How `total` places lie over `n` shards: evenly over as many as give each at least
 * PLACES_PER_SHARD (so a buyer of up to 25 finds them in one shard), the others empty. A negative
 * total lands on shard 0, where the database's check refuses it.
 */
export function spread(total: number, n: number): number[] {
  if (total < 0) return Array.from({ length: n }, (_, i) => (i ? 0 : total));
  const k = Math.min(n, Math.max(1, Math.floor(total / PLACES_PER_SHARD)));
  return Array.from({ length: n }, (_, i) => (i < k ? Math.floor(total / k) + (i < total % k ? 1 : 0) : 0));
}

/** The places left of a match's zone, as an SQL expression (0 when it has no shards). */
export const placesLeft = (matchId: string | SQLWrapper, zoneId: string | SQLWrapper) =>
  sql<number>`(select coalesce(sum(s.available), 0)::int from ${matchZoneShards} s where s.match_id = ${matchId} and s.zone_id = ${zoneId})`;

/**
 * The places left of the match zone a query reads, as a column of it (match_zones by its own name,
 * not aliased; spelled out, as drizzle leaves a one-table select's columns bare).
 */
export const matchZonePlaces = placesLeft(sql`"match_zones"."match_id"`, sql`"match_zones"."zone_id"`);

/** The places left of a match's zone (0 when it has no shards). */
export async function placesLeftOf(db: Db | Tx, matchId: string, zoneId: string): Promise<number> {
  const [row] = await db.select({ n: matchZonePlaces }).from(matchZones).where(and(eq(matchZones.matchId, matchId), eq(matchZones.zoneId, zoneId)));
  return row?.n ?? 0;
}

/**
 * Shards for new match zones, `places` of each spread over as many shards as its capacity (or its
 * places, if more) allows. Nothing for a zone that has them already.
 */
export async function createShards(tx: Db | Tx, zones: { matchId: string; zoneId: string; places: number; capacity?: number }[]): Promise<void> {
  const rows = zones.flatMap((z) => spread(z.places, shardCount(Math.max(z.capacity ?? 0, z.places)))
    .map((available, shard) => ({ matchId: z.matchId, zoneId: z.zoneId, shard, available })));
  if (rows.length) await tx.insert(matchZoneShards).values(rows).onConflictDoNothing();
}

/**
 * Add `change` places to a match zone (fewer when negative), its shards locked in order and the new
 * total spread again over them. Short of places (the total would fall below zero): `refuse`
 * changes nothing and answers false, `clamp` leaves none, `raise` writes it so the database refuses
 * it (match_zone_shards_available_check, which fails the caller's transaction). `limitedOnly`
 * leaves a zone with no limit alone. Answers whether the change was made (a zone with no shards: false).
 */
export async function changePlaces(
  tx: Tx,
  matchId: string,
  zoneId: string,
  change: number,
  { short = 'raise', limitedOnly = false }: { short?: 'refuse' | 'clamp' | 'raise'; limitedOnly?: boolean } = {},
): Promise<boolean> {
  if (limitedOnly) {
    const [zone] = await tx.select({ unlimited: matchZones.unlimited }).from(matchZones).where(and(eq(matchZones.matchId, matchId), eq(matchZones.zoneId, zoneId)));
    if (!zone || zone.unlimited) return false;
  }
  const shards = await tx.select({ shard: matchZoneShards.shard, available: matchZoneShards.available }).from(matchZoneShards)
    .where(and(eq(matchZoneShards.matchId, matchId), eq(matchZoneShards.zoneId, zoneId))).orderBy(asc(matchZoneShards.shard)).for('update');
  if (!shards.length) return false;
  let total = shards.reduce((sum, s) => sum + s.available, 0) + change;
  if (total < 0 && short === 'refuse') return false;
  if (total < 0 && short === 'clamp') total = 0;
  const target = spread(total, shards.length);
  const changed = shards.flatMap((s, i) => (s.available === target[i] ? [] : [sql`(${s.shard}::smallint, ${target[i]}::int)`]));
  if (changed.length) {
    await tx.execute(sql`update ${matchZoneShards} s set available = t.available
      from (values ${sql.join(changed, sql`, `)}) as t(shard, available)
      where s.match_id = ${matchId} and s.zone_id = ${zoneId} and s.shard = t.shard`);
  }
  return true;
}

/**
 * A match zone's places made `places` whatever was left (a numbered zone's seats made again, none
 * held): its shards made again for that many.
 */
export async function resetPlaces(tx: Tx, matchId: string, zoneId: string, places: number): Promise<void> {
  await tx.delete(matchZoneShards).where(and(eq(matchZoneShards.matchId, matchId), eq(matchZoneShards.zoneId, zoneId)));
  await createShards(tx, [{ matchId, zoneId, places }]);
}

/** Spread a match zone's places again, in a transaction of its own (a buyer wants more than any one shard has). */
export const spreadAgain = (db: Db, matchId: string, zoneId: string): Promise<boolean> =>
  db.transaction((tx) => changePlaces(tx, matchId, zoneId, 0));

/** The most places any one shard of a match zone has. */
export async function largestShard(db: Db | Tx, matchId: string, zoneId: string): Promise<number> {
  const [row] = await db.select({ most: sql<number>`coalesce(max(${matchZoneShards.available}), 0)::int` }).from(matchZoneShards)
    .where(and(eq(matchZoneShards.matchId, matchId), eq(matchZoneShards.zoneId, zoneId)));
  return row?.most ?? 0;
}

/** Places given back to a match zone (a purchase cancelled, expired or rejected): to its emptiest shard; none to a zone with no limit. */
export async function givePlacesBack(tx: Tx, matchId: string, zoneId: string, quantity: number): Promise<void> {
  await tx.execute(sql`update ${matchZoneShards} s set available = s.available + ${quantity}::int
    where s.match_id = ${matchId} and s.zone_id = ${zoneId}
      and s.shard = (select c.shard from ${matchZoneShards} c where c.match_id = ${matchId} and c.zone_id = ${zoneId} order by c.available, c.shard limit 1)
      and not exists (select from ${matchZones} z where z.match_id = ${matchId} and z.zone_id = ${zoneId} and z.unlimited)`);
}
