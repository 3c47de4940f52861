/**
 * Ticket purchase lifecycle (its moves: packages/db/src/purchase-lifecycle.ts). `cancelled` is the
 * fan's own irreversible cancel. `failed` is the spec's and shown (the fan's "failed" filter, with
 * `rejected`), but no move leads to it yet: a late slip approved when its seats are gone, where a
 * refund is due (issue 17), is where it belongs.
 */
export const PURCHASE_STATUSES = ['pending', 'verifying', 'completed', 'failed', 'expired', 'rejected', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const ORDER_STATUSES = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const TICKET_STATUSES = ['valid', 'used', 'cancelled'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const ROLES = ['fan', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['en', 'th'] as const;
export type Language = (typeof LANGUAGES)[number];

export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];

/**
 * Why the slip check refused a slip, stored as this code (receipts.check_error) and carried by the
 * events: each site and each mail words it in its reader's language.
 */
export const RECEIPT_CHECK_ERRORS = ['unreadable_image'] as const;
export type ReceiptCheckError = (typeof RECEIPT_CHECK_ERRORS)[number];

/** Roles allowed into the staff console and /api/v1/admin. */
export const isStaffRole = (role: string | null | undefined): boolean => role === 'staff' || role === 'admin';

/** A completed ticket counts as used/past this long after kick-off. */
export const TICKET_PAST_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * What the fan sees: a pending purchase whose window has passed shows as expired,
 * a verifying one never does.
 */
export function displayPurchaseStatus(p: { status: PurchaseStatus; expiresAt: string | number | Date }, now = Date.now()): PurchaseStatus {
  if (p.status === 'pending' && new Date(p.expiresAt).getTime() <= now) return 'expired';
  return p.status;
}

/** A completed purchase's tickets count as used (past) 3 hours after kick-off. */
export const isMatchPast = (matchDate: string | number | Date, now = Date.now()): boolean =>
  new Date(matchDate).getTime() + TICKET_PAST_AFTER_MS < now;

/** The filter tabs of "my tickets" (spec section 4). */
export const MY_TICKETS_FILTERS = ['all', 'active', 'pending', 'verifying', 'failed'] as const;
export type MyTicketsFilter = (typeof MY_TICKETS_FILTERS)[number];

/**
 * active: completed and the match not past; pending: awaiting payment and not yet expired;
 * verifying; failed: failed or rejected by staff; all: everything.
 */
export function inMyTicketsFilter(
  p: { status: PurchaseStatus; expiresAt: string | number | Date; matchDetails: { matchDate: string } },
  filter: MyTicketsFilter,
  now = Date.now(),
): boolean {
  const shown = displayPurchaseStatus(p, now);
  switch (filter) {
    case 'all': return true;
    case 'active': return shown === 'completed' && !isMatchPast(p.matchDetails.matchDate, now);
    case 'pending': return shown === 'pending';
    case 'verifying': return shown === 'verifying';
    case 'failed': return shown === 'failed' || shown === 'rejected';
  }
}

export const MATCH_STATUSES = ['scheduled', 'postponed', 'cancelled', 'finished'] as const;
export const SHIPPING_TYPES = ['delivery', 'pickup'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const PROMO_KINDS = ['percent', 'fixed'] as const;
export const COMPETITION_FEEDS = ['matches', 'standings'] as const;
export type CompetitionFeed = (typeof COMPETITION_FEEDS)[number];

/**
 * Every move a purchase may make, and who makes it: the fan (cancel), the worker (a checked
 * receipt, expiry) and staff (approve, reject). Late receipts may revive an expired purchase.
 */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  pending: ['verifying', 'cancelled', 'expired'],
  expired: ['verifying'],
  verifying: ['completed', 'rejected'],
  completed: [],
  failed: [],
  rejected: [],
  cancelled: [],
};

