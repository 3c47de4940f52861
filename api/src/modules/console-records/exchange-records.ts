/**
 * The exchange as staff see it: its listings and the credit ledger (rows and balances), read-only,
 * and the one write staff make, a payout of a fan's credit. Every other move of a listing and every
 * other ledger row is the exchange lifecycle's (@club/db exchangeLifecycle).
 */
import express, { type Router } from 'express';
import { count, eq, inArray, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  LEDGER_ACCOUNTS, LEDGER_KINDS, LISTING_STATUSES, atField, bahtToSatang, formatBankAmount, ledgerPayoutInputSchema, msg, msgWith, oneOfWords, payoutAboveCredit,
  satangToBaht, type AdminExchangeListingDto, type AdminLedgerBalanceDto, type AdminLedgerEntryDto, type LedgerAccount,
} from '@club/core';
import { audit, awayTeams, exchangeLifecycle, schema, selectMatches, type Db } from '@club/db';
import { currentUser, requireAdmin } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { Conflict, Invalid, NotFound } from '../../http/errors.js';
import { parseListQuery, sendList, type ListQuery } from '../../http/simple-rest.js';
import { parse, parseId } from '../../http/validate.js';
import { allOf, commonFilters, idCondition, iso, orderBy, pageSize, searchIn } from './persistence.js';

const { exchangeListings, ledgerEntries, matches, purchases, teams, tickets, users, venueSeats, venueZones } = schema;
const staffUsers = alias(users, 'staff_users');

