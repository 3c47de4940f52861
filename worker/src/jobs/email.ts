import type { Job } from 'bullmq';
import { and, eq, isNull } from 'drizzle-orm';
import type { OutboxEventPayloads } from '@club/core';
import { heldTicketsWithMatch, matchInLanguage, schema, selectPurchasesWithMatch, ticketCodesOf, type Db, type TicketKeys } from '@club/db';
import { matchCalendar, seasonPassTitle, ticketsPdf } from '@club/ticket-files';
import type { Mail, Mailer } from '../mailer.js';
import type { EmailJob } from '../event-routes.js';
import { passwordResetMail } from '../emails/password-reset.js';
import { verifyEmailMail } from '../emails/verify-email.js';
import { ticketsMail } from '../emails/tickets.js';
import { orderStatusMail } from '../emails/order-status.js';
import { purchaseRejectedMail } from '../emails/purchase-rejected.js';
import { ticketQrPng } from '../emails/ticket-files.js';
import { transferCancelledMail, transferMails } from './transfer-mails.js';

const { bankAccounts, orderItems, orders, purchases, users } = schema;

/**
 * The tickets the buyer holds of a completed purchase as mails, in their language, each with the
 * QR images, the PDF and the calendar file (a season pass's: a ticket, a page and an event for each
 * match it covers): all in one mail, or (`split`) one mail per ticket for the buyer to forward to
 * each friend. Tickets passed on are left out: their recipients were mailed theirs. A resend's
 * `requestId` tells its mails from the first ones (a mail's Message-ID).
 */
async function ticketMails(db: Db, keys: TicketKeys, siteUrl: string, purchaseId: string, split: boolean, requestId?: string): Promise<Mail[] | null> {
  const [row] = await selectPurchasesWithMatch(db, { user: users })
    .innerJoin(users, eq(purchases.userId, users.id))
    .where(eq(purchases.id, purchaseId));
  if (!row || row.p.status !== 'completed') return null;
  const lang = row.user.preferredLanguage;
  const held = await heldTicketsWithMatch(db, purchaseId, row.p.userId, lang);
  const codes = await ticketCodesOf(db, keys, held.map((t) => t.id));
  const pass = row.season ? seasonPassTitle(row.season, lang) : undefined;
  const reference = row.p.referenceNumber;
  const key = requestId ? `tickets-${reference}-${requestId}` : `tickets-${reference}`;
  const mail = async (some: typeof held, part?: { seat: number; of: number }) => ticketsMail({
    to: row.user.email, name: row.user.name, lang, reference, pass, part,
    amountPaidSatang: row.p.totalSatang, url: `${siteUrl}/my-tickets`,
    key: part ? `${key}-${part.seat}` : key,
    tickets: await Promise.all(some.map(async (t) => ({ seat: t.seat, ticketNumber: t.ticketNumber, place: t.place, match: t.match, qrPng: await ticketQrPng(codes.get(t.id)!) }))),
    // The files of this mail's tickets: a forwarded season ticket puts only its own match in the friend's calendar.
    calendar: matchCalendar({ purchaseId, reference, season: Boolean(pass), tickets: some, lang }),
    pdf: await ticketsPdf({ lang, reference, holderName: row.user.name, pass, quantity: row.p.quantity, tickets: some.map((t) => ({ ...t, qr: codes.get(t.id)! })) }),
  });
  // A season pass's tickets are all its first seat: each is told apart by its place in the pass, by kick-off.
  const partOf = (t: (typeof held)[number], i: number) => (pass ? { seat: i + 1, of: held.length } : { seat: t.seat, of: row.p.quantity });
  const mails = split && held.length > 1 ? await Promise.all(held.map((t, i) => mail([t], partOf(t, i)))) : held.length ? [await mail(held)] : [];
  return mails;
}

/**
 * Send `mails` in order, the job's progress counting those sent: a retry (the mailer or the
 * database failed half-way) sends only the ones not yet out.
 */
async function sendInOrder(mailer: Mailer, job: Job, mails: Mail[]): Promise<void> {
  for (let sent = typeof job.progress === 'number' ? job.progress : 0; sent < mails.length; sent += 1) {
    await mailer.send(mails[sent]!);
    await job.updateProgress(sent + 1);
  }
}

/** Mail a completed purchase's tickets once, as they are issued. */
async function sendTickets(db: Db, keys: TicketKeys, mailer: Mailer, siteUrl: string, job: Job, purchaseId: string): Promise<void> {
  const [p] = await db.select({ emailedAt: purchases.ticketsEmailedAt }).from(purchases).where(eq(purchases.id, purchaseId));
  if (!p || p.emailedAt) return;
  const mails = await ticketMails(db, keys, siteUrl, purchaseId, false);
  if (!mails) return;
  await sendInOrder(mailer, job, mails);
  await db.update(purchases).set({ ticketsEmailedAt: new Date() }).where(and(eq(purchases.id, purchaseId), isNull(purchases.ticketsEmailedAt)));
}

/** Mail the tickets again when the buyer asks (the ticket page), all in one or one per ticket. */
async function resendTickets(db: Db, keys: TicketKeys, mailer: Mailer, siteUrl: string, job: Job, event: OutboxEventPayloads['tickets.resend_requested']): Promise<void> {
  const mails = await ticketMails(db, keys, siteUrl, event.purchaseId, event.split, event.requestId);
  if (mails) await sendInOrder(mailer, job, mails);
}

