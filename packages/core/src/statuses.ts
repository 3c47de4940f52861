/**
 * Ticket purchase lifecycle (its moves: packages/db/src/purchase-lifecycle.ts). `cancelled` is the
 * fan's own irreversible cancel. The spec's "failed" is no status of its own: it is the fan's
 * filter of purchases whose payment was rejected (MY_TICKETS_FILTERS).
 */
export const PURCHASE_STATUSES = ['pending', 'verifying', 'completed', 'expired', 'rejected', 'cancelled'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const ORDER_STATUSES = ['pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'rejected'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A ticket (its moves: packages/db/src/ticket-lifecycle.ts) is valid until the gate admits it
 * (`used`) or its holder passes it on (`transferred`: its QR and number no longer open the gate;
 * the recipient's new ticket does). Either ends it.
 */
export const TICKET_STATUSES = ['valid', 'used', 'transferred'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A steward may only scan tickets at the gate (the gate app; every /api/v1/admin path answers 403). */
export const ROLES = ['fan', 'steward', 'staff', 'admin'] as const;
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
/** Roles allowed to scan at the gate (/api/v1/gate and the gate app): stewards, staff and admins. */
export const isGateRole = (role: string | null | undefined): boolean => role === 'steward' || isStaffRole(role);

export const MATCH_STATUSES = ['scheduled', 'postponed', 'cancelled', 'finished'] as const;
export const SHIPPING_TYPES = ['delivery', 'pickup'] as const;
export type ShippingType = (typeof SHIPPING_TYPES)[number];
export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const PROMO_KINDS = ['percent', 'fixed'] as const;
export const COMPETITION_FEEDS = ['matches', 'standings'] as const;
export type CompetitionFeed = (typeof COMPETITION_FEEDS)[number];