const oneOrMany = <S extends z.ZodType>(inner: S) => z.union([inner, z.array(inner)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<S>[]);

interface MatchRow { matchId: string; home: string; homeTh: string; away: string | null; awayTh: string | null; kickOff: Date }
const matchWords = (r: MatchRow) => ({
  match_id: r.matchId, home_team_name: r.home, home_team_name_th: r.homeTh, away_team_name: r.away, away_team_name_th: r.awayTh, kick_off: r.kickOff.toISOString(),
});
const matchColumns = { matchId: matches.id, home: teams.name, homeTh: teams.nameTh, away: awayTeams.name, awayTh: awayTeams.nameTh, kickOff: matches.matchDate };

// ---- listings ----

const listingColumns = {
  l: exchangeListings, ...matchColumns, zoneCode: venueZones.code, zoneName: venueZones.name, zoneNameTh: venueZones.nameTh,
  seatRow: venueSeats.rowLabel, seatNumber: venueSeats.number, sellerName: users.name, sellerEmail: users.email, reference: purchases.referenceNumber,
};

const selectListings = (db: Db) => selectMatches(db, listingColumns)
  .innerJoin(exchangeListings, eq(exchangeListings.matchId, matches.id))
  .innerJoin(venueZones, eq(venueZones.id, exchangeListings.zoneId))
  .innerJoin(tickets, eq(tickets.id, exchangeListings.ticketId))
  .leftJoin(venueSeats, eq(venueSeats.id, tickets.venueSeatId))
  .innerJoin(users, eq(users.id, exchangeListings.sellerId))
  .leftJoin(purchases, eq(purchases.id, exchangeListings.purchaseId));

const listingDto = ({ l, ...r }: Awaited<ReturnType<typeof selectListings>>[number]): AdminExchangeListingDto => ({
  id: l.id,
  status: l.status,
  ...matchWords(r),
  zone_id: l.zoneId,
  zone_code: r.zoneCode,
  zone_name: r.zoneName,
  zone_name_th: r.zoneNameTh,
  seat_row: r.seatRow,
  seat_number: r.seatNumber,
  ticket_id: l.ticketId,
  seller_id: l.sellerId,
  seller_name: r.sellerName,
  seller_email: r.sellerEmail,
  purchase_id: l.purchaseId,
  purchase_reference: r.reference,
  listed_at: l.listedAt.toISOString(),
  closes_at: l.closesAt.toISOString(),
  closed_at: iso(l.closedAt),
});

const LISTING_SORT = {
  id: exchangeListings.id, listed_at: exchangeListings.listedAt, closes_at: exchangeListings.closesAt, closed_at: exchangeListings.closedAt,
  status: exchangeListings.status, kick_off: matches.matchDate, seller_name: users.name, zone_code: venueZones.code,
};

const listingFilter = commonFilters.extend({
  match_id: z.uuid(msg('filter.match_id')).optional(),
  status: oneOrMany(z.enum(LISTING_STATUSES, { error: msgWith(oneOfWords('status', LISTING_STATUSES)) })).optional(),
  seller_id: z.string({ error: msg('filter.user_id') }).optional(),
}).passthrough();

async function listListings(db: Db, q: ListQuery<AnyColumn>) {
  const f = parse(listingFilter, q.filter);
  const where = allOf(
    idCondition(exchangeListings.id, f.id),
    searchIn(f.q, [users.name, users.email, purchases.referenceNumber]),
    f.match_id ? eq(exchangeListings.matchId, f.match_id) : undefined,
    f.status ? inArray(exchangeListings.status, f.status) : undefined,
    f.seller_id ? eq(exchangeListings.sellerId, f.seller_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectListings(db).where(where).orderBy(...orderBy(q, exchangeListings.id)).limit(pageSize(q, f.id)).offset(q.offset),
    db.select({ n: count() }).from(exchangeListings).innerJoin(users, eq(users.id, exchangeListings.sellerId))
      .leftJoin(purchases, eq(purchases.id, exchangeListings.purchaseId)).where(where),
  ]);
  return { rows: rows.map(listingDto), total: total?.n ?? 0 };
}

async function getListing(db: Db, id: string) {
  const [row] = await selectListings(db).where(eq(exchangeListings.id, id));
  if (!row) throw new NotFound('exchange.listing_not_found');
  return listingDto(row);
}

// ---- ledger rows ----

/** The fan a row concerns: the side that is a fan's account (a row never moves credit between two fans). */
const fanOf = sql<string | null>`coalesce(${ledgerEntries.creditUserId}, ${ledgerEntries.debitUserId})`;

const selectLedger = (db: Db) => db.select({
  e: ledgerEntries, ...matchColumns, userName: users.name, userEmail: users.email, createdByName: staffUsers.name,
}).from(ledgerEntries)
  .leftJoin(users, eq(users.id, fanOf))
  .leftJoin(staffUsers, eq(staffUsers.id, ledgerEntries.createdBy))
  .leftJoin(exchangeListings, eq(exchangeListings.id, ledgerEntries.listingId))
  .leftJoin(matches, eq(matches.id, exchangeListings.matchId))
  .leftJoin(teams, eq(teams.id, matches.homeTeamId))
  .leftJoin(awayTeams, eq(awayTeams.id, matches.awayTeamId));

type LedgerRow = Awaited<ReturnType<typeof selectLedger>>[number];

const ledgerDto = ({ e, ...r }: LedgerRow): AdminLedgerEntryDto => ({
  id: e.id,
  kind: e.kind,
  debit_account: e.debitAccount,
  debit_user_id: e.debitUserId,
  credit_account: e.creditAccount,
  credit_user_id: e.creditUserId,
  user_id: e.creditUserId ?? e.debitUserId,
  user_name: r.userName,
  user_email: r.userEmail,
  amount: satangToBaht(e.amountSatang),
  amount_satang: e.amountSatang,
  listing_id: e.listingId,
  // A payout names no match.
  ...(r.matchId ? matchWords(r as MatchRow) : {}),
  created_by_name: r.createdByName,
  note: e.note,
  created_at: e.createdAt.toISOString(),
});

const LEDGER_SORT = { id: ledgerEntries.id, created_at: ledgerEntries.createdAt, kind: ledgerEntries.kind, amount: ledgerEntries.amountSatang, user_name: users.name };

const ledgerFilter = commonFilters.extend({
  id: oneOrMany(z.coerce.number().int()).optional(),
  user_id: z.string({ error: msg('filter.user_id') }).optional(),
  kind: oneOrMany(z.enum(LEDGER_KINDS, { error: msgWith(oneOfWords('kind', LEDGER_KINDS)) })).optional(),
}).passthrough();

async function listLedger(db: Db, q: ListQuery<AnyColumn>) {
  const f = parse(ledgerFilter, q.filter);
  const where = allOf(
    f.id ? inArray(ledgerEntries.id, f.id) : undefined,
    searchIn(f.q, [users.name, users.email, ledgerEntries.note]),
    f.user_id ? or(eq(ledgerEntries.creditUserId, f.user_id), eq(ledgerEntries.debitUserId, f.user_id)) : undefined,
    f.kind ? inArray(ledgerEntries.kind, f.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectLedger(db).where(where).orderBy(...orderBy(q, ledgerEntries.id)).limit(pageSize(q, f.id?.map(String))).offset(q.offset),
    db.select({ n: count() }).from(ledgerEntries).leftJoin(users, eq(users.id, fanOf)).where(where),
  ]);
  return { rows: rows.map(ledgerDto), total: total?.n ?? 0 };
}

async function getLedgerEntry(db: Db, id: number) {
  const [row] = await selectLedger(db).where(eq(ledgerEntries.id, id));
  if (!row) throw new NotFound('ledger.entry_not_found');
  return ledgerDto(row);
}

/** The whole ledger, oldest first (the CSV export). */
export async function ledgerInOrder(db: Db): Promise<AdminLedgerEntryDto[]> {
  return (await selectLedger(db).orderBy(ledgerEntries.id)).map(ledgerDto);
}

// ---- balances ----

/** Every account's balance, the fans' together: four rows whose sum is zero, to the satang. */
async function listBalances(db: Db): Promise<AdminLedgerBalanceDto[]> {
  const result = await db.execute(sql`
    with moves as (
      select credit_account as account, credit_user_id as user_id, amount_satang::bigint as amount from ${ledgerEntries}
      union all select debit_account, debit_user_id, -amount_satang::bigint from ${ledgerEntries}),
    per as (select account, user_id, sum(amount) as balance from moves group by account, user_id)
    select account, sum(balance)::bigint as balance, count(*) filter (where user_id is not null and balance <> 0)::int as fans from per group by account`);
  const rows = (result as unknown as { rows: { account: LedgerAccount; balance: string; fans: number }[] }).rows;
  return LEDGER_ACCOUNTS.map((account) => {
    const row = rows.find((r) => r.account === account);
    const satang = Number(row?.balance ?? 0);
    return {
      id: account, account, user_id: null, user_name: null, user_email: null, fans: account === 'fan' ? row?.fans ?? 0 : null,
      balance: satangToBaht(satang), balance_satang: satang,
    };
  });
}

/** One account's balance: a club account by name, a fan's as `fan:{user id}`. */
async function getBalance(db: Db, id: string): Promise<AdminLedgerBalanceDto> {
  if (!id.startsWith('fan:')) {
    const account = (await listBalances(db)).find((b) => b.id === id);
    if (!account || account.account === 'fan') throw new NotFound('ledger.balance_not_found');
    return account;
  }
  const userId = id.slice('fan:'.length);
  const [user] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound('ledger.balance_not_found');
  const { balanceSatang } = await exchangeLifecycle.creditOf(db, userId);
  return {
    id, account: 'fan', user_id: userId, user_name: user.name, user_email: user.email, fans: null,
    balance: satangToBaht(balanceSatang), balance_satang: balanceSatang,
  };
}

// ---- the payout ----

/**
 * Staff record that a fan was paid (some or all of) their credit: a paid_out row from the fan to
 * club_payouts, never more than their balance. The fan's user row is locked first, so two payouts
 * at once are decided one after the other and cannot overdraw. Rows are never changed: a payout
 * recorded by mistake is undone by a reversal row, not here.
 */
async function recordPayout(db: Db, actorId: string, body: unknown): Promise<AdminLedgerEntryDto> {
  const input = parse(ledgerPayoutInputSchema, body ?? {});
  const amountSatang = bahtToSatang(input.amount);
  const id = await db.transaction(async (tx) => {
    const [fan] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.user_id)).for('update');
    if (!fan) throw new Invalid(atField('user_id', 'ledger.fan_not_found'), [{ path: 'user_id', message: 'ledger.fan_not_found' }]);
    const { balanceSatang } = await exchangeLifecycle.creditOf(tx, fan.id);
    if (amountSatang > balanceSatang) {
      const message = payoutAboveCredit({ en: formatBankAmount(balanceSatang, 'en'), th: formatBankAmount(balanceSatang, 'th') });
      throw new Conflict(message, [{ path: 'amount', message }]);
    }
    const [row] = await tx.insert(ledgerEntries).values({
      kind: 'paid_out', debitAccount: 'fan', debitUserId: fan.id, creditAccount: 'club_payouts', amountSatang, createdBy: actorId, note: input.note,
    }).returning({ id: ledgerEntries.id });
    await audit(tx, {
      actorId, action: 'ledger.paid_out', entityType: 'ledger_entry', entityId: String(row!.id),
      changes: { after: { user_id: fan.id, amount_satang: amountSatang, note: input.note, balance_before_satang: balanceSatang } },
    });
    return row!.id;
  });
  return getLedgerEntry(db, id);
}

