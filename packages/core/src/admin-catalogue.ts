import { z } from 'zod';
import {
  fieldAtLeast, fieldAtMost, fieldAtMostBaht, fieldDecimals, fieldEmpty, fieldNegative, fieldNotBaht, fieldNotDate, fieldNotList, fieldNotNumber,
  fieldNotPositive, fieldNotText, fieldOneOf, fieldRequired, fieldTooLong, fieldTooManyItems, fieldWhole, groupTwice, msg, msgWith, optionTwice,
  type FieldKey,
} from './messages.js';
import { isValidThaiPhone } from './phone.js';
import { PRODUCT_STATUSES, PROMO_KINDS, SHIPPING_TYPES } from './statuses.js';
import type { StockStatus } from './store.js';
import type { VariantOption } from './variants.js';
import type { PickupLocationDto, ShippingMethodDto } from './orders.js';

/**
 * The staff catalogue (/api/v1/admin/{products,categories,banners,promo-codes,shipping-methods,
 * pickup-locations}): request bodies the API validates and the console shares, and the records it
 * answers. Field names are snake_case like the public store; money is baht with exact *_satang twins.
 * A PUT may send the whole record (react-admin does) or only the fields to change: the API lays the
 * body over the stored record and validates the result with the same schema as a create.
 */

export const UPLOAD_FOLDERS = ['products', 'banners', 'team-logos'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

// Largest amount the integer satang columns hold comfortably: ten million baht.
const MAX_BAHT = 10_000_000;

const required = (field: FieldKey, max: number) =>
  z.string({ error: msgWith(fieldRequired(field)) }).trim().min(1, msgWith(fieldRequired(field))).max(max, msgWith(fieldTooLong(field, max)));
const optionalText = (field: FieldKey, max: number) =>
  z.string({ error: msgWith(fieldNotText(field)) }).trim().max(max, msgWith(fieldTooLong(field, max))).nullish().transform((v) => v ?? '');

/** Baht with at most 2 decimals (whole satang). */
const baht = (field: FieldKey, { min, allowZero }: { min?: number; allowZero?: boolean } = {}) =>
  z.number({ error: msgWith(fieldNotBaht(field)) })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msgWith(fieldDecimals(field)))
    .refine((v) => (allowZero ? v >= 0 : v > 0), msgWith(allowZero ? fieldNegative(field) : fieldNotPositive(field)))
    .refine((v) => min === undefined || v >= min, msgWith(fieldAtLeast(field, min ?? 0)))
    .refine((v) => v <= MAX_BAHT, msgWith(fieldAtMostBaht(field, MAX_BAHT)));

const wholeNumber = (field: FieldKey, min: number, max: number) =>
  z.number({ error: msgWith(fieldNotNumber(field)) }).int(msgWith(fieldWhole(field))).min(min, msgWith(fieldAtLeast(field, min))).max(max, msgWith(fieldAtMost(field, max)));

const sortOrder = z.number({ error: msgWith(fieldNotNumber('field.sort_order')) }).int(msgWith(fieldWhole('field.sort_order')))
  .min(-1000, msgWith(fieldAtLeast('field.sort_order', -1000))).max(1000, msgWith(fieldAtMost('field.sort_order', 1000))).nullish().transform((v) => v ?? 0);
/** The stadium a pickup place is at, or a pickup method collects at; null: none. */
const venueIdSchema = z.union([z.null(), z.literal(''), z.uuid({ error: msg('catalogue.venue_not_found') })]).nullish().transform((v) => v || null);
const flag = (fallback: boolean) => z.boolean({ error: msg('validation.true_or_false') }).nullish().transform((v) => v ?? fallback);

