import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { QueueStateDto, QueueTickDto } from '@club/core';
import { drawOrder, seedHashOf } from '@club/core/waiting-room-draw';
import {
  activeShoppers, keepRoomSeed, recordRoomPositions, recordRoomTurns, roomEntries, roomInventory, type Db, type RoomSettings,
} from '@club/db';
import { ADVANCE, FREEZE, JOIN, LATENCY, READ, runScript, UNJOIN } from './scripts.js';

/**
 * A match's waiting room in Redis (issue 31, design note §2–§5). Keys, under the queue prefix the
 * API and worker use, all in the hash slot `{q:<matchId>}`:
 * - `fans`  hash user → entry (32 hex) or `entry,position` once placed: the only per-fan memory;
 * - `state` hash: phase (open: gathering the pre-queue | frozen: the sale started, the draw to make |
 *   drawn), mode (open | standby | sold_out), served, carry, tail (the last place given), pre (the
 *   pre-queue's size), rateNow, held, saleStartsAt, turnMs, lastTick;
 * - `adm`   sorted set: one member `served:ms` (score served) per tick that admitted anyone, so a
 *   fan's turn start is the first member scored at or above their place;
 * - `lock`  a restore in progress;
 * - `lat`   sorted set of the last AUTO_LATENCY_WINDOW_MS's purchase durations (member `ms:random`,
 *   scored by when each finished), fed by the API's admission check, read by automatic admission.
 * PostgreSQL's queue_entries is the record (written in the join, the draw and each admission): a
 * room Redis lost is rebuilt from it (loadRoom).
 */
export function roomKeys(prefix: string, matchId: string) {
  const base = `${prefix}:{q:${matchId}}`;
  return { fans: `${base}:fans`, state: `${base}:state`, adm: `${base}:adm`, lock: `${base}:lock`, lat: `${base}:lat` };
}
/** The set of rooms loaded in Redis (the worker drops those no longer open). */
export const roomsKey = (prefix: string) => `${prefix}:queue:rooms`;
/** The socket.io room of a match's waiting room, and its one event. */
export const queueRoom = (matchId: string) => `queue:${matchId}`;
export const QUEUE_TICK_EVENT = 'queue:tick';
/** Automatic admission: at most this many shoppers in their turn at once, admitted at most this many a second. */
export const AUTO_CEILING_SHOPPERS = 200;
export const AUTO_PER_SECOND = 20;
/**
 * …and while purchases stay quick: the p95 of the purchases of the last AUTO_LATENCY_WINDOW_MS.
 * Above half this ceiling admission slows, linearly, to none at it. 2 s: at its 64-way ceiling the
 * API sells 300–370 purchases a second, about 190 ms each (Little's law), so 2 s is ten times a
 * busy second's wait (the database falling behind, not a burst), and still short of the wait after
 * which a fan takes the buy button for broken and presses it again, adding load.
 */
export const AUTO_CEILING_LATENCY_MS = 2000;
/** 10 s: enough purchases for a p95 in a busy second's hundreds, and a slowdown that ended lets admission resume within it. */
export const AUTO_LATENCY_WINDOW_MS = 10_000;

const newEntry = () => randomBytes(16).toString('hex');
const split = (value: string): { entry: string; position: number | null } => {
  const c = value.indexOf(',');
  return c < 0 ? { entry: value, position: null } : { entry: value.slice(0, c), position: Number(value.slice(c + 1)) };
};

/** A join: whether it was new, the fan's value in `fans` and when (Redis's clock), and their place as it left it. */
export type Joined = { closed: true } | { closed?: false; created: boolean; value: string; joinedAt: Date; read: RoomRead };

/**
 * A fan joins (idempotent: a second join answers the same entry and place), with their place as the
 * join left it (one call to Redis). Closed: the room is not in Redis.
 */
export async function joinRoom(redis: Redis, prefix: string, matchId: string, userId: string): Promise<Joined> {
  const k = roomKeys(prefix, matchId);
  const r = await runScript<string[]>(redis, JOIN, [k.fans, k.state, k.adm], [userId, newEntry()]);
  if (r[0] === 'closed') return { closed: true };
  return { created: r[0] === 'new', value: r[1]!, joinedAt: new Date(Number(r[11])), read: readOf(r) };
}

/** Takes back a new join whose record was not written (the fan's next join is new again). */
export async function undoJoin(redis: Redis, prefix: string, matchId: string, userId: string, joined: { value: string }): Promise<void> {
  await runScript(redis, UNJOIN, [roomKeys(prefix, matchId).fans], [userId, joined.value]);
}

