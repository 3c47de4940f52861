import type { OutboxEventPayloads, OutboxEventType } from '@club/core';
import type { Db, Tx } from './client.js';
import { outboxEvents } from './schema/index.js';

/** Record an event in the same transaction as the change it announces; the worker's relay publishes it. */
export async function recordEvent<T extends OutboxEventType>(tx: Db | Tx, type: T, payload: OutboxEventPayloads[T]): Promise<void> {
  await tx.insert(outboxEvents).values({ type, payload });
}
