import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { startFakeCompetition, type FakeCompetition } from '@club/competition-fake';
import { clubScore, type CompetitionFeed } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { eventually } from '../../test/fixtures.js';

// The api test files share one database: this file is the only one that touches the competition tables.
const CLUB = 'บางกอก ธันเดอร์ เอฟซี';
const THAI = /[\u0E00-\u0E7F]/;

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let fake: FakeCompetition;
let fakePort: number;
let redis: Redis;
let queue: Queue;
let staff: string;
let fan: string;
/** GET /competition/matches before the worker ever ran. */
let neverFetched: any;

const db = () => api.database.db;
const matches = async () => (await api.call('GET', '/api/v1/competition/matches')).body.data;
const standings = async () => (await api.call('GET', '/api/v1/competition/standings')).body.data;
const snapshotOf = async (kind: CompetitionFeed) =>
  (await db().select().from(schema.competitionSnapshots).where(eq(schema.competitionSnapshots.kind, kind)))[0];
const putResult = (id: string, json: unknown, token = staff) => api.call('PUT', `/api/v1/admin/competition-results/${id}`, { token, json });

/** Nothing queued or running on the competition queue (the scheduler's next run waits as a delayed job). */
const queueIdle = async () => {
  const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
  return Object.values(counts).every((n) => n === 0);
};

/** Staff ask for a sync; resolves once the worker has written both feeds (a good copy or an error) since. */
async function syncNow() {
  const since = new Date();
  const res = await api.call('POST', '/api/v1/admin/competition/sync', { token: staff });
  expect(res.status).toBe(202);
  await eventually(async () => {
    for (const kind of ['matches', 'standings'] as const) {
      const row = await snapshotOf(kind);
      const wrote = [row?.fetchedAt, row?.lastErrorAt].some((d) => d && d >= since);
      if (!wrote) return false;
    }
    return queueIdle();
  });
}

beforeAll(async () => {
  fake = await startFakeCompetition();
  fakePort = Number(new URL(fake.url).port);
  api = await startTestApi();
  neverFetched = await matches();
  // A short timeout, so the slow service is given up on quickly.
  worker = await startTestWorker(api, { COMPETITION_BASE_URL: fake.url, COMPETITION_TIMEOUT_MS: '500' });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  fan = (await api.signUp()).token;
  redis = new Redis(api.config.REDIS_URL, { maxRetriesPerRequest: 1 });
  queue = new Queue('competition', { connection: redis, prefix: api.config.QUEUE_PREFIX });
  // The sync at start-up: both feeds stored, and no job of it still running.
  await eventually(async () => (await snapshotOf('matches'))?.fetchedAt && (await snapshotOf('standings'))?.fetchedAt && queueIdle());
});
afterAll(async () => {
  await worker?.close();
  await queue?.close();
  redis?.disconnect();
  await api?.close();
  await fake?.close();
});

