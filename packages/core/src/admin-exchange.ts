import { z } from 'zod';
import type { LedgerAccount, LedgerKind, ListingStatus } from './exchange.js';
import { fieldAtMostBaht, fieldDecimals, fieldNotBaht, fieldNotPositive, fieldTooLong, msg, msgWith } from './messages.js';

/**
 * The exchange as staff see it (/api/v1/admin/{exchange-listings,ledger-entries,ledger-balances}):
 * the listings, the credit ledger's rows and balances, and the body of a payout staff record;
 * snake_case and baht with an exact *_satang twin, like the rest of the console.
 */

const MAX_PAYOUT_BAHT = 1_000_000;

/** Staff record that a fan's credit was paid out to them (by bank transfer, in cash): it leaves the fan's account for club_payouts. */
export const ledgerPayoutInputSchema = z.object({
  kind: z.literal('paid_out', { error: msg('ledger.kind_paid_out') }),
  user_id: z.string({ error: msg('ledger.choose_fan') }).trim().min(1, msg('ledger.choose_fan')),
  amount: z.number({ error: msgWith(fieldNotBaht('field.amount')) })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msgWith(fieldDecimals('field.amount')))
    .refine((v) => v > 0, msgWith(fieldNotPositive('field.amount')))
    .refine((v) => v <= MAX_PAYOUT_BAHT, msgWith(fieldAtMostBaht('field.amount', MAX_PAYOUT_BAHT))),
  /** How it was paid (a transfer's reference): kept with the row. */
  note: z.string({ error: msg('ledger.note_required') }).trim().min(1, msg('ledger.note_required')).max(500, msgWith(fieldTooLong('field.note', 500))),
});

export type LedgerPayoutInput = z.infer<typeof ledgerPayoutInputSchema>;

/** A match as a listing or ledger row names it: its teams (the away team null while unknown: TBA) and kick-off. */
interface MatchWords {
  match_id: string;
  home_team_name: string;
  home_team_name_th: string;
  away_team_name: string | null;
  away_team_name_th: string | null;
  kick_off: string;
}

export interface AdminExchangeListingDto extends MatchWords {
  id: string;
  status: ListingStatus;
  zone_id: string;
  zone_code: string;
  zone_name: string;
  zone_name_th: string;
  /** Null in a zone without numbered seats. */
  seat_row: string | null;
  seat_number: number | null;
  ticket_id: string;
  seller_id: string;
  seller_name: string;
  seller_email: string;
  /** The buyer's purchase while it holds the listing (reserved) and once paid (sold). */
  purchase_id: string | null;
  purchase_reference: string | null;
  listed_at: string;
  closes_at: string;
  closed_at: string | null;
}

/** A ledger row: `amount` moves from the debit account to the credit account (a fan's with their user id). */
export interface AdminLedgerEntryDto extends Partial<MatchWords> {
  id: number;
  kind: LedgerKind;
  debit_account: LedgerAccount;
  debit_user_id: string | null;
  credit_account: LedgerAccount;
  credit_user_id: string | null;
  /** The fan the row concerns (either side), with their name and e-mail. */
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  amount: number;
  amount_satang: number;
  listing_id: string | null;
  created_by_name: string | null;
  note: string | null;
  created_at: string;
}

/**
 * An account's balance (its credits less its debits). Listed, the club's three accounts and every
 * fan's together (`fan`, with how many fans hold credit): their sum is zero to the satang. One fan's
 * is read by the id `fan:{user id}`.
 */
export interface AdminLedgerBalanceDto {
  id: string;
  account: LedgerAccount;
  user_id: string | null;
  user_name: string | null;
  user_email: string | null;
  /** On the `fan` row: fans whose credit is not zero. */
  fans: number | null;
  balance: number;
  balance_satang: number;
}
