import type { Redis } from 'ioredis';
import { ERROR_CODES, type QueueDrawDto, type QueueStateDto } from '@club/core';
import { drawnEntries, roomSettings, schema, type Db, type RoomEntry, type RoomSettings } from '@club/db';
import { admissionOf, ensureRoomSeed, joinRoom, loadRoom, placeOf, readRoom, roomKeys, undoJoin } from '@club/waiting-room';
import { eq, sql } from 'drizzle-orm';
import { HttpError, NotFound } from '../../http/errors.js';

const closed = () => new HttpError(409, ERROR_CODES.QUEUE_CLOSED, 'queue.not_open');

/**
 * A fan joins a match's room: the same entry and place however often they join (another tab or
 * device). The room is in Redis; their record (queue_entries) is written before the answer, with
 * the other joins of the moment (`record`: db's roomEntryWriter); a record not written takes the
 * join back, so that joining again is new. A room that should be open but is not in Redis (Redis
 * lost it) is rebuilt from its record first.
 */
export async function join(db: Db, redis: Redis, prefix: string, record: (entry: RoomEntry) => Promise<void>, matchId: string, userId: string, now: Date): Promise<QueueStateDto> {
  let joined = await joinRoom(redis, prefix, matchId, userId);
  if (joined.closed) {
    const settings = await roomSettings(db, matchId);
    if (!settings || settings.queueOpensAt > now || settings.matchDate <= now) throw closed();
    await loadRoom(db, redis, prefix, await ensureRoomSeed(db, settings), now.getTime());
    // Another process (the worker's tick, another request) may be loading it: wait for it a moment.
    for (let i = 0; i < 50; i++) {
      joined = await joinRoom(redis, prefix, matchId, userId);
      if (!joined.closed) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (joined.closed) throw new HttpError(503, ERROR_CODES.QUEUE_CLOSED, 'queue.not_open');
  }
  if (joined.created) {
    // An arrival after the sale start is recorded as joining after it, whatever the clocks say.
    const { entry, position, saleStartsAt } = joined.read;
    const joinedAt = position !== null && joined.joinedAt.getTime() < saleStartsAt ? new Date(saleStartsAt) : joined.joinedAt;
    try {
      await record({ matchId, userId, entry: entry!, joinedAt, position });
    } catch (err) {
      await undoJoin(redis, prefix, matchId, userId, joined);
      throw err;
    }
  }
  return placeOf(joined.read, now.getTime());
}

/** The fan's place: Redis only, no database query. */
export async function place(redis: Redis, prefix: string, matchId: string, userId: string, now: Date): Promise<QueueStateDto> {
  const read = await readRoom(redis, prefix, matchId, userId);
  if (!read) throw closed();
  if (!read.entry) throw new NotFound('queue.not_joined');
  return placeOf(read, now.getTime());
}

/**
 * The one admission check of a purchase (POST /purchases, which the exchange's purchases go
 * through too): while the match's room is on, the buyer's place must be served and their turn not
 * over. Redis first; only a match whose room is not in Redis is looked up (it may have none).
 * Answers whether the room admitted the buyer (a purchase automatic admission times).
 */
export async function refuseUnadmitted(db: Db, redis: Redis, prefix: string, matchId: string, userId: string, now: Date): Promise<boolean> {
  const read = await readRoom(redis, prefix, matchId, userId);
  if (!read) {
    const settings = await cachedRoomSettings(db, matchId, now);
    // No room, or none yet (the sale start refuses it), or its match is over.
    if (!settings || settings.saleStartsAt > now || settings.matchDate <= now) return false;
    throw notAdmitted();
  }
  if (read.saleStartsAt > now.getTime()) return false;
  if (admissionOf(read, now.getTime()) !== 'admitted') throw notAdmitted();
  return true;
}
/**
 * A match's room settings for the admission check, remembered a few seconds per process: most
 * matches have no room, and their purchases should not pay a query for it (a room staff turn on is
 * in Redis within a second, and counts here within ROOM_SETTINGS_TTL_MS).
 */
const ROOM_SETTINGS_TTL_MS = 5000;
const settingsCache = new Map<string, { until: number; settings: Promise<RoomSettings | null> }>();
function cachedRoomSettings(db: Db, matchId: string, now: Date): Promise<RoomSettings | null> {
  const hit = settingsCache.get(matchId);
  if (hit && hit.until > now.getTime()) return hit.settings;
  if (settingsCache.size > 10_000) settingsCache.clear();
  const settings = roomSettings(db, matchId);
  settingsCache.set(matchId, { until: now.getTime() + ROOM_SETTINGS_TTL_MS, settings });
  settings.catch(() => settingsCache.delete(matchId));
  return settings;
}
const notAdmitted = () => new HttpError(409, ERROR_CODES.NOT_ADMITTED, 'queue.not_admitted');

/** The published draw: the seed's hash from the opening; the seed and the drawn entries once drawn. */
export async function draw(db: Db, redis: Redis, prefix: string, matchId: string, now: Date): Promise<QueueDrawDto> {
  const [m] = await db.select({ seedHash: schema.matches.queueSeedHash, seed: schema.matches.queueSeed, saleStartsAt: schema.matches.saleStartsAt })
    .from(schema.matches).where(eq(schema.matches.id, matchId));
  if (!m?.seedHash) throw new NotFound('queue.not_open');
  if (!m.seed || !m.saleStartsAt || m.saleStartsAt > now) return { seedHash: m.seedHash };
  // Drawn: every entry of the pre-queue has its place (in PostgreSQL, the record the draw writes first, then Redis says drawn).
  const phase = await redis.hget(roomKeys(prefix, matchId).state, 'phase');
  const [undrawn] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.queueEntries)
    .where(sql`${schema.queueEntries.matchId} = ${matchId} and ${schema.queueEntries.joinedAt} < ${m.saleStartsAt.toISOString()} and ${schema.queueEntries.position} is null`);
  if (phase !== 'drawn' || (undrawn?.n ?? 0) > 0) return { seedHash: m.seedHash };
  return { seedHash: m.seedHash, seed: m.seed, entries: await drawnEntries(db, matchId, m.saleStartsAt) };
}
