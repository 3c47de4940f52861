import type { Job } from 'bullmq';
import { and, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import { ticketQrContent } from '@club/core';
import { schema, selectPurchasesWithMatch, type Db } from '@club/db';
import type { Mailer } from '../mailer.js';
import type { EmailJob } from '../queues.js';
import { passwordResetMail } from '../emails/password-reset.js';
import { ticketsMail } from '../emails/tickets.js';

const { purchases, users, tickets } = schema;

/** Ticket QR images: 200 px PNG (spec section 9). */
const ticketQrPng = (content: string) => QRCode.toBuffer(content, { type: 'png', width: 200, margin: 2, errorCorrectionLevel: 'M' });

/** Mail a completed purchase's tickets once, in the buyer's language, one QR image per ticket. */
async function sendTickets(db: Db, mailer: Mailer, purchaseId: string): Promise<void> {
  const [row] = await selectPurchasesWithMatch(db, { user: users })
    .innerJoin(users, eq(purchases.userId, users.id))
    .where(eq(purchases.id, purchaseId));
  if (!row || row.p.ticketsEmailedAt || row.p.status !== 'completed') return;
  const issued = await db.select().from(tickets).where(eq(tickets.purchaseId, purchaseId)).orderBy(tickets.seat);
  const th = row.user.preferredLanguage === 'th';
  await mailer.send(ticketsMail({
    to: row.user.email,
    name: row.user.name,
    lang: row.user.preferredLanguage,
    reference: row.p.referenceNumber,
    match: {
      home: th ? row.home.nameTh : row.home.name,
      away: row.away ? (th ? row.away.nameTh : row.away.name) : 'TBA',
      date: row.m.matchDate,
      venue: th ? row.venue.nameTh : row.venue.name,
      address: th ? row.venue.addressTh : row.venue.address,
    },
    tickets: await Promise.all(issued.map(async (t) => ({ ticketNumber: t.ticketNumber, qrPng: await ticketQrPng(ticketQrContent(t)) }))),
  }));
  await db.update(purchases).set({ ticketsEmailedAt: new Date() }).where(and(eq(purchases.id, purchaseId), isNull(purchases.ticketsEmailedAt)));
}

export function emailProcessor(db: Db, mailer: Mailer) {
  return async (job: Job): Promise<void> => {
    const { name, data } = job as unknown as EmailJob;
    switch (name) {
      case 'password-reset':
        return mailer.send(passwordResetMail(data));
      case 'tickets':
        return sendTickets(db, mailer, data.purchaseId);
    }
  };
}
