import { eq, sql } from 'drizzle-orm';
import type { OutboxEventPayloads } from '@club/core';
import { matchInLanguage, schema, selectTicketsWithMatch, ticketCodesOf, withPlaces, type Db, type TicketKeys } from '@club/db';
import { matchCalendar, ticketsPdf } from '@club/ticket-files';
import type { Mail } from '../mailer.js';
import { ticketTransferMail } from '../emails/ticket-transfer.js';
import { ticketTransferSentMail } from '../emails/ticket-transfer-sent.js';
import { ticketTransferCancelledMail } from '../emails/ticket-transfer-cancelled.js';
import { ticketQrPng } from '../emails/ticket-files.js';

const { users, tickets } = schema;
type TransferEvent = OutboxEventPayloads['ticket.transferred'];

/**
 * A transfer's two tickets (the recipient's, with its purchase and its own match: a season pass's
 * tickets are each of their own; the sender's), the sender, and the account that has the
 * recipient's address, proven or not (the mail reaches the address's owner either way); null when
 * any of the first three is gone.
 */
async function transferOf(db: Db, event: TransferEvent) {
  const [row] = await selectTicketsWithMatch(db, {}).where(eq(tickets.id, event.ticketId));
  const [old] = await db.select().from(tickets).where(eq(tickets.id, event.oldTicketId));
  const [sender] = await db.select().from(users).where(eq(users.id, event.fromUserId));
  const [recipient] = await db.select({ name: users.name, preferredLanguage: users.preferredLanguage }).from(users).where(sql`lower(${users.email}) = ${event.toEmail}`);
  return row && old && sender ? { row, ticket: (await withPlaces(db, [row.t]))[0]!, old, sender, recipient } : null;
}

/**
 * A transfer's mails: the recipient's, then the sender's confirmation. None once the ticket it made
 * has moved on again, or back (the sender cancelled it: their ticket is theirs again).
 */
export async function transferMails(db: Db, keys: TicketKeys, siteUrl: string, event: TransferEvent): Promise<Mail[]> {
  const transfer = await transferOf(db, event);
  if (!transfer || transfer.ticket.status === 'transferred') return [];
  const code = (await ticketCodesOf(db, keys, [transfer.ticket.id])).get(transfer.ticket.id)!;
  return [await recipientMail(siteUrl, event, transfer, code), senderMail(siteUrl, event, transfer)];
}

type Transfer = NonNullable<Awaited<ReturnType<typeof transferOf>>>;

/**
 * The recipient's mail, in their language (their account's, else the sender's): the ticket's new
 * QR, the ticket as a PDF and the match as a calendar event (as the tickets mail carries them), and
 * My Tickets, or the link that claims it once they sign in with that address, proven.
 */
async function recipientMail(siteUrl: string, event: TransferEvent, { ticket, row, sender, recipient }: Transfer, code: string): Promise<Mail> {
  const lang = recipient?.preferredLanguage ?? sender.preferredLanguage;
  const match = { id: row.m.id, ...matchInLanguage(row, lang) };
  const reference = row.p.referenceNumber;
  const claim = event.claimToken !== null;
  return ticketTransferMail({
    to: event.toEmail,
    lang,
    from: sender.name,
    match,
    ticketNumber: ticket.ticketNumber,
    place: ticket.place,
    qrPng: await ticketQrPng(code),
    files: {
      pdf: await ticketsPdf({ lang, reference, holderName: recipient?.name ?? event.toEmail, match, quantity: row.p.quantity, tickets: [{ ...ticket, qr: code }] }),
      calendar: matchCalendar({ purchaseId: row.p.id, reference, season: row.p.seasonPassId !== null, tickets: [{ match }], lang }),
    },
    url: claim ? `${siteUrl}/my-tickets?claim=${event.claimToken}` : `${siteUrl}/my-tickets`,
    claim,
    ticketId: ticket.id,
  });
}

/** The sender's confirmation, in their language: what they passed on, to whom, and until when they may cancel it. */
function senderMail(siteUrl: string, event: TransferEvent, { old, row, sender }: Transfer): Mail {
  const lang = sender.preferredLanguage;
  return ticketTransferSentMail({
    to: sender.email,
    name: sender.name,
    lang,
    recipient: event.toEmail,
    match: matchInLanguage(row, lang),
    ticketNumber: old.ticketNumber,
    cancellableUntil: event.cancellableUntil ? new Date(event.cancellableUntil) : null,
    // The buyer cancels on the purchase's ticket page; a friend passing a received ticket on, in My Tickets.
    url: row.p.userId === sender.id ? `${siteUrl}/ticket/${row.p.id}` : `${siteUrl}/my-tickets`,
    ticketId: event.ticketId,
  });
}

/**
 * The friend of a transfer its sender took back, in their language (their account's, else the
 * sender's), at the address the ticket went to: its code, PDF and link no longer work.
 */
export async function transferCancelledMail(db: Db, siteUrl: string, event: OutboxEventPayloads['ticket.transfer_cancelled']): Promise<Mail | null> {
  const [row] = await selectTicketsWithMatch(db, {}).where(eq(tickets.id, event.cancelledTicketId));
  const [sender] = await db.select().from(users).where(eq(users.id, event.fromUserId));
  if (!row || !sender) return null;
  const [recipient] = await db.select({ preferredLanguage: users.preferredLanguage }).from(users).where(sql`lower(${users.email}) = ${event.toEmail}`);
  const lang = recipient?.preferredLanguage ?? sender.preferredLanguage;
  return ticketTransferCancelledMail({ to: event.toEmail, lang, from: sender.name, match: matchInLanguage(row, lang), ticketNumber: row.t.ticketNumber, url: `${siteUrl}/my-tickets` });
}
