/**
 * A stadium sold by zone: a venue's zones (each with its price by default, its capacity, the gates
 * that admit it and, where it has them, numbered seats), and what each match sells of them. The
 * places a match has left of a zone are the sum of its shards (match_zone_shards): a buyer takes
 * from one shard, so buyers of one zone do not all queue on one row. The database itself refuses an
 * oversold zone (each shard's available >= 0, taken by one conditional update) and a seat sold
 * twice (match_seats' key while held, tickets_match_seat once issued).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ZONE_POSITIONS } from '@club/core';
import { createdAt, inList, updatedAt } from './sql-helpers.js';
import { matches, purchases, venues } from './ticketing.js';

export const venueZones = pgTable(
  'venue_zones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    /** Short and printed on tickets: 'GA', 'W1'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    colour: text('colour').notNull(),
    /** Its slot in the stadium drawing (core's ZONE_POSITIONS). */
    position: text('position', { enum: ZONE_POSITIONS }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Places sold per match; a numbered zone's is its count of seats. */
    capacity: integer('capacity').notNull(),
    seated: boolean('seated').notNull().default(false),
    /** Seats with rows and numbers, each sold as itself. */
    numbered: boolean('numbered').notNull().default(false),
    /** A new match sells the zone at this price. */
    defaultPriceSatang: integer('default_price_satang').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('venue_zones_venue_code').on(t.venueId, t.code),
    check('venue_zones_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,8}$'`),
    check('venue_zones_colour_check', sql`${t.colour} ~ '^#[0-9a-f]{6}$'`),
    check('venue_zones_position_check', inList(t.position, ZONE_POSITIONS)),
    check('venue_zones_capacity_check', sql`${t.capacity} > 0`),
    check('venue_zones_price_check', sql`${t.defaultPriceSatang} >= 0`),
    check('venue_zones_numbered_check', sql`not ${t.numbered} or ${t.seated}`),
  ],
);

export const venueGates = pgTable(
  'venue_gates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id').notNull().references(() => venues.id, { onDelete: 'cascade' }),
    /** 'C': what stewards and signs call it. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    /**
     * Its bit in a signed ticket code's gate mask (0–31): a new gate takes its venue's lowest free
     * bit, set by the trigger venue_gates_bit (the default null is never stored).
     */
    bit: smallint('bit').notNull().default(sql`null`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('venue_gates_venue_code').on(t.venueId, t.code),
    uniqueIndex('venue_gates_venue_bit').on(t.venueId, t.bit),
    check('venue_gates_code_check', sql`${t.code} ~ '^[A-Z0-9]{1,4}$'`),
    check('venue_gates_bit_check', sql`${t.bit} between 0 and 31`),
  ],
);

/** The gates that admit a zone; a zone with none is admitted at every gate. */
export const zoneGates = pgTable(
  'zone_gates',
  {
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id, { onDelete: 'cascade' }),
    gateId: uuid('gate_id').notNull().references(() => venueGates.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.zoneId, t.gateId] }), index('zone_gates_gate_idx').on(t.gateId)],
);

/** A numbered seat; its id is the seat's identity across every match. */
export const venueSeats = pgTable(
  'venue_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id, { onDelete: 'cascade' }),
    rowLabel: text('row_label').notNull(),
    /** 0 is the row nearest the pitch. */
    rowIndex: integer('row_index').notNull(),
    /** The number printed on the seat. */
    number: integer('number').notNull(),
    /** Its place along the row: a gap between two positions is an aisle. */
    position: integer('position').notNull(),
    wheelchair: boolean('wheelchair').notNull().default(false),
    companion: boolean('companion').notNull().default(false),
  },
  (t) => [
    uniqueIndex('venue_seats_zone_row_number').on(t.zoneId, t.rowLabel, t.number),
    uniqueIndex('venue_seats_zone_place').on(t.zoneId, t.rowIndex, t.position),
  ],
);

/** What a match sells of a zone: its price and whether it is closed; the places left are its shards' (matchZoneShards). */
export const matchZones = pgTable(
  'match_zones',
  {
    matchId: uuid('match_id').notNull().references(() => matches.id, { onDelete: 'cascade' }),
    zoneId: uuid('zone_id').notNull().references(() => venueZones.id),
    priceSatang: integer('price_satang').notNull(),
    closed: boolean('closed').notNull().default(false),
    /** Not counted (a standing zone with no limit). Never a numbered zone's. */
    unlimited: boolean('unlimited').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.zoneId] }),
    check('match_zones_price_check', sql`${t.priceSatang} >= 0`),
  ],
);

/**
 * A share of a match zone's places left (zone-places.ts): up to 8 a zone, each of at least 25
 * places when made, numbered from 0. A hold takes from one shard with one conditional update; the
 * places left are their sum. Gone with the match zone.
 */
export const matchZoneShards = pgTable(
  'match_zone_shards',
  {
    matchId: uuid('match_id').notNull(),
    zoneId: uuid('zone_id').notNull(),
    shard: smallint('shard').notNull(),
    available: integer('available').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.zoneId, t.shard] }),
    foreignKey({ name: 'match_zone_shards_match_zone_fk', columns: [t.matchId, t.zoneId], foreignColumns: [matchZones.matchId, matchZones.zoneId] }).onDelete('cascade'),
    check('match_zone_shards_available_check', sql`${t.available} >= 0`),
    check('match_zone_shards_shard_check', sql`${t.shard} between 0 and 7`),
  ],
);

/** A numbered seat held for one match by a purchase: the key refuses a second holder. */
export const matchSeats = pgTable(
  'match_seats',
  {
    matchId: uuid('match_id').notNull().references(() => matches.id),
    seatId: uuid('seat_id').notNull().references(() => venueSeats.id),
    purchaseId: uuid('purchase_id').notNull().references(() => purchases.id),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.seatId] }), index('match_seats_purchase_idx').on(t.purchaseId)],
);
