import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { drawOrder, seedHashOf } from '@club/core/waiting-room-draw';
import { roomSettings, schema } from '@club/db';
import { recordPurchaseLatency, roomKeys, tickRoom } from '@club/waiting-room';
import { solveChallenge } from 'altcha-lib/v1';
import { io } from 'socket.io-client';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ QUEUE_CHALLENGE: 'off' });
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

const db = () => api.database.db;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A match with a room: sale start `startsIn` ms from now, opened a minute ago. */
async function roomMatch(startsIn: number, opts: { seats?: number; rate?: number | null; auto?: boolean } = {}) {
  const matchId = await createMatch(db(), { seats: opts.seats ?? 100 });
  const startsAt = new Date(Date.now() + startsIn);
  await db().update(schema.matches).set({
    saleStartsAt: startsAt, queueOpensAt: new Date(Math.min(Date.now(), startsAt.getTime()) - 60_000),
    queueAdmitPerMinute: opts.rate === undefined ? 60 : opts.rate, queueAuto: opts.auto ?? false,
  }).where(eq(schema.matches.id, matchId));
  return matchId;
}
const tick = async (matchId: string, now = Date.now()) => tickRoom(db(), api.deps.redis, api.config.QUEUE_PREFIX, (await roomSettings(db(), matchId))!, now);
const join = (token: string, matchId: string, json: unknown = {}, on: TestApi = api) => on.call('POST', `/api/v1/matches/${matchId}/queue`, { token, json });
const place = (token: string, matchId: string, lang = 'en') => api.call('GET', `/api/v1/matches/${matchId}/queue`, { token, headers: { 'accept-language': lang } });
const buy = (token: string, matchId: string, lang = 'en', quantity = 1) =>
  api.call('POST', '/api/v1/purchases', { token, json: { matchId, quantity, phone: '0812345678' }, headers: { 'accept-language': lang } });
const fans = async (n: number) => Promise.all(Array.from({ length: n }, () => api.signUp({ verified: true })));
/** Waits until the match's sale start has passed. */
const untilStart = async (matchId: string) => {
  const [m] = await db().select({ at: schema.matches.saleStartsAt }).from(schema.matches).where(eq(schema.matches.id, matchId));
  await sleep(Math.max(0, m!.at!.getTime() - Date.now() + 50));
};
/**
 * Admissions made as if exactly `ms` had passed since the last tick: the tick is given the clock
 * reading its last tick is set from (its own clock would have moved on by however long a loaded
 * machine took to get to it, and admitted more).
 */
const tickAfter = async (matchId: string, ms: number) => {
  const now = Date.now();
  await api.deps.redis.hset(roomKeys(api.config.QUEUE_PREFIX, matchId).state, 'lastTick', now - ms);
  return tick(matchId, now);
};

