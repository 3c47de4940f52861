import type { OrderStatus } from './statuses.js';

/** A match on the console's dashboard. */
export interface DashboardMatchDto {
  id: string;
  kick_off: string;
  status: string;
  league: string;
  league_th: string;
  home_team: { name: string; name_th: string };
  away_team: { name: string; name_th: string } | null;
  seats_sold: number;
  /** Seats still on sale; null for an unlimited match. */
  seats_available: number | null;
  pending_purchases: number;
  verifying_purchases: number;
  revenue: number;
  revenue_satang: number;
  tickets_issued: number;
  tickets_checked_in: number;
  /** Sales of each zone it sells, in the stadium's order. */
  zones: DashboardZoneDto[];
}

/** A zone of a match on the dashboard: places sold (completed purchases), left on sale (null: unlimited), money taken. */
export interface DashboardZoneDto {
  zone: { id: string; code: string; name: string; name_th: string; colour: string };
  sold: number;
  available: number | null;
  revenue: number;
  revenue_satang: number;
}

/** GET /api/v1/admin/dashboard: every figure counted from the tables when asked. */
export interface DashboardDto {
  generated_at: string;
  matches: DashboardMatchDto[];
  store: { orders_by_status: Record<OrderStatus, number>; orders_total: number; revenue: number; revenue_satang: number };
  verification_queue: { purchases: number; orders: number; total: number };
  /** Mails and other jobs that gave up retrying and wait for staff (console: Failed jobs). */
  failed_jobs: number;
  /**
   * Payments confirmed today (Bangkok's day): by the system (a slip the bank confirmed, a bill
   * payment, a statement line) and by staff; and statement lines waiting for staff.
   */
  payments_today: { by_system: number; by_staff: number };
  statement_lines_waiting: number;
  /** Second payments recorded for something another transfer had paid (finding paid_twice) and not yet marked refunded by staff: money owed back, of purchases and of orders. */
  refunds_owed: { purchases: number; orders: number; total: number };
}
