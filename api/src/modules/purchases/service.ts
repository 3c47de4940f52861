import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES, MAX_TICKETS_PER_PURCHASE, transferCancellableUntil, transferableUntil, purchaseCannotBeCancelled, purchaseNotVerifying, ticketsPerFanLimit, unpaidTicketLimit, type CreatePurchaseInput, type PurchaseDto, type RejectInput, type PurchaseStatus, type StaffPurchaseDto,
  type TicketDto,
} from '@club/core';
import { bankPaymentsOf, heldTicketsOf, purchasePlace, ticketCodesOf, ticketPlaces, owesRefund, purchaseLifecycle as lifecycle, recordEvent, schema, selectPurchasesWithMatch, type Db, type PurchaseMove, type TicketKeys } from '@club/db';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors.js';
import { ticketDto } from '../tickets/dto.js';
import { matchDetails, purchaseDto, toPurchaseDto } from './dto.js';

const { matches, purchases, receipts, tickets, users } = schema;

/**
 * How far a purchase's tickets were used at the gate: null before any ticket is issued. The outer
 * purchase is spelled out, as drizzle writes a column inside select() without its table.
 */
const ticketUse = sql<{ issued: number; used: number; lastUsedAt: string | null; lastUsedGate: string | null } | null>`(
  select case when count(*) = 0 then null else json_build_object(
    'issued', count(*) filter (where t.status in ('valid', 'used')),
    'used', count(*) filter (where t.status = 'used'),
    'lastUsedAt', max(t.used_at),
    'lastUsedGate', (array_agg(t.used_gate order by t.used_at desc) filter (where t.status = 'used'))[1]) end
  from ${tickets} t where t.purchase_id = "purchases"."id")`;

const selectPurchases = (db: Db) =>
  selectPurchasesWithMatch(db, { receipt: receipts, ticketUse, place: purchasePlace }).leftJoin(receipts, eq(receipts.purchaseId, purchases.id));

/** The console's purchases: who bought each one as well. */
const selectStaffPurchases = (db: Db) =>
  selectPurchasesWithMatch(db, { receipt: receipts, ticketUse, place: purchasePlace, buyer: { id: users.id, name: users.name, email: users.email } })
    .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
    .innerJoin(users, eq(users.id, purchases.userId));
type StaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffPurchases>['execute']>>[number];

const toStaffPurchaseDto = ({ buyer, ...row }: StaffRow): StaffPurchaseDto => ({ ...toPurchaseDto(row, true), buyer });

/** A purchase the user owns; anyone else's is "not found", never "forbidden". */
export async function getOwnPurchase(db: Db, userId: string, id: string): Promise<PurchaseDto> {
  const [row] = await selectPurchases(db).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
  if (!row) throw new NotFound('purchase.not_yours');
  return toPurchaseDto(row);
}

export async function listOwnPurchases(db: Db, userId: string, matchId?: string): Promise<PurchaseDto[]> {
  const rows = await selectPurchases(db)
    .where(and(eq(purchases.userId, userId), matchId ? eq(purchases.matchId, matchId) : undefined))
    .orderBy(desc(purchases.createdAt));
  return rows.map((r) => toPurchaseDto(r));
}

