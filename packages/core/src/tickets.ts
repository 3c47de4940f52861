import { z } from 'zod';
import { msg } from './messages.js';
import type { PurchaseDto } from './purchases.js';
import type { CheckInRefusal } from './check-in.js';
import type { TicketStatus } from './statuses.js';
import type { TicketPlaceDto } from './zones.js';

// ---- the lifecycle ----

/**
 * Every move a ticket may make (the moves themselves are packages/db's ticket-lifecycle.ts). It is
 * issued valid; the gate admits it (used) or its holder passes it on (transferred, while a new
 * valid ticket takes its seat for the recipient). Claiming a ticket sent to an address changes its
 * holder, not its status. A transfer not yet received may be cancelled by its sender: the ticket
 * it made is passed back (transferred) and theirs is valid again. Used ends a ticket; only a valid
 * ticket may be passed on or admitted.
 */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  valid: ['used', 'transferred'],
  used: [],
  transferred: ['valid'],
};

/** Why a ticket may not be passed on: it is no longer valid (used at the gate, or passed on already), or transfers of its match are closed. */
export type TransferRefusal = Exclude<TicketStatus, 'valid'> | 'closed';

/** A ticket with what the transfer rule reads of its match. */
interface TicketOfMatch { status: TicketStatus; match: { status: string; kickOff: Date | string } }

/** Until when a ticket of a match kicking off at `kickOff` may be passed on: the club's cut-off before kick-off. */
const transferDeadline = (kickOff: Date | string, cutoffMinutes: number): Date =>
  new Date(new Date(kickOff).getTime() - cutoffMinutes * 60_000);

/**
 * May this ticket be passed on now, and if not why: the one rule the fan's ticket list (what it
 * offers to transfer) and the transfer itself read. Transfers close at the club's cut-off before
 * kick-off, and for a match no longer scheduled (postponed, cancelled, finished).
 */
export function transferRefusal(t: TicketOfMatch, cutoffMinutes: number, now: Date): TransferRefusal | null {
  if (t.status !== 'valid') return t.status;
  if (t.match.status !== 'scheduled' || transferDeadline(t.match.kickOff, cutoffMinutes) <= now) return 'closed';
  return null;
}

/** Until when a ticket may be passed on, as the fan's lists show it: the cut-off while transferRefusal lets it go, else null. */
export function transferableUntil(t: TicketOfMatch, cutoffMinutes: number, now: Date): Date | null {
  return transferRefusal(t, cutoffMinutes, now) === null ? transferDeadline(t.match.kickOff, cutoffMinutes) : null;
}

/**
 * Why the sender of a transfer may no longer cancel it: the recipient has the ticket (it went
 * straight into their proven account, or they claimed it with the mail's link), or the ticket it
 * made may not be passed on now (used at the gate, cancelled already, or transfers of its match
 * are closed: a friend may be on their way to the stadium with the mailed code).
 */
export type TransferCancelRefusal = TransferRefusal | 'received';

/** The ticket a transfer made, as the cancel rule reads it: null holder while it waits for its claim. */
interface PassedOnTicket extends TicketOfMatch { holderId: string | null }

/** May the sender cancel the transfer that made `next` now, and if not why: the one rule the cancel and the sender's ticket list read. */
export function transferCancelRefusal(next: PassedOnTicket, cutoffMinutes: number, now: Date): TransferCancelRefusal | null {
  return next.holderId !== null ? 'received' : transferRefusal(next, cutoffMinutes, now);
}

/** Until when the sender may cancel the transfer that made `next`, as their ticket page shows it (unless it is claimed first); null once they cannot. */
export function transferCancellableUntil(next: PassedOnTicket, cutoffMinutes: number, now: Date): Date | null {
  return transferCancelRefusal(next, cutoffMinutes, now) === null ? transferDeadline(next.match.kickOff, cutoffMinutes) : null;
}

/** What the gate knows of a scan: the match it checks, and the venue gate it stands at (when the venue has gates). */
export interface AdmissionCheck { matchId: string; gateId?: string | null }

