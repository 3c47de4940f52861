/**
 * Ticket purchases: which move may follow which (the moves themselves are packages/db's
 * purchase-lifecycle.ts), what the fan sees of a status, and the shapes the API sends. Their zod
 * schemas are in purchase-schemas.ts (kept apart, as for orders and the store, so a page that does
 * not validate does not load zod).
 */
import type { BankAccountDto, ReceiptCheckDto, TeamDto } from './dto.js';
import type { PurchaseStatus, TicketStatus } from './statuses.js';
import type { TicketPlaceDto } from './zones.js';

/**
 * Every move a purchase may make, and who makes it: the fan (cancel, a new slip for a rejected
 * payment), the worker (a checked receipt, expiry) and staff (approve, reject). Late receipts may
 * revive an expired purchase; a rejected one goes back to staff with the fan's new slip.
 */
export const PURCHASE_TRANSITIONS: Record<PurchaseStatus, readonly PurchaseStatus[]> = {
  pending: ['verifying', 'cancelled', 'expired'],
  expired: ['verifying'],
  verifying: ['completed', 'rejected'],
  completed: [],
  rejected: ['verifying'],
  cancelled: [],
};

/** Paid: its money came in and was accepted (its tickets are issued). The one definition; every check of "paid" reads it. */
export const PURCHASE_PAID: readonly PurchaseStatus[] = ['completed'];
/** Closed: no payment may confirm it any more; money for it is owed back. An expired one is not: a late payment may still revive it. */
export const PURCHASE_CLOSED: readonly PurchaseStatus[] = ['rejected', 'cancelled'];

/**
 * Why staff rejected a payment (a purchase's or an order's slip), chosen from this list; each site
 * and each mail words the code in its reader's language, and staff may add a note of their own.
 * slip_unreadable: not a slip, or cannot be read; amount_wrong: the amount is not the total;
 * transfer_not_found: the bank has no such transfer; wrong_account: paid into another account;
 * slip_reused: the slip already paid for something else; sold_out: a late payment whose seats
 * (or stock) are gone, refunded; other: the note says.
 */
export const REJECTION_REASONS = ['slip_unreadable', 'amount_wrong', 'transfer_not_found', 'wrong_account', 'slip_reused', 'sold_out', 'other'] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** A completed ticket counts as used/past this long after kick-off. */
const TICKET_PAST_AFTER_MS = 3 * 60 * 60 * 1000;

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

/** What a purchase is for, by date: its match's kick-off, or a season pass's last covered match (its pass's end while it covers none). */
type Dated = { matchDetails: { matchDate: string } | null; season?: { lastMatchDate: string } | null };
export const purchaseMatchDate = (p: Dated): string => p.matchDetails?.matchDate ?? p.season?.lastMatchDate ?? new Date(0).toISOString();

/** The filter tabs of "my tickets" (spec section 4). */
export const MY_TICKETS_FILTERS = ['all', 'active', 'pending', 'verifying', 'failed'] as const;
export type MyTicketsFilter = (typeof MY_TICKETS_FILTERS)[number];

/**
 * active: completed and the match not past; pending: awaiting payment and not yet expired;
 * verifying; failed: payment rejected by staff (the spec's "failed or rejected"); all: everything.
 */
export function inMyTicketsFilter(
  p: { status: PurchaseStatus; expiresAt: string | number | Date } & Dated,
  filter: MyTicketsFilter,
  now = Date.now(),
): boolean {
  const shown = displayPurchaseStatus(p, now);
  switch (filter) {
    case 'all': return true;
    case 'active': return shown === 'completed' && !isMatchPast(purchaseMatchDate(p), now);
    case 'pending': return shown === 'pending';
    case 'verifying': return shown === 'verifying';
    case 'failed': return shown === 'rejected';
  }
}

/**
 * The order of "my tickets": tickets still to be used first (the soonest match first), then what
 * waits on the fan or on staff (awaiting payment, a slip being checked, a payment rejected that a
 * new slip can put right), soonest match first; then what is over (used or past tickets, expired and
 * cancelled purchases), the newest first.
 */
