import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_CANCEL_REASONS, ORDER_STATUSES, REJECTION_REASONS, SHIPPING_TYPES, type VariantChoiceDto } from '@club/core';
import { users } from './auth.js';
import { inList, referenceKeyOf } from './sql-helpers.js';
import { products, promoCodes } from './store.js';
import { shippingMethods, pickupLocations, deliveryAddresses } from './shipping.js';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    /** The order number in core's referenceKey form (ORAB12CD34), kept by PostgreSQL: what a bill payment's Ref1 or a payer's note is looked up by. */
    referenceKey: text('reference_key').notNull().unique().generatedAlwaysAs(referenceKeyOf('order_number')),
    userId: text('user_id').notNull().references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending_payment'),
    subtotalSatang: integer('subtotal_satang').notNull(),
    discountSatang: integer('discount_satang').notNull().default(0),
    shippingSatang: integer('shipping_satang').notNull().default(0),
    totalSatang: integer('total_satang').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    // Snapshots: the order keeps what was chosen even if the method, place or address changes later.
    shippingMethodId: uuid('shipping_method_id').references(() => shippingMethods.id),
    shippingMethodType: text('shipping_method_type', { enum: SHIPPING_TYPES }).notNull(),
    shippingMethodName: text('shipping_method_name').notNull(),
    shippingMethodNameTh: text('shipping_method_name_th').notNull(),
    pickupLocationId: uuid('pickup_location_id').references(() => pickupLocations.id),
    pickupLocationName: text('pickup_location_name'),
    pickupLocationNameTh: text('pickup_location_name_th'),
    pickupLocationAddress: text('pickup_location_address'),
    pickupLocationAddressTh: text('pickup_location_address_th'),
    pickupLocationPhone: text('pickup_location_phone'),
    deliveryAddressId: uuid('delivery_address_id').references(() => deliveryAddresses.id, { onDelete: 'set null' }),
    deliveryRecipientName: text('delivery_recipient_name'),
    deliveryPhone: text('delivery_phone'),
    deliveryAddressLine1: text('delivery_address_line1'),
    deliveryAddressLine2: text('delivery_address_line2'),
    deliveryDistrict: text('delivery_district'),
    deliveryProvince: text('delivery_province'),
    deliveryPostalCode: text('delivery_postal_code'),
    notes: text('notes'),
    adminNotes: text('admin_notes'),
    trackingNumber: text('tracking_number'),
    paymentReference: text('payment_reference'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    processingAt: timestamp('processing_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason', { enum: ORDER_CANCEL_REASONS }),
    /** Why staff rejected its slip: one of core's REJECTION_REASONS, staff's own words in rejectionNote. */
    rejectionReason: text('rejection_reason', { enum: REJECTION_REASONS }),
    rejectionNote: text('rejection_note'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** Set once the order's stock went back on sale (cancel, expiry), so it is never given back twice. */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('orders_status_check', inList(t.status, ORDER_STATUSES)),
    check('orders_cancellation_reason_check', inList(t.cancellationReason, ORDER_CANCEL_REASONS)),
    check('orders_rejection_reason_check', inList(t.rejectionReason, REJECTION_REASONS)),
    check('orders_rejection_check', sql`${t.status} <> 'rejected' or (${t.rejectionReason} is not null and ${t.rejectedAt} is not null)`),
    check('orders_amounts_check', sql`${t.subtotalSatang} >= 0 and ${t.discountSatang} >= 0 and ${t.shippingSatang} >= 0 and ${t.discountSatang} <= ${t.subtotalSatang}`),
    check('orders_total_check', sql`${t.totalSatang} = ${t.subtotalSatang} - ${t.discountSatang} + ${t.shippingSatang}`),
    check('orders_shipped_tracking', sql`${t.status} <> 'shipped' or ${t.trackingNumber} is not null`),
    check('orders_destination_check', sql`(${t.shippingMethodType} = 'pickup' and ${t.pickupLocationName} is not null) or (${t.shippingMethodType} = 'delivery' and ${t.deliveryAddressLine1} is not null)`),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.expiresAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    productNameTh: text('product_name_th').notNull(),
    productSku: text('product_sku').notNull(),
    productImageUrl: text('product_image_url'),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    /** The chosen options with their labels as they were when ordered. */
    variantDetails: jsonb('variant_details').$type<VariantChoiceDto[]>().notNull().default([]),
    unitPriceSatang: integer('unit_price_satang').notNull(),
    quantity: integer('quantity').notNull(),
    totalSatang: integer('total_satang').notNull(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} >= 1`),
    check('order_items_total_check', sql`${t.totalSatang} = ${t.unitPriceSatang} * ${t.quantity}`),
    index('order_items_order_idx').on(t.orderId),
  ],
);

/**
 * The units of one product (all its variants) one fan holds in orders awaiting payment, kept by
 * the order lifecycle in the transactions that move them. The limit (MAX_UNPAID_PER_PRODUCT) is
 * written with the count, so the CHECK refuses an order that would pass it however many are
 * placed at once: concurrent checkouts queue on this one row, each judged on the count the one
 * before committed (see create in order-lifecycle.ts).
 */
export const fanProductUnits = pgTable(
  'fan_product_units',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    unpaidUnits: integer('unpaid_units').notNull(),
    unpaidLimit: integer('unpaid_limit').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('fan_product_units_count_check', sql`${t.unpaidUnits} >= 0`),
    check('fan_product_units_unpaid_limit', sql`${t.unpaidUnits} <= ${t.unpaidLimit}`),
  ],
);

/** One use of a promo code per user, counted against the code's total limit. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promoCodeId: uuid('promo_code_id').notNull().references(() => promoCodes.id),
    userId: text('user_id').notNull().references(() => users.id),
    orderId: uuid('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promo_redemptions_once_per_user').on(t.promoCodeId, t.userId)],
);
