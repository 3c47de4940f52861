import { sql } from 'drizzle-orm';
import {
  boolean, check, doublePrecision, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { MATCH_STATUSES, PURCHASE_STATUSES, REJECTION_REASONS, TICKET_STATUSES, type StatementMapping } from '@club/core';
import { users } from './auth.js';
import { createdAt, inList, referenceKeyOf, updatedAt } from './sql-helpers.js';
import { venueSeats, venueZones } from './zones.js';
import { seasonPasses } from './seasons.js';


export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    /** File name under /uploads/team-logos/ */
    logo: text('logo'),
    isHomeClub: boolean('is_home_club').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Exactly one club is "us".
  (t) => [uniqueIndex('teams_one_home_club').on(t.isHomeClub).where(sql`${t.isHomeClub}`)],
);

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    address: text('address').notNull(),
    addressTh: text('address_th').notNull(),
    capacity: integer('capacity').notNull(),
    /** Where the stadium is (WGS 84): a ticket's wallet pass comes up on the phone's lock screen near it. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('venues_capacity_check', sql`${t.capacity} > 0`),
    check('venues_location_check', sql`(${t.latitude} is null) = (${t.longitude} is null) and ${t.latitude} between -90 and 90 and ${t.longitude} between -180 and 180`),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankName: text('bank_name').notNull(),
    bankNameTh: text('bank_name_th').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    /** The holder's name in Thai; null until staff write it (the English name is shown then). */
    accountHolderNameTh: text('account_holder_name_th'),
    accountHolderPosition: text('account_holder_position').notNull(),
    accountHolderPositionTh: text('account_holder_position_th').notNull(),
    promptpayId: text('promptpay_id').notNull(),
    /** A biller id (15 digits) the bank gave the account for bill payments: fans then pay a Thai QR bill payment naming their reference, which the bank reports back. */
    billerId: text('biller_id'),
    /** How this account's statement files are read (core's StatementMapping), as staff last mapped them. */
    statementMapping: jsonb('statement_mapping').$type<StatementMapping>(),
    /** The account shown for store orders. */
    forMerchandise: boolean('for_merchandise').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('bank_accounts_promptpay_check', sql`${t.promptpayId} ~ '^[0-9]{10,15}$'`),
    check('bank_accounts_biller_check', sql`${t.billerId} ~ '^[0-9]{15}$'`),
    uniqueIndex('bank_accounts_one_merchandise').on(t.forMerchandise).where(sql`${t.forMerchandise}`),
  ],
);

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    homeTeamId: uuid('home_team_id').notNull().references(() => teams.id),
    /** Null while the opponent is not known (shown as TBA). */
    awayTeamId: uuid('away_team_id').references(() => teams.id),
    venueId: uuid('venue_id').notNull().references(() => venues.id),
    bankAccountId: uuid('bank_account_id').notNull().references(() => bankAccounts.id),
    matchDate: timestamp('match_date', { withTimezone: true }).notNull(),
    /** Raised by the database each time match_date changes (trigger matches_schedule_sequence): fans' calendar files replace the event they hold. */
    scheduleSequence: integer('schedule_sequence').notNull().default(0),
    league: text('league').notNull(),
    leagueTh: text('league_th').notNull(),
    /** The most tickets one fan may hold of this match, paid and unpaid together, as staff set it; null: no limit but the unpaid one. */
    ticketsPerFan: integer('tickets_per_fan'),
    promoting: boolean('promoting').notNull().default(false),
    status: text('status', { enum: MATCH_STATUSES }).notNull().default('scheduled'),
    /** The competition feed's id of this fixture, when the match was created from (or linked to) it. */
    feedMatchId: text('feed_match_id'),
    /**
     * The feed's kick-off when it last differed from matchDate: a date change staff must look at.
     * Never applied to the match (and its sold tickets) by itself; null when the two agree.
     */
    feedMatchDate: timestamp('feed_match_date', { withTimezone: true }),
    /** Nothing of the match can be bought before it; null: on sale from creation. */
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    /** The waiting room opens (the pre-queue whose entries the draw orders at the sale start); null: no room. */
    queueOpensAt: timestamp('queue_opens_at', { withTimezone: true }),
    /** Fans admitted a minute; null with queueAuto: admitted as shoppers finish. */
    queueAdmitPerMinute: integer('queue_admit_per_minute'),
    queueAuto: boolean('queue_auto').notNull().default(false),
    /** How long an admitted fan has to start a purchase. */
    queueTurnMinutes: integer('queue_turn_minutes').notNull().default(10),
    /** sha256 (hex) of queueSeed, published when the room opens. */
    queueSeedHash: text('queue_seed_hash'),
    /** The draw's secret seed (hex), published only once the sale has started. */
    queueSeed: text('queue_seed'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('matches_feed_match_id').on(t.feedMatchId).where(sql`${t.feedMatchId} is not null`),
    check('matches_tickets_per_fan_check', sql`${t.ticketsPerFan} is null or ${t.ticketsPerFan} > 0`),
    check('matches_status_check', inList(t.status, MATCH_STATUSES)),
    check('matches_teams_differ', sql`${t.awayTeamId} is null or ${t.awayTeamId} <> ${t.homeTeamId}`),
    // A room needs a sale start it opens before, and an admission rule (a rate or automatic).
    check('matches_queue_check', sql`${t.queueOpensAt} is null or (${t.saleStartsAt} is not null and ${t.queueOpensAt} <= ${t.saleStartsAt} and (${t.queueAdmitPerMinute} is not null or ${t.queueAuto}))`),
    check('matches_queue_rate_check', sql`${t.queueAdmitPerMinute} is null or ${t.queueAdmitPerMinute} > 0`),
    check('matches_queue_turn_check', sql`${t.queueTurnMinutes} between 1 and 120`),
    check('matches_queue_seed_check', sql`${t.queueSeed} is null or ${t.queueSeedHash} is not null`),
    index('matches_promoting_idx').on(t.promoting, t.matchDate),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id),
    /** The match bought; null for a season pass (seasonPassId), whose tickets are one per covered match. */
    matchId: uuid('match_id').references(() => matches.id),
    seasonPassId: uuid('season_pass_id').references((): AnyPgColumn => seasonPasses.id),
    /** A season pass renewing this holding of last season's pass, on its seat; one live renewal each. */
    renewedFromId: uuid('renewed_from_id').references((): AnyPgColumn => purchases.id),
    /** Bought on the exchange: its places are season holders' listed tickets of a sold-out zone (exchange_listings.purchase_id), not the zone's. */
    fromExchange: boolean('from_exchange').notNull().default(false),
    /** The zone its seats are in, at that zone's price of the moment. */
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id),
    /** The numbered seats bought, one per ticket in order (match_seats holds them while the purchase does); null in a zone without numbers. */
    seatIds: uuid('seat_ids').array(),
    quantity: integer('quantity').notNull(),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    totalSatang: integer('total_satang').notNull(),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    /** Unique through its key: two equal references have equal keys (one index fewer for every buyer to write). */
    referenceNumber: text('reference_number').notNull(),
    /** The reference in core's referenceKey form (TKAB12CD34), kept by PostgreSQL: what a bill payment's Ref1 or a payer's note is looked up by. */
    referenceKey: text('reference_key').notNull().unique().generatedAlwaysAs(referenceKeyOf('reference_number')),
    phone: text('phone').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** One of core's REJECTION_REASONS; staff's own words beside it in rejectionNote. */
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    rejectionNote: text('rejection_note'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Set when the held seats went back on sale (expiry, rejection, cancel); null while they are held. */
    seatsReleasedAt: timestamp('seats_released_at', { withTimezone: true }),
    ticketsEmailedAt: timestamp('tickets_emailed_at', { withTimezone: true }),
    /** The buyer's last ask for the tickets by mail again, and its form (one per ticket or all in one): the resend's guard against a double tap. */
    ticketsResentAt: timestamp('tickets_resent_at', { withTimezone: true }),
    ticketsResentSplit: boolean('tickets_resent_split'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('purchases_quantity_check', sql`${t.quantity} between 1 and 10`),
    check('purchases_seats_check', sql`${t.seatIds} is null or cardinality(${t.seatIds}) = ${t.quantity}`),
    check('purchases_total_check', sql`${t.totalSatang} = ${t.quantity} * ${t.unitPriceSatang}`),
    check('purchases_status_check', inList(t.status, PURCHASE_STATUSES)),
    check('purchases_rejection_reason_check', inList(t.rejectionReason, REJECTION_REASONS)),
    check('purchases_rejection_check', sql`${t.status} <> 'rejected' or (${t.rejectionReason} is not null and ${t.rejectedAt} is not null)`),
    check('purchases_kind_check', sql`(${t.matchId} is null) <> (${t.seasonPassId} is null)`),
    check('purchases_season_check', sql`${t.seasonPassId} is null or ${t.quantity} = 1`),
    // A pass's seat has one holder (released holdings aside), and a holding renews once.
    uniqueIndex('purchases_season_seat').on(t.seasonPassId, sql`(${t.seatIds}[1])`).where(sql`${t.seasonPassId} is not null and ${t.seatIds} is not null and ${t.seatsReleasedAt} is null`),
    // Season columns are null on a match's purchase, nearly every one: the indexes keep only the rows that have them.
    uniqueIndex('purchases_renewed_from').on(t.renewedFromId).where(sql`${t.renewedFromId} is not null and ${t.seatsReleasedAt} is null`),
    index('purchases_season_pass_idx').on(t.seasonPassId).where(sql`${t.seasonPassId} is not null`),
    index('purchases_user_match_idx').on(t.userId, t.matchId),
    index('purchases_status_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/**
 * The seats one fan holds of one match, kept by the purchase lifecycle in the transactions that
 * move them: `unpaidSeats` of purchases awaiting payment, `heldSeats` of those and the paid ones.
 * The limits are those of the fan's latest purchase (MAX_TICKETS_PER_PURCHASE, the match's
 * tickets_per_fan), written with the counts, so the CHECKs below refuse a purchase that would
 * pass either however many are made at once: concurrent purchases queue on this one row, and each
 * is judged on the counts the one before left (see create in purchase-lifecycle.ts).
 */
export const fanMatchSeats = pgTable(
  'fan_match_seats',
  {
    userId: text('user_id').notNull().references(() => users.id),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    unpaidSeats: integer('unpaid_seats').notNull(),
    heldSeats: integer('held_seats').notNull(),
    unpaidLimit: integer('unpaid_limit').notNull(),
    heldLimit: integer('held_limit'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.matchId] }),
    check('fan_match_seats_counts_check', sql`${t.unpaidSeats} >= 0 and ${t.heldSeats} >= 0`),
    check('fan_match_seats_unpaid_limit', sql`${t.unpaidSeats} <= ${t.unpaidLimit}`),
    check('fan_match_seats_held_limit', sql`${t.heldLimit} is null or ${t.heldSeats} <= ${t.heldLimit}`),
  ],
);

