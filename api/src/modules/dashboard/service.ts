import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_CLOSED, ORDER_PAID, ORDER_STATUSES, STATEMENT_LINES_OPEN, satangToBaht, type DashboardDto, type OrderStatus } from '@club/core';
import { awayTeams, matchFigures, refundOwed, schema, selectMatches, ticketLifecycle, type Db } from '@club/db';
import { matchZonesOf } from '../console-records/zone-records.js';
import { countFailedJobs } from '../failed-jobs/service.js';

const { auditLog, bankTransfers, matches, orders, purchases, receipts, statementLines, teams, tickets } = schema;

/** Store orders whose money has come in and stayed: paid and not closed (a refunded order's money went back). */
const REVENUE_ORDER_STATUSES: OrderStatus[] = ORDER_PAID.filter((s) => !ORDER_CLOSED.includes(s));

/** Matches shown: every upcoming one and those played in the last RECENT_DAYS days. */
const RECENT_DAYS = 14;

// Sums are bigint in PostgreSQL (a string in the driver): read them back as numbers.
const count = (q: ReturnType<typeof sql>) => sql<number>`(${q})::int`.mapWith(Number);
const total = (q: ReturnType<typeof sql>) => sql<number>`coalesce((${q}), 0)::bigint`.mapWith(Number);

/** Every figure is computed from the rows themselves, so nothing can drift from what happened. */
export async function getDashboard(db: Db, limit: number): Promise<DashboardDto> {
  const ofMatch = (status: string) => sql`select count(*) from ${purchases} where ${purchases.matchId} = ${matches.id} and ${purchases.status} = ${status}`;
  // A season pass's tickets are each of their own match.
  const ticketsOfMatch = sql`from ${tickets} where ${tickets.matchId} = ${matches.id}`;
  // Confirmations are the audit log's: a purchase completed or an order paid, by the system (no actor) or by staff.
  const confirmedToday = sql`${auditLog.action} in ('purchase.confirmed', 'purchase.approved', 'order.paid')
    and ${auditLog.createdAt} >= date_trunc('day', now() at time zone 'Asia/Bangkok') at time zone 'Asia/Bangkok'`;
  const [matchRows, statusRows, [revenue], [purchaseQueue], [orderQueue], failedJobs, [confirmations], [waitingLines], [refunds]] = await Promise.all([
    selectMatches(db, {
      m: matches,
      home: { name: teams.name, nameTh: teams.nameTh },
      away: { id: awayTeams.id, name: awayTeams.name, nameTh: awayTeams.nameTh },
      // Places left across its open zones; null when any of them is unlimited.
      seatsAvailable: sql<number | null>`case when ${matchFigures.unlimited} then null else ${matchFigures.available} end`,
      seatsSold: total(sql`select sum(${purchases.quantity}) from ${purchases} where ${purchases.matchId} = ${matches.id} and ${purchases.status} = 'completed'`),
      pending: count(ofMatch('pending')),
      verifying: count(ofMatch('verifying')),
      revenueSatang: total(sql`select sum(${purchases.totalSatang}) from ${purchases} where ${purchases.matchId} = ${matches.id} and ${purchases.status} = 'completed'`),
      // As the gate counts them: a ticket passed on counts once, as the ticket that replaced it.
      ticketsIssued: count(sql`select count(*) ${ticketsOfMatch} and ${ticketLifecycle.countsAsIssued}`),
      checkedIn: count(sql`select count(*) ${ticketsOfMatch} and ${tickets.status} = 'used'`),
    })
      .where(sql`${matches.matchDate} >= now() - make_interval(days => ${RECENT_DAYS})`)
      .orderBy(asc(matches.matchDate), asc(matches.id))
      .limit(limit),
    db.select({ status: orders.status, n: sql<number>`count(*)::int`.mapWith(Number) }).from(orders).groupBy(orders.status),
    db.select({ satang: total(sql`sum(${orders.totalSatang})`) }).from(orders)
      .where(sql`${orders.status} in (${sql.join(REVENUE_ORDER_STATUSES.map((s) => sql`${s}`), sql`, `)})`),
    db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(purchases).where(eq(purchases.status, 'verifying')),
    db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(orders).where(sql`${orders.status} = 'pending_payment'
      and exists (select 1 from ${receipts} where ${receipts.orderId} = ${orders.id} and ${receipts.checkStatus} = 'accepted')`),
    countFailedJobs(db),
    db.select({ bySystem: count(sql`count(*) filter (where ${auditLog.actorId} is null)`), byStaff: count(sql`count(*) filter (where ${auditLog.actorId} is not null)`) })
      .from(auditLog).where(confirmedToday),
    db.select({ n: sql<number>`count(*)::int`.mapWith(Number) }).from(statementLines).where(inArray(statementLines.status, [...STATEMENT_LINES_OPEN])),
    db.select({ purchases: count(sql`count(*) filter (where ${bankTransfers.purchaseId} is not null)`), orders: count(sql`count(*) filter (where ${bankTransfers.orderId} is not null)`) })
      .from(bankTransfers).where(refundOwed),
  ]);

  const zones = await matchZonesOf(db, matchRows.map((r) => r.m.id));
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const r of statusRows) byStatus[r.status] = r.n;
  const revenueSatang = revenue?.satang ?? 0;
  return {
    generated_at: new Date().toISOString(),
    matches: matchRows.map((r) => ({
      id: r.m.id,
      kick_off: r.m.matchDate.toISOString(),
      status: r.m.status,
      league: r.m.league,
      league_th: r.m.leagueTh,
      home_team: { name: r.home.name, name_th: r.home.nameTh },
      away_team: r.away?.id ? { name: r.away.name, name_th: r.away.nameTh } : null,
      seats_sold: r.seatsSold,
      seats_available: r.seatsAvailable,
      pending_purchases: r.pending,
      verifying_purchases: r.verifying,
      revenue: satangToBaht(r.revenueSatang),
      revenue_satang: r.revenueSatang,
      tickets_issued: r.ticketsIssued,
      tickets_checked_in: r.checkedIn,
      zones: zones.filter((z) => z.match_id === r.m.id).map((z) => ({
        zone: { id: z.zone_id, code: z.code, name: z.name, name_th: z.name_th, colour: z.colour },
        sold: z.sold,
        available: z.unlimited ? null : z.available,
        revenue: z.revenue,
        revenue_satang: z.revenue_satang,
      })),
    })),
    store: {
      orders_by_status: byStatus,
      orders_total: statusRows.reduce((n, r) => n + r.n, 0),
      revenue: satangToBaht(revenueSatang),
      revenue_satang: revenueSatang,
    },
    verification_queue: { purchases: purchaseQueue?.n ?? 0, orders: orderQueue?.n ?? 0, total: (purchaseQueue?.n ?? 0) + (orderQueue?.n ?? 0) },
    failed_jobs: failedJobs,
    payments_today: { by_system: confirmations?.bySystem ?? 0, by_staff: confirmations?.byStaff ?? 0 },
    statement_lines_waiting: waitingLines?.n ?? 0,
    refunds_owed: { purchases: refunds?.purchases ?? 0, orders: refunds?.orders ?? 0, total: (refunds?.purchases ?? 0) + (refunds?.orders ?? 0) },
  };
}
