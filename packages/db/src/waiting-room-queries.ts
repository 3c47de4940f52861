/**
 * What a match's waiting room (issue 31) reads of PostgreSQL: the places it can still admit fans to
 * (roomInventory: the ONE reader of the zones' places left for the room, the sum of each zone's
 * shards, match_zone_shards), the rooms the worker keeps, the record a lost room is
 * rebuilt from, and the control room's figures.
 */
import { batched } from '@club/core';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** The rows of a statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Db | Tx, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Places left for sale in the match's open zones (`unlimited` when a zone counts none), seats in
 * unpaid holds (purchases awaiting payment or a slip's check, seats not released), and season
 * holders' tickets listed on the exchange.
 */
export async function roomInventory(db: Db | Tx, matchId: string): Promise<{ available: number; unlimited: boolean; held: number; listed: number }> {
  const rows = await rowsOf<{ available: number; unlimited: boolean; held: number; listed: number }>(db, sql`
    select
      (select coalesce(sum(s.available), 0)::int from match_zones z join match_zone_shards s on s.match_id = z.match_id and s.zone_id = z.zone_id
        where z.match_id = ${matchId} and not z.closed and not z.unlimited) as available,
      (select coalesce(bool_or(z.unlimited), false) from match_zones z where z.match_id = ${matchId} and not z.closed) as unlimited,
      (select coalesce(sum(p.quantity), 0)::int from purchases p
        where p.match_id = ${matchId} and p.status in ('pending', 'verifying') and p.seats_released_at is null) as held,
      (select count(*)::int from exchange_listings l where l.match_id = ${matchId} and l.status = 'listed') as listed`);
  const r = rows[0]!;
  return { available: Number(r.available), unlimited: Boolean(r.unlimited), held: Number(r.held), listed: Number(r.listed) };
}

/** A match's room as its settings say it. */
export interface RoomSettings {
  matchId: string;
  saleStartsAt: Date;
  queueOpensAt: Date;
  perMinute: number | null;
  auto: boolean;
  turnMinutes: number;
  seed: string | null;
  seedHash: string | null;
  matchDate: Date;
}

const roomColumns = sql`id as "matchId", sale_starts_at as "saleStartsAt", queue_opens_at as "queueOpensAt", queue_admit_per_minute as "perMinute",
  queue_auto as auto, queue_turn_minutes as "turnMinutes", queue_seed as seed, queue_seed_hash as "seedHash", match_date as "matchDate"`;

const toSettings = (r: Record<string, unknown>): RoomSettings => ({
  matchId: String(r.matchId), saleStartsAt: new Date(r.saleStartsAt as string), queueOpensAt: new Date(r.queueOpensAt as string),
  perMinute: r.perMinute === null ? null : Number(r.perMinute), auto: Boolean(r.auto), turnMinutes: Number(r.turnMinutes),
  seed: (r.seed as string | null) ?? null, seedHash: (r.seedHash as string | null) ?? null, matchDate: new Date(r.matchDate as string),
});

/** Rooms that are open now (opened, match not yet played): what the worker ticks. */
export async function openRooms(db: Db | Tx, now = new Date()): Promise<RoomSettings[]> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select ${roomColumns} from matches
    where queue_opens_at is not null and queue_opens_at <= ${now.toISOString()} and match_date > ${now.toISOString()} and status = 'scheduled'`);
  return rows.map(toSettings);
}

/** One match's room settings, or null when it has no room. */
export async function roomSettings(db: Db | Tx, matchId: string): Promise<RoomSettings | null> {
  const rows = await rowsOf<Record<string, unknown>>(db, sql`select ${roomColumns} from matches where id = ${matchId} and queue_opens_at is not null`);
  return rows[0] ? toSettings(rows[0]) : null;
}

/** The seed of a room that opens: drawn once (a second call keeps the first); answers the seed kept. */
export async function keepRoomSeed(db: Db | Tx, matchId: string, seed: string, seedHash: string): Promise<{ seed: string; seedHash: string }> {
  await db.execute(sql`update matches set queue_seed = ${seed}, queue_seed_hash = ${seedHash}, updated_at = now() where id = ${matchId} and queue_seed is null`);
  const rows = await rowsOf<{ seed: string; seedHash: string }>(db, sql`select queue_seed as seed, queue_seed_hash as "seedHash" from matches where id = ${matchId}`);
  return rows[0]!;
}

/** A room's record: every fan's entry, place and turn (the room in Redis is rebuilt from it). */
export async function roomEntries(db: Db | Tx, matchId: string): Promise<{ userId: string; entry: string; joinedAt: Date; position: number | null; turnStartedAt: Date | null }[]> {
  const rows = await rowsOf<{ userId: string; entry: string; joinedAt: string; position: number | null; turnStartedAt: string | null }>(db, sql`
    select user_id as "userId", entry, joined_at as "joinedAt", position, turn_started_at as "turnStartedAt"
    from queue_entries where match_id = ${matchId} order by position nulls last, joined_at`);
  return rows.map((r) => ({
    userId: r.userId, entry: r.entry, joinedAt: new Date(r.joinedAt), position: r.position === null ? null : Number(r.position),
    turnStartedAt: r.turnStartedAt ? new Date(r.turnStartedAt) : null,
  }));
}

export interface RoomEntry { matchId: string; userId: string; entry: string; joinedAt: Date; position: number | null }

/** Fans joined: their records, in one statement (each kept as it was when it existed). */
export async function recordRoomEntries(db: Db | Tx, entries: RoomEntry[]): Promise<void> {
  const values = sql.join(entries.map((e) => sql`(${e.matchId}::uuid, ${e.userId}, ${e.entry}, ${e.joinedAt.toISOString()}::timestamptz, ${e.position}::int)`), sql`, `);
  await db.execute(sql`insert into queue_entries (match_id, user_id, entry, joined_at, position) values ${values}
    on conflict (match_id, user_id) do update set position = coalesce(queue_entries.position, excluded.position)`);
}

/**
 * Joins' records written together, a commit per batch rather than per join (joins arrive by the
 * thousand a second at a sale's opening): core's `batched`, each caller learning whether its own
 * record was written. A fan is in a batch at most once: Redis's JOIN answers one of their joins as new.
 */
export function roomEntryWriter(db: Db, batch = 500): (entry: RoomEntry) => Promise<void> {
  return batched(async (entries: RoomEntry[]) => {
    await recordRoomEntries(db, entries);
    return entries.map(() => undefined);
  }, batch);
}

/** The draw's places (and arrivals' places): written in batches, rows the join has not written yet made here. */
export async function recordRoomPositions(db: Db | Tx, matchId: string, rows: { userId: string; entry: string; joinedAt: Date; position: number }[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 2000) {
    const part = rows.slice(i, i + 2000);
    const values = sql.join(part.map((r) => sql`(${matchId}::uuid, ${r.userId}, ${r.entry}, ${r.joinedAt.toISOString()}::timestamptz, ${r.position}::int)`), sql`, `);
    await db.execute(sql`insert into queue_entries (match_id, user_id, entry, joined_at, position) values ${values}
      on conflict (match_id, user_id) do update set position = excluded.position, joined_at = least(queue_entries.joined_at, excluded.joined_at)`);
  }
}

/** Fans at places (from, to] were admitted at `at`: their turn starts. */
export async function recordRoomTurns(db: Db | Tx, matchId: string, from: number, to: number, at: Date): Promise<void> {
  await db.execute(sql`update queue_entries set turn_started_at = ${at.toISOString()}
    where match_id = ${matchId} and position > ${from} and position <= ${to} and turn_started_at is null`);
}

/** The pre-queue's entries in drawn order, as published once the sale started. */
export async function drawnEntries(db: Db | Tx, matchId: string, saleStartsAt: Date): Promise<string[]> {
  const rows = await rowsOf<{ entry: string }>(db, sql`select entry from queue_entries
    where match_id = ${matchId} and joined_at < ${saleStartsAt.toISOString()} and position is not null order by position`);
  return rows.map((r) => r.entry);
}

/** Fans whose turn started within the last `turnMinutes` and who have bought nothing of the match since. */
export async function activeShoppers(db: Db | Tx, matchId: string, turnMinutes: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from queue_entries q
    where q.match_id = ${matchId} and q.turn_started_at > now() - make_interval(mins => ${turnMinutes})
      and not exists (select 1 from purchases p where p.user_id = q.user_id and p.match_id = q.match_id and p.created_at >= q.turn_started_at)`);
  return Number(rows[0]?.n ?? 0);
}