/**
 * A fan's place in a match's waiting room: the record the room in Redis is rebuilt from. `entry` is
 * 16 random bytes (hex), what the published draw names instead of the fan; `position` is set by the
 * draw (joined before the sale start) or on arrival (after it); `turnStartedAt` once admitted and seen.
 */
export const queueEntries = pgTable(
  'queue_entries',
  {
    matchId: uuid('match_id').notNull().references(() => matches.id),
    userId: text('user_id').notNull().references(() => users.id),
    entry: text('entry').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer('position'),
    turnStartedAt: timestamp('turn_started_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    uniqueIndex('queue_entries_entry').on(t.matchId, t.entry),
    uniqueIndex('queue_entries_position').on(t.matchId, t.position).where(sql`${t.position} is not null`),
    check('queue_entries_entry_check', sql`${t.entry} ~ '^[0-9a-f]{32}$'`),
    check('queue_entries_position_check', sql`${t.position} is null or ${t.position} > 0`),
  ],
);

export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id').notNull().references(() => purchases.id),
    /** 1..quantity: the unique (purchase, match, seat) makes issuing idempotent (a season purchase has one ticket per match). */
    seat: integer('seat').notNull(),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id),
    /** Its numbered seat; null in a zone without numbers. */
    venueSeatId: uuid('venue_seat_id').references(() => venueSeats.id),
    ticketNumber: text('ticket_number').notNull().unique(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('valid'),
    /** Who holds it: the buyer, or the fan it was transferred to; null while a transfer waits to be claimed by `holderEmail`. */
    holderId: text('holder_id').references(() => users.id),
    /** The address a transfer was sent to (the sender sees it masked); kept once claimed. */
    holderEmail: text('holder_email'),
    /** SHA-256 of the claim link's token, while the transfer waits for someone to sign in with `holderEmail`. */
    claimTokenHash: text('claim_token_hash').unique(),
    /** On a transferred ticket: the ticket that replaced it (a new id and number, so a new QR). */
    transferredToId: uuid('transferred_to_id').references((): AnyPgColumn => tickets.id),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: text('used_by').references(() => users.id),
    /** The gate it was admitted at, as the gate's staff named it. */
    usedGate: text('used_gate'),
    /** The reissue counter its signed code carries: codes below the ticket's revocation (ticket_revocations) open no gate. */
    codeVersion: smallint('code_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // One live ticket per seat: a transfer leaves the old one, transferred, beside its replacement.
    uniqueIndex('tickets_purchase_seat').on(t.purchaseId, t.matchId, t.seat).where(sql`${t.status} <> 'transferred'`),
    // One live ticket per numbered seat of a match, whatever the purchase.
    uniqueIndex('tickets_match_seat').on(t.matchId, t.venueSeatId).where(sql`${t.status} <> 'transferred' and ${t.venueSeatId} is not null`),
    index('tickets_match_idx').on(t.matchId),
    index('tickets_holder_idx').on(t.holderId),
    index('tickets_holder_email_idx').on(t.holderEmail),
    check('tickets_seat_check', sql`${t.seat} between 1 and 10`),
    check('tickets_code_version_check', sql`${t.codeVersion} between 0 and 255`),
    check('tickets_status_check', inList(t.status, TICKET_STATUSES)),
    check('tickets_used_check', sql`${t.status} <> 'used' or ${t.usedAt} is not null`),
    check('tickets_held_check', sql`${t.holderId} is not null or ${t.holderEmail} is not null`),
    // Set in one transaction: the old ticket is marked transferred, its replacement inserted, then named here.
    check('tickets_transferred_check', sql`(${t.status} = 'transferred') = (${t.transferredAt} is not null) and (${t.transferredToId} is null or ${t.status} = 'transferred')`),
  ],
);

/** A fan's rating of a match they held a ticket for, once it has kicked off: one per fan and match. */
export const matchRatings = pgTable(
  'match_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    userId: text('user_id').notNull().references(() => users.id),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('match_ratings_match_user').on(t.matchId, t.userId),
    check('match_ratings_rating_check', sql`${t.rating} between 1 and 5`),
    check('match_ratings_comment_check', sql`${t.comment} is null or char_length(${t.comment}) <= 500`),
  ],
);