/**
 * May the gate admit this ticket, and if not why. A code that was passed on opens no gate,
 * whatever the match: said first. A ticket of another match is refused before it is found used,
 * so the gate learns where its holder should be. A season ticket its holder has on the exchange
 * (`onExchange`, listed or held by a buyer) stays out until they take it back. The wrong gate is said last, only of a ticket
 * that is otherwise admissible (so staff may admit it there anyway): its zone has gates
 * (`zoneGateIds`; a zone with none is admitted at every gate) and this is not one of them.
 */
export function admissionRefusal(t: { status: TicketStatus; matchId: string; zoneGateIds: readonly string[]; onExchange?: boolean }, check: AdmissionCheck): CheckInRefusal | null {
  if (t.status === 'transferred') return 'transferred';
  if (t.matchId !== check.matchId) return 'wrong_match';
  if (t.status !== 'valid') return 'already_used';
  // Its holder offered it on the exchange: the seat may be someone else's, until they take it back.
  if (t.onExchange) return 'on_exchange';
  if (check.gateId && t.zoneGateIds.length && !t.zoneGateIds.includes(check.gateId)) return 'wrong_gate';
  return null;
}

/** POST /api/v1/tickets/{ticketId}/transfer: who the ticket goes to. */
export const transferTicketSchema = z.object({
  email: z.string({ error: msg('ticket.transfer_email') }).trim().toLowerCase().max(254, msg('ticket.transfer_email')).pipe(z.email(msg('ticket.transfer_email'))),
}).strict();
export type TransferTicketInput = z.infer<typeof transferTicketSchema>;

/** POST /api/v1/purchases/{id}/resend-tickets: all the fan's tickets in one mail, or one mail per ticket to forward to each friend. */
export const resendTicketsSchema = z.object({ split: z.boolean().default(false) }).strict();

/** POST /api/v1/tickets/claim: the token of the link a transfer's mail carries. */
export const claimTicketSchema = z.object({
  token: z.string({ error: msg('ticket.claim_invalid') }).regex(/^[A-Za-z0-9_-]{43}$/, msg('ticket.claim_invalid')),
}).strict();

/** An address as the sender of a transfer sees it afterwards: "s•••@gmail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/**
 * GET /api/v1/tickets/mine: a ticket a fan holds, bought or received, with its match; and a ticket
 * they received and passed on in turn while they may still take it back (status transferred: the
 * buyer takes theirs back on the purchase's ticket page).
 */
export interface HeldTicketDto {
  id: string;
  ticketNumber: string;
  seat: number;
  /** Its zone, the gates that admit it and its numbered seat. */
  place: TicketPlaceDto;
  status: TicketStatus;
  /** Passed on and waiting for its claim: to whom (masked), when, and until when the fan may cancel. */
  transferredTo: string | null;
  transferredAt: string | null;
  transferCancellableUntil: string | null;
  usedAt: string | null;
  usedGate: string | null;
  qrContent: string;
  purchaseId: string;
  reference: string;
  /** False for a ticket someone else bought and passed on. */
  bought: boolean;
  /** Until when it may still be passed on (the club's cut-off before kick-off); null once it cannot be. */
  transferableUntil: string | null;
  matchId: string;
  matchDetails: NonNullable<PurchaseDto['matchDetails']>;
  /** A season ticket on the exchange (offered, held by a buyer, or sold), else null. */
  listing: import('./exchange.js').ListingDto | null;
  /** A season holder's own ticket that may be offered on the exchange now. */
  listable: boolean;
  /** When listable: what a sale would credit the holder (satang, the club's fee taken) and when offering closes. */
  offer: { creditSatang: number; closesAt: string } | null;
}

/** The live message `ticket:transferred`, to the sender and the recipient of a transfer (and to a fan who claims one): their ticket lists changed. */
export interface TicketTransferredMessage {
  ticketId: string;
  oldTicketId?: string;
  purchaseId?: string;
}
