import type { Queue } from 'bullmq';
import type { Emitter } from '@socket.io/redis-emitter';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { OutboxEventType, QueueName } from '@club/core';
import { schema, type Db } from '@club/db';
import { EVENT_ROUTES, type LiveMessage } from './queues.js';

const BATCH = 100;

export interface RelayTargets {
  queues: Map<QueueName, Queue>;
  emitter: Emitter;
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
          const message = (route.live as (payload: unknown) => LiveMessage)(row.payload);
          targets.emitter.to(message.rooms).emit(message.event, message.data);
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