/** An image we serve ourselves (/uploads/…, as the upload call answers) or one on another https site. */
const imageUrlSchema = z
  .string({ error: msgWith(fieldRequired('field.image_url')) })
  .trim()
  .min(1, msgWith(fieldRequired('field.image_url')))
  .max(500, msgWith(fieldTooLong('field.image_url', 500)))
  .refine((u) => (/^\/uploads\/[A-Za-z0-9_\-./]+$/.test(u) && !u.includes('..')) || /^https:\/\/[^\s"'<>]+$/.test(u), msg('catalogue.image_url_invalid'));

/** A link on a banner: a path on our site or an http(s) address. */
const linkSchema = z
  .string({ error: msgWith(fieldNotText('field.link')) })
  .trim()
  .max(500, msgWith(fieldTooLong('field.link', 500)))
  .refine((u) => u === '' || /^\/(?!\/)[^\s]*$/.test(u) || /^https?:\/\/[^\s"'<>]+$/.test(u), msg('catalogue.link_invalid'))
  .nullish()
  .transform((v) => v || null);

/** A date-time, or empty for none (react-admin sends '' or null for an empty date input). */
const optionalDate = (field: FieldKey) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' || typeof v === 'number' ? new Date(v) : v),
    z.date({ error: msgWith(fieldNotDate(field)) }).nullable(),
  );

const textList = (field: FieldKey) =>
  z.array(z.string({ error: msgWith(fieldNotText(field)) }).trim().min(1, msgWith(fieldEmpty(field))).max(200, msgWith(fieldTooLong(field, 200))), { error: msgWith(fieldNotList(field)) })
    .max(30, msgWith(fieldTooManyItems(field, 30)))
    .nullish()
    .transform((v) => v ?? []);

// ---- products ----

const productImageInputSchema = z.object({
  url: imageUrlSchema,
  alt: optionalText('field.alt', 200),
  alt_th: optionalText('field.alt_th', 200),
  is_main: flag(false),
});

/**
 * One option: a plain value ("M"), or {key, en_label, th_label}. An object with no labels is saved
 * as its plain key; a missing label takes the other one (or the key).
 */
const variantOptionInputSchema = z.union([
  z.string().trim().min(1, msg('catalogue.option_empty')).max(40, msgWith(fieldTooLong('field.option', 40))),
  z.object({
    key: required('field.option_key', 40),
    en_label: optionalText('field.en_label', 80),
    th_label: optionalText('field.th_label', 80),
  }),
], { error: msg('catalogue.option_shape') }).transform((o): VariantOption => {
  if (typeof o === 'string') return o;
  if (!o.en_label && !o.th_label) return o.key;
  const en = o.en_label || o.key;
  return { key: o.key, en_label: en, th_label: o.th_label || en };
});

const optionKey = (o: VariantOption) => (typeof o === 'string' ? o : o.key);

const variantGroupInputSchema = z.object({
  name: required('field.group_name', 40),
  options: z.array(variantOptionInputSchema, { error: msgWith(fieldNotList('field.options')) }).min(1, msg('catalogue.group_needs_option')).max(50, msg('catalogue.group_max_options')),
}).superRefine((g, ctx) => {
  const seen = new Set<string>();
  g.options.forEach((o, i) => {
    const key = optionKey(o).toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i], message: msgWith(optionTwice(optionKey(o))) });
    seen.add(key);
  });
});

