import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { textOf, ticketQrContent, transferClosed, newTicketNumber, type HeldTicketDto, type TicketDto, type TransferTicketInput } from '@club/core';
import type { WalletMatch, WalletTicket } from '@club/ticket-files';
import { audit, recordEvent, schema, selectPurchasesWithMatch, type Db } from '@club/db';
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.js';
import { matchDetails, ticketDto } from '../purchases/service.js';

const { matches, purchases, tickets, users } = schema;
const NOT_YOURS = 'ticket.not_yours';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Until when a ticket of a match kicking off at `kickOff` may be passed on. */
const transferDeadline = (kickOff: Date, cutoffMinutes: number) => new Date(kickOff.getTime() - cutoffMinutes * 60_000);

/**
 * Every ticket `userId` holds, bought or received, valid or used, soonest match first, with its
 * QR content and until when it may be passed on.
 */
export async function listHeldTickets(db: Db, userId: string, cutoffMinutes: number, now: Date): Promise<HeldTicketDto[]> {
  const rows = await selectPurchasesWithMatch(db, { t: tickets })
    .innerJoin(tickets, eq(tickets.purchaseId, purchases.id))
    .where(and(eq(tickets.holderId, userId), ne(tickets.status, 'transferred')))
    .orderBy(asc(matches.matchDate), asc(purchases.referenceNumber), asc(tickets.seat));
  return rows.map(({ t, p, m, home, away, venue }) => {
    const deadline = transferDeadline(m.matchDate, cutoffMinutes);
    const open = t.status === 'valid' && m.status === 'scheduled' && deadline > now;
    return {
      id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, status: t.status as HeldTicketDto['status'], usedAt: t.usedAt?.toISOString() ?? null, usedGate: t.usedGate,
      qrContent: ticketQrContent(t), purchaseId: p.id, reference: p.referenceNumber, bought: p.userId === userId,
      transferableUntil: open ? deadline.toISOString() : null, matchId: m.id, matchDetails: matchDetails({ m, home, away, venue }),
    };
  });
}

/**
 * Pass a ticket on to `email`. In one transaction, with the ticket locked: the old ticket becomes
 * `transferred` (its QR and number no longer open the gate) and a new one, with a new id and
 * number, takes its seat for the recipient: their account when one has that address proven, else
 * the address itself until someone signs in with it, proven, and follows the mail's link (a claim
 * token, kept hashed). Seat counts do not move: the match may be sold out. Refused after check-in, for a
 * ticket already passed on, and from the club's cut-off before kick-off.
 */
