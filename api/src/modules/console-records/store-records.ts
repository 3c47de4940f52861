/** The store's tables the console edits field by field (records.ts describes how, and writes them). */
import { count, eq, sql } from 'drizzle-orm';
import {
  PROMO_KINDS, SHIPPING_TYPES, bahtToSatang, bannerInputSchema, categoryInputSchema, pickupLocationInputSchema, promoCodeInputSchema, satangToBaht,
  shippingMethodInputSchema, slugify, categoryHasProducts, fieldNegative, promoCodeTaken, slugTaken,
  type AdminBannerDto, type AdminCategoryDto, type AdminPickupLocationDto, type AdminPromoCodeDto, type AdminShippingMethodDto,
} from '@club/core';
import { schema } from '@club/db';
import { pickupLocationDto, shippingMethodDto } from '../shipping/service.js';
import { iso } from './persistence.js';
import { define, type AnyResource } from './records.js';

const { banners, categories, pickupLocations, products, promoCodes, shippingMethods } = schema;


const categoriesResource = define({
  path: 'categories',
  entity: 'category',
  notFound: 'catalogue.category_not_found',
  table: categories,
  inputSchema: categoryInputSchema,
  // Spelled out: in a one-table select the ORM leaves column names bare, and a bare "id" would be the product's.
  extra: { product_count: sql<number>`(select count(*)::int from products p where p.category_id = categories.id)` },
  toDto: (c, extra): AdminCategoryDto => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    name_th: c.nameTh,
    sort_order: c.sortOrder,
    product_count: extra.product_count,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }),
  toColumns: (i) => ({ name: i.name, nameTh: i.name_th, slug: i.slug ?? slugify(i.name), sortOrder: i.sort_order }),
  search: [categories.name, categories.nameTh, categories.slug],
  sortable: { name: categories.name, name_th: categories.nameTh, slug: categories.slug, sort_order: categories.sortOrder, created_at: categories.createdAt },
  defaultSort: 'sort_order',
  constraints: (i) => ({
    unique: { categories_slug_unique: { path: 'slug', message: i ? slugTaken(i.slug ?? slugify(i.name)) : 'catalogue.slug_taken' } },
    // A product added between the check below and the delete.
    inUse: { products_category_id_categories_id_fk: 'catalogue.category_has_products' },
  }),
  async refuseDelete(tx, id) {
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    const n = used?.n ?? 0;
    return n ? categoryHasProducts(n) : null;
  },
  hasUpdatedAt: true,
});

const bannersResource = define({
  path: 'banners',
  entity: 'banner',
  notFound: 'catalogue.banner_not_found',
  table: banners,
  inputSchema: bannerInputSchema,
  toDto: (b): AdminBannerDto => ({
    id: b.id,
    image_url: b.imageUrl,
    title: b.title,
    title_th: b.titleTh,
    target_link: b.targetLink,
    sort_order: b.sortOrder,
    active: b.active,
    created_at: b.createdAt.toISOString(),
  }),
  toColumns: (i) => ({ imageUrl: i.image_url, title: i.title, titleTh: i.title_th, targetLink: i.target_link, sortOrder: i.sort_order, active: i.active }),
  search: [banners.title, banners.titleTh],
  sortable: { title: banners.title, title_th: banners.titleTh, sort_order: banners.sortOrder, active: banners.active, created_at: banners.createdAt },
  defaultSort: 'sort_order',
  constraints: () => ({}),
  hasUpdatedAt: false,
});