describe('match results and the table from the competition service', () => {
  it('answers an empty, stale list before the first fetch', () => {
    expect(neverFetched).toEqual({ fetched_at: null, stale: true, club_name_th: CLUB, matches: [] });
  });

  it('fills both feeds on the first sync: upcoming and finished matches of the club, and the full table', async () => {
    const m = await matches();
    expect(m).toMatchObject({ stale: false, club_name_th: CLUB, fetched_at: expect.any(String) });
    expect(m.matches).toHaveLength(15);
    const finished = m.matches.filter((x: any) => x.match_status === 2);
    const upcoming = m.matches.filter((x: any) => x.match_status === 0);
    expect(finished).toHaveLength(8);
    expect(upcoming).toHaveLength(7);
    expect(m.matches.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(m.matches.every((x: any) => x.manual === false && (x.home_team_name === CLUB || x.away_team_name === CLUB))).toBe(true);
    expect(finished[0]).toMatchObject({
      id: expect.any(String), home_goal_count: expect.any(Number), away_goal_count: expect.any(Number),
      tournament_name: expect.stringMatching(THAI), tournament_name_en: expect.stringMatching(/Thai League 1/),
      stage_name: expect.stringMatching(THAI), stadium_name: expect.stringMatching(THAI), start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(upcoming.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(upcoming.every((x: any) => x.home_goal_count === null && x.away_goal_count === null)).toBe(true);
    expect(new Set(finished.map((x: any) => clubScore(x, CLUB)!.result))).toEqual(new Set(['win', 'draw', 'lose']));

    const s = await standings();
    expect(s).toMatchObject({ stale: false, club_name_th: CLUB, fetched_at: expect.any(String) });
    expect(s.standings).toHaveLength(16);
    expect(s.standings.map((r: any) => r.current_rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(s.standings.find((r: any) => r.tournament_team_name === CLUB)).toMatchObject({
      tournament_team: '1024', tournament_team_name_en: 'Bangkok Thunder FC', match_play: 8, win: 5, draw: 2, lose: 1, point: 17,
    });
    expect((await snapshotOf('matches'))!.lastError).toBeNull();
  });

  it('lets staff enter a result that wins over the feed, keeps it through a sync, and gives the feed back when cleared', async () => {
    const feed = (await matches()).matches.find((x: any) => x.match_status === 2 && x.attendance_number !== null);
    const corrected = await putResult(feed.id, { home_goal_count: '5', away_goal_count: 4, attendance_number: 20_123 });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data).toMatchObject({
      id: feed.id, manual: true, home_goal_count: 5, away_goal_count: 4, attendance_number: 20_123, match_status: 2,
      feed: { home_goal_count: feed.home_goal_count, away_goal_count: feed.away_goal_count, attendance_number: feed.attendance_number, match_status: 2 },
      updated_by_name: expect.any(String), updated_at: expect.any(String),
    });

    const shown = async () => (await matches()).matches.find((x: any) => x.id === feed.id);
    expect(await shown()).toMatchObject({ manual: true, home_goal_count: 5, away_goal_count: 4, attendance_number: 20_123 });
    await syncNow();
    expect(await shown()).toMatchObject({ manual: true, home_goal_count: 5, away_goal_count: 4 });

    const list = await api.call('GET', `/api/v1/admin/competition-results?filter=${encodeURIComponent(JSON.stringify({ manual: true }))}`, { token: staff });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('competition-results 0-0/1');
    expect(list.body.data.map((r: any) => r.id)).toEqual([feed.id]);
    expect((await api.call('GET', `/api/v1/admin/competition-results/${feed.id}`, { token: staff })).body.data).toMatchObject({ id: feed.id, manual: true });

    const cleared = await api.call('DELETE', `/api/v1/admin/competition-results/${feed.id}`, { token: staff });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ manual: false, home_goal_count: feed.home_goal_count, updated_at: null });
    expect(await shown()).toEqual(feed);

    const audit = await db().select().from(schema.auditLog)
      .where(and(eq(schema.auditLog.entityType, 'competition_match'), eq(schema.auditLog.entityId, feed.id)));
    expect(audit.map((a) => a.action)).toEqual(['competition_result.set', 'competition_result.cleared']);
    expect(audit[0]!.changes).toMatchObject({ from: { home_goal_count: feed.home_goal_count, manual: false }, to: { home_goal_count: 5, away_goal_count: 4 } });
  });

  it('refuses a result before kick-off (409) and for a match the feed does not have (404)', async () => {
    const upcoming = (await matches()).matches.find((x: any) => x.match_status === 0);
    const early = await putResult(upcoming.id, { home_goal_count: 1, away_goal_count: 0 });
    expect(early.status).toBe(409);
    expect((await putResult('999999', { home_goal_count: 1, away_goal_count: 0 })).status).toBe(404);
    expect((await api.call('GET', '/api/v1/admin/competition-results/no%20such', { token: staff })).status).toBe(404);
    expect((await api.call('DELETE', '/api/v1/admin/competition-results/999999', { token: staff })).status).toBe(404);
  });

  it('refuses bad result input with 400 and writes nothing', async () => {
    const finished = (await matches()).matches.find((x: any) => x.match_status === 2);
    for (const body of [{ home_goal_count: -1, away_goal_count: 0 }, { home_goal_count: 'two', away_goal_count: 1 }, { away_goal_count: 1 }, { home_goal_count: 1.5, away_goal_count: 0 }, { home_goal_count: 1, away_goal_count: 0, attendance_number: -5 }]) {
      const res = await putResult(finished.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
    }
    const thai = await api.call('PUT', `/api/v1/admin/competition-results/${finished.id}`, { token: staff, json: { home_goal_count: -1, away_goal_count: 0 }, headers: { 'accept-language': 'th' } });
    expect(thai.body.error.message).toMatch(THAI);
    expect(await db().select().from(schema.competitionResults)).toEqual([]);
  });

  it('keeps the staff calls to staff: 401 without a token, 403 for a fan; the public reads need no token', async () => {
    const finished = (await matches()).matches.find((x: any) => x.match_status === 2);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/admin/competition-results'],
      ['GET', `/api/v1/admin/competition-results/${finished.id}`],
      ['PUT', `/api/v1/admin/competition-results/${finished.id}`, { home_goal_count: 1, away_goal_count: 0 }],
      ['DELETE', `/api/v1/admin/competition-results/${finished.id}`],
      ['POST', '/api/v1/admin/competition/sync'],
    ];
    for (const [method, path, json] of calls) {
      expect((await api.call(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await api.call(method, path, { json, token: fan })).status, `${method} ${path}`).toBe(403);
    }
    expect((await api.call('GET', '/api/v1/competition/matches')).status).toBe(200);
    expect((await api.call('GET', '/api/v1/competition/standings', { token: fan })).status).toBe(200);
  });

  it('lists matches for staff with search, status filter, sort and range', async () => {
    const list = (filter: object, extra = '') =>
      api.call('GET', `/api/v1/admin/competition-results?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`, { token: staff });
    const all = await list({});
    expect(all.headers.get('content-range')).toBe('competition-results 0-14/15');
    const dates = all.body.data.map((r: any) => `${r.start_date} ${r.start_time}`);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list({ status: 'finished' })).body.data).toHaveLength(8);
    expect((await list({ status: 'upcoming' })).body.data).toHaveLength(7);
    expect((await list({ q: 'phuket' })).body.data).toHaveLength(1);
    expect((await list({ q: 'ภูเก็ต' })).body.data).toHaveLength(1);
    const page = await list({}, `&sort=${encodeURIComponent('["start_date","ASC"]')}&range=${encodeURIComponent('[2,4]')}`);
    expect(page.headers.get('content-range')).toBe('competition-results 2-4/15');
    expect(page.body.data.map((r: any) => `${r.start_date} ${r.start_time}`)).toEqual([...dates].reverse().slice(2, 5));
    expect((await list({ status: 'played' })).status).toBe(400);
  });

  describe('when the service fails, the last good copy is served, marked stale, and the error recorded', () => {
    async function expectLastGoodCopy(before: { matches: any; standings: any; payload: unknown }, error: RegExp) {
      const row = await snapshotOf('matches');
      expect(row!.lastError).toMatch(error);
      expect(row!.lastErrorAt!.getTime()).toBeGreaterThan(row!.fetchedAt!.getTime());
      expect(row!.payload).toEqual(before.payload);
      expect((await snapshotOf('standings'))!.lastError).toMatch(error);
      const [m, s] = [await matches(), await standings()];
      expect(m).toEqual({ ...before.matches, stale: true });
      expect(s).toEqual({ ...before.standings, stale: true });
    }
    const current = async () => ({ matches: await matches(), standings: await standings(), payload: (await snapshotOf('matches'))!.payload });

    it('the service down (connection refused)', async () => {
      const before = await current();
      await fake.close();
      try {
        await syncNow();
        await expectLastGoodCopy(before, /cannot reach the service \(ECONNREFUSED\)/);
      } finally {
        fake = await startFakeCompetition({ port: fakePort });
      }
      await syncNow();
      expect((await matches()).stale).toBe(false);
    });

    it('the service answering 503', async () => {
      const before = await current();
      fake.setMode('down');
      await syncNow();
      await expectLastGoodCopy(before, /HTTP 503/);
      fake.setMode('normal');
    });

    it('a timeout (an answer slower than COMPETITION_TIMEOUT_MS)', async () => {
      const before = await current();
      fake.setMode('slow');
      const started = Date.now();
      await syncNow();
      expect(Date.now() - started).toBeLessThan(10_000);
      await expectLastGoodCopy(before, /no answer within 500 ms/);
      fake.setMode('normal');
    });

    it('a malformed body: nothing of it is written, not even its good rows', async () => {
      const before = await current();
      fake.setMode('malformed');
      await syncNow();
      await expectLastGoodCopy(before, /unexpected answer/);
      fake.setMode('normal');
      await syncNow();
      const after = await matches();
      expect(after.stale).toBe(false);
      expect(after.matches).toEqual(before.matches.matches);
      expect((await snapshotOf('matches'))!.lastError).toBeNull();
    });
  });

  it('marks a copy stale when its last good fetch is older than COMPETITION_STALE_MS', async () => {
    const hourAgo = new Date(Date.now() - 3_600_000);
    await db().update(schema.competitionSnapshots).set({ fetchedAt: hourAgo }).where(eq(schema.competitionSnapshots.kind, 'standings'));
    expect((await standings()).stale).toBe(true);
    expect((await matches()).stale).toBe(false);
    await syncNow();
    expect((await standings()).stale).toBe(false);
  });

  it('stores an empty season as a good answer: no matches, everyone on zero, not stale', async () => {
    fake.setMode('empty');
    await syncNow();
    const m = await matches();
    expect(m).toMatchObject({ stale: false, matches: [] });
    const s = await standings();
    expect(s.stale).toBe(false);
    expect(s.standings).toHaveLength(16);
    expect(s.standings.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(s.standings.every((r: any) => r.match_play === 0 && r.point === 0)).toBe(true);
    expect(await db().select().from(schema.competitionSnapshots).where(gte(schema.competitionSnapshots.lastErrorAt, new Date(0)))).toEqual([]);
    expect((await api.call('GET', '/api/v1/admin/competition-results', { token: staff })).headers.get('content-range')).toBe('competition-results 0-0/0');
    fake.setMode('normal');
  });
});
