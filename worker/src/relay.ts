import type { Job, JobsOptions, Queue } from 'bullmq';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OutboxEventType, QueueName } from '@club/core';
import { messageForLog, schema, type Db, type Tx } from '@club/db';
import { EVENT_ROUTES, type LiveMessage } from './event-routes.js';

const BATCH = 100;

export interface RelayTargets {
  queues: Map<QueueName, Queue>;
  /** Publish a socket.io message; resolves once Redis has taken it. */
  live(message: LiveMessage): Promise<void>;
  /** A job's own retry options (retryPolicy), over its queue's defaults. */
  jobOptions?(queue: QueueName, job: string): JobsOptions | undefined;
}

type OutboxRow = typeof schema.outboxEvents.$inferSelect;

/**
 * socket.io messages through the Redis emitter, which publishes without waiting for Redis. Its
 * publishes are awaited here, so a message Redis did not take fails the relay's batch and its
 * outbox row stays unsent (rather than being marked sent, with a rejection nobody handles).
 */
export function liveEmitter(redis: Redis, channel: string): RelayTargets['live'] {
  const publishing: Promise<unknown>[] = [];
  const emitter = new Emitter({ publish: (channel: string, message: Buffer) => publishing.push(redis.publish(channel, message)) }, { key: channel });
  return async ({ rooms, event, data }) => {
    // No room is no one (socket.io would send to every socket).
    if (!rooms.length) return;
    emitter.to(rooms).emit(event, data);
    await Promise.all(publishing.splice(0));
  };
}

/** The queue job of an event (an event has at most one): named by the event's key, so adding it twice makes one job. */
const routeOf = (type: string) => {
  const routes = EVENT_ROUTES[type as OutboxEventType];
  if (!routes) throw new Error(`outbox event of unknown type ${type}`);
  const queued = routes.filter((r) => 'queue' in r) as { queue: QueueName; job: string }[];
  // One job per event: its completion is what `done_at` records.
  if (queued.length > 1) throw new Error(`outbox event type ${type} has more than one job`);
  return queued[0];
};
const jobIdOf = (key: string, job: string) => `evt-${key}-${job}`;
/** The outbox key an event's job is named by, or null for a job of no event (a scheduled sweep). */
const eventKeyOf = (job: Job) => (job.id?.startsWith('evt-') ? job.id.slice('evt-'.length, -(job.name.length + 1)) : null);

function queueOf(targets: RelayTargets, name: QueueName): Queue {
  const queue = targets.queues.get(name);
  if (!queue) throw new Error(`no queue ${name}`);
  return queue;
}

const jobOptionsOf = (targets: RelayTargets, route: { queue: QueueName; job: string }, row: OutboxRow): JobsOptions =>
  ({ ...targets.jobOptions?.(route.queue, route.job), jobId: jobIdOf(row.key, route.job) });

async function addJob(targets: RelayTargets, row: OutboxRow): Promise<void> {
  const route = routeOf(row.type);
  if (route) await queueOf(targets, route.queue).add(route.job, row.payload, jobOptionsOf(targets, route, row));
}

/**
 * Brings an event's job into line with what Redis holds of it: made again when Redis has none (lost
 * with its data, or never made), recorded done when Redis finished it, `onFailed` when Redis holds
 * it failed. One still waiting, delayed or running is on its way and left alone.
 */
async function settleJob(tx: Tx, targets: RelayTargets, row: OutboxRow, onFailed: (job: Job) => Promise<unknown>): Promise<void> {
  const route = routeOf(row.type);
  if (!route) return;
  const job = (await queueOf(targets, route.queue).getJob(jobIdOf(row.key, route.job))) as Job | undefined;
  if (!job) return void (await addJob(targets, row));
  const state = await job.getState();
  if (state === 'completed') await markEventDone(tx, job);
  else if (state === 'failed') await onFailed(job);
}

const failureOf = (job: Job) => ({ queue: job.queueName, job: job.name, jobId: job.id!, attempts: job.attemptsMade, error: job.failedReason ?? '' });

/**
 * Moves committed outbox rows to their queues and live rooms. The job id is the event's key, so
 * an event published twice (a crash after the add, before the row was marked) is still one
 * job. Rows are claimed with SKIP LOCKED, so several workers can relay side by side.
 */
async function relayOnce(db: Db, targets: RelayTargets): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(schema.outboxEvents)
      .where(isNull(schema.outboxEvents.publishedAt))
      .orderBy(asc(schema.outboxEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!rows.length) return 0;
    // A queue's jobs go in one call (one round trip to Redis for the batch, not one a row), the
    // live messages side by side: under a sale's load a row-by-row relay took seconds a batch.
    const withoutJob: number[] = [];
    const jobs = new Map<QueueName, Parameters<Queue['addBulk']>[0]>();
    for (const row of rows) {
      const route = routeOf(row.type);
      if (!route) withoutJob.push(row.id);
      else jobs.set(route.queue, [...(jobs.get(route.queue) ?? []), { name: route.job, data: row.payload, opts: jobOptionsOf(targets, route, row) }]);
    }
    const live = rows.flatMap((row) => EVENT_ROUTES[row.type as OutboxEventType].filter((route) => 'live' in route)
      .map((route) => (route as { live: (payload: unknown) => LiveMessage }).live(row.payload)));
    await Promise.all([...[...jobs].map(([queue, bulk]) => queueOf(targets, queue).addBulk(bulk)), ...live.map((m) => targets.live(m))]);
    // One update marks them all published and those with no job done as well: a row version each
    // (a second update wrote every live-only event, most of a sale's, twice).
    await tx.update(schema.outboxEvents)
      .set({ publishedAt: sql`now()`, ...(withoutJob.length ? { doneAt: sql`case when ${inArray(schema.outboxEvents.id, withoutJob)} then now() end` } : {}) })
      .where(inArray(schema.outboxEvents.id, rows.map((r) => r.id)));
    return rows.length;
  });
}

