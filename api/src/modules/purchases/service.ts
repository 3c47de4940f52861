import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  purchaseCannotBeCancelled, purchaseNotVerifying, purchaseReference, satangToBaht, ticketQrContent, type CreatePurchaseInput, type OutboxEventPayloads, type PurchaseDto, type PurchaseStatus, type StaffPurchaseDto,
  type TicketDto, type TicketUseDto,
} from '@club/core';
import { audit, holdSeats, onSaleNow, recordEvent, releaseSeats, schema, seatHold, selectPurchasesWithMatch, transitionPurchase, type Db } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';
import { bankAccountDto, teamDto } from '../matches/service.js';

const { bankAccounts, matches, outboxEvents, purchases, receipts, teams, tickets, users, venues } = schema;
const awayTeams = alias(teams, 'away_teams');

/**
 * How far a purchase's tickets were used at the gate: null before any ticket is issued. The outer
 * purchase is spelled out, as drizzle writes a column inside select() without its table.
 */
const ticketUse = sql<{ issued: number; used: number; lastUsedAt: string | null; lastUsedGate: string | null } | null>`(
  select case when count(*) = 0 then null else json_build_object(
    'issued', count(*) filter (where t.status <> 'cancelled'),
    'used', count(*) filter (where t.status = 'used'),
    'lastUsedAt', max(t.used_at),
    'lastUsedGate', (array_agg(t.used_gate order by t.used_at desc) filter (where t.status = 'used'))[1]) end
  from ${tickets} t where t.purchase_id = "purchases"."id")`;

const selectPurchases = (db: Db) =>
  selectPurchasesWithMatch(db, { receipt: receipts, ticketUse }).leftJoin(receipts, eq(receipts.purchaseId, purchases.id));
type Row = Awaited<ReturnType<ReturnType<typeof selectPurchases>['execute']>>[number];

/** The console's purchases: who bought each one as well. */
const selectStaffPurchases = (db: Db) =>
  selectPurchasesWithMatch(db, { receipt: receipts, ticketUse, buyer: { id: users.id, name: users.name, email: users.email } })
    .leftJoin(receipts, eq(receipts.purchaseId, purchases.id))
    .innerJoin(users, eq(users.id, purchases.userId));
type StaffRow = Awaited<ReturnType<ReturnType<typeof selectStaffPurchases>['execute']>>[number];

const toStaffPurchaseDto = ({ buyer, ...row }: StaffRow): StaffPurchaseDto => ({ ...toPurchaseDto(row, true), buyer });

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row without `ticketUse` (one that did not select it) says nothing about the gate: null. */
export function toPurchaseDto({ p, receipt, ticketUse: use = null, bank, ...match }: Omit<Row, 'ticketUse'> & Partial<Pick<Row, 'ticketUse'>>, forStaff = false): PurchaseDto {
  return purchaseDto(p, matchDetails(match), bank, receipt, forStaff, use && { ...use, lastUsedAt: use.lastUsedAt && new Date(use.lastUsedAt).toISOString() });
}

/** What a purchase shows of its match. */
function matchDetails({ m, home, away, venue }: {
  m: Pick<Row['m'], 'matchDate' | 'league' | 'leagueTh'>; home: Row['home']; away: Row['away']; venue: PurchaseDto['matchDetails']['venue'];
}): PurchaseDto['matchDetails'] {
  return {
    matchDate: m.matchDate.toISOString(),
    homeTeam: teamDto(home),
    awayTeam: away ? teamDto(away) : null,
    venue: { name: venue.name, nameTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh },
    league: m.league,
    leagueTh: m.leagueTh,
  };
}

/** A purchase as its owner (or, with `forStaff`, the console) sees it. */
function purchaseDto(p: Row['p'], matchDetails: PurchaseDto['matchDetails'], bank: Row['bank'], receipt: Row['receipt'], forStaff: boolean, ticketUse: TicketUseDto | null): PurchaseDto {
  return {
    id: p.id,
    matchId: p.matchId,
    matchDetails,
    bankAccount: bankAccountDto(bank),
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
    ticketUse,
  };
}

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

/**
 * The statement every buyer of an on-sale runs, built once per database and prepared on each
 * connection. While the match is on sale, hold the seats and, only if they were held, write the
 * purchase at the price of that moment, announce it and save the phone to the profile; answer
 * the purchase with what it shows of its match. One statement is one transaction, and the match
 * row every buyer wants stays locked only inside the database, never while a reply travels to
 * Node and back (with a transaction of several round trips, buyers queued on that lock).
 */
