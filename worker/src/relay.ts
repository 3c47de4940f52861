import type { Job, Queue } from 'bullmq';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OutboxEventType, QueueName } from '@club/core';
import { schema, type Db } from '@club/db';
import { EVENT_ROUTES, type LiveMessage } from './queues.js';

const BATCH = 100;

export interface RelayTargets {
  queues: Map<QueueName, Queue>;
  /** Publish a socket.io message; resolves once Redis has taken it. */
  live(message: LiveMessage): Promise<void>;
}

/**
 * socket.io messages through the Redis emitter, which publishes without waiting for Redis. Its
 * publishes are awaited here, so a message Redis did not take fails the relay's batch and its
 * outbox row stays unsent (rather than being marked sent, with a rejection nobody handles).
 */
export function liveEmitter(redis: Redis, channel: string): RelayTargets['live'] {
  const publishing: Promise<unknown>[] = [];
  const emitter = new Emitter({ publish: (channel: string, message: Buffer) => publishing.push(redis.publish(channel, message)) }, { key: channel });
  return async ({ rooms, event, data }) => {
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

async function addJob(targets: RelayTargets, row: typeof schema.outboxEvents.$inferSelect): Promise<boolean> {
  const route = routeOf(row.type);
  if (!route) return false;
  const queue = targets.queues.get(route.queue);
  if (!queue) throw new Error(`no queue ${route.queue}`);
  await queue.add(route.job, row.payload, { jobId: jobIdOf(row.key, route.job) });
  return true;
}

/**
 * Moves committed outbox rows to their queues and live rooms. The job id is the event's key, so
 * an event published twice (a crash after the add, before the row was marked) is still one
 * job. Rows are claimed with SKIP LOCKED, so several workers can relay side by side.
 */
export async function relayOnce(db: Db, targets: RelayTargets): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(schema.outboxEvents)
      .where(isNull(schema.outboxEvents.publishedAt))
      .orderBy(asc(schema.outboxEvents.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!rows.length) return 0;
    const withoutJob: number[] = [];
    for (const row of rows) {
      if (!(await addJob(targets, row))) withoutJob.push(row.id);
      for (const route of EVENT_ROUTES[row.type as OutboxEventType]) {
        if ('live' in route) await targets.live((route.live as (payload: unknown) => LiveMessage)(row.payload));
      }
    }
    await tx.update(schema.outboxEvents)
      .set({ publishedAt: sql`now()`, attempts: sql`${schema.outboxEvents.attempts} + 1` })
      .where(inArray(schema.outboxEvents.id, rows.map((r) => r.id)));
    if (withoutJob.length) await tx.update(schema.outboxEvents).set({ doneAt: sql`now()` }).where(inArray(schema.outboxEvents.id, withoutJob));
    return rows.length;
  });
}

/** Record that an event's job finished (the worker calls this for every completed job). */
export async function markEventDone(db: Db, job: Job): Promise<void> {
  if (!job.id?.startsWith('evt-')) return;
  const key = job.id.slice('evt-'.length, -(job.name.length + 1));
  await db.update(schema.outboxEvents).set({ doneAt: sql`now()` }).where(and(eq(schema.outboxEvents.key, key), isNull(schema.outboxEvents.doneAt)));
}

/**
 * Hands the jobs of events published more than `afterMs` ago (and within a day) and still not
 * done to their queues again. A job Redis still holds (waiting, running, retrying, failed) is not
 * added twice; one Redis lost with its data (a restart without persistence) is made again, and
 * the jobs are idempotent, so nothing is done twice.
 */
export async function redeliverOnce(db: Db, targets: RelayTargets, afterMs: number): Promise<number> {
  const rows = await db.select().from(schema.outboxEvents)
    .where(and(
      isNotNull(schema.outboxEvents.publishedAt),
      isNull(schema.outboxEvents.doneAt),
      lt(schema.outboxEvents.publishedAt, sql`now() - make_interval(secs => ${afterMs / 1000})`),
      gt(schema.outboxEvents.publishedAt, sql`now() - interval '1 day'`),
    ))
    .orderBy(asc(schema.outboxEvents.publishedAt))
    .limit(BATCH);
  for (const row of rows) await addJob(targets, row);
  return rows.length;
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
        const n = await relayOnce(db, targets);
        if (failing) logger.info('outbox relay recovered');
        failing = false;
        if (n === BATCH) continue;
      } catch (err) {
        if (!failing) logger.error({ err }, 'outbox relay failed; will retry');
        failing = true;
      }
      await new Promise<void>((r) => { wake = r; setTimeout(r, failing ? Math.max(pollMs, 1000) : pollMs); });
    }
  };
  const done = loop();
  return { stop: async () => { running = false; wake?.(); await done; } };
}
