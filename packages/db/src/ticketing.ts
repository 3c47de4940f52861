import { and, eq, inArray, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { purchaseStatusesLeadingTo, type PurchaseStatus } from '@club/core';
import type { Db, Tx } from './client.js';
import { recordEvent } from './outbox.js';
import { bankAccounts, matches, purchases, teams, venues } from './schema/index.js';

const awayTeams = alias(teams, 'away_teams');

/**
 * Purchases with their match, both teams (the away team may not be known yet), venue and the
 * bank account paid into, plus whatever `extra` columns the caller joins in afterwards (its receipt, its buyer).
 */
export function selectPurchasesWithMatch<Extra extends SelectedFields>(db: Db, extra: Extra) {
  return db
    .select({ p: purchases, m: matches, home: teams, away: awayTeams, venue: venues, bank: bankAccounts, ...extra })
    .from(purchases)
    .innerJoin(matches, eq(purchases.matchId, matches.id))
    .innerJoin(teams, eq(matches.homeTeamId, teams.id))
    .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id))
    .innerJoin(venues, eq(matches.venueId, venues.id))
    .innerJoin(bankAccounts, eq(matches.bankAccountId, bankAccounts.id));
}

type Purchase = typeof purchases.$inferSelect;

/**
 * Take `quantity` seats of a match, never below zero: one conditional update, so two buyers
 * racing for the last seat cannot both win. Unlimited matches are not counted. Returns the
 * ticket price; no row when the match is not on sale or has too few seats. Run on its own by
 * holdSeats, or as a step of the statement that writes a new purchase (the API's createPurchase),
 * which passes placeholders and SQL.
 */
export function seatHold(db: Db | Tx, matchId: string | SQLWrapper, quantity: number | SQLWrapper) {
  return db
    .update(matches)
    .set({ availableTickets: sql`case when ${matches.unlimitedTickets} then ${matches.availableTickets} else ${matches.availableTickets} - ${quantity} end` })
    .where(and(eq(matches.id, matchId), eq(matches.status, 'scheduled'), sql`(${matches.unlimitedTickets} or ${matches.availableTickets} >= ${quantity})`))
    .returning({ ticketPriceSatang: matches.ticketPriceSatang });
}

/** seatHold in a transaction: the ticket price, or null when the seats could not be held. */
export async function holdSeats(tx: Tx, matchId: string, quantity: number): Promise<{ ticketPriceSatang: number } | null> {
  const [row] = await seatHold(tx, matchId, quantity);
  return row ?? null;
}

/** Give a purchase's seats back, once: the purchase row remembers that it released them. */
export async function releaseSeats(tx: Tx, purchaseId: string): Promise<void> {
  const [released] = await tx
    .update(purchases)
    .set({ seatsReleasedAt: sql`now()` })
    .where(and(eq(purchases.id, purchaseId), isNull(purchases.seatsReleasedAt)))
    .returning({ matchId: purchases.matchId, quantity: purchases.quantity });
  if (!released) return;
  await tx
    .update(matches)
    .set({ availableTickets: sql`${matches.availableTickets} + ${released.quantity}` })
    .where(and(eq(matches.id, released.matchId), eq(matches.unlimitedTickets, false)));
}

/**
 * Move a purchase to `to` if (and only if) it is in a status that may lead there, stamping
 * `patch`, and announce it. Returns null when the purchase was not in such a status, which
 * is how a second staff member deciding the same receipt, or a retried job, loses the race.
 */
export async function transitionPurchase(
  tx: Tx,
  id: string,
  to: PurchaseStatus,
  patch: Partial<Pick<Purchase, 'completedAt' | 'rejectionReason' | 'rejectedAt' | 'cancelledAt'>> = {},
): Promise<Purchase | null> {
  const [row] = await tx
    .update(purchases)
    .set({ ...patch, status: to, updatedAt: sql`now()` })
    .where(and(eq(purchases.id, id), inArray(purchases.status, purchaseStatusesLeadingTo(to))))
    .returning();
  if (!row) return null;
  await recordEvent(tx, 'purchase.status_changed', { purchaseId: row.id, userId: row.userId, matchId: row.matchId, status: to });
  return row;
}

/** Pending purchases past their window, with no receipt being checked or kept, become expired and free their seats. */
export async function expireUnpaidPurchases(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute(sql`
      select p.id from purchases p
      where p.status = 'pending' and p.expires_at <= now()
        and not exists (select 1 from receipts r where r.purchase_id = p.id and r.check_status <> 'unreadable')
      order by p.expires_at
      limit 500
      for update skip locked`);
    let expired = 0;
    for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
      if (await transitionPurchase(tx, id, 'expired')) {
        await releaseSeats(tx, id);
        expired++;
      }
    }
    return expired;
  });
}