function prepareNewPurchase(db: Db) {
  const param = sql.placeholder;
  const onSale = db.$with('on_sale').as(db.select({ id: matches.id }).from(matches).where(and(eq(matches.id, param('matchId')), onSaleNow)));
  const held = db.$with('held').as(seatHold(db, sql`(select ${onSale.id} from ${onSale})`, param('quantity')));
  const created = db.$with('created', getTableColumns(purchases)).as(sql`
    insert into ${purchases} (id, user_id, match_id, quantity, unit_price_satang, total_satang, reference_number, phone, expires_at)
    select ${param('id')}::uuid, ${param('userId')}, ${param('matchId')}::uuid, ${param('quantity')}::int, ${held.ticketPriceSatang},
      ${held.ticketPriceSatang} * ${param('quantity')}::int, ${param('reference')}, ${param('phone')}, now() + make_interval(mins => ${param('paymentWindowMinutes')}::int)
    from ${held}
    returning *`);
  const announced = db.$with('announced', {}).as(sql`
    insert into ${outboxEvents} (type, payload) select ${param('eventType')}, ${param('eventPayload')}::jsonb from ${created}`);
  const phoneSaved = db.$with('phone_saved', {}).as(sql`
    update ${users} set phone = ${param('phone')}, updated_at = now()
    where id = ${param('userId')} and phone is distinct from ${param('phone')} and exists (select from ${created})`);
  return db.with(onSale, held, created, announced, phoneSaved)
    .select({ p: created._.selectedFields, m: { matchDate: matches.matchDate, league: matches.league, leagueTh: matches.leagueTh }, home: teams, away: awayTeams, venue: venues, bank: bankAccounts })
    .from(created)
    .innerJoin(matches, eq(matches.id, created.matchId))
    .innerJoin(teams, eq(matches.homeTeamId, teams.id))
    .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id))
    .innerJoin(venues, eq(matches.venueId, venues.id))
    .innerJoin(bankAccounts, eq(matches.bankAccountId, bankAccounts.id))
    .prepare('new_purchase');
}
const newPurchases = new WeakMap<Db, ReturnType<typeof prepareNewPurchase>>();

/**
 * Hold the seats (never below zero), write the purchase with a unique reference and its payment
 * window, announce it and save the phone to the profile: all in one transaction.
 */
export async function createPurchase(db: Db, userId: string, input: CreatePurchaseInput, paymentWindowMinutes: number): Promise<PurchaseDto> {
  if (!newPurchases.has(db)) newPurchases.set(db, prepareNewPurchase(db));
  const id = randomUUID();
  const event: OutboxEventPayloads['purchase.status_changed'] = { purchaseId: id, userId, matchId: input.matchId, status: 'pending' };
  const values = { ...input, id, userId, paymentWindowMinutes, eventType: 'purchase.status_changed', eventPayload: event };
  // A reference collision is astronomically rare; the unique key undoes the whole statement and we draw again.
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await newPurchases.get(db)!.execute({ ...values, reference: purchaseReference() });
      if (!row) throw await whyNotSold(db, input.matchId);
      return purchaseDto(row.p, matchDetails(row), row.bank, null, false, null);
    } catch (err) {
      if (attempt >= 5 || !isUniqueViolation(err)) throw err;
    }
  }
}

async function whyNotSold(db: Db, matchId: string) {
  const [match] = await db.select({ onSale: sql<boolean>`${onSaleNow}` }).from(matches).where(eq(matches.id, matchId));
  if (!match) return new NotFound('match.not_found');
  if (!match.onSale) return new Conflict('purchase.not_on_sale');
  return new Conflict('purchase.sold_out');
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e.code ?? e.cause?.code) === '23505';
};

/** The fan gives up a purchase still awaiting payment; its seats go back on sale. Irreversible. */
export async function cancelPurchase(db: Db, userId: string, id: string): Promise<PurchaseDto> {
  await db.transaction(async (tx) => {
    const [owned] = await tx.select({ status: purchases.status }).from(purchases).where(and(eq(purchases.id, id), eq(purchases.userId, userId)));
    if (!owned) throw new NotFound('purchase.not_yours');
    const row = await transitionPurchase(tx, id, 'cancelled', { cancelledAt: new Date() });
    if (!row) throw new Conflict(purchaseCannotBeCancelled(owned.status));
    await releaseSeats(tx, id);
  });
  return getOwnPurchase(db, userId, id);
}