/** A fan buys: the seats held and the purchase written in one statement (the purchase lifecycle's createPurchase). */
export async function createPurchase(db: Db, userId: string, input: CreatePurchaseInput, paymentWindowMinutes: number): Promise<PurchaseDto> {
  const row = await lifecycle.create(db, { ...input, userId, paymentWindowMinutes });
  if ('refused' in row) {
    switch (row.refused) {
      case 'match_not_found': throw new NotFound('match.not_found');
      case 'sold_out': throw new Conflict(input.zoneId || input.seatIds ? 'zone.sold_out' : 'purchase.sold_out');
      case 'zone_required': throw new HttpError(400, ERROR_CODES.ZONE_REQUIRED, 'zone.required', { zones: row.zones });
      case 'zone_not_found': throw new NotFound('zone.not_found');
      case 'seat_not_found': throw new NotFound('seat.not_found');
      case 'not_numbered': throw new Invalid('seat.not_numbered');
      case 'zone_closed': throw new HttpError(409, ERROR_CODES.ZONE_CLOSED, 'zone.closed');
      case 'seat_taken': throw new HttpError(409, ERROR_CODES.SEAT_TAKEN, 'seat.taken', { seatIds: row.seatIds });
      case 'not_on_sale': throw new Conflict('purchase.not_on_sale');
      case 'sale_not_started': throw new HttpError(409, ERROR_CODES.SALE_NOT_STARTED, 'purchase.sale_not_started', { saleStartsAt: row.saleStartsAt.toISOString() });
      case 'unpaid_limit': throw new HttpError(409, ERROR_CODES.UNPAID_TICKET_LIMIT, unpaidTicketLimit(MAX_TICKETS_PER_PURCHASE), { max: MAX_TICKETS_PER_PURCHASE });
      case 'tickets_per_fan': throw new HttpError(409, ERROR_CODES.TICKETS_PER_FAN_LIMIT, ticketsPerFanLimit(row.limit), { max: row.limit });
    }
  }
  // Bought from season holders' listings: read as any purchase.
  if ('fromExchange' in row) return getOwnPurchase(db, userId, row.fromExchange);
  return purchaseDto(row.p, matchDetails(row), row.place, row.bank, null, false, null);
}

/** The fan gives up a purchase still awaiting payment; its seats go back on sale. Irreversible. */
export async function cancelPurchase(db: Db, userId: string, id: string): Promise<PurchaseDto> {
  await db.transaction(async (tx) => {
    const moved = await lifecycle.cancel(tx, userId, id);
    if (!moved.ok) throw moved.from ? new Conflict(purchaseCannotBeCancelled(moved.from)) : new NotFound('purchase.not_yours');
  });
  return getOwnPurchase(db, userId, id);
}

/** The buyer's tickets of a purchase, each with until when it may be passed on (the transfer's own rule) under the club's `cutoffMinutes`. */
export async function listTickets(db: Db, keys: TicketKeys, userId: string, purchaseId: string, cutoffMinutes: number, now: Date): Promise<TicketDto[]> {
  const [owned] = await db.select({ match: { status: matches.status, kickOff: matches.matchDate } }).from(purchases)
    .innerJoin(matches, eq(matches.id, purchases.matchId))
    .where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!owned) throw new NotFound('purchase.not_yours');
  // The buyer's tickets: those they hold, and those they passed on (a friend's onward transfer is the friend's).
  const rows = await db.select({ t: tickets, next: { email: nextHolder.holderEmail, holderId: nextHolder.holderId, status: nextHolder.status } }).from(tickets)
    .leftJoin(nextHolder, eq(nextHolder.id, tickets.transferredToId))
    .where(and(eq(tickets.purchaseId, purchaseId), eq(tickets.holderId, userId))).orderBy(tickets.seat);
  const places = await ticketPlaces(db, rows.map(({ t }) => t));
  const codes = await ticketCodesOf(db, keys, rows.map(({ t }) => t.id));
  return rows.map(({ t, next }) => ticketDto(t, places.get(t.id)!, codes.get(t.id), {
    transferredTo: next?.email,
    transferableUntil: transferableUntil({ status: t.status, match: owned.match }, cutoffMinutes, now),
    transferCancellableUntil: next?.status ? transferCancellableUntil({ status: next.status, holderId: next.holderId, match: owned.match }, cutoffMinutes, now) : null,
  }));
}

/** The ticket that replaced a transferred one: its holder's address is where it went. */
const nextHolder = alias(tickets, 'next_holder');

/** A second ask for the same mail within this long is a double tap: answered, not sent again. */
const RESEND_WINDOW_SECONDS = 60;

/**
 * Ask the worker to mail the buyer's tickets again (those they still hold), to their account's
 * address. The ask is noted on the purchase by a conditional update in the event's transaction, so
 * two taps at once queue on the row and only the first writes an event.
 */
