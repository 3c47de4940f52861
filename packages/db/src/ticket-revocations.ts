import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';
import { recordEvent } from './outbox.js';
import { ticketRevocations, tickets } from './schema/index.js';

/**
 * Every code of `ticket` up to its code version opens no gate from now (README "The ticket code and
 * the gate"): written in the transaction of the move that passed the ticket on (a transfer, its
 * cancellation, an exchange sale). Only added or raised, each raise with a new `seq`, so a phone's
 * list that is late is late, never wrong the other way; the phones online hear of it at once.
 */
export async function revokeCodes(tx: Tx, ticket: Pick<typeof tickets.$inferSelect, 'id' | 'matchId' | 'codeVersion'>): Promise<void> {
  const [raised] = await tx.insert(ticketRevocations)
    .values({ ticketId: ticket.id, matchId: ticket.matchId, belowVersion: ticket.codeVersion + 1 })
    .onConflictDoUpdate({
      target: ticketRevocations.ticketId,
      set: { belowVersion: sql`excluded.below_version`, seq: sql`nextval(pg_get_serial_sequence('ticket_revocations', 'seq'))`, revokedAt: sql`now()` },
      setWhere: sql`${ticketRevocations.belowVersion} < excluded.below_version`,
    })
    .returning({ below: ticketRevocations.belowVersion });
  // Phones online hear it at once (gate:revoked); a raise that changed nothing says nothing.
  if (raised) await recordEvent(tx, 'ticket.codes_revoked', { ticketId: ticket.id, matchId: ticket.matchId, below: raised.below });
}

/** The lowest code version of a ticket that still opens a gate: its own, or above its revocation. */
export const lowestValidVersion = (ticket: Pick<typeof tickets.$inferSelect, 'codeVersion'>, revocation: { belowVersion: number } | undefined): number =>
  Math.max(ticket.codeVersion, revocation?.belowVersion ?? 0);
