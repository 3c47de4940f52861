/** Tickets to responses: a ticket as its holder (or the fan who passed it on) sees it, and a held ticket with its match. */
import { maskEmail, type HeldTicketDto, type TicketDto, type TicketPlaceDto } from '@club/core';
import type { schema } from '@club/db';
import { matchDetails, type MatchRow, type PurchaseRow } from '../purchases/dto.js';

type Ticket = typeof schema.tickets.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A ticket as the fan who holds (or held) it sees it, at its `place` (ticketPlaces), with its signed
 * `code` (ticketCodesOf: none for a ticket passed on, so its sender has nothing left to show): `transferredTo`,
 * the address it was passed on to; `transferableUntil` and `transferCancellableUntil`, as the
 * service decided them.
 */
export function ticketDto(
  t: Ticket,
  place: TicketPlaceDto,
  code: string | undefined,
  { transferredTo = null, transferableUntil = null, transferCancellableUntil = null }: { transferredTo?: string | null; transferableUntil?: Date | null; transferCancellableUntil?: Date | null },
): TicketDto {
  const transferred = t.status === 'transferred';
  return {
    id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, place, status: t.status, usedAt: iso(t.usedAt), usedGate: t.usedGate,
    qrContent: code ?? '',
    transferredTo: transferred && transferredTo ? maskEmail(transferredTo) : null,
    transferredAt: iso(t.transferredAt),
    transferableUntil: iso(transferableUntil),
    transferCancellableUntil: transferred ? iso(transferCancellableUntil) : null,
  };
}

/**
 * A ticket its holder still holds, or passed on and may take back, with its purchase, match and
 * place; `transferredTo` (the address it went to), `transferableUntil` and `transferCancellableUntil` as the
 * service decided them.
 */
export function heldTicketDto(
  { t, p, m, home, away, venue }: MatchRow & Pick<PurchaseRow, 'p'> & { t: Ticket },
  place: TicketPlaceDto,
  holderId: string,
  code: string | undefined,
  { transferredTo = null, transferableUntil = null, transferCancellableUntil = null, listing = null, listable = false, offer = null }: {
    transferredTo?: string | null; transferableUntil?: Date | null; transferCancellableUntil?: Date | null;
    listing?: typeof schema.exchangeListings.$inferSelect | null; listable?: boolean; offer?: { creditSatang: number; closesAt: Date } | null;
  },
): HeldTicketDto {
  const { qrContent, transferredTo: to, transferredAt } = ticketDto(t, place, code, { transferredTo });
  return {
    id: t.id, ticketNumber: t.ticketNumber, seat: t.seat, place, status: t.status, usedAt: iso(t.usedAt), usedGate: t.usedGate,
    qrContent, transferredTo: to, transferredAt, transferCancellableUntil: iso(transferCancellableUntil),
    purchaseId: p.id, reference: p.referenceNumber, bought: p.userId === holderId,
    transferableUntil: iso(transferableUntil), matchId: m.id, matchDetails: matchDetails({ m, home, away, venue }),
    listing: listing && { id: listing.id, status: listing.status, listedAt: listing.listedAt.toISOString(), closesAt: listing.closesAt.toISOString() },
    listable,
    offer: offer && { creditSatang: offer.creditSatang, closesAt: offer.closesAt.toISOString() },
  };
}