describe('joining a waiting room', () => {
  it('keeps one place per fan however often they join, only for a proven address, only while the room is open', async () => {
    const matchId = await roomMatch(10 * 60_000);
    const unverified = await api.signUp();
    const refused = await join(unverified.token, matchId);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('EMAIL_UNVERIFIED');

    const [fan] = await fans(1);
    const first = await join(fan!.token, matchId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ state: 'waiting', position: null, ahead: null, estimatedWaitSeconds: null, turnEndsAt: null });
    expect(first.body.data.entry).toMatch(/^[0-9a-f]{32}$/);
    const again = await join(fan!.token, matchId);
    expect(again.body.data.entry).toBe(first.body.data.entry);
    expect((await place(fan!.token, matchId)).body.data).toEqual(first.body.data);
    const [row] = await db().select().from(schema.queueEntries).where(and(eq(schema.queueEntries.matchId, matchId), eq(schema.queueEntries.userId, fan!.id)));
    expect(row).toMatchObject({ entry: first.body.data.entry, position: null });

    const noRoom = await createMatch(db());
    const closed = await join(fan!.token, noRoom);
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('QUEUE_CLOSED');
    const [other] = await fans(1);
    expect((await place(other!.token, matchId)).status).toBe(404);
  });

  it('lets a fan in the moment they prove their address, though their session said otherwise a moment before', async () => {
    const matchId = await roomMatch(10 * 60_000);
    const fan = await api.signUp();
    expect((await join(fan.token, matchId)).status).toBe(403);
    await db().update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, fan.id));
    expect((await join(fan.token, matchId)).status).toBe(200);
  });

  it('records every join of a crowd once (one fan from two tabs at once too), and takes back a join whose record failed', async () => {
    const matchId = await roomMatch(10 * 60_000);
    const crowd = await fans(40);
    const answers = await Promise.all([...crowd, crowd[0]!].map((fan) => join(fan.token, matchId)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.at(-1)!.body.data.entry).toBe(answers[0]!.body.data.entry);
    const rows = await db().select().from(schema.queueEntries).where(eq(schema.queueEntries.matchId, matchId));
    expect(new Map(rows.map((r) => [r.userId, r.entry]))).toEqual(new Map(crowd.map((fan, i) => [fan.id, answers[i]!.body.data.entry])));

    // The database refuses one fan's record: their join fails, and joining again is new (and recorded).
    const [unlucky] = await fans(1);
    await db().execute(sql.raw(`create function refuse_entry() returns trigger language plpgsql as $$ begin
      if new.user_id = '${unlucky!.id}' then raise exception 'refused'; end if; return new; end $$;
      create trigger refuse_entry before insert on queue_entries for each row execute function refuse_entry()`));
    try {
      expect((await join(unlucky!.token, matchId)).status).toBeGreaterThanOrEqual(500);
    } finally {
      await db().execute(sql.raw('drop trigger refuse_entry on queue_entries; drop function refuse_entry()'));
    }
    const retried = await join(unlucky!.token, matchId);
    expect(retried.status).toBe(200);
    const [row] = await db().select().from(schema.queueEntries).where(and(eq(schema.queueEntries.matchId, matchId), eq(schema.queueEntries.userId, unlucky!.id)));
    expect(row?.entry).toBe(retried.body.data.entry);
  });

  it('asks for the proof-of-work unless QUEUE_CHALLENGE=off, and takes a solution once', async () => {
    const checked = await startTestApi();
    try {
      const matchId = await roomMatch(10 * 60_000);
      const fan = await checked.signUp({ verified: true });
      const none = await join(fan.token, matchId, {}, checked);
      expect(none.status).toBe(400);
      expect(none.body.error.code).toBe('CHALLENGE_FAILED');
      const challenge = (await checked.call('GET', `/api/v1/matches/${matchId}/queue/challenge`, { token: fan.token })).body.data;
      expect(challenge).toMatchObject({ algorithm: 'SHA-256', required: true });
      const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
      const altcha = Buffer.from(JSON.stringify({ algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution!.number, salt: challenge.salt, signature: challenge.signature })).toString('base64');
      const elsewhere = await roomMatch(10 * 60_000);
      expect((await join(fan.token, elsewhere, { altcha }, checked)).status).toBe(400);
      expect((await join(fan.token, matchId, { altcha }, checked)).status).toBe(200);
      const replayed = await join(fan.token, matchId, { altcha }, checked);
      expect(replayed.status).toBe(400);
      expect(replayed.body.error.code).toBe('CHALLENGE_FAILED');
    } finally {
      await checked.close();
    }
  });
});

describe('the draw at the sale start', () => {
  it('orders the pre-queue as drawOrder says, places arrivals after it in order, publishes the seed, and queue:verify agrees', async () => {
    const early = await fans(5);
    const late = await fans(2);
    const matchId = await roomMatch(3000);
    const joined = new Map<string, string>();
    for (const f of early) joined.set(f.id, (await join(f.token, matchId)).body.data.entry);
    const before = await api.call('GET', `/api/v1/matches/${matchId}/queue/draw`);
    expect(before.status).toBe(200);
    expect(Object.keys(before.body.data)).toEqual(['seedHash']);

    await untilStart(matchId);
    await tick(matchId);
    const arrivals = [];
    for (const f of late) arrivals.push((await join(f.token, matchId)).body.data);
    expect(arrivals.map((a) => a.position)).toEqual([6, 7]);

    const after = (await api.call('GET', `/api/v1/matches/${matchId}/queue/draw`)).body.data;
    expect(after.seedHash).toBe(before.body.data.seedHash);
    expect(seedHashOf(after.seed)).toBe(after.seedHash);
    expect(after.entries).toEqual(drawOrder(after.seed, [...joined.values()]));
    for (const f of early) {
      const p = (await place(f.token, matchId)).body.data;
      expect(p.position).toBe(after.entries.indexOf(joined.get(f.id)) + 1);
    }
    const rows = await db().select().from(schema.queueEntries).where(eq(schema.queueEntries.matchId, matchId));
    expect(rows.map((r) => r.position).sort((a, b) => a! - b!)).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const run = promisify(execFile);
    const verified = await run('node', ['--import', 'tsx', 'scripts/queue-verify.ts', '--match', matchId, '--base', api.url], { cwd: new URL('../../../../', import.meta.url).pathname });
    expect(verified.stdout.trim()).toBe('OK 5 entries');
  });
});

