import type { Job } from 'bullmq';
import { eq, sql } from 'drizzle-orm';
import { newTicketNumber, type OutboxEventPayloads } from '@club/core';
import { recordEvent, schema, type Db } from '@club/db';

const { purchases, tickets } = schema;

/**
 * Issue one ticket per seat of a completed purchase, held by its buyer. The (purchase, seat) unique key makes this
 * exactly-once: a retry inserts nothing, and only the run that inserted tickets announces them. Numbers are
 * random (newTicketNumber); the unique key on them makes a collision fail the job, whose retry draws again.
 */
export function ticketsProcessor(db: Db) {
  return async (job: Job<OutboxEventPayloads['purchase.approved']>): Promise<void> => {
    await db.transaction(async (tx) => {
      const [p] = await tx.select().from(purchases).where(eq(purchases.id, job.data.purchaseId));
      if (!p || p.status !== 'completed') return;
      const seats = Array.from({ length: p.quantity }, (_, i) => i + 1);
      const inserted = await tx
        .insert(tickets)
        .values(seats.map((seat) => ({ purchaseId: p.id, seat, ticketNumber: newTicketNumber(seat), holderId: p.userId })))
        .onConflictDoNothing({ target: [tickets.purchaseId, tickets.seat], where: sql`${tickets.status} <> 'transferred'` })
        .returning({ id: tickets.id });
      if (inserted.length) await recordEvent(tx, 'tickets.issued', { purchaseId: p.id, userId: p.userId });
    });
  };
}
