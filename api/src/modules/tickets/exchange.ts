/** The exchange as a season holder uses it: offering a match's ticket, taking it back, and their credit from tickets sold. */
import { assertNever, exchangeClosed, type CreditDto, type ListingDto } from '@club/core';
import { exchangeLifecycle, type Db } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';

const listingDto = (l: { id: string; status: ListingDto['status']; listedAt: Date; closesAt: Date }): ListingDto =>
  ({ id: l.id, status: l.status, listedAt: l.listedAt.toISOString(), closesAt: l.closesAt.toISOString() });

function refusal(refused: Exclude<exchangeLifecycle.ListingMove, { ok: true }>['refused'], closeMinutes: number) {
  switch (refused) {
    case 'not_yours': return new NotFound('ticket.not_yours');
    case 'closed': return new Conflict(exchangeClosed(closeMinutes));
    case 'not_season': case 'not_valid': case 'listed': case 'not_listed': case 'reserved': return new Conflict(`exchange.${refused}`);
    default: return assertNever(refused);
  }
}

/** A season holder offers their ticket for its match (POST /tickets/{id}/listing). */
export async function listTicket(db: Db, holderId: string, ticketId: string, closeMinutes: number, now: Date): Promise<ListingDto> {
  const moved = await db.transaction((tx) => exchangeLifecycle.list(tx, { holderId, ticketId, closeMinutes, now }));
  if (!moved.ok) throw refusal(moved.refused, closeMinutes);
  return listingDto(moved.listing);
}

/** The holder takes it back while no buyer holds it (DELETE /tickets/{id}/listing). */
export async function withdrawListing(db: Db, holderId: string, ticketId: string, closeMinutes: number): Promise<ListingDto> {
  const moved = await db.transaction((tx) => exchangeLifecycle.withdraw(tx, { holderId, ticketId }));
  if (!moved.ok) throw refusal(moved.refused, closeMinutes);
  return listingDto(moved.listing);
}

/** The fan's credit from tickets sold on the exchange, and its ledger rows (GET /tickets/credit). */
export async function credit(db: Db, userId: string): Promise<CreditDto> {
  const { balanceSatang, entries } = await exchangeLifecycle.creditOf(db, userId);
  return { balanceSatang, entries: entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
}
