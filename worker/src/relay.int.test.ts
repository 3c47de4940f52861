import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import { QUEUE_NAMES, type QueueName } from '@club/core';
import { openDatabase, schema, type Database } from '@club/db';
import { createScratchDatabase } from '../../api/src/test/scratch.js';
import { eventually } from '../../api/src/test/fixtures.js';
import type { LiveMessage } from './event-routes.js';
import { redeliverOnce, retryRequestedOnce, startRelay, type RelayTargets } from './relay.js';

// The relay's functions against a database and queue prefix of their own: no worker runs, so every
// job stays where the test puts it.
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
let database: Database | undefined;
let redis: Redis | undefined;
const queues = new Map<QueueName, Queue>();
let targets: RelayTargets;
const db = () => database!.db;

beforeAll(async () => {
  scratch = await createScratchDatabase('club_relay');
  database = await openDatabase({ url: scratch.url, dataDir: '' });
  redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  const prefix = `test-relay-${randomUUID().slice(0, 8)}`;
  for (const name of QUEUE_NAMES) queues.set(name, new Queue(name, { connection: redis, prefix }));
  targets = { queues, live: async () => {} };
});
afterAll(async () => {
  for (const q of queues.values()) await q.obliterate({ force: true }).catch(() => {});
  await Promise.all([...queues.values()].map((q) => q.close()));
  redis?.disconnect();
  await database?.close();
  await scratch?.drop();
});

/** Outbox rows of one type, relayed `agoMs` ago (each a millisecond after the one before) and not done. */
async function relayedEvents(count: number, type: 'tickets.issued' | 'purchase.approved', agoMs: number) {
  return db().insert(schema.outboxEvents).values(Array.from({ length: count }, (_, i) => ({
    type,
    payload: { purchaseId: randomUUID(), userId: 'fan' },
    publishedAt: sql`now() - make_interval(secs => ${(agoMs - i) / 1000})`,
    attempts: 1,
  }))).returning();
}

const email = () => queues.get('email')!;
const tickets = () => queues.get('tickets')!;

describe('relaying a batch', () => {
  it('marks every event published, and done at once those with no job (live messages only)', async () => {
    const sent: LiveMessage[] = [];
    const [live, queued] = await db().insert(schema.outboxEvents).values([
      { type: 'purchase.status_changed', payload: { purchaseId: randomUUID(), userId: 'fan', matchId: randomUUID(), status: 'pending' } },
      { type: 'purchase.approved', payload: { purchaseId: randomUUID(), userId: 'fan' } },
    ]).returning();
    const relay = startRelay(db(), { queues, live: async (m) => void sent.push(m) }, { pollMs: 20, redeliverMs: 60_000 }, { info() {}, error() {} } as never);
    try {
      await eventually(async () => sent.length > 0);
      expect(sent.map((m) => m.event)).toEqual(['purchase:status']);
      const rows = await db().select().from(schema.outboxEvents).where(sql`${schema.outboxEvents.id} in (${live!.id}, ${queued!.id})`).orderBy(schema.outboxEvents.id);
      expect(rows.map((r) => [r.type, r.publishedAt !== null, r.doneAt !== null])).toEqual([
        ['purchase.status_changed', true, true],
        // Done when its job completes; none runs here.
        ['purchase.approved', true, false],
      ]);
      expect(await tickets().getJob(`evt-${queued!.key}-issue`)).toBeTruthy();
    } finally {
      await relay.stop();
    }
  });
});

describe('redelivery', () => {
  it('hands over a later lost job when more than a batch of earlier events cannot finish yet', async () => {
    // 150 mails still retrying (their next attempt an hour away), relayed two hours ago…
    const retrying = await relayedEvents(150, 'tickets.issued', 2 * 3_600_000);
    await email().addBulk(retrying.map((e) => ({ name: 'tickets', data: e.payload, opts: { jobId: `evt-${e.key}-tickets`, delay: 3_600_000 } })));
    // …and one, relayed an hour ago, whose job Redis lost.
    const [lost] = await relayedEvents(1, 'tickets.issued', 3_600_000);
    const lostJobId = `evt-${lost!.key}-tickets`;

    for (let pass = 1; pass <= 3 && !(await email().getJob(lostJobId)); pass++) await redeliverOnce(db(), targets, 1000);
    const job = await email().getJob(lostJobId);
    expect(job?.data).toEqual(lost!.payload);
    // The retrying ones were left as they were: each still one job, still waiting for its next attempt.
    expect(await email().getJobCountByTypes('delayed')).toBe(150);
  });

  it('records a job that gave up as given up, leaves it for staff, and runs it again when staff ask', async () => {
    const [event] = await relayedEvents(1, 'purchase.approved', 3_600_000);
    const jobId = `evt-${event!.key}-issue`;
    await tickets().add('issue', event!.payload, { jobId, attempts: 1 });
    // A worker whose every attempt fails, until the job is failed in Redis (the worker that ran it
    // could not record that: the database was away).
    const blocking = redis!.duplicate({ maxRetriesPerRequest: null });
    const failing = new Worker('tickets', async () => { throw new Error('database away'); }, { connection: blocking, prefix: tickets().opts.prefix });
    try {
      await eventually(async () => (await tickets().getJob(jobId))?.isFailed());
    } finally {
      await failing.close();
      blocking.disconnect();
    }

    await redeliverOnce(db(), targets, 1000);
    const [given] = await db().select().from(schema.outboxEvents).where(eq(schema.outboxEvents.id, event!.id));
    expect(given!.givenUpAt).not.toBeNull();
    expect(given!.failure).toEqual({ queue: 'tickets', job: 'issue', jobId, attempts: 1, error: 'database away' });
    // Not retried by redelivery: it waits for staff.
    await redeliverOnce(db(), targets, 1000);
    expect(await tickets().getJob(jobId).then((j) => j?.getState())).toBe('failed');

    // Staff ask (the API records the request): the same job runs again, its attempts counted afresh.
    await db().update(schema.outboxEvents).set({ givenUpAt: null, retryRequestedAt: sql`now()` }).where(eq(schema.outboxEvents.id, event!.id));
    expect(await retryRequestedOnce(db(), targets)).toBe(1);
    const retried = await tickets().getJob(jobId);
    expect(await retried!.getState()).toBe('waiting');
    expect(retried!.attemptsMade).toBe(0);
    const [after] = await db().select().from(schema.outboxEvents).where(eq(schema.outboxEvents.id, event!.id));
    expect(after!.retryRequestedAt).toBeNull();
    expect(await retryRequestedOnce(db(), targets)).toBe(0);
  });
});