describe('admission', () => {
  it('starts admitting once the draw is done, with no credit for the time the draw took', async () => {
    const crowd = await fans(6);
    const matchId = await roomMatch(3000, { rate: 60 });
    // All in the pre-queue (joined before the start, however busy the machine).
    expect((await Promise.all(crowd.map((fan) => join(fan.token, matchId)))).map((r) => r.body.data.position)).toEqual(crowd.map(() => null));
    await untilStart(matchId);
    // The tick that draws found its last tick 5 s and more ago (a draw of 100,000 entries takes that long).
    expect((await tickAfter(matchId, 10_000)).served).toBe(0);
    // The next tick, a second later: one a second at 60 a minute.
    expect((await tickAfter(matchId, 1000)).served).toBe(1);
  });

  it('refuses a purchase without an admission (NOT_ADMITTED, both languages), sells to an admitted fan, and ends the turn', async () => {
    const matchId = await roomMatch(-60_000, { rate: 60 });
    const [a, b, stranger] = await fans(3);
    expect((await join(a!.token, matchId)).body.data.position).toBe(1);
    expect((await join(b!.token, matchId)).body.data).toMatchObject({ position: 2, ahead: 1 });
    const refused = await buy(a!.token, matchId);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'NOT_ADMITTED' });
    expect(refused.body.error.message).not.toBe((await buy(a!.token, matchId, 'th')).body.error.message);

    const t = await tickAfter(matchId, 1000);
    expect(t).toMatchObject({ matchId, served: 1, state: 'open', rate: 60 });
    const admitted = (await place(a!.token, matchId)).body.data;
    expect(admitted).toMatchObject({ state: 'admitted', position: 1, ahead: 0 });
    expect(new Date(admitted.turnEndsAt).getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect((await place(b!.token, matchId)).body.data).toMatchObject({ state: 'waiting', position: 2, ahead: 0, estimatedWaitSeconds: 1 });
    expect((await buy(a!.token, matchId)).status).toBe(201);
    expect((await buy(b!.token, matchId)).body.error.code).toBe('NOT_ADMITTED');
    expect((await buy(stranger!.token, matchId)).body.error.code).toBe('NOT_ADMITTED');
    const [turn] = await db().select({ at: schema.queueEntries.turnStartedAt }).from(schema.queueEntries)
      .where(and(eq(schema.queueEntries.matchId, matchId), eq(schema.queueEntries.userId, a!.id)));
    expect(turn!.at).not.toBeNull();

    // Eleven minutes later (the turn is ten): the turn is over.
    const k = roomKeys(api.config.QUEUE_PREFIX, matchId);
    await api.deps.redis.del(k.adm);
    await api.deps.redis.zadd(k.adm, 1, `1:${Date.now() - 11 * 60_000}`);
    expect((await place(a!.token, matchId)).body.data.state).toBe('expired');
    expect((await buy(a!.token, matchId)).body.error.code).toBe('NOT_ADMITTED');
  });

  it('holds admission while the places left are all in unpaid holds (standby), resumes when they come back, and says sold out', async () => {
    const matchId = await roomMatch(-60_000, { seats: 2, rate: 600 });
    const [a, b, c] = await fans(3);
    for (const f of [a, b, c]) await join(f!.token, matchId);
    await tickAfter(matchId, 100);
    const bought = await buy(a!.token, matchId, 'en', 2);
    expect(bought.status).toBe(201);
    expect(await tickAfter(matchId, 1000)).toMatchObject({ state: 'standby', served: 1, held: 2 });
    expect((await place(c!.token, matchId)).body.data).toMatchObject({ state: 'standby', held: 2, standbyPosition: 2, estimatedWaitSeconds: null });

    expect((await api.call('DELETE', `/api/v1/purchases/${bought.body.data.id}/cancel`, { token: a!.token })).status).toBe(200);
    expect(await tickAfter(matchId, 100)).toMatchObject({ state: 'open', served: 2, held: 0 });
    expect((await place(b!.token, matchId)).body.data.state).toBe('admitted');

    await db().execute(sql`update match_zone_shards set available = 0 where match_id = ${matchId}`);
    expect(await tickAfter(matchId, 1000)).toMatchObject({ state: 'sold_out', served: 2 });
    expect((await place(c!.token, matchId)).body.data.state).toBe('sold_out');
  });
});

