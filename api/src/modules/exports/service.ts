import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '@club/core';
import { awayTeams, schema, selectMatches, selectPurchasesWithMatch, type Db } from '@club/db';
import { NotFound } from '../../http/errors.js';
import { ledgerInOrder } from '../console-records/exchange-records.js';
import { matchZonesOf } from '../console-records/zone-records.js';
import { csvBaht, csvDate, toCsv } from './csv.js';

const { matches, orderItems, orders, purchases, teams, tickets, users } = schema;
const staffUsers = alias(users, 'staff_users');

export interface CsvFile { filename: string; body: string }

const fileDay = (d: Date) => csvDate(d).slice(0, 10);

/** The match a per-match export names in its file name; 404 for an unknown one. */
async function matchLabel(db: Db, matchId: string): Promise<string> {
  const [m] = await db.select({ matchDate: matches.matchDate }).from(matches).where(eq(matches.id, matchId));
  if (!m) throw new NotFound('match.not_found');
  return `match-${fileDay(m.matchDate)}-${matchId.slice(0, 8)}`;
}

const matchColumns = {
  kickOff: matches.matchDate,
  home: teams.name,
  away: awayTeams.name,
};
const matchName = (r: { home: string; away: string | null }) => `${r.home} vs ${r.away ?? 'TBA'}`;

export async function purchasesCsv(db: Db, matchId?: string): Promise<CsvFile> {
  const label = matchId ? await matchLabel(db, matchId) : 'all-matches';
  // Season passes too (every match's file): their 'match' is the pass, with no kick-off.
  const rows = await selectPurchasesWithMatch(db, { buyerName: users.name, buyerEmail: users.email })
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(matchId ? eq(purchases.matchId, matchId) : undefined)
    .orderBy(sql`${matches.matchDate} nulls last`, asc(purchases.createdAt), asc(purchases.id));
  const header = ['reference', 'match', 'kick_off', 'buyer_name', 'buyer_email', 'phone', 'quantity', 'unit_price_baht', 'amount_baht',
    'status', 'created_at', 'completed_at', 'rejected_at', 'rejection_reason', 'rejection_note', 'cancelled_at'];
  return {
    filename: `purchases-${label}.csv`,
    body: toCsv(header, rows.map(({ p, m, home, away, season, ...r }) => [
      p.referenceNumber, season ? `${season.name} (${season.seasonLabel})` : matchName({ home: home!.name, away: away?.name ?? null }), csvDate(m?.matchDate ?? null), r.buyerName, r.buyerEmail, p.phone, p.quantity, csvBaht(p.unitPriceSatang), csvBaht(p.totalSatang),
      p.status, csvDate(p.createdAt), csvDate(p.completedAt), csvDate(p.rejectedAt), p.rejectionReason, p.rejectionNote, csvDate(p.cancelledAt),
    ])),
  };
}

export async function ticketsCsv(db: Db, matchId?: string): Promise<CsvFile> {
  const label = matchId ? await matchLabel(db, matchId) : 'all-matches';
  const rows = await selectMatches(db, {
    t: tickets, reference: purchases.referenceNumber, holderName: users.name, holderEmail: users.email, phone: purchases.phone,
    usedByName: staffUsers.name, usedByEmail: staffUsers.email, ...matchColumns,
  })
    // Each ticket of its own match: a season pass's are one per match.
    .innerJoin(tickets, eq(tickets.matchId, matches.id))
    .innerJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .leftJoin(staffUsers, eq(staffUsers.id, tickets.usedBy))
    .where(matchId ? eq(tickets.matchId, matchId) : undefined)
    .orderBy(asc(matches.matchDate), asc(purchases.referenceNumber), asc(tickets.seat));
  const header = ['ticket_number', 'match', 'kick_off', 'purchase_reference', 'seat', 'holder_name', 'holder_email', 'phone', 'status', 'used_at', 'used_by_name', 'used_by_email'];
  return {
    filename: `tickets-${label}.csv`,
    body: toCsv(header, rows.map(({ t, ...r }) => [
      t.ticketNumber, matchName(r), csvDate(r.kickOff), r.reference, t.seat, r.holderName, r.holderEmail, r.phone, t.status,
      csvDate(t.usedAt), r.usedByName, r.usedByEmail,
    ])),
  };
}

