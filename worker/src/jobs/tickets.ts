import type { Job } from 'bullmq';
import type { OutboxEventPayloads } from '@club/core';
import { ticketLifecycle, type Db } from '@club/db';

/** Issue the tickets of an approved purchase (the ticket lifecycle's issue: exactly once, however often the job runs). */
export function ticketsProcessor(db: Db) {
  return async (job: Job<OutboxEventPayloads['purchase.approved']>): Promise<void> => {
    await db.transaction((tx) => ticketLifecycle.issue(tx, job.data.purchaseId));
  };
}
