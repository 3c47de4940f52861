/**
 * The exchange, every move of a listing in one place: a season holder lists their ticket for a
 * match (list) and may take it back until a buyer's purchase holds it (withdraw); a buyer's purchase
 * in a sold-out zone reserves listings, oldest first (reserve), gives them back if it is not paid
 * (release), and on payment sells them (sell): the holder's ticket is retired (transferred: its
 * code opens no gate), their numbered seat passes to the buyer's purchase, and the ledger credits
 * them the season price per match less the club's fee. Listings still on offer at their close time
 * are unsold (closeListings). Which rule decides is core's exchange.ts.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { exchangeCredit, listingRefusal, type ListingRefusal } from '@club/core';
import { audit } from './audit.js';
import type { Db, Tx } from './client.js';
import { recordEvent } from './outbox.js';
import { clubSettings, exchangeListings, ledgerEntries, matchSeats, matches, purchases, seasonPasses, tickets } from './schema/index.js';
import { revokeCodes } from './ticket-revocations.js';

type Listing = typeof exchangeListings.$inferSelect;

/** A listing that keeps the holder's ticket from the gate: on offer until its close, or held by a buyer's purchase. */
export const listingHolds = sql`(${exchangeListings.status} = 'reserved' or (${exchangeListings.status} = 'listed' and ${exchangeListings.closesAt} > now()))`;

/** The holder's season ticket, locked, with what the listing rule reads; null when it is not theirs. */
async function holderTicket(tx: Tx, holderId: string, ticketId: string) {
  const [row] = await tx.select({
    t: tickets, seasonPassId: purchases.seasonPassId, buyer: purchases.userId, match: { status: matches.status, kickOff: matches.matchDate },
  }).from(tickets)
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .innerJoin(matches, eq(matches.id, tickets.matchId))
    .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, holderId))).for('update', { of: tickets });
  if (!row) return null;
  const [live] = await tx.select().from(exchangeListings)
    .where(and(eq(exchangeListings.ticketId, ticketId), inArray(exchangeListings.status, ['listed', 'reserved', 'sold'])));
  return { ...row, live: live ?? null };
}

export type ListingMove = { ok: true; listing: Listing } | { ok: false; refused: 'not_yours' | 'not_listed' | 'reserved' | ListingRefusal };

/** A season holder offers their ticket for one match (their own, not one passed on to them), before the exchange of that match closes. */
export async function list(tx: Tx, { holderId, ticketId, closeMinutes, now }: { holderId: string; ticketId: string; closeMinutes: number; now: Date }): Promise<ListingMove> {
  const row = await holderTicket(tx, holderId, ticketId);
  if (!row) return { ok: false, refused: 'not_yours' };
  const refused = listingRefusal({
    season: row.seasonPassId !== null && row.buyer === holderId, status: row.t.status, listing: row.live?.status ?? null, match: row.match,
  }, closeMinutes, now);
  if (refused) return { ok: false, refused };
  const [listing] = await tx.insert(exchangeListings).values({
    ticketId, sellerId: holderId, matchId: row.t.matchId, zoneId: row.t.zoneId, closesAt: new Date(row.match.kickOff.getTime() - closeMinutes * 60_000),
  }).returning();
  await audit(tx, { actorId: holderId, action: 'ticket.listed', entityType: 'ticket', entityId: ticketId, changes: { listingId: listing!.id } });
  return { ok: true, listing: listing! };
}

/** The holder takes their listing back, while no buyer's purchase holds it. */
export async function withdraw(tx: Tx, { holderId, ticketId }: { holderId: string; ticketId: string }): Promise<ListingMove> {
  const row = await holderTicket(tx, holderId, ticketId);
  if (!row) return { ok: false, refused: 'not_yours' };
  if (!row.live || row.live.status === 'sold') return { ok: false, refused: 'not_listed' };
  if (row.live.status === 'reserved') return { ok: false, refused: 'reserved' };
  const [listing] = await tx.update(exchangeListings).set({ status: 'withdrawn', closedAt: sql`now()` })
    .where(and(eq(exchangeListings.id, row.live.id), eq(exchangeListings.status, 'listed'))).returning();
  if (!listing) return { ok: false, refused: 'reserved' };
  await audit(tx, { actorId: holderId, action: 'ticket.listing_withdrawn', entityType: 'ticket', entityId: ticketId, changes: { listingId: listing.id } });
  return { ok: true, listing };
}

/**
 * A buyer's purchase takes `quantity` listings of a zone of a match, oldest first, skipping those
 * another buyer is taking at this moment: all of them, or (null) none when fewer are on offer.
 * Answers the seats they are on (null in a zone without numbers).
 */
export async function reserve(tx: Tx, p: { id: string; matchId: string; zoneId: string; quantity: number }): Promise<{ seatIds: string[] | null } | null> {
  const offered = tx.select({ id: exchangeListings.id }).from(exchangeListings)
    .where(and(eq(exchangeListings.matchId, p.matchId), eq(exchangeListings.zoneId, p.zoneId), eq(exchangeListings.status, 'listed'), sql`${exchangeListings.closesAt} > now()`))
    .orderBy(asc(exchangeListings.listedAt), asc(exchangeListings.id)).limit(p.quantity).for('update', { skipLocked: true });
  const taken = await tx.update(exchangeListings).set({ status: 'reserved', purchaseId: p.id })
    .where(inArray(exchangeListings.id, offered)).returning({ ticketId: exchangeListings.ticketId });
  if (taken.length < p.quantity) return null;
  const seats = await tx.select({ seatId: tickets.venueSeatId }).from(tickets).where(inArray(tickets.id, taken.map((t) => t.ticketId))).orderBy(asc(tickets.venueSeatId));
  return { seatIds: seats.every((s) => s.seatId) ? seats.map((s) => s.seatId!) : null };
}

