import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  purchaseReference, satangToBaht, ticketQrContent, type CreatePurchaseInput, type PurchaseDto, type PurchaseStatus, type TicketDto,
} from '@club/core';
import { holdSeats, recordEvent, releaseSeats, schema, selectPurchasesWithMatch, transitionPurchase, type Db } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';
import { teamDto } from '../matches/service.js';

const { purchases, matches, receipts, tickets, users } = schema;


const selectPurchases = (db: Db) =>
  selectPurchasesWithMatch(db, { receipt: receipts }).leftJoin(receipts, eq(receipts.purchaseId, purchases.id));
type Row = Awaited<ReturnType<ReturnType<typeof selectPurchases>['execute']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toPurchaseDto({ p, m, home, away, venue, receipt }: Row, forStaff = false): PurchaseDto {
  return {
    id: p.id,
    matchId: p.matchId,
    matchDetails: {
      matchDate: m.matchDate.toISOString(),
      homeTeam: teamDto(home),
      awayTeam: away ? teamDto(away) : null,
      venue: { name: venue.name, nameTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh },
      league: m.league,
      leagueTh: m.leagueTh,
    },
    quantity: p.quantity,
    unitPrice: satangToBaht(p.unitPriceSatang),
    totalAmount: satangToBaht(p.totalSatang),
    totalSatang: p.totalSatang,
    status: p.status,
    referenceNumber: p.referenceNumber,
    phone: p.phone,
    createdAt: p.createdAt.toISOString(),
    expiresAt: p.expiresAt.toISOString(),
    completedAt: iso(p.completedAt),
    receiptImageUrl: receipt ? `/api/v1/purchases/${p.id}/receipt` : null,
    receiptUploadedAt: iso(receipt?.uploadedAt ?? null),
    receiptCheck: receipt
      ? {
          status: receipt.checkStatus,
          error: receipt.checkError,
          ...(forStaff ? { duplicates: receipt.duplicates, transactionRef: receipt.slipTransactionRef } : {}),
        }
      : null,
    rejectionReason: p.rejectionReason,
    rejectedAt: iso(p.rejectedAt),
    cancelledAt: iso(p.cancelledAt),
    ticketsEmailedAt: iso(p.ticketsEmailedAt),
  };
}

/** A purchase the user owns; anyone else's is "not found", never "forbidden". */
export async function getOwnPurchase(db: Db, userId: string, id: string): Promise<PurchaseDto> {
  const [row] = await selectPurchases(db).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  if (!row) throw new NotFound('Ticket not found or you don\'t have permission to view it');
  return toPurchaseDto(row);
}

export async function listOwnPurchases(db: Db, userId: string, matchId?: string): Promise<PurchaseDto[]> {
  const rows = await selectPurchases(db)
    .where(and(eq(purchases.userId, userId), matchId ? eq(purchases.matchId, matchId) : undefined))
    .orderBy(desc(purchases.createdAt));
  return rows.map((r) => toPurchaseDto(r));
}

/**
 * One transaction: save the phone to the profile, hold the seats (never below zero), write the
 * purchase with a unique reference and its payment window, and announce it.
 */
export async function createPurchase(db: Db, userId: string, input: CreatePurchaseInput, paymentWindowMinutes: number): Promise<PurchaseDto> {
  const id = await db.transaction(async (tx) => {
    const [match] = await tx.select({ status: matches.status, matchDate: matches.matchDate, price: matches.ticketPriceSatang }).from(matches).where(eq(matches.id, input.matchId));
    if (!match) throw new NotFound('Match not found');
    if (match.status !== 'scheduled' || match.matchDate.getTime() <= Date.now()) throw new Conflict('Tickets for this match are no longer on sale');
    await tx.update(users).set({ phone: input.phone, updatedAt: new Date() }).where(eq(users.id, userId));
    const purchaseId = randomUUID();
    // A reference collision is astronomically rare; the unique key catches it and we draw again.
    for (let attempt = 0; ; attempt++) {
      const inserted = await tx
        .insert(purchases)
        .values({
          id: purchaseId,
          userId,
          matchId: input.matchId,
          quantity: input.quantity,
          unitPriceSatang: match.price,
          totalSatang: match.price * input.quantity,
          referenceNumber: purchaseReference(),
          phone: input.phone,
          expiresAt: sql`now() + make_interval(mins => ${paymentWindowMinutes})`,
        })
        .onConflictDoNothing({ target: purchases.referenceNumber })
        .returning({ id: purchases.id });
      if (inserted.length) break;
      if (attempt > 5) throw new Error('could not draw a unique purchase reference');
    }
    await recordEvent(tx, 'purchase.status_changed', { purchaseId, userId, matchId: input.matchId, status: 'pending' });
    // Seats last: the match row is the one every buyer wants, so its lock is held only until commit.
    const held = await holdSeats(tx, input.matchId, input.quantity);
    if (!held) throw new Conflict('Sorry, there are not enough tickets left for this match');
    if (held.ticketPriceSatang !== match.price) throw new Conflict('The ticket price has just changed; please try again');
    return purchaseId;
  });
  return getOwnPurchase(db, userId, id);
}

