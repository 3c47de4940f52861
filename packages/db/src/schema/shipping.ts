import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SHIPPING_TYPES } from '@club/core';
import { users } from './auth.js';
import { venues } from './ticketing.js';
import { createdAt, inList } from './sql-helpers.js';


export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: SHIPPING_TYPES }).notNull(),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    description: text('description').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    costSatang: integer('cost_satang').notNull().default(0),
    /** Subtotal above which this method costs nothing (null: never free). */
    freeOverSatang: integer('free_over_satang'),
    /** A pickup at this stadium ("Pick up at the stadium"): only the places there are offered. Null: any pickup place. */
    venueId: uuid('venue_id').references(() => venues.id),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('shipping_methods_type_check', inList(t.type, SHIPPING_TYPES)),
    check('shipping_methods_cost_check', sql`${t.costSatang} >= 0`),
    check('shipping_methods_pickup_free', sql`${t.type} <> 'pickup' or ${t.costSatang} = 0`),
    check('shipping_methods_venue_pickup', sql`${t.venueId} is null or ${t.type} = 'pickup'`),
  ],
);

export const pickupLocations = pgTable('pickup_locations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  nameTh: text('name_th').notNull(),
  address: text('address').notNull(),
  addressTh: text('address_th').notNull(),
  phone: text('phone').notNull(),
  description: text('description').notNull().default(''),
  descriptionTh: text('description_th').notNull().default(''),
  /** The stadium the place is at (its club shop); null for a shop elsewhere. */
  venueId: uuid('venue_id').references(() => venues.id),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const deliveryAddresses = pgTable(
  'delivery_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    district: text('district').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('delivery_addresses_postal_check', sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    uniqueIndex('delivery_addresses_one_default').on(t.userId).where(sql`${t.isDefault}`),
    index('delivery_addresses_user_idx').on(t.userId),
  ],
);