const promoCodesResource = define({
  path: 'promo-codes',
  entity: 'promo_code',
  notFound: 'catalogue.promo_code_not_found',
  table: promoCodes,
  inputSchema: promoCodeInputSchema,
  toDto: (p): AdminPromoCodeDto => {
    const fixed = p.kind === 'fixed';
    return {
      id: p.id,
      code: p.code,
      kind: p.kind,
      value: fixed ? satangToBaht(p.value) : p.value,
      value_satang: fixed ? p.value : null,
      min_subtotal: satangToBaht(p.minSubtotalSatang),
      min_subtotal_satang: p.minSubtotalSatang,
      starts_at: iso(p.startsAt),
      ends_at: iso(p.endsAt),
      max_uses: p.maxUses,
      used_count: p.usedCount,
      active: p.active,
      description: p.description,
      description_th: p.descriptionTh,
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  },
  // used_count is never written here: orders count it.
  toColumns: (i) => ({
    code: i.code,
    kind: i.kind,
    value: i.kind === 'fixed' ? bahtToSatang(i.value) : i.value,
    minSubtotalSatang: bahtToSatang(i.min_subtotal),
    startsAt: i.starts_at,
    endsAt: i.ends_at,
    maxUses: i.max_uses,
    active: i.active,
    description: i.description,
    descriptionTh: i.description_th,
  }),
  search: [promoCodes.code, promoCodes.description, promoCodes.descriptionTh],
  filters: (f) => [typeof f.kind === 'string' && (PROMO_KINDS as readonly string[]).includes(f.kind) ? eq(promoCodes.kind, f.kind as 'percent') : undefined],
  sortable: {
    code: promoCodes.code, kind: promoCodes.kind, value: promoCodes.value, starts_at: promoCodes.startsAt, ends_at: promoCodes.endsAt,
    used_count: promoCodes.usedCount, max_uses: promoCodes.maxUses, active: promoCodes.active, created_at: promoCodes.createdAt, min_subtotal: promoCodes.minSubtotalSatang,
  },
  defaultSort: 'created_at',
  constraints: (i) => ({
    unique: { promo_codes_code_unique: { path: 'code', message: i ? promoCodeTaken(i.code) : 'promo.code_taken' } },
    invalid: {
      promo_codes_uses_check: { path: 'max_uses', message: 'promo.uses_below_used' },
      promo_codes_value_check: { path: 'value', message: 'promo.value_range' },
      promo_codes_dates_check: { path: 'ends_at', message: 'promo.end_after_start' },
      promo_codes_code_check: { path: 'code', message: 'promo.code_length' },
    },
    inUse: {
      orders_promo_code_id_promo_codes_id_fk: 'promo.used_by_orders',
      promo_redemptions_promo_code_id_promo_codes_id_fk: 'promo.used_by_orders',
    },
  }),
  hasUpdatedAt: true,
});

const shippingMethodsResource = define({
  path: 'shipping-methods',
  entity: 'shipping_method',
  notFound: 'catalogue.shipping_method_not_found',
  table: shippingMethods,
  inputSchema: shippingMethodInputSchema,
  toDto: (m): AdminShippingMethodDto => ({
    ...shippingMethodDto(m),
    venue_id: m.venueId,
    active: m.active,
    sort_order: m.sortOrder,
    created_at: m.createdAt.toISOString(),
  }),
  toColumns: (i) => ({
    type: i.type, name: i.name, nameTh: i.name_th, description: i.description, descriptionTh: i.description_th,
    costSatang: bahtToSatang(i.cost), freeOverSatang: i.free_over === null ? null : bahtToSatang(i.free_over), venueId: i.venue_id, active: i.active, sortOrder: i.sort_order,
  }),
  search: [shippingMethods.name, shippingMethods.nameTh],
  filters: (f) => [typeof f.type === 'string' && (SHIPPING_TYPES as readonly string[]).includes(f.type) ? eq(shippingMethods.type, f.type as 'pickup') : undefined],
  sortable: { name: shippingMethods.name, name_th: shippingMethods.nameTh, type: shippingMethods.type, cost: shippingMethods.costSatang, sort_order: shippingMethods.sortOrder, active: shippingMethods.active, created_at: shippingMethods.createdAt },
  defaultSort: 'sort_order',
  constraints: () => ({
    invalid: {
      shipping_methods_pickup_free: { path: 'cost', message: 'shipping.pickup_free' },
      shipping_methods_cost_check: { path: 'cost', message: fieldNegative('field.cost') },
      shipping_methods_venue_id_venues_id_fk: { path: 'venue_id', message: 'catalogue.venue_not_found' },
    },
    inUse: { orders_shipping_method_id_shipping_methods_id_fk: 'shipping.used_by_orders' },
  }),
  hasUpdatedAt: false,
});

const pickupLocationsResource = define({
  path: 'pickup-locations',
  entity: 'pickup_location',
  notFound: 'catalogue.pickup_location_not_found',
  table: pickupLocations,
  inputSchema: pickupLocationInputSchema,
  toDto: (l): AdminPickupLocationDto => ({
    ...pickupLocationDto(l),
    venue_id: l.venueId,
    active: l.active,
    created_at: l.createdAt.toISOString(),
  }),
  toColumns: (i) => ({
    name: i.name, nameTh: i.name_th, address: i.address, addressTh: i.address_th, phone: i.phone, description: i.description, descriptionTh: i.description_th, venueId: i.venue_id, active: i.active,
  }),
  search: [pickupLocations.name, pickupLocations.nameTh, pickupLocations.address, pickupLocations.addressTh],
  sortable: { name: pickupLocations.name, name_th: pickupLocations.nameTh, active: pickupLocations.active, created_at: pickupLocations.createdAt },
  defaultSort: 'name',
  constraints: () => ({
    invalid: { pickup_locations_venue_id_venues_id_fk: { path: 'venue_id', message: 'catalogue.venue_not_found' } },
    inUse: { orders_pickup_location_id_pickup_locations_id_fk: 'pickup.used_by_orders' },
  }),
  hasUpdatedAt: false,
});

/** The store's tables the console edits: categories, banners, promo codes, shipping methods, pickup locations. */
export const STORE_RESOURCES: AnyResource[] = [categoriesResource, bannersResource, promoCodesResource, shippingMethodsResource, pickupLocationsResource];