/** A purchase not paid gives its listings back on offer (the close time then decides them). */
export async function release(tx: Tx, purchaseId: string): Promise<void> {
  await tx.update(exchangeListings).set({ status: 'listed', purchaseId: null })
    .where(and(eq(exchangeListings.purchaseId, purchaseId), eq(exchangeListings.status, 'reserved')));
}

/**
 * A paid purchase buys the listings it holds: each holder's ticket is retired (its code opens no
 * gate: passed on), the seat passes to the buyer's purchase, and the holder is credited the season
 * price per match (the pass's credit divisor) less the club's fee, as two ledger rows (a sale credits
 * once: exchange_ledger_once). The buyer's tickets are issued as any paid purchase's.
 */
export async function sell(tx: Tx, purchaseId: string): Promise<void> {
  const sold = await tx.update(exchangeListings).set({ status: 'sold', closedAt: sql`now()` })
    .where(and(eq(exchangeListings.purchaseId, purchaseId), eq(exchangeListings.status, 'reserved'))).returning();
  if (!sold.length) return;
  const [settings] = await tx.select({ feeBasisPoints: clubSettings.exchangeFeeBasisPoints }).from(clubSettings).where(eq(clubSettings.id, 1));
  for (const listing of sold) {
    const [retired] = await tx.update(tickets).set({ status: 'transferred', transferredAt: sql`now()` })
      .where(and(eq(tickets.id, listing.ticketId), eq(tickets.status, 'valid'))).returning();
    if (retired) await revokeCodes(tx, retired);
    if (retired?.venueSeatId) {
      await tx.update(matchSeats).set({ purchaseId }).where(and(eq(matchSeats.matchId, listing.matchId), eq(matchSeats.seatId, retired.venueSeatId)));
    }
    const [pass] = await tx.select({ priceSatang: seasonPasses.priceSatang, divisor: seasonPasses.creditDivisor }).from(tickets)
      .innerJoin(purchases, eq(purchases.id, tickets.purchaseId)).innerJoin(seasonPasses, eq(seasonPasses.id, purchases.seasonPassId))
      .where(eq(tickets.id, listing.ticketId));
    const credit = exchangeCredit(pass!.priceSatang, pass!.divisor, settings?.feeBasisPoints ?? 0);
    const seller = listing.sellerId;
    await tx.insert(ledgerEntries).values([
      { kind: 'exchange_credit', debitAccount: 'club_exchange', creditAccount: 'fan', creditUserId: seller, amountSatang: credit.gross, listingId: listing.id },
      ...(credit.fee ? [{ kind: 'exchange_fee' as const, debitAccount: 'fan' as const, debitUserId: seller, creditAccount: 'club_fees' as const, amountSatang: credit.fee, listingId: listing.id }] : []),
    ]);
    await audit(tx, { actorId: null, action: 'ticket.exchange_sold', entityType: 'ticket', entityId: listing.ticketId, changes: { listingId: listing.id, purchaseId, credit } });
    await recordEvent(tx, 'exchange.sold', { listingId: listing.id, sellerId: seller, matchId: listing.matchId, creditSatang: credit.net });
  }
}

/** Listings still on offer at their close time are unsold: the holder's ticket is theirs again. Run by the sweep. */
export async function closeListings(db: Db | Tx): Promise<number> {
  const closed = await db.update(exchangeListings).set({ status: 'unsold', closedAt: sql`now()` })
    .where(and(eq(exchangeListings.status, 'listed'), lte(exchangeListings.closesAt, sql`now()`))).returning({ id: exchangeListings.id });
  return closed.length;
}

/** A fan's credit: what the ledger credits them less what it debits, to the satang, with its rows newest first. */
export async function creditOf(db: Db | Tx, userId: string) {
  const rows = await db.select({ e: ledgerEntries, matchId: exchangeListings.matchId }).from(ledgerEntries)
    .leftJoin(exchangeListings, eq(exchangeListings.id, ledgerEntries.listingId))
    .where(sql`${ledgerEntries.creditUserId} = ${userId} or ${ledgerEntries.debitUserId} = ${userId}`)
    .orderBy(sql`${ledgerEntries.id} desc`);
  const entries = rows.map(({ e, matchId }) => ({
    id: e.id, kind: e.kind, amountSatang: e.amountSatang, signed: e.creditUserId === userId ? e.amountSatang : -e.amountSatang, matchId, createdAt: e.createdAt,
  }));
  return { balanceSatang: entries.reduce((sum, e) => sum + e.signed, 0), entries };
}

/** How many listings of each zone of these matches are on offer now (the buy page's places of a sold-out zone). */
export async function offeredByZone(db: Db | Tx, matchIds: string[]): Promise<Map<string, number>> {
  if (!matchIds.length) return new Map();
  const rows = await db.select({ matchId: exchangeListings.matchId, zoneId: exchangeListings.zoneId, n: sql<number>`count(*)::int` }).from(exchangeListings)
    .where(and(inArray(exchangeListings.matchId, matchIds), eq(exchangeListings.status, 'listed'), sql`${exchangeListings.closesAt} > now()`))
    .groupBy(exchangeListings.matchId, exchangeListings.zoneId);
  return new Map(rows.map((r) => [`${r.matchId}:${r.zoneId}`, r.n]));
}