export async function transferTicket(db: Db, from: { id: string; email: string }, ticketId: string, input: TransferTicketInput, cutoffMinutes: number, now: Date): Promise<TicketDto> {
  if (input.email === from.email.toLowerCase()) throw new Invalid('ticket.transfer_to_self');
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ t: tickets, purchaseStatus: purchases.status, kickOff: matches.matchDate, matchStatus: matches.status })
      .from(tickets).innerJoin(purchases, eq(purchases.id, tickets.purchaseId)).innerJoin(matches, eq(matches.id, purchases.matchId))
      .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, from.id))).for('update', { of: tickets });
    if (!row) throw new NotFound(NOT_YOURS);
    const { t } = row;
    if (t.status === 'transferred') throw new Conflict('ticket.transfer_gone');
    if (t.status === 'used') throw new Conflict('ticket.transfer_used');
    if (t.status === 'cancelled' || row.purchaseStatus !== 'completed') throw new Conflict('ticket.transfer_cancelled');
    if (row.matchStatus !== 'scheduled' || transferDeadline(row.kickOff, cutoffMinutes) <= now) throw new Conflict(transferClosed(cutoffMinutes));

    // Only an account whose owner proved the address: anyone may sign up with an address that is
    // not theirs. Otherwise the ticket waits for the mail's link, which the address's owner gets.
    const [recipient] = await tx.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${input.email}`, eq(users.emailVerified, true)));
    const claimToken = recipient ? null : randomBytes(32).toString('base64url');
    const newId = randomUUID();
    const [old] = await tx.update(tickets).set({ status: 'transferred', transferredAt: now }).where(eq(tickets.id, t.id)).returning();
    await tx.insert(tickets).values({
      id: newId, purchaseId: t.purchaseId, seat: t.seat, ticketNumber: newTicketNumber(t.seat),
      holderId: recipient?.id ?? null, holderEmail: input.email, claimTokenHash: claimToken && sha256(claimToken),
    });
    await tx.update(tickets).set({ transferredToId: newId }).where(eq(tickets.id, t.id));
    await audit(tx, {
      actorId: from.id, action: 'ticket.transferred', entityType: 'ticket', entityId: t.id,
      changes: { status: ['valid', 'transferred'], ticketNumber: t.ticketNumber, to: newId, toEmail: input.email, toUserId: recipient?.id ?? null },
    });
    await recordEvent(tx, 'ticket.transferred', {
      ticketId: newId, oldTicketId: t.id, purchaseId: t.purchaseId, fromUserId: from.id, toUserId: recipient?.id ?? null, toEmail: input.email, claimToken,
    });
    return ticketDto({ ...old!, transferredToId: newId }, input.email);
  });
}

/**
 * The recipient of a transfer made before they had a proven account follows the mail's link once
 * signed in with the address it was sent to, and proven: the ticket becomes theirs. A link works once.
 */
export async function claimTicket(db: Db, user: { id: string; email: string }, token: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [t] = await tx.select().from(tickets).where(and(eq(tickets.claimTokenHash, sha256(token)), isNull(tickets.holderId))).for('update');
    if (!t || t.status === 'transferred') throw new NotFound('ticket.claim_invalid');
    if (t.holderEmail !== user.email.toLowerCase()) throw new Forbidden('ticket.claim_other_email');
    const [claimer] = await tx.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    if (!claimer?.emailVerified) throw new Forbidden('ticket.claim_unverified');
    await tx.update(tickets).set({ holderId: user.id, claimTokenHash: null }).where(eq(tickets.id, t.id));
    await audit(tx, { actorId: user.id, action: 'ticket.claimed', entityType: 'ticket', entityId: t.id, changes: { holderId: [null, user.id] } });
    await recordEvent(tx, 'ticket.claimed', { ticketId: t.id, userId: user.id });
    return { id: t.id };
  });
}

/**
 * The valid tickets `userId` holds of one purchase (or the one ticket), with what a wallet pass
 * shows of them: the match in both languages, the reference, how many the purchase had. Null when
 * there is none.
 */
export async function walletTickets(db: Db, userId: string, which: { purchaseId: string } | { ticketId: string }) {
  const rows = await selectPurchasesWithMatch(db, { t: tickets })
    .innerJoin(tickets, eq(tickets.purchaseId, purchases.id))
    .where(and(
      eq(tickets.holderId, userId), eq(tickets.status, 'valid'),
      'ticketId' in which ? eq(tickets.id, which.ticketId) : eq(purchases.id, which.purchaseId),
    ))
    .orderBy(asc(tickets.seat));
  const [first] = rows;
  if (!first) return null;
  const { p, m, home, away, venue } = first;
  const match: WalletMatch & { id: string } = {
    id: m.id, home: home.name, homeTh: home.nameTh, away: away?.name ?? textOf('match.opponent_tba', 'en'), awayTh: away?.nameTh ?? textOf('match.opponent_tba', 'th'),
    date: m.matchDate, venue: venue.name, venueTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh,
    ...(venue.latitude !== null && venue.longitude !== null ? { location: { latitude: venue.latitude, longitude: venue.longitude } } : {}),
  };
  return {
    reference: p.referenceNumber, quantity: p.quantity, match,
    tickets: rows.map(({ t }): WalletTicket => ({ id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, qr: ticketQrContent(t) })),
  };
}
