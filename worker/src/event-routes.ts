import { gateRoom, type GateAdmittedMessage, type GateRevokedMessage, type OrderStatusMessage, type OutboxEventPayloads, type OutboxEventType, type QueueName, type TicketTransferredMessage, type TicketUsedMessage } from '@club/core';
import { gateLookup } from '@club/db';

/** A socket.io message: the rooms it goes to, the event name and what it carries. */
export interface LiveMessage {
  rooms: string[];
  event: string;
  data: unknown;
}

/** The mails the email queue sends: a new kind must be added here, and the email job then fails to compile until it sends it. */
export type EmailJob =
  | { name: 'password-reset'; data: OutboxEventPayloads['auth.password_reset'] }
  | { name: 'verify-email'; data: OutboxEventPayloads['auth.email_verification'] }
  | { name: 'tickets'; data: OutboxEventPayloads['tickets.issued'] }
  | { name: 'tickets-resend'; data: OutboxEventPayloads['tickets.resend_requested'] }
  | { name: 'order-status'; data: OutboxEventPayloads['order.status_changed'] }
  | { name: 'purchase-rejected'; data: OutboxEventPayloads['purchase.rejected'] }
  | { name: 'ticket-transfer'; data: OutboxEventPayloads['ticket.transferred'] }
  | { name: 'ticket-transfer-cancelled'; data: OutboxEventPayloads['ticket.transfer_cancelled'] };

type Route<T extends OutboxEventType> =
  | { queue: 'email'; job: EmailJob['name'] }
  | { queue: Exclude<QueueName, 'email'>; job: string }
  | { live: (payload: OutboxEventPayloads[T]) => LiveMessage };

/**
 * Where each outbox event goes: jobs on queues, and live messages to the fan (`user:{id}`),
 * to staff (`staff`) and to the phones at a match's gates (`gate:{matchId}`). The compiler asks for a route whenever an event type is added.
 */
export const EVENT_ROUTES: { [T in OutboxEventType]: Route<T>[] } = {
  'auth.password_reset': [{ queue: 'email', job: 'password-reset' }],
  'auth.email_verification': [{ queue: 'email', job: 'verify-email' }],
  'purchase.status_changed': [
    { live: (p) => ({ rooms: [`user:${p.userId}`, 'staff'], event: 'purchase:status', data: { id: p.purchaseId, status: p.status, matchId: p.matchId } }) },
  ],
  'receipt.uploaded': [{ queue: 'receipts', job: 'check' }],
  'receipt.unreadable': [
    { live: (p) => ({ rooms: [`user:${p.userId}`], event: 'purchase:status', data: { id: p.purchaseId, status: 'pending', receiptError: p.reason } }) },
  ],
  'purchase.approved': [{ queue: 'tickets', job: 'issue' }],
  'purchase.rejected': [{ queue: 'email', job: 'purchase-rejected' }],
  'tickets.issued': [
    { queue: 'email', job: 'tickets' },
    { live: (p) => ({ rooms: [`user:${p.userId}`], event: 'purchase:tickets', data: { id: p.purchaseId } }) },
  ],
  'tickets.resend_requested': [{ queue: 'email', job: 'tickets-resend' }],
  'exchange.sold': [
    { live: (p) => ({ rooms: [`user:${p.sellerId}`], event: 'ticket:sold', data: { listingId: p.listingId, matchId: p.matchId, creditSatang: p.creditSatang } }) },
  ],
  'ticket.checked_in': [
    {
      live: (p) => ({
        // A transferred ticket not claimed yet has no account to tell.
        rooms: p.userId ? [`user:${p.userId}`] : [],
        event: 'ticket:used',
        data: { purchaseId: p.purchaseId, ticketId: p.ticketId, usedAt: p.usedAt, usedGate: p.usedGate } satisfies TicketUsedMessage,
      }),
    },
    {
      live: (p) => ({
        rooms: [gateRoom(p.matchId)],
        event: 'gate:admitted',
        data: { lookup: gateLookup(p.ticketId), at: p.usedAt, gateBit: p.gateBit ?? null, device: p.device ?? null } satisfies GateAdmittedMessage,
      }),
    },
  ],
  'ticket.transferred': [
    { queue: 'email', job: 'ticket-transfer' },
    {
      live: (p) => ({
        rooms: [`user:${p.fromUserId}`, ...(p.toUserId ? [`user:${p.toUserId}`] : [])],
        event: 'ticket:transferred',
        data: { ticketId: p.ticketId, oldTicketId: p.oldTicketId, purchaseId: p.purchaseId } satisfies TicketTransferredMessage,
      }),
    },
  ],
  'ticket.transfer_cancelled': [
    { queue: 'email', job: 'ticket-transfer-cancelled' },
    {
      live: (p) => ({ rooms: [`user:${p.fromUserId}`], event: 'ticket:transferred', data: { ticketId: p.ticketId, purchaseId: p.purchaseId } satisfies TicketTransferredMessage }),
    },
  ],
  'ticket.codes_revoked': [
    { live: (p) => ({ rooms: [gateRoom(p.matchId)], event: 'gate:revoked', data: { lookup: gateLookup(p.ticketId), below: p.below } satisfies GateRevokedMessage }) },
  ],
  'ticket.claimed': [
    { live: (p) => ({ rooms: [`user:${p.userId}`], event: 'ticket:transferred', data: { ticketId: p.ticketId } satisfies TicketTransferredMessage }) },
  ],
  'order.status_changed': [
    { queue: 'email', job: 'order-status' },
    { live: (p) => ({ rooms: [`user:${p.userId}`, 'staff'], event: 'order:status', data: { id: p.orderId, status: p.status } satisfies OrderStatusMessage }) },
  ],
  'order.receipt_checked': [
    {
      live: (p) => ({
        rooms: p.reason ? [`user:${p.userId}`] : [`user:${p.userId}`, 'staff'],
        event: 'order:status',
        data: { id: p.orderId, status: 'pending_payment', ...(p.reason ? { receiptError: p.reason } : {}) } satisfies OrderStatusMessage,
      }),
    },
  ],
  'receipt.bank_check': [{ queue: 'receipts', job: 'bank-check' }],
  'receipt.bank_checked': [
    {
      live: (p) =>
        p.purchaseId
          ? { rooms: [`user:${p.userId}`, 'staff'], event: 'purchase:bank-check', data: { id: p.purchaseId, check: p.check } }
          : { rooms: [`user:${p.userId}`, 'staff'], event: 'order:bank-check', data: { id: p.orderId, check: p.check } },
    },
  ],
  'competition.sync_requested': [{ queue: 'competition', job: 'sync' }],
};