/** The control room's figures of a match from PostgreSQL (the room's own counts come from Redis). */
export async function onSaleFigures(db: Db | Tx, matchId: string) {
  const holds = await rowsOf<{ seats: number; expiring: number }>(db, sql`select
      coalesce(sum(quantity), 0)::int as seats,
      coalesce(sum(quantity) filter (where status = 'pending' and expires_at < now() + interval '1 minute'), 0)::int as expiring
    from purchases where match_id = ${matchId} and status in ('pending', 'verifying') and seats_released_at is null`);
  const perMinute = await rowsOf<{ minute: string; tickets: number; satang: number }>(db, sql`
    select to_char(m.minute at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:00"Z"') as minute,
      coalesce(sum(p.quantity), 0)::int as tickets, coalesce(sum(p.total_satang), 0)::bigint as satang
    from generate_series(date_trunc('minute', now()) - interval '9 minutes', date_trunc('minute', now()), interval '1 minute') as m(minute)
    left join purchases p on p.match_id = ${matchId} and date_trunc('minute', p.created_at) = m.minute and p.status not in ('cancelled', 'expired', 'rejected')
    group by m.minute order by m.minute`);
  const zones = await rowsOf<{ zoneId: string; name: string; nameTh: string; capacity: number; sold: number; held: number; available: number }>(db, sql`
    select v.id as "zoneId", v.name, v.name_th as "nameTh", v.capacity,
      coalesce((select sum(p.quantity) from purchases p where p.match_id = ${matchId} and p.zone_id = v.id and p.status = 'completed' and p.seats_released_at is null), 0)::int as sold,
      coalesce((select sum(p.quantity) from purchases p where p.match_id = ${matchId} and p.zone_id = v.id and p.status in ('pending', 'verifying') and p.seats_released_at is null), 0)::int as held,
      (select coalesce(sum(s.available), 0)::int from match_zone_shards s where s.match_id = z.match_id and s.zone_id = z.zone_id) as available
    from match_zones z join venue_zones v on v.id = z.zone_id where z.match_id = ${matchId} order by v.sort_order, v.code`);
  return {
    holds: { seats: Number(holds[0]?.seats ?? 0), expiringNextMinute: Number(holds[0]?.expiring ?? 0) },
    perMinute: perMinute.map((r) => ({ minute: r.minute, tickets: Number(r.tickets), satang: Number(r.satang) })),
    zones: zones.map((r) => ({ ...r, capacity: Number(r.capacity), sold: Number(r.sold), held: Number(r.held), available: Number(r.available) })),
  };
}