/** POST /api/v1/admin/products, and the merged record of a PUT. */
export const productInputSchema = z.object({
  sku: z.string({ error: msgWith(fieldRequired('field.sku')) }).trim().min(1, msgWith(fieldRequired('field.sku'))).max(40, msgWith(fieldTooLong('field.sku', 40)))
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, msg('catalogue.sku_chars'))
    .transform((s) => s.toUpperCase()),
  category_id: z.uuid({ error: msg('catalogue.choose_category') }),
  name: required('field.name', 200),
  name_th: required('field.name_th', 200),
  short_description: optionalText('field.short_description', 300),
  short_description_th: optionalText('field.short_description_th', 300),
  description: optionalText('field.description', 5000),
  description_th: optionalText('field.description_th', 5000),
  features: textList('field.features'),
  features_th: textList('field.features_th'),
  seo_keywords: textList('field.keywords'),
  price: baht('field.price'),
  sale_price: baht('field.sale_price').nullish().transform((v) => v ?? null),
  stock_quantity: wholeNumber('field.stock', 0, 1_000_000),
  status: z.enum(PRODUCT_STATUSES, { error: msgWith(fieldOneOf('field.status', PRODUCT_STATUSES)) }).nullish().transform((v) => v ?? 'active'),
  featured: flag(false),
  images: z.array(productImageInputSchema, { error: msgWith(fieldNotList('field.images')) }).max(12, msg('catalogue.images_max')).nullish().transform((v) => v ?? []),
  variant_groups: z.array(variantGroupInputSchema, { error: msgWith(fieldNotList('field.variant_groups')) }).max(10, msg('catalogue.groups_max')).nullish().transform((v) => v ?? []),
}).superRefine((p, ctx) => {
  if (p.sale_price !== null && p.sale_price >= p.price) {
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: msg('catalogue.sale_below_price') });
  }
  if (p.images.filter((i) => i.is_main).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: msg('catalogue.one_main_image') });
  }
  const names = new Set<string>();
  p.variant_groups.forEach((g, i) => {
    const n = g.name.toLowerCase();
    if (names.has(n)) ctx.addIssue({ code: 'custom', path: ['variant_groups', i, 'name'], message: msgWith(groupTwice(g.name)) });
    names.add(n);
  });
}).transform((p) => ({
  ...p,
  // The first image is the main one unless another is marked.
  images: p.images.map((img, i) => ({ ...img, is_main: p.images.some((x) => x.is_main) ? img.is_main : i === 0 })),
}));
export type ProductInput = z.infer<typeof productInputSchema>;

export interface AdminProductImageDto {
  url: string;
  alt: string;
  alt_th: string;
  is_main: boolean;
}

export interface AdminProductDto {
  id: string;
  sku: string;
  category_id: string;
  category_name: string;
  category_name_th: string;
  name: string;
  name_th: string;
  short_description: string;
  short_description_th: string;
  description: string;
  description_th: string;
  features: string[];
  features_th: string[];
  seo_keywords: string[];
  price: number;
  sale_price: number | null;
  price_satang: number;
  sale_price_satang: number | null;
  stock_quantity: number;
  stock_status: StockStatus;
  status: (typeof PRODUCT_STATUSES)[number];
  featured: boolean;
  main_image_url: string | null;
  images: AdminProductImageDto[];
  variant_groups: { name: string; options: VariantOption[] }[];
  created_at: string;
  updated_at: string;
}

// ---- categories ----