/** A room as one fan reads it. */
export interface RoomRead {
  entry: string | null;
  position: number | null;
  phase: 'open' | 'frozen' | 'drawn';
  mode: 'open' | 'standby' | 'sold_out';
  served: number;
  /** Admissions a minute now. */
  rate: number;
  held: number;
  saleStartsAt: number;
  turnMs: number;
  tail: number;
  /** When the fan's place was admitted (their turn's start). */
  admittedAt: number | null;
}

/** One fan's place: Redis only (no database query). Null: the room is not in Redis. */
export async function readRoom(redis: Redis, prefix: string, matchId: string, userId: string): Promise<RoomRead | null> {
  const k = roomKeys(prefix, matchId);
  const r = await runScript<string[]>(redis, READ, [k.fans, k.state, k.adm], [userId]);
  return r[0] === 'closed' ? null : readOf(r);
}

/** A room as the scripts' PLACE answers it. */
function readOf(r: string[]): RoomRead {
  const [, value, phase, mode, served, rate, held, saleStartsAt, turnMs, tail, at] = r;
  const place = value ? split(value) : { entry: null, position: null };
  return {
    ...place, phase: phase as RoomRead['phase'], mode: mode as RoomRead['mode'], served: Number(served), rate: Number(rate), held: Number(held),
    saleStartsAt: Number(saleStartsAt), turnMs: Number(turnMs), tail: Number(tail), admittedAt: at ? Number(at) : null,
  };
}

/** Whether a fan may buy now: their place is served and their turn has not ended. */
export function admissionOf(read: RoomRead, now: number): 'admitted' | 'not_admitted' | 'expired' {
  if (read.position === null || read.phase !== 'drawn' || read.position > read.served || read.admittedAt === null) return 'not_admitted';
  return now < read.admittedAt + read.turnMs ? 'admitted' : 'expired';
}

/** What the fan's page shows (QueueStateDto); the read must be of a fan who joined. */
export function placeOf(read: RoomRead, now: number): QueueStateDto {
  const base = { entry: read.entry ?? '', position: read.position, saleStartsAt: new Date(read.saleStartsAt).toISOString(), turnEndsAt: null };
  const admission = admissionOf(read, now);
  if (admission === 'admitted') return { ...base, state: 'admitted', ahead: 0, estimatedWaitSeconds: 0, turnEndsAt: new Date(read.admittedAt! + read.turnMs).toISOString() };
  if (admission === 'expired') return { ...base, state: 'expired', ahead: 0, estimatedWaitSeconds: null };
  if (read.mode === 'sold_out') return { ...base, state: 'sold_out', ahead: null, estimatedWaitSeconds: null };
  if (read.position === null || read.phase !== 'drawn') {
    // Before the draw: the pre-queue has no order yet (an arrival's place is known, the wait is not).
    const ahead = read.position === null ? null : Math.max(0, read.position - read.served - 1);
    return { ...base, state: 'waiting', ahead, estimatedWaitSeconds: null };
  }
  const ahead = Math.max(0, read.position - read.served - 1);
  if (read.mode === 'standby') return { ...base, state: 'standby', ahead, estimatedWaitSeconds: null, held: read.held, standbyPosition: read.position - read.served };
  return { ...base, state: 'waiting', ahead, estimatedWaitSeconds: read.rate > 0 ? Math.ceil(((ahead + 1) / read.rate) * 60) : null };
}

/** The room's settings as Redis keeps them (copied from the match on every tick and on a change from the console). */
export async function syncRoomSettings(redis: Redis, prefix: string, s: RoomSettings): Promise<void> {
  await redis.hset(roomKeys(prefix, s.matchId).state, settingsFields(s));
}
const settingsFields = (s: RoomSettings) => ({
  saleStartsAt: s.saleStartsAt.getTime(), turnMs: s.turnMinutes * 60_000, rate: s.perMinute ?? 0, auto: s.auto ? 1 : 0,
  ...(s.auto ? {} : { rateNow: s.perMinute ?? 0 }),
});

/** The room's seed, drawn when it opens and kept in the match (its hash published at once). */
export async function ensureRoomSeed(db: Db, s: RoomSettings): Promise<RoomSettings> {
  if (s.seed) return s;
  const seed = randomBytes(32).toString('hex');
  const kept = await keepRoomSeed(db, s.matchId, seed, seedHashOf(seed));
  return { ...s, ...kept };
}