/** The fan gives up a purchase still awaiting payment; its seats go back on sale. Irreversible. */
export async function cancelPurchase(db: Db, userId: string, id: string): Promise<PurchaseDto> {
  await db.transaction(async (tx) => {
    const [owned] = await tx.select({ status: purchases.status }).from(purchases).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
    if (!owned) throw new NotFound('Ticket not found or you don\'t have permission to view it');
    const row = await transitionPurchase(tx, id, 'cancelled', { cancelledAt: new Date() });
    if (!row) throw new Conflict(`This purchase can no longer be cancelled (it is ${owned.status})`);
    await releaseSeats(tx, id);
  });
  return getOwnPurchase(db, userId, id);
}

export async function listTickets(db: Db, userId: string, purchaseId: string): Promise<TicketDto[]> {
  const [owned] = await db.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!owned) throw new NotFound('Ticket not found or you don\'t have permission to view it');
  const rows = await db.select().from(tickets).where(eq(tickets.purchaseId, purchaseId)).orderBy(tickets.seat);
  return rows.map((t) => ({ id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, status: t.status, usedAt: iso(t.usedAt), qrContent: ticketQrContent(t) }));
}

// ---- staff ----

export async function getPurchaseForStaff(db: Db, id: string): Promise<PurchaseDto & { buyer: { name: string; email: string } }> {
  const [row] = await selectPurchases(db).where(eq(purchases.id, id));
  if (!row) throw new NotFound('Purchase not found');
  const [buyer] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.p.userId));
  return { ...toPurchaseDto(row, true), buyer: buyer! };
}

export async function listPurchasesForStaff(db: Db, q: { statuses?: PurchaseStatus[]; matchId?: string; offset: number; limit: number; order: 'ASC' | 'DESC' }) {
  const where = and(q.statuses?.length ? inArray(purchases.status, q.statuses) : undefined, q.matchId ? eq(purchases.matchId, q.matchId) : undefined);
  const rows = await selectPurchases(db).where(where)
    .orderBy(q.order === 'ASC' ? purchases.updatedAt : desc(purchases.updatedAt), purchases.id)
    .limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(purchases).where(where);
  return { rows: rows.map((r) => toPurchaseDto(r, true)), total: total?.n ?? 0 };
}

/** Approve a verifying purchase: completed, tickets to be issued. Only one staff decision wins. */
export async function approvePurchase(db: Db, staffId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await transitionPurchase(tx, id, 'completed', { completedAt: new Date() });
    if (!row) throw await decidedAlready(tx, id);
    // A late slip for an expired purchase: its seats went back on sale and must be taken again.
    if (row.seatsReleasedAt) {
      if (!(await holdSeats(tx, row.matchId, row.quantity))) throw new Conflict('There are not enough seats left to honour this late payment; reject it with a refund reason');
      await tx.update(purchases).set({ seatsReleasedAt: null }).where(eq(purchases.id, id));
    }
    await recordEvent(tx, 'purchase.approved', { purchaseId: id });
    await tx.insert(schema.auditLog).values({ actorId: staffId, action: 'purchase.approved', entityType: 'purchase', entityId: id, changes: { status: ['verifying', 'completed'] } });
  });
  return getPurchaseForStaff(db, id);
}

export async function rejectPurchase(db: Db, staffId: string, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const row = await transitionPurchase(tx, id, 'rejected', { rejectionReason: reason, rejectedAt: new Date() });
    if (!row) throw await decidedAlready(tx, id);
    await releaseSeats(tx, id);
    await tx.insert(schema.auditLog).values({ actorId: staffId, action: 'purchase.rejected', entityType: 'purchase', entityId: id, changes: { status: ['verifying', 'rejected'], reason } });
  });
  return getPurchaseForStaff(db, id);
}

async function decidedAlready(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string) {
  const [current] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
  if (!current) return new NotFound('Purchase not found');
  return new Conflict(current.status === 'completed' || current.status === 'rejected'
    ? `This purchase was already ${current.status === 'completed' ? 'approved' : 'rejected'}`
    : `Only a purchase waiting for verification can be decided (this one is ${current.status})`);
}