describe('automatic admission', () => {
  /** The match's recent purchases took `ms` each (the only ones in its window). */
  const purchasesTook = async (matchId: string, ms: number) => {
    await api.deps.redis.del(roomKeys(api.config.QUEUE_PREFIX, matchId).lat);
    for (let i = 0; i < 20; i++) await recordPurchaseLatency(api.deps.redis, api.config.QUEUE_PREFIX, matchId, ms);
  };

  it('admits nothing while the recent purchases are slower than the ceiling, fewer as they near it, and all it may when they are quick', async () => {
    const matchId = await roomMatch(-60_000, { rate: null, auto: true });
    const waiting = await fans(4);
    for (const f of waiting) await join(f.token, matchId);

    await purchasesTook(matchId, 2500);
    expect(await tickAfter(matchId, 1000)).toMatchObject({ served: 0, state: 'open', rate: 0 });
    // The control room says why: none a minute while the slowest purchases take 2.5 s.
    const control = async () => (await api.call('GET', `/api/v1/admin/matches/${matchId}/on-sale`, { token: admin })).body.data.admission;
    expect((await control()).autoNow).toEqual({ perMinute: 0, purchaseP95Ms: 2500, shoppersCeiling: 200 });
    expect((await place(waiting[0]!.token, matchId)).body.data).toMatchObject({ state: 'waiting', estimatedWaitSeconds: null });

    // 1.5 s is three quarters of the ceiling: half of AUTO_PER_SECOND (20), so 1 in 100 ms.
    await purchasesTook(matchId, 1500);
    expect((await tickAfter(matchId, 100)).served).toBe(1);
    expect((await control()).autoNow).toMatchObject({ perMinute: 600 });

    await purchasesTook(matchId, 100);
    expect((await tickAfter(matchId, 100)).served).toBe(3);
  });

  it("times an admitted fan's purchase of a match whose room is on, and no purchase of a match without one", async () => {
    const roomed = await roomMatch(-60_000, { rate: 60 });
    const plain = await createMatch(db());
    const [fan] = await fans(1);
    await join(fan!.token, roomed);
    await tickAfter(roomed, 1000);
    const lat = (matchId: string) => roomKeys(api.config.QUEUE_PREFIX, matchId).lat;

    expect((await buy(fan!.token, plain)).status).toBe(201);
    expect((await buy(fan!.token, roomed)).status).toBe(201);
    // Recorded as each answer ends, in order on the API's one Redis connection: once the second is
    // there, the first would be too.
    const recorded = await vi.waitFor(async () => {
      const members = await api.deps.redis.zrangebyscore(lat(roomed), '-inf', '+inf');
      expect(members).toHaveLength(1);
      return members;
    });
    expect(Number(recorded[0]!.split(':')[0])).toBeGreaterThan(0);
    expect(await api.deps.redis.pttl(lat(roomed))).toBeGreaterThan(0);
    expect(await api.deps.redis.exists(lat(plain))).toBe(0);
  });
});