export function myTicketsOrder<P extends { status: PurchaseStatus; expiresAt: string | number | Date; createdAt: string } & Dated>(
  purchases: readonly P[],
  now = Date.now(),
): P[] {
  const rank = (p: P): number => {
    const shown = displayPurchaseStatus(p, now);
    if (shown === 'completed') return isMatchPast(purchaseMatchDate(p), now) ? 2 : 0;
    return shown === 'pending' || shown === 'verifying' || shown === 'rejected' ? 1 : 2;
  };
  const ranked = purchases.map((p) => ({ p, rank: rank(p), match: Date.parse(purchaseMatchDate(p)), made: Date.parse(p.createdAt) }));
  return ranked.sort((a, b) => a.rank - b.rank || (a.rank < 2 ? a.match - b.match : b.made - a.made)).map(({ p }) => p);
}

// ---- what the API sends ----

export interface PurchaseDto {
  id: string;
  /** A match's tickets, or (`season`) a season pass: one ticket per covered match. */
  kind: 'match' | 'season';
  /** Null for a season pass. */
  matchId: string | null;
  /** The pass bought, for a season pass; null for a match's tickets. */
  season: import('./seasons.js').PurchaseSeasonDto | null;
  /** Null for a season pass. */
  matchDetails: null | {
    matchDate: string;
    homeTeam: TeamDto;
    awayTeam: TeamDto | null;
    venue: { name: string; nameTh: string; address: string; addressTh: string };
    league: string;
    leagueTh: string;
  };
  /** The zone bought, and its numbered seats in ticket order (null in a zone without numbers). */
  zone: { id: string; code: string; name: string; nameTh: string };
  seats: { row: string; number: number }[] | null;
  /** The account to pay into (the match's): the payment page's QR and transfer details, with no second request. */
  bankAccount: BankAccountDto;
  quantity: number;
  /** Baht, as the spec shows them; the satang fields are exact. */
  unitPrice: number;
  totalAmount: number;
  totalSatang: number;
  status: PurchaseStatus;
  referenceNumber: string;
  phone: string;
  createdAt: string;
  expiresAt: string;
  completedAt: string | null;
  /** An API path (owner and staff only, bearer required) or null before any upload. */
  receiptImageUrl: string | null;
  receiptUploadedAt: string | null;
  /** The bank's reference the fan typed with their slip (optional), for staff to find the transfer. */
  receiptBankReference: string | null;
  receiptCheck: ReceiptCheckDto | null;
  rejectionReason: RejectionReason | null;
  /** Staff's own words beside the reason, shown as they wrote them. */
  rejectionNote: string | null;
  rejectedAt: string | null;
  cancelledAt: string | null;
  ticketsEmailedAt: string | null;
  /** How many of its tickets were admitted at the gate, and the latest admission; null before any is issued. */
  ticketUse: TicketUseDto | null;
  /** The demo runs a fake bank (GET /purchases/{id} only): the payment page offers to pay with a test slip (POST /purchases/{id}/demo-slip). */
  demoPayment?: boolean;
}

export interface TicketUseDto {
  /** Tickets issued and not cancelled. */
  issued: number;
  /** Of those, admitted at the gate. */
  used: number;
  lastUsedAt: string | null;
  /** The gate of the latest admission, as its staff named it (null when they did not). */
  lastUsedGate: string | null;
}

/** A purchase as the console sees it: who bought it (the contact phone is the purchase's `phone`). */
export interface StaffPurchaseDto extends PurchaseDto {
  buyer: { id: string; name: string; email: string };
  /** The purchase's page only: the transfers the bank reported paying it. */
  bankPayments?: import('./bank-checks.js').BankPaymentDto[];
}

export interface TicketDto {
  id: string;
  ticketNumber: string;
  seat: number;
  /** Its zone, the gates that admit it and its numbered seat. */
  place: TicketPlaceDto;
  status: TicketStatus;
  usedAt: string | null;
  /** The gate it was admitted at, as the gate's staff named it. */
  usedGate: string | null;
  /** What the ticket's QR code holds: its signed code (README "The ticket code and the gate"); empty once passed on. */
  qrContent: string;
  /** Passed on: to whom (the address masked, "s•••@gmail.com") and when. */
  transferredTo: string | null;
  transferredAt: string | null;
  /** Until when it may still be passed on (transferableUntil in tickets.ts); null once it cannot be. */
  transferableUntil: string | null;
  /** Passed on and not yet received: until when its sender may cancel the transfer (transferCancellableUntil in tickets.ts); else null. */
  transferCancellableUntil: string | null;
}
