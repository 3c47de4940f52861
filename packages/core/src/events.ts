import type { BankCheck } from './bank-checks.js';
import type { Language, OrderStatus, PurchaseStatus, ReceiptCheckError } from './statuses.js';
import type { RejectionReason } from './purchases.js';

/**
 * Events written to the transactional outbox, with their payloads. The worker's relay
 * routes each type to its queue; adding a type here makes the compiler ask for a route.
 */
export interface OutboxEventPayloads {
  'auth.password_reset': { to: string; name: string; url: string; lang: Language };
  /** A fan's address is to be proven: mail it the link to the fan site's confirming page. */
  'auth.email_verification': { to: string; url: string; lang: Language };
  /** Any move of a ticket purchase: pushed live to the fan and to staff. */
  'purchase.status_changed': { purchaseId: string; userId: string; matchId: string | null; status: PurchaseStatus };
  /** A slip was stored: the worker checks it (decode, clean, QR, duplicates). */
  'receipt.uploaded': { receiptId: string };
  /** Staff rejected a purchase's payment: the fan is mailed why, in their language, with the page to send a new slip. */
  'purchase.rejected': { purchaseId: string; userId: string; reason: RejectionReason; note: string | null; rejectedAt: string };
  /** Staff approved a purchase: the worker issues its tickets. */
  'purchase.approved': { purchaseId: string };
  /** Tickets exist: the worker mails them, and the fan's screens show them. */
  'tickets.issued': { purchaseId: string; userId: string };
  /** The buyer asked for their tickets again: all in one mail, or one mail per ticket (`split`) to forward to each friend. */
  'tickets.resend_requested': { purchaseId: string; userId: string; split: boolean; requestId: string };
  /** A ticket was admitted at the gate: its holder's screens show it used, where and when, at once. */
  /** `gateBit` and `device`: the venue gate's bit and the phone's label when a phone's scan admitted it (the gate room hears them). */
  'ticket.checked_in': { ticketId: string; purchaseId: string; matchId: string; userId: string | null; usedAt: string; usedGate: string | null; gateBit?: number | null; device?: string | null };
  /**
   * A ticket was passed on: the recipient is mailed (with a link to claim it when they have no
   * account yet: `claimToken`, whose hash alone the ticket keeps), the sender is mailed what went
   * where and until when they may cancel it (`cancellableUntil`), and both fans' screens update.
   */
  'ticket.transferred': {
    ticketId: string; oldTicketId: string; purchaseId: string; matchId: string; fromUserId: string; toUserId: string | null; toEmail: string; claimToken: string | null;
    cancellableUntil: string | null;
  };
  /**
   * The sender cancelled a transfer not yet received: `ticketId`, theirs, is valid again, and
   * `cancelledTicketId`, the one the transfer made for `toEmail`, no longer opens the gate or claims.
   */
  'ticket.transfer_cancelled': { ticketId: string; cancelledTicketId: string; purchaseId: string; matchId: string; fromUserId: string; toEmail: string };
  /** Codes of a ticket below `below` open no gate any more (it was passed on): the phones at the match's gates hear it by lookup. */
  'ticket.codes_revoked': { ticketId: string; matchId: string; below: number };
  /** The recipient of a transfer claimed it with the mail's link: it shows in their tickets. */
  'ticket.claimed': { ticketId: string; userId: string };
  /** A season holder's listed ticket was bought on the exchange: their screens show it sold and the credit (net, satang). */
  'exchange.sold': { listingId: string; sellerId: string; matchId: string; creditSatang: number };
  /** A slip could not be read: the fan is told why and may send another. */
  'receipt.unreadable': { purchaseId: string; userId: string; reason: ReceiptCheckError };
  /**
   * A store order was placed (`from` null), moved, or had its tracking number or notes changed
   * (`from` equal to `status`): pushed live to the fan and to staff; placing and moves are also
   * mailed to the fan in their language.
   */
  'order.status_changed': { orderId: string; userId: string; status: OrderStatus; from: OrderStatus | null };
  /** An order's slip was checked: readable (the fan sees "verifying", staff see it in the queue) or not (`reason`). */
  'order.receipt_checked': { orderId: string; userId: string; reason: ReceiptCheckError | null };
  /** A readable slip with a mini-QR, and a slip verifier configured: the worker asks the bank about the transfer. */
  'receipt.bank_check': { receiptId: string };
  /**
   * The bank check of a slip moved (asking, confirmed, or left to staff with findings): the fan's
   * payment page and the console show it at once. A confirmed purchase or order also moves, which
   * says so itself.
   */
  'receipt.bank_checked': { purchaseId: string | null; orderId: string | null; userId: string; check: BankCheck };
  /** Staff asked for fresh match results and standings now: the worker fetches both feeds once. */
  'competition.sync_requested': Record<string, never>;
}
export type OutboxEventType = keyof OutboxEventPayloads;

/** socket.io `ticket:used`, to the holder's room: one of their tickets was just admitted at the gate. */
export interface TicketUsedMessage {
  purchaseId: string;
  ticketId: string;
  usedAt: string;
  usedGate: string | null;
}
