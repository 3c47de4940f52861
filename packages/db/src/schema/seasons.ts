/**
 * Season passes: a fan buys a zone's place (a numbered seat, where it has them) for every home
 * match a pass covers, paid as any purchase (a purchases row naming the pass instead of a match,
 * which is the holding). A pass keeps `quota` places of its zone out of each covered match's single
 * sale; `available` of them are still for sale, so the database refuses a pass sold beyond its quota
 * (available >= 0) and a numbered seat held twice (match_seats' key in each covered match, and
 * purchases_season_seat across the pass).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './sql-helpers.js';
import { bankAccounts, matches } from './ticketing.js';
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
