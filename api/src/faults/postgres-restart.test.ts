import { mkdtemp, rm } from 'node:fs/promises';
import { setTimeout } from 'node:timers/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ADMIN, recordingLogger, startTestApi, startTestWorker, type TestApi } from '../test/harness.js';
import { createMatch, eventually } from '../test/fixtures.js';
import { startMailServer } from '../test/mail-server.js';
import { purchaseAwaitingApproval, ticketsOf } from './purchase.js';
import { closeEach, expectUnavailable, startPrivatePostgres, startSilentListener, type PrivatePostgres } from './servers.js';

let postgres: PrivatePostgres;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let staff: string;
/** The API's pool (openDatabase's default size). */
const POOL_SIZE = 10;
const apiLog = recordingLogger();
const workerLog = recordingLogger();

/**
 * What escaped to the process while the database went away: an 'error' event nobody listened to
 * (which ends a production process) or a rejection nobody awaited. The API and the worker run in
 * this process, so theirs land here.
 */
const escaped: unknown[] = [];
const recordEscaped = (err: unknown) => void escaped.push(err);

beforeAll(async () => {
  process.on('uncaughtException', recordEscaped);
  process.on('unhandledRejection', recordEscaped);
  postgres = await startPrivatePostgres();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-faults-pg-'));
  smtp = await startMailServer();
  // The API migrates and seeds the empty database as on a first start.
  api = await startTestApi({ DATABASE_URL: postgres.url, DATA_DIR: dataDir }, apiLog.logger);
  worker = await startTestWorker(api, { SMTP_URL: smtp.url }, workerLog.logger);
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterEach(() => {
  expect(escaped, 'errors that escaped to the process').toEqual([]);
});
afterAll(async () => {
  await closeEach([
    ['the worker', worker?.close],
    ['the API', api?.close],
    ['the mail server', smtp?.close],
    ['PostgreSQL', postgres?.destroy],
    ['the data folder', dataDir ? () => rm(dataDir, { recursive: true, force: true }) : undefined],
  ]);
  process.off('uncaughtException', recordEscaped);
  process.off('unhandledRejection', recordEscaped);
});

/** What a logger reported since line `from`, by message. */
const loggedSince = (log: ReturnType<typeof recordingLogger>, from: number, msg: string) => log.lines.slice(from).filter((l) => l.msg === msg);

/** A session cookie, as the console keeps it: read by better-auth itself rather than the bearer-token shortcut. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await api.call('POST', '/api/v1/auth/sign-in/email', { json: { email, password } });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/**
 * Every connection of the API's pool can be lent again: as many transactions as it holds run at
 * once. A connection lost while lent out and never given back would leave the pool smaller for good.
 */
async function expectWholePool() {
  let begun = 0;
  let release!: () => void;
  const together = new Promise<void>((resolve) => { release = resolve; });
  const all = Promise.all(Array.from({ length: POOL_SIZE }, () => api.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    begun++;
    await together;
  })));
  try {
    await eventually(async () => begun === POOL_SIZE, 20_000);
  } catch {
    throw new Error(`only ${begun} of the pool's ${POOL_SIZE} connections could be lent at once: the others never came back`);
  } finally {
    release();
  }
  await all;
}

