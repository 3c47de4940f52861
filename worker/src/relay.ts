import type { Queue } from 'bullmq';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
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
    for (const row of rows) {
      const routes = EVENT_ROUTES[row.type as OutboxEventType];
      if (!routes) throw new Error(`outbox event ${row.id} has unknown type ${row.type}`);
      for (const route of routes) {
        if ('queue' in route) {
          const queue = targets.queues.get(route.queue);
          if (!queue) throw new Error(`no queue ${route.queue}`);
          await queue.add(route.job, row.payload, { jobId: `evt-${row.key}-${route.job}` });
        } else {
          await targets.live((route.live as (payload: unknown) => LiveMessage)(row.payload));
        }
      }
    }
    await tx.update(schema.outboxEvents)
      .set({ publishedAt: sql`now()`, attempts: sql`${schema.outboxEvents.attempts} + 1` })
      .where(inArray(schema.outboxEvents.id, rows.map((r) => r.id)));
    return rows.length;
  });
}

/** Relay until stopped; a failure (Redis down) is logged and retried on the next tick. */
export function startRelay(db: Db, targets: RelayTargets, pollMs: number, logger: Logger): { stop(): Promise<void> } {
  let running = true;
  let failing = false;
  let wake: (() => void) | undefined;
  const loop = async () => {
    while (running) {
      try {
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