/**
 * Mail the fan that an order was placed or moved, in their language, with the order as it is now
 * (so a shipped mail carries the tracking number). Only a real move is mailed: a changed note or
 * tracking number is shown live instead.
 */
async function sendOrderStatus(db: Db, mailer: Mailer, siteUrl: string, event: OutboxEventPayloads['order.status_changed']): Promise<void> {
  // A new slip the fan sent for a rejected order is theirs: nothing to tell them.
  if (event.from === event.status || (event.from === 'rejected' && event.status === 'pending_payment')) return;
  const [row] = await db.select({ o: orders, user: users }).from(orders).innerJoin(users, eq(orders.userId, users.id)).where(eq(orders.id, event.orderId));
  if (!row) return;
  const o = { ...row.o, status: event.status };
  const { user } = row;
  const th = user.preferredLanguage === 'th';
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, o.id)).orderBy(orderItems.productName);
  const [bank] = o.status === 'pending_payment' ? await db.select().from(bankAccounts).where(eq(bankAccounts.forMerchandise, true)) : [];
  const pickup = o.shippingMethodType === 'pickup';
  const destination = pickup
    ? `${th ? o.pickupLocationNameTh : o.pickupLocationName}, ${th ? o.pickupLocationAddressTh : o.pickupLocationAddress}`
    : [o.deliveryRecipientName, o.deliveryAddressLine1, o.deliveryAddressLine2, o.deliveryDistrict, o.deliveryProvince, o.deliveryPostalCode].filter(Boolean).join(', ');
  await mailer.send(orderStatusMail({
    to: user.email,
    name: user.name,
    lang: user.preferredLanguage,
    url: `${siteUrl}/orders/${o.id}`,
    order: {
      id: o.id, number: o.orderNumber, status: o.status, totalSatang: o.totalSatang, subtotalSatang: o.subtotalSatang, discountSatang: o.discountSatang,
      shippingSatang: o.shippingSatang, expiresAt: o.expiresAt, trackingNumber: o.trackingNumber, adminNotes: o.adminNotes,
      cancellationReason: o.cancellationReason, rejectionReason: o.rejectionReason, rejectionNote: o.rejectionNote, rejectedAt: o.rejectedAt, pickup, destination,
    },
    items: items.map((i) => ({ name: th ? i.productNameTh : i.productName, quantity: i.quantity, totalSatang: i.totalSatang })),
    bank: bank ? { bankName: th ? bank.bankNameTh : bank.bankName, accountNumber: bank.accountNumber, accountName: bank.accountName } : null,
  }));
}

/** Mail the buyer why staff rejected their payment, in their language, with the ticket page to send a new slip from. */
async function sendPurchaseRejected(db: Db, mailer: Mailer, siteUrl: string, event: OutboxEventPayloads['purchase.rejected']): Promise<void> {
  const [row] = await selectPurchasesWithMatch(db, { user: users })
    .innerJoin(users, eq(purchases.userId, users.id))
    .where(eq(purchases.id, event.purchaseId));
  if (!row) return;
  const lang = row.user.preferredLanguage;
  // A purchase is of a match or of a season pass.
  const match = row.m && row.home && row.venue ? matchInLanguage({ ...row, m: row.m, home: row.home, venue: row.venue }, lang) : null;
  const bought = match ? `${match.home} – ${match.away}` : seasonPassTitle(row.season!, lang);
  await mailer.send(purchaseRejectedMail({
    to: row.user.email, name: row.user.name, lang, reference: row.p.referenceNumber, bought,
    reason: event.reason, note: event.note, url: `${siteUrl}/ticket/${event.purchaseId}`,
    key: `purchase-rejected-${event.purchaseId}-${new Date(event.rejectedAt).getTime()}`,
  }));
}

export function emailProcessor(db: Db, keys: TicketKeys, mailer: Mailer, siteUrl: string) {
  return async (job: Job): Promise<void> => {
    const { name, data } = job as unknown as EmailJob;
    switch (name) {
      case 'password-reset':
        return mailer.send(passwordResetMail(data));
      case 'verify-email':
        return mailer.send(verifyEmailMail(data));
      case 'tickets':
        return sendTickets(db, keys, mailer, siteUrl, job, data.purchaseId);
      case 'tickets-resend':
        return resendTickets(db, keys, mailer, siteUrl, job, data);
      case 'order-status':
        return sendOrderStatus(db, mailer, siteUrl, data);
      case 'ticket-transfer':
        return sendInOrder(mailer, job, await transferMails(db, keys, siteUrl, data));
      case 'ticket-transfer-cancelled': {
        const mail = await transferCancelledMail(db, siteUrl, data);
        return mail ? mailer.send(mail) : undefined;
      }
      case 'purchase-rejected':
        return sendPurchaseRejected(db, mailer, siteUrl, data);
      default:
        // A mail kind this switch does not send fails to compile; one from elsewhere fails the job, never counts as sent.
        throw new Error(`no mail of kind ${(name satisfies never) as string}`);
    }
  };
}
