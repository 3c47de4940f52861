/**
 * Season passes: a fan buys a zone's place (a numbered seat, where it has them) for every home
 * match a pass covers, paid as any purchase (a purchases row naming the pass instead of a match,
 * which is the holding). A pass keeps `quota` places of its zone out of each covered match's single
 * sale; `available` of them are still for sale, so the database refuses a pass sold beyond its quota
 * (available >= 0) and a numbered seat held twice (match_seats' key in each covered match, and
 * purchases_season_seat across the pass).
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { LEDGER_ACCOUNTS, LEDGER_KINDS, LISTING_STATUSES } from '@club/core';
import { users } from './auth.js';
import { createdAt, inList, updatedAt } from './sql-helpers.js';
import { bankAccounts, matches, purchases, tickets } from './ticketing.js';
import { venueZones } from './zones.js';

export const seasonPasses = pgTable(
  'season_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    /** '2026/27'. */
    seasonLabel: text('season_label').notNull(),
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id),
    bankAccountId: uuid('bank_account_id').notNull().references(() => bankAccounts.id),
    priceSatang: integer('price_satang').notNull(),
    /** A holder's ticket sold on the exchange credits them priceSatang / creditDivisor, less the club's fee. */
    creditDivisor: integer('credit_divisor').notNull().default(19),
    /** Places kept for holders in every covered match. */
    quota: integer('quota').notNull(),
    /** Of the quota, still for sale. */
    available: integer('available').notNull(),
    /** The home matches at its zone's venue kicking off between these are covered, those on sale now and those added later. */
    coversFrom: timestamp('covers_from', { withTimezone: true }).notNull(),
    coversTo: timestamp('covers_to', { withTimezone: true }).notNull(),
    /** Last season's pass, whose holders may renew their seat from renewalStartsAt until the general sale. */
    renewsPassId: uuid('renews_pass_id').references((): AnyPgColumn => seasonPasses.id),
    renewalStartsAt: timestamp('renewal_starts_at', { withTimezone: true }),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }).notNull(),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('season_passes_price_check', sql`${t.priceSatang} > 0`),
    check('season_passes_credit_divisor_check', sql`${t.creditDivisor} > 0`),
    check('season_passes_available_check', sql`${t.available} >= 0 and ${t.available} <= ${t.quota}`),
    check('season_passes_covers_check', sql`${t.coversFrom} < ${t.coversTo}`),
    check('season_passes_sale_check', sql`${t.saleStartsAt} < ${t.saleEndsAt}`),
    check('season_passes_renewal_check', sql`${t.renewalStartsAt} is null or (${t.renewsPassId} is not null and ${t.renewalStartsAt} < ${t.saleStartsAt})`),
    index('season_passes_zone_idx').on(t.zoneId),
  ],
);

/** The matches a pass covers: its holders hold a place (their seat) and get a ticket in each. */
export const seasonPassMatches = pgTable(
  'season_pass_matches',
  {
    seasonPassId: uuid('season_pass_id').notNull().references(() => seasonPasses.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seasonPassId, t.matchId] }), index('season_pass_matches_match_idx').on(t.matchId)],
);

/**
 * A season holder's ticket for one match offered on the exchange. The database refuses a ticket
 * listed twice at once (exchange_listings_live) and a listing reserved or sold without its buyer's
 * purchase; a listing is taken for a buyer by a conditional update from `listed`.
 */
export const exchangeListings = pgTable(
  'exchange_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The holder's ticket: retired (transferred) once the listing sells. */
    ticketId: uuid('ticket_id').notNull().references(() => tickets.id),
    sellerId: text('seller_id').notNull().references(() => users.id),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id),
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('listed'),
    /** The buyer's purchase, while it holds the listing (reserved) and once it has paid (sold). */
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it stops being offered (the club's close time before the kick-off it was listed for): unsold then, the holder's ticket theirs again. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    check('exchange_listings_status_check', inList(t.status, LISTING_STATUSES)),
    check('exchange_listings_buyer_check', sql`(${t.status} in ('reserved', 'sold')) = (${t.purchaseId} is not null)`),
    uniqueIndex('exchange_listings_live').on(t.ticketId).where(sql`${t.status} in ('listed', 'reserved', 'sold')`),
    index('exchange_listings_offer_idx').on(t.matchId, t.zoneId, t.status, t.listedAt),
    index('exchange_listings_purchase_idx').on(t.purchaseId),
  ],
);

/**
 * The credit ledger, to the satang: each row moves `amount` from one account to another, so every
 * account's balance is its credits less its debits and all balances sum to zero by construction.
 * A fan's account is 'fan' with their user id; the club's are named. Rows are never changed: an
 * undo is a reversal row. A sale credits once (exchange_ledger_once).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    debitAccount: text('debit_account', { enum: LEDGER_ACCOUNTS }).notNull(),
    debitUserId: text('debit_user_id').references(() => users.id),
    creditAccount: text('credit_account', { enum: LEDGER_ACCOUNTS }).notNull(),
    creditUserId: text('credit_user_id').references(() => users.id),
    amountSatang: integer('amount_satang').notNull(),
    listingId: uuid('listing_id').references(() => exchangeListings.id),
    createdBy: text('created_by').references(() => users.id),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_kind_check', inList(t.kind, LEDGER_KINDS)),
    check('ledger_entries_accounts_check', sql`${inList(t.debitAccount, LEDGER_ACCOUNTS)} and ${inList(t.creditAccount, LEDGER_ACCOUNTS)}`),
    check('ledger_entries_fan_check', sql`(${t.debitAccount} = 'fan') = (${t.debitUserId} is not null) and (${t.creditAccount} = 'fan') = (${t.creditUserId} is not null)`),
    check('ledger_entries_amount_check', sql`${t.amountSatang} > 0`),
    uniqueIndex('exchange_ledger_once').on(t.listingId, t.kind).where(sql`${t.listingId} is not null and ${t.kind} in ('exchange_credit', 'exchange_fee')`),
    index('ledger_entries_credit_user_idx').on(t.creditUserId),
    index('ledger_entries_debit_user_idx').on(t.debitUserId),
  ],
);