export async function resendTickets(db: Db, user: { id: string; email: string }, purchaseId: string, split: boolean): Promise<{ to: string; split: boolean }> {
  if (!(await heldTicketsOf(db, purchaseId, user.id)).length) throw new Conflict('ticket.none_held');
  await db.transaction(async (tx) => {
    const asked = await tx.update(purchases).set({ ticketsResentAt: sql`now()`, ticketsResentSplit: split })
      .where(and(eq(purchases.id, purchaseId), sql`not (${purchases.ticketsResentSplit} is not distinct from ${split}
        and ${purchases.ticketsResentAt} > now() - make_interval(secs => ${RESEND_WINDOW_SECONDS}))`))
      .returning({ id: purchases.id });
    if (asked.length) await recordEvent(tx, 'tickets.resend_requested', { purchaseId, userId: user.id, split, requestId: randomUUID() });
  });
  return { to: user.email, split };
}

// ---- staff ----

export async function getPurchaseForStaff(db: Db, id: string): Promise<StaffPurchaseDto> {
  const [row] = await selectStaffPurchases(db).where(eq(purchases.id, id));
  if (!row) throw new NotFound('purchase.not_found');
  return { ...toStaffPurchaseDto(row), bankPayments: await bankPaymentsOf(db, { purchaseId: id }) };
}

/** The fields the verification queue sorts by (the console's columns): anything else is refused. */
export const STAFF_PURCHASE_SORT = {
  id: purchases.id, updatedAt: purchases.updatedAt, createdAt: purchases.createdAt, referenceNumber: purchases.referenceNumber, status: purchases.status,
  quantity: purchases.quantity, totalAmount: purchases.totalSatang, receiptUploadedAt: receipts.uploadedAt, 'matchDetails.matchDate': matches.matchDate,
};

export async function listPurchasesForStaff(db: Db, q: {
  statuses?: PurchaseStatus[]; matchId?: string; search?: string; refundOwed?: boolean; offset: number; limit: number; order: 'ASC' | 'DESC';
  sortBy: (typeof STAFF_PURCHASE_SORT)[keyof typeof STAFF_PURCHASE_SORT];
}) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    q.statuses?.length ? inArray(purchases.status, q.statuses) : undefined,
    q.matchId ? eq(purchases.matchId, q.matchId) : undefined,
    // A reference read out on the phone, or the buyer's name or email.
    like ? or(ilike(purchases.referenceNumber, like), sql`${purchases.userId} in (select id from ${users} where ${users.email} ilike ${like} or ${users.name} ilike ${like})`) : undefined,
    q.refundOwed ? owesRefund('purchase') : undefined,
  );
  const rows = await selectStaffPurchases(db).where(where)
    .orderBy(q.order === 'ASC' ? asc(q.sortBy) : desc(q.sortBy), purchases.id)
    .limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(purchases).where(where);
  return { rows: rows.map(toStaffPurchaseDto), total: total?.n ?? 0 };
}

/** A staff decision that did not happen: someone decided first, or the late slip's seats are gone. */
function refusal(moved: Extract<PurchaseMove, { ok: false }>) {
  if (!moved.from) return new NotFound('purchase.not_found');
  return moved.noSeats ? new Conflict('purchase.late_no_seats') : new Conflict(purchaseNotVerifying(moved.from));
}

/** Approve a verifying purchase: completed, tickets to be issued. Only one staff decision wins. */
export async function approvePurchase(db: Db, staffId: string, id: string) {
  await db.transaction(async (tx) => {
    const moved = await lifecycle.approve(tx, staffId, id);
    if (!moved.ok) throw refusal(moved);
  });
  return getPurchaseForStaff(db, id);
}

/** Reject a verifying purchase with a preset reason (and a note): its seats go back, the fan is mailed. Only one staff decision wins. */
export async function rejectPurchase(db: Db, staffId: string, id: string, rejection: RejectInput) {
  await db.transaction(async (tx) => {
    const moved = await lifecycle.reject(tx, staffId, id, rejection);
    if (!moved.ok) throw refusal(moved);
  });
  return getPurchaseForStaff(db, id);
}