/**
 * Builds a room in Redis from its record (queue_entries) and the match: at its opening (no entries
 * yet) and after Redis lost it. Places are kept; `served` is the last place whose turn started, and
 * each turn's start is kept, so no one loses a place and no one is admitted twice. One loader at a
 * time (a lock); a room already in Redis is left alone. Answers whether it loaded the room.
 */
export async function loadRoom(db: Db, redis: Redis, prefix: string, s: RoomSettings, now = Date.now()): Promise<boolean> {
  const k = roomKeys(prefix, s.matchId);
  if ((await redis.set(k.lock, '1', 'PX', 60_000, 'NX')) !== 'OK') return false;
  try {
    if (await redis.exists(k.state)) return false;
    const rows = await roomEntries(db, s.matchId);
    await redis.del(k.fans, k.adm);
    const saleStartsAt = s.saleStartsAt.getTime();
    for (let i = 0; i < rows.length; i += 5000) {
      const part = rows.slice(i, i + 5000);
      await redis.hset(k.fans, Object.fromEntries(part.map((r) => [r.userId, r.position === null ? r.entry : `${r.entry},${r.position}`])));
    }
    const pre = rows.filter((r) => r.joinedAt.getTime() < saleStartsAt);
    const maxPosition = rows.reduce((m, r) => Math.max(m, r.position ?? 0), 0);
    const phase = now < saleStartsAt && maxPosition === 0 ? 'open' : pre.every((r) => r.position !== null) ? 'drawn' : 'frozen';
    // Each turn's start, with the last place admitted then.
    const turns = new Map<number, number>();
    for (const r of rows) {
      if (r.turnStartedAt && r.position !== null) turns.set(r.turnStartedAt.getTime(), Math.max(turns.get(r.turnStartedAt.getTime()) ?? 0, r.position));
    }
    let served = 0;
    for (const [at, pos] of [...turns].sort((a, b) => a[0] - b[0])) {
      served = Math.max(served, pos);
      await redis.zadd(k.adm, served, `${served}:${at}`);
    }
    // One command: a join sees the room with its phase and its settings, or not at all (a phase
    // without its sale start failed the join script).
    await redis.hset(k.state, {
      phase, served, carry: 0, tail: phase === 'open' ? 0 : Math.max(pre.length, maxPosition), pre: pre.length,
      mode: 'open', held: 0, lastTick: now, ...settingsFields(s),
    });
    await redis.sadd(roomsKey(prefix), s.matchId);
    return true;
  } finally {
    await redis.del(k.lock);
  }
}

/**
 * The draw at the sale start: the frozen pre-queue ordered by sha256(seed ‖ entry) (core's
 * drawOrder), places written to PostgreSQL first (the record), then to Redis; then admitting starts.
 * Answers the number drawn, or null when there was nothing to draw.
 */
export async function drawRoom(db: Db, redis: Redis, prefix: string, s: RoomSettings): Promise<number | null> {
  const k = roomKeys(prefix, s.matchId);
  if ((await runScript<string | null>(redis, FREEZE, [k.fans, k.state], [])) !== 'frozen') return null;
  if (!s.seed) throw new Error(`room of match ${s.matchId} has no seed`);
  const all = await redis.hgetall(k.fans);
  const userOf = new Map<string, string>();
  for (const [userId, value] of Object.entries(all)) if (!value.includes(',')) userOf.set(value, userId);
  const order = drawOrder(s.seed, [...userOf.keys()]);
  const joinedAt = new Date(s.saleStartsAt.getTime() - 1);
  const rows = order.map((entry, i) => ({ userId: userOf.get(entry)!, entry, joinedAt, position: i + 1 }));
  await recordRoomPositions(db, s.matchId, rows);
  for (let i = 0; i < rows.length; i += 5000) {
    await redis.hset(k.fans, Object.fromEntries(rows.slice(i, i + 5000).map((r) => [r.userId, `${r.entry},${r.position}`])));
  }
  await redis.hset(k.state, 'phase', 'drawn');
  return rows.length;
}

/** Admissions in the last minute, from the room's admission record. */
export async function admittedLastMinute(redis: Redis, prefix: string, matchId: string, now = Date.now()): Promise<number> {
  const k = roomKeys(prefix, matchId);
  const recent = await redis.zrevrange(k.adm, 0, 120);
  if (!recent.length) return 0;
  const parse = (m: string) => { const [served, at] = m.split(':'); return { served: Number(served), at: Number(at) }; };
  const latest = parse(recent[0]!);
  const before = recent.map(parse).find((e) => e.at <= now - 60_000);
  return latest.served - (before?.served ?? 0);
}

