import { and, eq, ne } from 'drizzle-orm';
import type { Db } from './client.js';
import { tickets } from './schema/index.js';

/**
 * The tickets of a purchase that `holderId` still holds, by seat: not those passed on (their
 * recipients hold the tickets that replaced them). The tickets mail, its resend and the PDF.
 */
export function heldTicketsOf(db: Db, purchaseId: string, holderId: string) {
  return db.select().from(tickets)
    .where(and(eq(tickets.purchaseId, purchaseId), eq(tickets.holderId, holderId), ne(tickets.status, 'transferred')))
    .orderBy(tickets.seat);
}