export const categoryInputSchema = z.object({
  name: required('field.name', 100),
  name_th: required('field.name_th', 100),
  slug: z.string({ error: msgWith(fieldNotText('field.slug')) }).trim().toLowerCase().max(60, msgWith(fieldTooLong('field.slug', 60)))
    .refine((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), msg('catalogue.slug_chars'))
    .nullish().transform((v) => v || null),
  sort_order: sortOrder,
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;

/** A slug from an English name: "Match-day Scarves" -> "match-day-scarves". */
export const slugify = (name: string): string =>
  name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'category';

export interface AdminCategoryDto {
  id: string;
  slug: string;
  name: string;
  name_th: string;
  sort_order: number;
  product_count: number;
  created_at: string;
  updated_at: string;
}

// ---- banners ----

export const bannerInputSchema = z.object({
  image_url: imageUrlSchema,
  title: required('field.title', 200),
  title_th: required('field.title_th', 200),
  target_link: linkSchema,
  sort_order: sortOrder,
  active: flag(true),
});

export interface AdminBannerDto {
  id: string;
  image_url: string;
  title: string;
  title_th: string;
  target_link: string | null;
  sort_order: number;
  active: boolean;
  created_at: string;
}

// ---- promo codes ----

/** `value` is a percent (1..100) for percent codes and baht off for fixed ones. */
export const promoCodeInputSchema = z.object({
  code: z.string({ error: msgWith(fieldRequired('field.code')) }).trim().min(3, msg('promo.code_length')).max(32, msg('promo.code_length'))
    .regex(/^[A-Za-z0-9_-]+$/, msg('promo.code_chars')).transform((c) => c.toUpperCase()),
  kind: z.enum(PROMO_KINDS, { error: msgWith(fieldOneOf('field.kind', PROMO_KINDS)) }),
  value: z.number({ error: msgWith(fieldNotNumber('field.value')) }).positive(msgWith(fieldNotPositive('field.value'))),
  min_subtotal: baht('field.min_subtotal', { allowZero: true }).nullish().transform((v) => v ?? 0),
  starts_at: optionalDate('field.start'),
  ends_at: optionalDate('field.end'),
  max_uses: wholeNumber('field.max_uses', 1, 10_000_000).nullish().transform((v) => v ?? null),
  active: flag(true),
  description: optionalText('field.description', 300),
  description_th: optionalText('field.description_th', 300),
}).superRefine((p, ctx) => {
  if (p.kind === 'percent' && (!Number.isInteger(p.value) || p.value < 1 || p.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: msg('promo.percent_whole') });
  }
  if (p.kind === 'fixed') {
    const r = baht('field.value').safeParse(p.value);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['value'], message: r.error.issues[0]!.message });
  }
  if (p.starts_at && p.ends_at && p.starts_at >= p.ends_at) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: msg('promo.end_after_start') });
  }
});

export interface AdminPromoCodeDto {
  id: string;
  code: string;
  kind: (typeof PROMO_KINDS)[number];
  /** Percent, or baht off. */
  value: number;
  /** Satang off for fixed codes; null for percent codes. */
  value_satang: number | null;
  min_subtotal: number;
  min_subtotal_satang: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  /** Read-only: counted by orders. */
  used_count: number;
  active: boolean;
  description: string;
  description_th: string;
  created_at: string;
  updated_at: string;
}

// ---- shipping methods ----

export const shippingMethodInputSchema = z.object({
  type: z.enum(SHIPPING_TYPES, { error: msgWith(fieldOneOf('field.type', SHIPPING_TYPES)) }),
  name: required('field.name', 100),
  name_th: required('field.name_th', 100),
  description: optionalText('field.description', 300),
  description_th: optionalText('field.description_th', 300),
  cost: baht('field.cost', { allowZero: true }).nullish().transform((v) => v ?? 0),
  free_over: baht('field.free_over').nullish().transform((v) => v ?? null),
  // A pickup at this stadium: its orders are collected only at the places there.
  venue_id: venueIdSchema,
  active: flag(true),
  sort_order: sortOrder,
}).superRefine((m, ctx) => {
  if (m.type === 'pickup' && m.cost !== 0) ctx.addIssue({ code: 'custom', path: ['cost'], message: msg('shipping.pickup_free') });
  if (m.type !== 'pickup' && m.venue_id) ctx.addIssue({ code: 'custom', path: ['venue_id'], message: msg('shipping.venue_pickup_only') });
});

export interface AdminShippingMethodDto extends ShippingMethodDto {
  venue_id: string | null;
  active: boolean;
  sort_order: number;
  created_at: string;
}

// ---- pickup locations ----

export const pickupLocationInputSchema = z.object({
  name: required('field.name', 120),
  name_th: required('field.name_th', 120),
  address: required('field.address', 300),
  address_th: required('field.address_th', 300),
  // Kept as typed ("02-123-4567" reads better than digits only), checked as a Thai number.
  phone: required('field.phone', 30).refine(isValidThaiPhone, msg('phone.invalid')),
  description: optionalText('field.description', 300),
  description_th: optionalText('field.description_th', 300),
  venue_id: venueIdSchema,
  active: flag(true),
});

export interface AdminPickupLocationDto extends PickupLocationDto {
  venue_id: string | null;
  active: boolean;
  created_at: string;
}
