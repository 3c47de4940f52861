/**
 * The exchange: a season holder lists one match's ticket they cannot use; it is offered to other
 * fans only once the rest of its zone is sold out; when bought, the holder's code for that match is
 * retired and the holder is credited a share of the season price per match, less the club's fee,
 * in a ledger kept to the satang. The holder may take the listing back until it is bought, and
 * listing closes some time before kick-off.
 */
import type { TicketStatus } from './statuses.js';

/** listed: on offer; reserved: a buyer's purchase holds it until paid; sold; withdrawn by the holder; unsold at the close. */
export const LISTING_STATUSES = ['listed', 'reserved', 'sold', 'withdrawn', 'unsold'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** What a ledger row records: a sale's credit to the holder and the club's fee from it, a payout to the fan, an undo. */
export const LEDGER_KINDS = ['exchange_credit', 'exchange_fee', 'paid_out', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** The ledger's accounts: a fan's credit (with their user id), and the club's exchange sales, fees and payouts. */
export const LEDGER_ACCOUNTS = ['fan', 'club_exchange', 'club_fees', 'club_payouts'] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

/** The listings that keep the holder's code from the gate: the seat may go to someone else. */
export const LISTING_LIVE: readonly ListingStatus[] = ['listed', 'reserved'];

/** When listing (and taking back) closes: `closeMinutes` before kick-off. */
export const exchangeClosesAt = (kickOff: Date, closeMinutes: number): Date => new Date(kickOff.getTime() - closeMinutes * 60_000);

/** Why a ticket may not be listed now: not a season ticket of its holder, not valid, listed already, or the exchange of its match has closed. */
export type ListingRefusal = 'not_season' | 'not_valid' | 'listed' | 'closed';

export function listingRefusal(
  t: { season: boolean; status: TicketStatus; listing: ListingStatus | null; match: { status: string; kickOff: Date } },
  closeMinutes: number,
  now: Date,
): ListingRefusal | null {
  if (!t.season) return 'not_season';
  if (t.status !== 'valid') return 'not_valid';
  if (t.listing && LISTING_LIVE.includes(t.listing)) return 'listed';
  if (t.match.status !== 'scheduled' || exchangeClosesAt(t.match.kickOff, closeMinutes) <= now) return 'closed';
  return null;
}

/**
 * What a sale credits the holder, in satang: the season price per match (`price / divisor`, rounded
 * down), less the club's fee (`feeBasisPoints` of it, rounded half up). A ฿9,000 pass over 19
 * matches at 10 %: gross 47,368, fee 4,737, net 42,631.
 */
export function exchangeCredit(priceSatang: number, divisor: number, feeBasisPoints: number): { gross: number; fee: number; net: number } {
  const gross = Math.floor(priceSatang / divisor);
  const fee = Math.floor((gross * feeBasisPoints + 5_000) / 10_000);
  return { gross, fee, net: gross - fee };
}

/** A ticket's listing on the exchange (POST /api/v1/tickets/{id}/listing; TicketDto and HeldTicketDto `listing`). */
export interface ListingDto {
  id: string;
  status: ListingStatus;
  listedAt: string;
  /** When it stops being offered: unsold then, and the ticket the holder's again. */
  closesAt: string;
}

/** A fan's credit from tickets sold on the exchange (GET /api/v1/tickets/credit): the balance and its ledger rows, newest first. */
export interface CreditDto {
  balanceSatang: number;
  entries: { id: number; kind: LedgerKind; amountSatang: number; signed: number; matchId: string | null; createdAt: string }[];
}