/** Record that an event's job finished (the worker calls this for every completed job). */
export async function markEventDone(db: Db | Tx, job: Job): Promise<void> {
  const key = eventKeyOf(job);
  if (!key) return;
  await db.update(schema.outboxEvents).set({ doneAt: sql`now()` }).where(and(eq(schema.outboxEvents.key, key), isNull(schema.outboxEvents.doneAt)));
}

/**
 * Record that an event's job gave up: its retries are spent (or it failed for good). The worker
 * calls this for every failed attempt; only a job that Redis now holds as failed is recorded.
 * From then on it waits for staff (the console's failed jobs), not for redelivery.
 */
export async function markEventGivenUp(db: Db | Tx, job: Job): Promise<boolean> {
  const key = eventKeyOf(job);
  if (!key || !(await job.isFailed())) return false;
  await db.update(schema.outboxEvents).set({ givenUpAt: sql`now()`, failure: failureOf(job) })
    .where(and(eq(schema.outboxEvents.key, key), isNull(schema.outboxEvents.doneAt)));
  return true;
}

/**
 * Looks again at the jobs of events published more than `afterMs` ago that are neither done nor
 * given up, `batch` at a time, those looked at longest ago first: events that cannot finish yet
 * (retrying through a long outage) take their turn and step back, so they never hold back a
 * later one. A job Redis lost with its data (a restart without persistence) is made again, and the
 * jobs are idempotent, so nothing is done twice; one Redis holds as completed or failed is recorded
 * as done or given up (the worker could not record it then); one still waiting or retrying is left.
 */
export async function redeliverOnce(db: Db, targets: RelayTargets, afterMs: number, batch = BATCH): Promise<number> {
  const { outboxEvents } = schema;
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(outboxEvents)
      .where(and(
        isNotNull(outboxEvents.publishedAt),
        isNull(outboxEvents.doneAt),
        isNull(outboxEvents.givenUpAt),
        isNull(outboxEvents.retryRequestedAt),
        lt(outboxEvents.publishedAt, sql`now() - make_interval(secs => ${afterMs / 1000})`),
      ))
      .orderBy(sql`${outboxEvents.redeliveryCheckedAt} asc nulls first`, asc(outboxEvents.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const row of rows) await settleJob(tx, targets, row, (job) => markEventGivenUp(tx, job));
    if (rows.length) await tx.update(outboxEvents).set({ redeliveryCheckedAt: sql`now()` }).where(inArray(outboxEvents.id, rows.map((r) => r.id)));
    return rows.length;
  });
}

/**
 * Runs again the given-up jobs staff asked to retry (the console's failed jobs): a failed job Redis
 * holds is retried with its attempts counted afresh, one Redis lost is made again. The jobs are
 * idempotent, so a job that had in fact done its work does nothing twice.
 */
export async function retryRequestedOnce(db: Db, targets: RelayTargets): Promise<number> {
  const { outboxEvents } = schema;
  // Asked at every tick: one cheap look before a transaction.
  const [any] = await db.select({ id: outboxEvents.id }).from(outboxEvents).where(isNotNull(outboxEvents.retryRequestedAt)).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(outboxEvents)
      .where(isNotNull(outboxEvents.retryRequestedAt))
      .orderBy(asc(outboxEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const row of rows) await settleJob(tx, targets, row, (job) => job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }));
    if (rows.length) await tx.update(outboxEvents).set({ retryRequestedAt: null }).where(inArray(outboxEvents.id, rows.map((r) => r.id)));
    return rows.length;
  });
}

/** Relay until stopped; a failure (Redis down) is logged and retried on the next tick. */
export function startRelay(db: Db, targets: RelayTargets, opts: { pollMs: number; redeliverMs: number }, logger: Logger): { stop(): Promise<void> } {
  const { pollMs, redeliverMs } = opts;
  let running = true;
  let failing = false;
  let wake: (() => void) | undefined;
  let lastRedelivery = Date.now();
  const loop = async () => {
    while (running) {
      try {
        if (Date.now() - lastRedelivery >= redeliverMs) {
          lastRedelivery = Date.now();
          await redeliverOnce(db, targets, redeliverMs);
        }
        await retryRequestedOnce(db, targets);
        const n = await relayOnce(db, targets);
        if (failing) logger.info('outbox relay recovered');
        failing = false;
        if (n === BATCH) continue;
      } catch (err) {
        if (!failing) logger.error({ err: messageForLog(err) }, 'outbox relay failed; will retry');
        failing = true;
      }
      await new Promise<void>((r) => { wake = r; setTimeout(r, failing ? Math.max(pollMs, 1000) : pollMs); });
    }
  };
  const done = loop();
  return { stop: async () => { running = false; wake?.(); await done; } };
}