describe('PostgreSQL stopped and started again', () => {
  it('answers 503 in the envelope while it is down and serves again once it is back, without restarting the API', async () => {
    const fan = await api.signUp();
    // Signed in but never used yet: its first call has to look the session up in the database.
    const fresh = await api.signUp();
    const cookie = await sessionCookie(fan.email, fan.password);
    const matchId = await createMatch(api.database.db);

    const calls = {
      'browsing a match': () => api.call('GET', `/api/v1/matches/${matchId}`),
      'the store in Thai': () => api.call('GET', '/api/v1/public/merchandise/products', { headers: { 'accept-language': 'th' } }),
      "a fan's purchases": () => api.call('GET', '/api/v1/purchases', { token: fan.token }),
      'a token not checked yet': () => api.call('GET', '/api/v1/users/profile', { token: fresh.token }),
      'a session cookie': () => api.call('GET', '/api/v1/users/profile', { headers: { cookie } }),
      'the verification queue': () => api.call('GET', '/api/v1/admin/purchases', { token: staff }),
      'signing in': () => api.call('POST', '/api/v1/auth/sign-in/email', { json: { email: fan.email, password: fan.password } }),
    };
    for (const [what, call] of Object.entries(calls)) expect((await call()).status, what).toBe(200);

    const logFrom = apiLog.lines.length;
    await postgres.stop();
    // The pool's idle connections were ended by the server: reported once, and the process carries on.
    await eventually(async () => loggedSince(apiLog, logFrom, 'database connection lost').length > 0);
    for (const [what, call] of Object.entries(calls)) expectUnavailable(await call(), what);
    expect((await calls['the store in Thai']()).body.error.message).toBe('ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่');

    await postgres.start();
    for (const [what, call] of Object.entries(calls)) expect((await call()).status, what).toBe(200);
    expect(loggedSince(apiLog, logFrom, 'database connection lost')).toHaveLength(1);
    expect(loggedSince(apiLog, logFrom, 'database connection restored')).toEqual([expect.objectContaining({ connectionsLost: expect.any(Number) })]);
    await expectWholePool();
  });

  it('survives PostgreSQL killed with work in flight (a call waiting on a lock, a transaction between its statements, idle connections), reporting the loss once', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(api.database.db);
    const browse = () => api.call('GET', `/api/v1/matches/${matchId}`);
    // Several calls at once leave several idle connections in the pool.
    for (const res of await Promise.all(Array.from({ length: 8 }, browse))) expect(res.status).toBe(200);

    // The match row locked by a session of the test's own: the purchase's statement waits on it.
    const holder = new pg.Client({ connectionString: postgres.url });
    holder.on('error', () => {});
    await holder.connect();
    onTestFinished(() => holder.end().catch(() => {}));
    await holder.query('begin');
    await holder.query('select id from matches where id = $1 for update', [matchId]);
    const purchase = api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '081-234-5678' } });
    // A transaction of the API's own pool holding its connection between two statements, as the relay's do.
    let carryOn!: () => void;
    const killed = new Promise<void>((resolve) => { carryOn = resolve; });
    const transaction = api.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await killed;
      await tx.execute(sql`select 1`);
    }).then(() => 'committed', (err: Error) => err);
    // Short transactions back to back, as the relay runs them: when the server goes, some are cut
    // off at BEGIN, some mid-way.
    let hammering = true;
    const hammer = Promise.all(Array.from({ length: 4 }, async () => {
      while (hammering) {
        // A failed one waits a moment: a pool that fails at once would otherwise spin without ever yielding.
        await api.database.db.transaction(async (tx) => { await tx.execute(sql`select 1`); }).catch(() => setTimeout(20));
      }
    }));
    onTestFinished(() => { hammering = false; });
    const waitingOnLock = async () => (await holder.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = 'club'`)).rows[0]!.n > 0;
    await eventually(waitingOnLock, 30_000);
    const idle = await holder.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where state = 'idle' and datname = 'club'`);
    expect(idle.rows[0]!.n, 'idle connections of the pools').toBeGreaterThan(1);

    // The worker back on the database since the last outage (its relay retries once a second, which
    // may be later than this test's setup): otherwise this is the same outage to it, already reported.
    await eventually(async () => workerLog.logged('database connection restored').length === workerLog.logged('database connection lost').length);
    const apiFrom = apiLog.lines.length;
    const workerFrom = workerLog.lines.length;
    await postgres.kill();
    carryOn();
    expectUnavailable(await purchase, 'the purchase waiting on the lock');
    expect(await transaction, 'the transaction caught between its statements').toBeInstanceOf(Error);
    expectUnavailable(await browse(), 'a call while it is down');

    hammering = false;
    await hammer;

    await postgres.start();
    await eventually(async () => (await browse()).status === 200, 30_000);
    await expectWholePool();
    expect((await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '081-234-5678' } })).status).toBe(201);
    // The worker's relay carries on by itself: an event written now reaches the fan's live status.
    const { id } = await purchaseAwaitingApproval(api, fan);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    await eventually(async () => (await ticketsOf(api, fan.token, id)).length === 2, 30_000);

    // One report per process for the outage, however many connections it ended, and one when it is over.
    expect(loggedSince(apiLog, apiFrom, 'database connection lost')).toHaveLength(1);
    expect(loggedSince(workerLog, workerFrom, 'database connection lost')).toHaveLength(1);
    expect(loggedSince(apiLog, apiFrom, 'database connection restored')).toEqual([expect.objectContaining({ connectionsLost: expect.any(Number) })]);
    expect(loggedSince(apiLog, apiFrom, 'database connection restored')[0]!.connectionsLost).toBeGreaterThan(2);
    expect(loggedSince(workerLog, workerFrom, 'database connection restored')).toHaveLength(1);
  }, 90_000);

  it('answers 503, rather than hanging, while the database host takes connections but does not answer', async () => {
    expect((await api.call('GET', '/api/v1/public/merchandise/products')).status).toBe(200);
    await postgres.stop();
    const silent = await startSilentListener(postgres.port);
    try {
      expectUnavailable(await api.call('GET', '/api/v1/public/merchandise/products'));
    } finally {
      await silent.close();
      await postgres.start();
    }
    expect((await api.call('GET', '/api/v1/public/merchandise/products')).status).toBe(200);
  });

  it('takes a purchase made after the restart through the worker as usual', async () => {
    const { fan, id } = await purchaseAwaitingApproval(api);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    await smtp.waitFor(fan.email);
    expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);
  });
});