const ledgerId = (raw: string) => {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound('ledger.entry_not_found');
  return id;
};

/**
 * /api/v1/admin/{exchange-listings,ledger-entries,ledger-balances} in ra-data-simple-rest's shape
 * (read by staff), and POST /api/v1/admin/ledger-entries: an admin records a payout.
 */
export function exchangeRecordsRouter(db: Db): Router {
  const router = express.Router();
  router.get('/exchange-listings', async (req, res) => {
    const q = parseListQuery(req, { field: 'listed_at', order: 'DESC' }, LISTING_SORT);
    const { rows, total } = await listListings(db, q);
    sendList(res, 'exchange-listings', rows, q, total);
  });
  router.get('/exchange-listings/:id', async (req, res) => {
    sendData(res, await getListing(db, parseId(String(req.params.id), 'exchange.listing_not_found')));
  });
  router.get('/ledger-entries', async (req, res) => {
    const q = parseListQuery(req, { field: 'id', order: 'DESC' }, LEDGER_SORT);
    const { rows, total } = await listLedger(db, q);
    sendList(res, 'ledger-entries', rows, q, total);
  });
  router.get('/ledger-entries/:id', async (req, res) => {
    sendData(res, await getLedgerEntry(db, ledgerId(String(req.params.id))));
  });
  router.post('/ledger-entries', requireAdmin, async (req, res) => {
    sendData(res, await recordPayout(db, currentUser(req).id, req.body), 201);
  });
  router.get('/ledger-balances', async (req, res) => {
    const rows = await listBalances(db);
    sendList(res, 'ledger-balances', rows, { offset: 0 }, rows.length);
  });
  router.get('/ledger-balances/:id', async (req, res) => {
    sendData(res, await getBalance(db, String(req.params.id)));
  });
  return router;
}