export async function listTickets(db: Db, userId: string, purchaseId: string): Promise<TicketDto[]> {
  const [owned] = await db.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.id, purchaseId), eq(purchases.userId, userId)));
  if (!owned) throw new NotFound('purchase.not_yours');
  const rows = await db.select().from(tickets).where(eq(tickets.purchaseId, purchaseId)).orderBy(tickets.seat);
  return rows.map((t) => ({ id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, status: t.status, usedAt: iso(t.usedAt), usedGate: t.usedGate, qrContent: ticketQrContent(t) }));
}

// ---- staff ----

export async function getPurchaseForStaff(db: Db, id: string): Promise<StaffPurchaseDto> {
  const [row] = await selectStaffPurchases(db).where(eq(purchases.id, id));
  if (!row) throw new NotFound('purchase.not_found');
  return toStaffPurchaseDto(row);
}

/** The fields the verification queue sorts by (the console's columns): anything else is refused. */
export const STAFF_PURCHASE_SORT = {
  id: purchases.id, updatedAt: purchases.updatedAt, createdAt: purchases.createdAt, referenceNumber: purchases.referenceNumber, status: purchases.status,
  quantity: purchases.quantity, totalAmount: purchases.totalSatang, receiptUploadedAt: receipts.uploadedAt, 'matchDetails.matchDate': matches.matchDate,
};

export async function listPurchasesForStaff(db: Db, q: {
  statuses?: PurchaseStatus[]; matchId?: string; search?: string; offset: number; limit: number; order: 'ASC' | 'DESC';
  sortBy: (typeof STAFF_PURCHASE_SORT)[keyof typeof STAFF_PURCHASE_SORT];
}) {
  const like = q.search ? `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    q.statuses?.length ? inArray(purchases.status, q.statuses) : undefined,
    q.matchId ? eq(purchases.matchId, q.matchId) : undefined,
    // A reference read out on the phone, or the buyer's name or email.
    like ? or(ilike(purchases.referenceNumber, like), sql`${purchases.userId} in (select id from ${users} where ${users.email} ilike ${like} or ${users.name} ilike ${like})`) : undefined,
  );
  const rows = await selectStaffPurchases(db).where(where)
    .orderBy(q.order === 'ASC' ? asc(q.sortBy) : desc(q.sortBy), purchases.id)
    .limit(q.limit).offset(q.offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(purchases).where(where);
  return { rows: rows.map(toStaffPurchaseDto), total: total?.n ?? 0 };
}

/** Approve a verifying purchase: completed, tickets to be issued. Only one staff decision wins. */
export async function approvePurchase(db: Db, staffId: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await transitionPurchase(tx, id, 'completed', { completedAt: new Date() });
    if (!row) throw await decidedAlready(tx, id);
    // A late slip for an expired purchase: its seats went back on sale and must be taken again.
    if (row.seatsReleasedAt) {
      if (!(await holdSeats(tx, row.matchId, row.quantity))) throw new Conflict('purchase.late_no_seats');
      await tx.update(purchases).set({ seatsReleasedAt: null }).where(eq(purchases.id, id));
    }
    await recordEvent(tx, 'purchase.approved', { purchaseId: id });
    await audit(tx, { actorId: staffId, action: 'purchase.approved', entityType: 'purchase', entityId: id, changes: { status: ['verifying', 'completed'] } });
  });
  return getPurchaseForStaff(db, id);
}

export async function rejectPurchase(db: Db, staffId: string, id: string, reason: string) {
  await db.transaction(async (tx) => {
    const row = await transitionPurchase(tx, id, 'rejected', { rejectionReason: reason, rejectedAt: new Date() });
    if (!row) throw await decidedAlready(tx, id);
    await releaseSeats(tx, id);
    await audit(tx, { actorId: staffId, action: 'purchase.rejected', entityType: 'purchase', entityId: id, changes: { status: ['verifying', 'rejected'], reason } });
  });
  return getPurchaseForStaff(db, id);
}

async function decidedAlready(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: string) {
  const [current] = await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, id));
  if (!current) return new NotFound('purchase.not_found');
  return new Conflict(purchaseNotVerifying(current.status));
}