/** Each zone of a match (or of every match): its price, what is left, held, sold and the money taken. */
export async function zoneSalesCsv(db: Db, matchId?: string): Promise<CsvFile> {
  const label = matchId ? await matchLabel(db, matchId) : 'all-matches';
  const games = await selectMatches(db, { id: matches.id, ...matchColumns })
    .where(matchId ? eq(matches.id, matchId) : undefined)
    .orderBy(asc(matches.matchDate), asc(matches.id));
  const zones = await matchZonesOf(db, games.map((g) => g.id));
  const header = ['match', 'kick_off', 'zone_code', 'zone_name', 'zone_name_th', 'price_baht', 'closed', 'unlimited', 'available', 'held', 'sold', 'revenue_baht'];
  return {
    filename: `zone-sales-${label}.csv`,
    body: toCsv(header, games.flatMap((g) => zones.filter((z) => z.match_id === g.id).map((z) => [
      matchName(g), csvDate(g.kickOff), z.code, z.name, z.name_th, csvBaht(z.price_satang), String(z.closed), String(z.unlimited),
      z.unlimited ? null : z.available, z.held, z.sold, csvBaht(z.revenue_satang),
    ]))),
  };
}

/** The credit ledger, every row oldest first: what moved from which account to which, the fan it concerns and the match it came from. */
export async function ledgerCsv(db: Db): Promise<CsvFile> {
  const rows = await ledgerInOrder(db);
  const header = ['id', 'created_at', 'kind', 'debit_account', 'credit_account', 'fan_name', 'fan_email', 'amount_baht', 'match', 'kick_off', 'listing_id', 'recorded_by', 'note'];
  return {
    filename: `ledger-${fileDay(new Date())}.csv`,
    body: toCsv(header, rows.map((e) => [
      e.id, csvDate(new Date(e.created_at)), e.kind, e.debit_account, e.credit_account, e.user_name, e.user_email, csvBaht(e.amount_satang),
      e.home_team_name ? matchName({ home: e.home_team_name, away: e.away_team_name ?? null }) : null, e.kick_off ? csvDate(new Date(e.kick_off)) : null,
      e.listing_id, e.created_by_name, e.note,
    ])),
  };
}

export async function ordersCsv(db: Db, status?: OrderStatus): Promise<CsvFile> {
  const items = sql<string>`(select string_agg(${orderItems.quantity} || ' × ' || ${orderItems.productName} || ' (' || ${orderItems.productSku} || ')', '; ' order by ${orderItems.productName})
    from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;
  const rows = await db.select({ o: orders, customerName: users.name, customerEmail: users.email, items })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(status ? eq(orders.status, status) : undefined))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const header = ['order_number', 'customer_name', 'customer_email', 'status', 'items', 'subtotal_baht', 'discount_baht', 'shipping_baht', 'total_baht', 'promo_code',
    'payment_reference', 'shipping_method', 'ship_to', 'phone', 'tracking_number', 'created_at', 'paid_at', 'shipped_at', 'delivered_at', 'cancelled_at', 'refunded_at'];
  return {
    filename: `orders-${status ?? 'all'}-${fileDay(new Date())}.csv`,
    body: toCsv(header, rows.map(({ o, ...r }) => [
      o.orderNumber, r.customerName, r.customerEmail, o.status, r.items, csvBaht(o.subtotalSatang), csvBaht(o.discountSatang), csvBaht(o.shippingSatang), csvBaht(o.totalSatang), o.promoCode,
      o.paymentReference, o.shippingMethodName, shipTo(o), o.shippingMethodType === 'pickup' ? o.pickupLocationPhone : o.deliveryPhone, o.trackingNumber,
      csvDate(o.createdAt), csvDate(o.paidAt), csvDate(o.shippedAt), csvDate(o.deliveredAt), csvDate(o.cancelledAt), csvDate(o.refundedAt),
    ])),
  };
}

function shipTo(o: typeof orders.$inferSelect): string {
  if (o.shippingMethodType === 'pickup') return [o.pickupLocationName, o.pickupLocationAddress].filter(Boolean).join(', ');
  return [o.deliveryRecipientName, o.deliveryAddressLine1, o.deliveryAddressLine2, o.deliveryDistrict, o.deliveryProvince, o.deliveryPostalCode].filter(Boolean).join(', ');
}
