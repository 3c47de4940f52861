import { z } from 'zod';
import { msg } from './messages.js';
import type { PurchaseDto } from './purchases.js';
import type { TicketStatus } from './statuses.js';

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

/** GET /api/v1/tickets/mine: a ticket a fan holds, bought or received, with its match. */
export interface HeldTicketDto {
  id: string;
  ticketNumber: string;
  seat: number;
  status: Exclude<TicketStatus, 'transferred'>;
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
  matchDetails: PurchaseDto['matchDetails'];
}

/** The live message `ticket:transferred`, to the sender and the recipient of a transfer (and to a fan who claims one): their ticket lists changed. */
export interface TicketTransferredMessage {
  ticketId: string;
  oldTicketId?: string;
  purchaseId?: string;
}
