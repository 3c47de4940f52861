import { and, asc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  assertNever, exchangeClosesAt, exchangeCredit, listingRefusal, textOf, transferCancellableUntil, transferClosed, transferableUntil, type HeldTicketDto, type TicketDto, type TransferRefusal, type TransferTicketInput,
} from '@club/core';
import type { WalletMatch, WalletTicket } from '@club/ticket-files';
import { schema, selectTicketsWithMatch, ticketCodesOf, ticketLifecycle, ticketPlaces, withPlaces, type Db, type TicketKeys, type Tx } from '@club/db';
import { Conflict, Forbidden, Invalid, NotFound, type HttpError } from '../../http/errors.js';
import { heldTicketDto, ticketDto } from './dto.js';

const { exchangeListings, matches, purchases, seasonPasses, tickets } = schema;
const NOT_YOURS = 'ticket.not_yours';

/** The ticket a transfer made, read beside the one it replaced. */
const nextTicket = alias(tickets, 'next_ticket');

/**
 * Every ticket `userId` holds, bought or received, valid or used, soonest match first, with its
 * QR content and until when it may be passed on (the transfer's own rule, transferRefusal); and
 * each ticket they received and passed on in turn while they may still take it back (the cancel's
 * own rule, transferCancelRefusal). A buyer takes theirs back on the purchase's ticket page. A
 * season holder's ticket says whether it is on the exchange and whether it may be offered now
 * (core's listingRefusal, the exchange closing `closeMinutes` before kick-off); one sold there stays
 * in the list as sold, with no code.
 */
export async function listHeldTickets(
  db: Db, keys: TicketKeys, userId: string, { cutoffMinutes, closeMinutes, feeBasisPoints }: { cutoffMinutes: number; closeMinutes: number; feeBasisPoints: number }, now: Date,
): Promise<HeldTicketDto[]> {
  const rows = await selectTicketsWithMatch(db, {
    next: { email: nextTicket.holderEmail, holderId: nextTicket.holderId, status: nextTicket.status }, listing: exchangeListings,
    pass: { priceSatang: seasonPasses.priceSatang, creditDivisor: seasonPasses.creditDivisor },
  })
    .leftJoin(nextTicket, eq(nextTicket.id, tickets.transferredToId))
    .leftJoin(exchangeListings, and(eq(exchangeListings.ticketId, tickets.id), inArray(exchangeListings.status, ['listed', 'reserved', 'sold'])))
    .leftJoin(seasonPasses, eq(seasonPasses.id, purchases.seasonPassId))
    .where(and(eq(tickets.holderId, userId), or(
      ne(tickets.status, 'transferred'), and(ne(purchases.userId, userId), isNull(nextTicket.holderId)), eq(exchangeListings.status, 'sold'),
    )))
    .orderBy(asc(matches.matchDate), asc(purchases.referenceNumber), asc(tickets.seat));
  const places = await ticketPlaces(db, rows.map((row) => row.t));
  const codes = await ticketCodesOf(db, keys, rows.map((row) => row.t.id));
  return rows.flatMap((row) => {
    const code = codes.get(row.t.id);
    const match = { status: row.m.status, kickOff: row.m.matchDate };
    const place = places.get(row.t.id)!;
    const listable = listingRefusal({ season: row.p.seasonPassId !== null && row.p.userId === userId, status: row.t.status, listing: row.listing?.status ?? null, match }, closeMinutes, now) === null;
    const exchange = {
      listing: row.listing, listable,
      offer: listable && row.pass ? {
        creditSatang: exchangeCredit(row.pass.priceSatang, row.pass.creditDivisor, feeBasisPoints).net, closesAt: exchangeClosesAt(match.kickOff, closeMinutes),
      } : null,
    };
    if (row.t.status !== 'transferred') return [heldTicketDto(row, place, userId, code, { transferableUntil: transferableUntil({ status: row.t.status, match }, cutoffMinutes, now), ...exchange })];
    // Sold on the exchange: shown as sold, its code retired.
    if (row.listing?.status === 'sold') return [heldTicketDto(row, place, userId, code, exchange)];
    const cancellableUntil = row.next?.status ? transferCancellableUntil({ status: row.next.status, holderId: row.next.holderId, match }, cutoffMinutes, now) : null;
    return cancellableUntil ? [heldTicketDto(row, place, userId, code, { transferredTo: row.next?.email, transferCancellableUntil: cancellableUntil })] : [];
  });
}

/** One ticket's place (ticketPlaces). */
const placeOf = async (db: Db | Tx, t: Parameters<typeof ticketPlaces>[1][number]) => (await ticketPlaces(db, [t])).get(t.id)!;

/** Why a transfer was refused, in the fan's words. */
function transferRefused(refused: TransferRefusal | 'listed' | 'passed_on_too_often', cutoffMinutes: number): HttpError {
  switch (refused) {
    case 'listed': return new Conflict('ticket.transfer_listed');
    case 'passed_on_too_often': return new Conflict('ticket.transfer_too_often');
    case 'transferred': return new Conflict('ticket.transfer_gone');
    case 'used': return new Conflict('ticket.transfer_used');
    case 'closed': return new Conflict(transferClosed(cutoffMinutes));
    default: return assertNever(refused);
  }
}