/**
 * One tick of a room (the worker, once a second across its processes): opened or restored when
 * Redis has no room, the draw at the sale start, then `served` advanced by the rate (fractions
 * carried) or, automatic, as turns end under AUTO_CEILING_SHOPPERS and slower as purchases near
 * AUTO_CEILING_LATENCY_MS; none while no place is left
 * (standby while seats are in unpaid holds, sold out when none are). Answers the tick to broadcast.
 */
export async function tickRoom(db: Db, redis: Redis, prefix: string, settings: RoomSettings, now = Date.now()): Promise<QueueTickDto> {
  const s = await ensureRoomSeed(db, settings);
  const k = roomKeys(prefix, s.matchId);
  if (!(await redis.exists(k.state))) await loadRoom(db, redis, prefix, s, now);
  await syncRoomSettings(redis, prefix, s);
  // Admitting starts once the draw is done (100,000 entries take seconds): no credit for that time.
  const drew = now >= s.saleStartsAt.getTime() && (await drawRoom(db, redis, prefix, s)) !== null;
  const inv = await roomInventory(db, s.matchId);
  const mode: QueueTickDto['state'] = inv.unlimited || inv.available > 0 || inv.listed > 0 ? 'open' : inv.held > 0 ? 'standby' : 'sold_out';
  const lastTick = Number((await redis.hget(k.state, 'lastTick')) ?? now - 1000);
  const dt = drew ? 0 : Math.min(5000, Math.max(0, now - lastTick));
  let add = 0;
  let rate = s.perMinute ?? 0;
  if (s.auto) {
    // Full speed while purchases take under half the latency ceiling, none at it, linear between;
    // the rate shown is the last minute's, no more than that speed allows now.
    const perSecond = autoSpeed(await purchaseLatencyP95(redis, prefix, s.matchId, now));
    rate = Math.min(await admittedLastMinute(redis, prefix, s.matchId, now), Math.round(perSecond * 60));
    if (mode === 'open') add = Math.min((perSecond * dt) / 1000, Math.max(0, AUTO_CEILING_SHOPPERS - (await activeShoppers(db, s.matchId, s.turnMinutes))));
  } else if (mode === 'open') add = (rate * dt) / 60_000;
  const [served, admitted] = await runScript<[number, number]>(redis, ADVANCE, [k.state, k.adm], [drew ? Date.now() : now, add, mode, inv.held, rate]);
  if (admitted > 0) await recordRoomTurns(db, s.matchId, served - admitted, served, new Date(now));
  return { matchId: s.matchId, served, state: mode, rate, held: inv.held };
}

/** One purchase of a match whose room is on took `ms` (the API's admission check, at the response's end). */
export async function recordPurchaseLatency(redis: Redis, prefix: string, matchId: string, ms: number, now = Date.now()): Promise<void> {
  const member = `${Math.round(ms)}:${randomBytes(4).toString('hex')}`;
  await runScript(redis, LATENCY, [roomKeys(prefix, matchId).lat], [now, member, AUTO_LATENCY_WINDOW_MS]);
}

/** The p95 duration of the match's purchases in the last AUTO_LATENCY_WINDOW_MS (0 when none). */
export async function purchaseLatencyP95(redis: Redis, prefix: string, matchId: string, now = Date.now()): Promise<number> {
  const members = await redis.zrangebyscore(roomKeys(prefix, matchId).lat, now - AUTO_LATENCY_WINDOW_MS, '+inf');
  const ms = members.map((m) => Number(m.slice(0, m.indexOf(':')))).sort((a, b) => a - b);
  return ms.length ? ms[Math.ceil(ms.length * 0.95) - 1]! : 0;
}

/**
 * Automatic admission's speed (fans a second) for the p95 of recent purchases: AUTO_PER_SECOND
 * under half the latency ceiling, none at it, linear between.
 */
export const autoSpeed = (p95Ms: number) => AUTO_PER_SECOND * Math.min(1, Math.max(0, 2 - (2 * p95Ms) / AUTO_CEILING_LATENCY_MS));

/** A room no longer open (its match played, or staff turned it off): its keys go. */
export async function dropRoom(redis: Redis, prefix: string, matchId: string): Promise<void> {
  const k = roomKeys(prefix, matchId);
  await redis.del(k.fans, k.state, k.adm, k.lat);
  await redis.srem(roomsKey(prefix), matchId);
}
