import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Queue } from 'bullmq';
import { isNull } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { schema } from '@club/db';
import { ADMIN, recordingLogger, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../test/harness.js';
import { createMatch, eventually } from '../test/fixtures.js';
import { startMailServer } from '../test/mail-server.js';
import { purchaseAwaitingApproval, ticketsOf } from './purchase.js';
import { closeEach, expectUnavailable, startPrivateRedis, type PrivateRedis } from './servers.js';

let redis: PrivateRedis;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
// A database of its own: no other test file's worker relays its outbox, so "nothing left unsent" is this file's alone.
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let tickets: Queue;
let staff: string;
const workerLog = recordingLogger();

beforeAll(async () => {
  redis = await startPrivateRedis();
  smtp = await startMailServer();
  api = await startTestApiOnOwnDatabase({ REDIS_URL: redis.url });
  // Jobs not done a second after their event was relayed are handed over again (see the last test).
  worker = await startTestWorker(api, { SMTP_URL: smtp.url, OUTBOX_REDELIVER_MS: '1000' }, workerLog.logger);
  tickets = new Queue('tickets', { connection: redis.client, prefix: api.config.QUEUE_PREFIX });
  tickets.on('error', () => {});
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await closeEach([
    ['the worker', worker?.close],
    ['the test queue', tickets ? () => tickets.close() : undefined],
    ['the API', api?.close],
    ['the mail server', smtp?.close],
    ['Redis', redis?.destroy],
  ]);
});

/** The fan's live connection, as the fan site opens it, keeping every message it gets. */
async function liveMessages(token: string) {
  const socket: Socket = io(api.url, { path: '/socket.io', auth: { token }, transports: ['websocket'] });
  onTestFinished(() => { socket.disconnect(); });
  const received: { event: string; data: any }[] = [];
  socket.onAny((event: string, data: unknown) => received.push({ event, data }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return received;
}

const unsentEvents = () => api.database.db.select().from(schema.outboxEvents).where(isNull(schema.outboxEvents.publishedAt));
const undoneEvents = () => api.database.db.select().from(schema.outboxEvents).where(isNull(schema.outboxEvents.doneAt));
const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

describe('Redis stopped and started again', () => {
  it('keeps serving what does not need Redis, and delivers every event written meanwhile once it is back', async () => {
    // Approved before the stop: its tickets job waits in Redis (the queue is paused) when Redis goes away.
    const queued = await purchaseAwaitingApproval(api);
    // Decided by staff while Redis is down: one approved, one rejected.
    const approved = await purchaseAwaitingApproval(api);
    const rejected = await purchaseAwaitingApproval(api, approved.fan);
    const live = await liveMessages(approved.fan.token);
    await tickets.pause();
    expect((await api.call('POST', `/api/v1/admin/purchases/${queued.id}/approve`, { token: staff })).status).toBe(200);
    await eventually(async () => (await tickets.getJobs(['waiting'])).some((j) => j.data.purchaseId === queued.id));

    await redis.stop();
    const health = await api.call('GET', '/api/v1/health');
    expect(health.status).toBe(503);
    expect(health.body.data).toMatchObject({ status: 'degraded', redis: { ok: false } });
    // The calls whose rate limits count in Redis are refused rather than left unlimited.
    const matchId = await createMatch(api.database.db);
    expectUnavailable(await api.call('POST', '/api/v1/auth/sign-in/email', { json: ADMIN }), 'sign-in');
    expectUnavailable(await api.call('POST', '/api/v1/auth/sign-up/email', { json: { email: 'late@club.test', password: 'correct-horse-battery', name: 'Late Fan' } }), 'sign-up');
    expectUnavailable(await api.call('POST', '/api/v1/purchases', { token: approved.fan.token, json: { matchId, quantity: 1, phone: '081-234-5678' } }), 'purchase');

    // Browsing and staff decisions need PostgreSQL only; their events wait in the outbox.
    expect((await api.call('GET', `/api/v1/matches/${matchId}`)).status).toBe(200);
    expect((await api.call('GET', '/api/v1/public/merchandise/products')).status).toBe(200);
    expect((await api.call('POST', `/api/v1/admin/purchases/${approved.id}/approve`, { token: staff })).status).toBe(200);
    expect((await api.call('POST', `/api/v1/admin/purchases/${rejected.id}/reject`, { token: staff, json: { reason: 'transfer_not_found' } })).status).toBe(200);
    await eventually(async () => workerLog.logged('outbox relay failed; will retry').length > 0);
    expect((await unsentEvents()).map((e) => e.type).sort()).toEqual(['purchase.approved', 'purchase.rejected', 'purchase.status_changed', 'purchase.status_changed']);

    // Redis keeps no messages for listeners that are away: hold the events back (the relay skips
    // locked rows) until the API listens again, so the test sees their delivery rather than that race.
    const holder = new pg.Client({ connectionString: api.config.DATABASE_URL });
    holder.on('error', () => {});
    await holder.connect();
    onTestFinished(() => holder.end());
    await holder.query('begin');
    await holder.query('select id from outbox_events where published_at is null for update');
    await redis.start();
    await eventually(async () => Number(await redis.client.call('pubsub', 'numpat')) > 0);
    await holder.query('rollback');
    await tickets.resume();

    for (const { fan, id } of [queued, approved]) {
      await smtp.waitFor(fan.email);
      expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);
    }
    await eventually(async () => live.some((m) => m.event === 'purchase:tickets' && m.data.id === approved.id));
    expect(live.filter((m) => m.event === 'purchase:status').map((m) => m.data)).toEqual(expect.arrayContaining([
      { id: approved.id, status: 'completed', matchId: expect.any(String) },
      { id: rejected.id, status: 'rejected', matchId: expect.any(String) },
    ]));
    await eventually(async () => (await unsentEvents()).length === 0);
    expect(mailsTo(queued.fan.email)).toHaveLength(1);
    // That fan's tickets, and the mail of their other purchase's rejection (written while Redis was down), once each.
    await eventually(async () => mailsTo(approved.fan.email).length >= 2);
    expect(mailsTo(approved.fan.email).map((m) => /not accepted|ไม่ผ่านการตรวจสอบ/.test(m.subject)).sort()).toEqual([false, true]);
    expect((await api.call('GET', '/api/v1/health')).status).toBe(200);
    expect((await api.call('POST', '/api/v1/auth/sign-in/email', { json: ADMIN })).status).toBe(200);
  });

  it('makes the jobs again when Redis comes back without its data (no persistence): tickets and one mail', async () => {
    const { fan, id } = await purchaseAwaitingApproval(api);
    await tickets.pause();
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    await eventually(async () => (await tickets.getJobs(['waiting'])).some((j) => j.data.purchaseId === id));
    // The relay marks its events sent once the jobs are queued, a moment after.
    await eventually(async () => (await unsentEvents()).length === 0);

    // Everything Redis held is gone, the waiting job with it (and the pause).
    await redis.client.flushall();
    await smtp.waitFor(fan.email, 20_000);
    expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);
    await eventually(async () => (await undoneEvents()).length === 0);
    expect(mailsTo(fan.email)).toHaveLength(1);
  });
});
