import { sql } from 'drizzle-orm';
import {
  boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid,
} from 'drizzle-orm/pg-core';
import { PRODUCT_STATUSES, PROMO_KINDS, type VariantOption } from '@club/core';
import { users } from './auth.js';
import { createdAt, inList, updatedAt } from './sql-helpers.js';


export const categories = pgTable('categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  nameTh: text('name_th').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sku: text('sku').notNull().unique(),
    categoryId: uuid('category_id').notNull().references(() => categories.id),
    name: text('name').notNull(),
    nameTh: text('name_th').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    shortDescriptionTh: text('short_description_th').notNull().default(''),
    description: text('description').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    featuresTh: jsonb('features_th').$type<string[]>().notNull().default([]),
    seoKeywords: jsonb('seo_keywords').$type<string[]>().notNull().default([]),
    priceSatang: integer('price_satang').notNull(),
    salePriceSatang: integer('sale_price_satang'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    status: text('status', { enum: PRODUCT_STATUSES }).notNull().default('active'),
    featured: boolean('featured').notNull().default(false),
    /** core's searchWords of the names and descriptions in both languages, written with them (product-search.ts). */
    searchWords: text('search_words').array().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_price_check', sql`${t.priceSatang} > 0`),
    check('products_sale_price_check', sql`${t.salePriceSatang} is null or ${t.salePriceSatang} > 0`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_status_check', inList(t.status, PRODUCT_STATUSES)),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    // Serves a search's prefixes ('jers':* & 'เหย้า':*): GIN finds the words beginning with each.
    index('products_search_words_idx').using('gin', sql`array_to_tsvector(${t.searchWords})`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    altTh: text('alt_th').notNull().default(''),
    isMain: boolean('is_main').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_images_one_main').on(t.productId).where(sql`${t.isMain}`),
    index('product_images_product_idx').on(t.productId),
  ],
);

/** One option group of a product (size, colour): its options are plain values or {key, en_label, th_label}. */
export const productVariantGroups = pgTable(
  'product_variant_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    options: jsonb('options').$type<VariantOption[]>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variant_groups_name').on(t.productId, t.name),
    check('product_variant_groups_options_check', sql`jsonb_typeof(${t.options}) = 'array' and jsonb_array_length(${t.options}) > 0`),
  ],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Percent 1..100, or satang off for fixed codes. */
    value: integer('value').notNull(),
    minSubtotalSatang: integer('min_subtotal_satang').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    description: text('description').notNull().default(''),
    descriptionTh: text('description_th').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 3 and 32`),
    check('promo_codes_kind_check', inList(t.kind, PROMO_KINDS)),
    check('promo_codes_value_check', sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check('promo_codes_min_check', sql`${t.minSubtotalSatang} >= 0`),
    check('promo_codes_uses_check', sql`${t.usedCount} >= 0 and (${t.maxUses} is null or ${t.usedCount} <= ${t.maxUses})`),
    check('promo_codes_dates_check', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);

export const carts = pgTable('carts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cartId: uuid('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    variants: jsonb('variants').$type<Record<string, string>>().notNull().default({}),
    /** Canonical text of the chosen variants, so the same product and choice merge into one line. */
    variantKey: text('variant_key').notNull().default(''),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line').on(t.cartId, t.productId, t.variantKey),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);