/**
 * Pass a ticket on to `input.email` (the ticket lifecycle's transfer): the fan gets back the old
 * ticket, now transferred, showing where it went and until when they may cancel.
 */
export async function transferTicket(db: Db, from: { id: string; email: string }, ticketId: string, input: TransferTicketInput, cutoffMinutes: number, now: Date): Promise<TicketDto> {
  if (input.email === from.email.toLowerCase()) throw new Invalid('ticket.transfer_to_self');
  return db.transaction(async (tx) => {
    const moved = await ticketLifecycle.transfer(tx, { holderId: from.id, ticketId, email: input.email, cutoffMinutes, now });
    if (moved.ok) return ticketDto(moved.old, await placeOf(tx, moved.old), undefined, { transferredTo: input.email, transferCancellableUntil: moved.cancellableUntil });
    throw moved.refused === 'not_yours' ? new NotFound(NOT_YOURS) : transferRefused(moved.refused, cutoffMinutes);
  });
}

/**
 * The sender takes back a ticket they passed on, while its recipient has not received it (the
 * ticket lifecycle's cancelTransfer): they get their ticket, valid again with its code.
 */
export async function cancelTransfer(db: Db, keys: TicketKeys, from: { id: string }, ticketId: string, cutoffMinutes: number, now: Date): Promise<TicketDto> {
  return db.transaction(async (tx) => {
    const moved = await ticketLifecycle.cancelTransfer(tx, { holderId: from.id, ticketId, cutoffMinutes, now });
    if (moved.ok) return ticketDto(moved.ticket, await placeOf(tx, moved.ticket), (await ticketCodesOf(tx, keys, [moved.ticket.id])).get(moved.ticket.id), {});
    switch (moved.refused) {
      case 'not_yours': throw new NotFound(NOT_YOURS);
      case 'not_transferred': case 'transferred': throw new Conflict('ticket.transfer_not_pending');
      case 'received': throw new Conflict('ticket.transfer_received');
      case 'used': throw new Conflict('ticket.transfer_cancel_used');
      case 'closed': throw new Conflict(transferClosed(cutoffMinutes));
      default: return assertNever(moved.refused);
    }
  });
}

/** The recipient of a transfer to an address claims it with the mail's link (the ticket lifecycle's claim). */
export async function claimTicket(db: Db, user: { id: string; email: string }, token: string): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const claimed = await ticketLifecycle.claim(tx, user, token);
    if (claimed.ok) return { id: claimed.ticketId };
    switch (claimed.refused) {
      case 'invalid': throw new NotFound('ticket.claim_invalid');
      case 'cancelled': throw new Conflict('ticket.claim_cancelled');
      case 'other_email': throw new Forbidden('ticket.claim_other_email');
      case 'unverified': throw new Forbidden('ticket.claim_unverified');
      default: return assertNever(claimed.refused);
    }
  });
}

/** One ticket `userId` holds, bought or received (not passed on), with its purchase, match and place, for its files; null when they hold no such ticket. */
export async function heldTicket(db: Db, userId: string, ticketId: string) {
  const [row] = await selectTicketsWithMatch(db, {})
    .where(and(eq(tickets.id, ticketId), eq(tickets.holderId, userId), ne(tickets.status, 'transferred')));
  return row ? { ...row, t: (await withPlaces(db, [row.t]))[0]! } : null;
}

/**
 * The valid tickets `userId` holds of one purchase (or the one ticket), with what a wallet pass
 * shows of them: the match in both languages, each ticket's place, the reference, how many the purchase had. Null when
 * there is none.
 */
export async function walletTickets(db: Db, keys: TicketKeys, userId: string, which: { purchaseId: string } | { ticketId: string }) {
  const rows = await selectTicketsWithMatch(db, {})
    .where(and(
      eq(tickets.holderId, userId), eq(tickets.status, 'valid'),
      // A purchase's tickets are of its one match: a season pass's, each of its own, come one at a time.
      'ticketId' in which ? eq(tickets.id, which.ticketId) : and(eq(purchases.id, which.purchaseId), eq(purchases.matchId, tickets.matchId)),
    ))
    .orderBy(asc(tickets.seat));
  const [first] = rows;
  if (!first) return null;
  const places = await ticketPlaces(db, rows.map(({ t }) => t));
  const codes = await ticketCodesOf(db, keys, rows.map(({ t }) => t.id));
  const { p, m, home, away, venue } = first;
  const match: WalletMatch & { id: string } = {
    id: m.id, home: home.name, homeTh: home.nameTh, away: away?.name ?? textOf('match.opponent_tba', 'en'), awayTh: away?.nameTh ?? textOf('match.opponent_tba', 'th'),
    date: m.matchDate, venue: venue.name, venueTh: venue.nameTh, address: venue.address, addressTh: venue.addressTh,
    ...(venue.latitude !== null && venue.longitude !== null ? { location: { latitude: venue.latitude, longitude: venue.longitude } } : {}),
  };
  return {
    reference: p.referenceNumber, quantity: p.quantity, match,
    tickets: rows.map(({ t }): WalletTicket => ({ id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, place: places.get(t.id)!, qr: codes.get(t.id)! })),
  };
}