describe('a room Redis lost', () => {
  it('is rebuilt from queue_entries: the same places, the same admissions, no one admitted twice', async () => {
    const early = await fans(3);
    const late = await fans(1);
    const matchId = await roomMatch(2000, { rate: 60 });
    for (const f of early) await join(f.token, matchId);
    await untilStart(matchId);
    await tickAfter(matchId, 1000);
    await join(late[0]!.token, matchId);
    await tickAfter(matchId, 1000);
    const all = [...early, ...late];
    const before = await Promise.all(all.map(async (f) => (await place(f.token, matchId)).body.data));
    const admitted = before.filter((p) => p.state === 'admitted').length;
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThan(4);

    const k = roomKeys(api.config.QUEUE_PREFIX, matchId);
    await api.deps.redis.del(k.fans, k.state, k.adm);
    expect((await place(all[0]!.token, matchId)).body.error.code).toBe('QUEUE_CLOSED');
    // A join rebuilds it as the worker's tick would.
    expect((await join(all[0]!.token, matchId)).body.data).toEqual(before[0]);
    const after = await Promise.all(all.map(async (f) => (await place(f.token, matchId)).body.data));
    expect(after).toEqual(before);
    const t = await tickAfter(matchId, 0);
    expect(t.served).toBe(admitted);
  });
});

describe('the control room', () => {
  it('shows the room, and an admin changes the rate live (audited); a fan may do neither', async () => {
    const matchId = await roomMatch(-60_000, { rate: 60 });
    const [fan] = await fans(1);
    await join(fan!.token, matchId);
    await tickAfter(matchId, 1000);
    const seen = await api.call('GET', `/api/v1/admin/matches/${matchId}/on-sale`, { token: admin });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ matchId, room: 'open', waiting: 0, admitted: 1, admission: { perMinute: 60, auto: false, lastMinute: 1 }, holds: { seats: 0, expiringNextMinute: 0 } });
    expect(seen.body.data.perMinute).toHaveLength(10);
    expect(seen.body.data.zones[0]).toMatchObject({ capacity: expect.any(Number), available: 100 });

    expect((await api.call('PUT', `/api/v1/admin/matches/${matchId}/queue`, { token: fan!.token, json: { queue_admit_per_minute: 5, queue_auto: false } })).status).toBe(403);
    expect((await api.call('PUT', `/api/v1/admin/matches/${matchId}/queue`, { token: admin, json: { queue_admit_per_minute: null, queue_auto: false } })).status).toBe(400);
    const changed = await api.call('PUT', `/api/v1/admin/matches/${matchId}/queue`, { token: admin, json: { queue_admit_per_minute: 120, queue_auto: false } });
    expect(changed.status).toBe(200);
    expect(changed.body.data.admission).toMatchObject({ perMinute: 120, auto: false });
    const [audited] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, matchId), eq(schema.auditLog.action, 'match.queue_rate_changed')));
    expect(audited!.changes).toEqual({ queue_admit_per_minute: [60, 120], queue_auto: [false, false] });
    expect(await api.deps.redis.hget(roomKeys(api.config.QUEUE_PREFIX, matchId).state, 'rate')).toBe('120');
  });
});

describe("the worker's tick", () => {
  it('opens the room, draws at the sale start and admits, on its own, telling the pages in queue:<matchId> each second', async () => {
    const worker = await startTestWorker(api);
    const socket = io(api.url, { path: '/socket.io', transports: ['websocket'], auth: {}, reconnection: false, autoConnect: false });
    try {
      const [fan] = await fans(1);
      const matchId = await roomMatch(3000, { rate: 600 });
      (socket.auth as { token?: string }).token = fan!.token;
      const ticks: { matchId: string; served: number; state: string; rate: number }[] = [];
      socket.on('queue:tick', (t) => ticks.push(t));
      await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('connect_error', reject); socket.connect(); });
      socket.emit('queue:join', matchId);
      expect((await join(fan!.token, matchId)).status).toBe(200);
      let state = '';
      for (let i = 0; i < 40 && state !== 'admitted'; i++) {
        await sleep(250);
        state = (await place(fan!.token, matchId)).body.data.state;
      }
      expect(state).toBe('admitted');
      expect((await api.call('GET', `/api/v1/matches/${matchId}/queue/draw`)).body.data.entries).toHaveLength(1);
      expect(ticks.length).toBeGreaterThan(1);
      expect(ticks.at(-1)).toMatchObject({ matchId, served: 1, state: 'open', rate: 600 });
    } finally {
      socket.disconnect();
      await worker.close();
    }
  });
});
