import { z } from 'zod';
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
/** Longest side of a re-encoded public image. */
export const UPLOAD_MAX_PIXELS = 1600;

// Largest amount the integer satang columns hold comfortably: ten million baht.
const MAX_BAHT = 10_000_000;

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} is at most ${max} characters`).nullish().transform((v) => v ?? '');

/** Baht with at most 2 decimals (whole satang). */
const baht = (label: string, { min, allowZero }: { min?: number; allowZero?: boolean } = {}) =>
  z.number({ error: `${label} must be a number of baht` })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} can have at most 2 decimals`)
    .refine((v) => (allowZero ? v >= 0 : v > 0), allowZero ? `${label} cannot be negative` : `${label} must be more than 0`)
    .refine((v) => min === undefined || v >= min, `${label} must be at least ${min}`)
    .refine((v) => v <= MAX_BAHT, `${label} is at most ${MAX_BAHT.toLocaleString('en-US')} baht`);

const wholeNumber = (label: string, min: number, max: number) =>
  z.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} must be at least ${min}`).max(max, `${label} is at most ${max}`);

const sortOrder = z.number({ error: 'Sort order must be a number' }).int('Sort order must be a whole number').min(-1000).max(1000).nullish().transform((v) => v ?? 0);
const flag = (fallback: boolean) => z.boolean({ error: 'must be true or false' }).nullish().transform((v) => v ?? fallback);

/** An image we serve ourselves (/uploads/…, as the upload call answers) or one on another https site. */
export const imageUrlSchema = z
  .string({ error: 'Image URL is required' })
  .trim()
  .min(1, 'Image URL is required')
  .max(500, 'Image URL is at most 500 characters')
  .refine((u) => (/^\/uploads\/[A-Za-z0-9_\-./]+$/.test(u) && !u.includes('..')) || /^https:\/\/[^\s"'<>]+$/.test(u), 'Image URL must be an uploaded image (/uploads/…) or an https address');

/** A link on a banner: a path on our site or an http(s) address. */
const linkSchema = z
  .string({ error: 'Link must be text' })
  .trim()
  .max(500, 'Link is at most 500 characters')
  .refine((u) => u === '' || /^\/(?!\/)[^\s]*$/.test(u) || /^https?:\/\/[^\s"'<>]+$/.test(u), 'Link must start with / or https://')
  .nullish()
  .transform((v) => v || null);

/** A date-time, or empty for none (react-admin sends '' or null for an empty date input). */
const optionalDate = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? null : typeof v === 'string' || typeof v === 'number' ? new Date(v) : v),
    z.date({ error: `${label} must be a date and time` }).nullable(),
  );

const textList = (label: string) =>
  z.array(z.string({ error: `${label} must be text` }).trim().min(1, `${label} cannot be empty`).max(200, `${label} is at most 200 characters`), { error: `${label} must be a list` })
    .max(30, `At most 30 ${label.toLowerCase()}`)
    .nullish()
    .transform((v) => v ?? []);

// ---- products ----

export const productImageInputSchema = z.object({
  url: imageUrlSchema,
  alt: optionalText('Alt text', 200),
  alt_th: optionalText('Thai alt text', 200),
  is_main: flag(false),
});
export type ProductImageInput = z.infer<typeof productImageInputSchema>;

/**
 * One option: a plain value ("M"), or {key, en_label, th_label}. An object with no labels is saved
 * as its plain key; a missing label takes the other one (or the key).
 */
export const variantOptionInputSchema = z.union([
  z.string().trim().min(1, 'Option is empty').max(40, 'Option is at most 40 characters'),
  z.object({
    key: required('Option key', 40),
    en_label: optionalText('English label', 80),
    th_label: optionalText('Thai label', 80),
  }),
], { error: 'Option must be a value or {key, en_label, th_label}' }).transform((o): VariantOption => {
  if (typeof o === 'string') return o;
  if (!o.en_label && !o.th_label) return o.key;
  const en = o.en_label || o.key;
  return { key: o.key, en_label: en, th_label: o.th_label || en };
});

const optionKey = (o: VariantOption) => (typeof o === 'string' ? o : o.key);

export const variantGroupInputSchema = z.object({
  name: required('Group name', 40),
  options: z.array(variantOptionInputSchema, { error: 'Options must be a list' }).min(1, 'A group needs at least one option').max(50, 'At most 50 options in a group'),
}).superRefine((g, ctx) => {
  const seen = new Set<string>();
  g.options.forEach((o, i) => {
    const key = optionKey(o).toLowerCase();
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i], message: `Option "${optionKey(o)}" appears twice` });
    seen.add(key);
  });
});
export type VariantGroupInput = z.infer<typeof variantGroupInputSchema>;

/** POST /api/v1/admin/products, and the merged record of a PUT. */
export const productInputSchema = z.object({
  sku: z.string({ error: 'SKU is required' }).trim().min(1, 'SKU is required').max(40, 'SKU is at most 40 characters')
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'SKU may contain letters, digits, dot, dash and underscore')
    .transform((s) => s.toUpperCase()),
  category_id: z.uuid({ error: 'Please choose a category' }),
  name: required('Name', 200),
  name_th: required('Thai name', 200),
  short_description: optionalText('Short description', 300),
  short_description_th: optionalText('Thai short description', 300),
  description: optionalText('Description', 5000),
  description_th: optionalText('Thai description', 5000),
  features: textList('Features'),
  features_th: textList('Thai features'),
  seo_keywords: textList('Keywords'),
  price: baht('Price'),
  sale_price: baht('Sale price').nullish().transform((v) => v ?? null),
  stock_quantity: wholeNumber('Stock', 0, 1_000_000),
  status: z.enum(PRODUCT_STATUSES, { error: `Status must be one of ${PRODUCT_STATUSES.join(', ')}` }).nullish().transform((v) => v ?? 'active'),
  featured: flag(false),
  images: z.array(productImageInputSchema, { error: 'Images must be a list' }).max(12, 'At most 12 images').nullish().transform((v) => v ?? []),
  variant_groups: z.array(variantGroupInputSchema, { error: 'Variant groups must be a list' }).max(10, 'At most 10 variant groups').nullish().transform((v) => v ?? []),
}).superRefine((p, ctx) => {
  if (p.sale_price !== null && p.sale_price >= p.price) {
    ctx.addIssue({ code: 'custom', path: ['sale_price'], message: 'Sale price must be lower than the price' });
  }
  if (p.images.filter((i) => i.is_main).length > 1) {
    ctx.addIssue({ code: 'custom', path: ['images'], message: 'Only one image can be the main image' });
  }
  const names = new Set<string>();
  p.variant_groups.forEach((g, i) => {
    const n = g.name.toLowerCase();
    if (names.has(n)) ctx.addIssue({ code: 'custom', path: ['variant_groups', i, 'name'], message: `Group "${g.name}" appears twice` });
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
  name: required('Name', 100),
  name_th: required('Thai name', 100),
  slug: z.string({ error: 'Slug must be text' }).trim().toLowerCase().max(60, 'Slug is at most 60 characters')
    .refine((s) => s === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(s), 'Slug may contain lower-case letters, digits and single dashes')
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
  title: required('Title', 200),
  title_th: required('Thai title', 200),
  target_link: linkSchema,
  sort_order: sortOrder,
  active: flag(true),
});
export type BannerInput = z.infer<typeof bannerInputSchema>;

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
  code: z.string({ error: 'Code is required' }).trim().min(3, 'Code must be 3 to 32 characters').max(32, 'Code must be 3 to 32 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Code may contain letters, digits, dash and underscore').transform((c) => c.toUpperCase()),
  kind: z.enum(PROMO_KINDS, { error: `Kind must be one of ${PROMO_KINDS.join(', ')}` }),
  value: z.number({ error: 'Value must be a number' }).positive('Value must be more than 0'),
  min_subtotal: baht('Minimum subtotal', { allowZero: true }).nullish().transform((v) => v ?? 0),
  starts_at: optionalDate('Start'),
  ends_at: optionalDate('End'),
  max_uses: wholeNumber('Maximum uses', 1, 10_000_000).nullish().transform((v) => v ?? null),
  active: flag(true),
  description: optionalText('Description', 300),
  description_th: optionalText('Thai description', 300),
}).superRefine((p, ctx) => {
  if (p.kind === 'percent' && (!Number.isInteger(p.value) || p.value < 1 || p.value > 100)) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent discount is a whole number from 1 to 100' });
  }
  if (p.kind === 'fixed') {
    const r = baht('Value').safeParse(p.value);
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['value'], message: r.error.issues[0]!.message });
  }
  if (p.starts_at && p.ends_at && p.starts_at >= p.ends_at) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must be after the start' });
  }
});
export type PromoCodeInput = z.infer<typeof promoCodeInputSchema>;

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
  type: z.enum(SHIPPING_TYPES, { error: `Type must be one of ${SHIPPING_TYPES.join(', ')}` }),
  name: required('Name', 100),
  name_th: required('Thai name', 100),
  description: optionalText('Description', 300),
  description_th: optionalText('Thai description', 300),
  cost: baht('Cost', { allowZero: true }).nullish().transform((v) => v ?? 0),
  free_over: baht('Free over').nullish().transform((v) => v ?? null),
  active: flag(true),
  sort_order: sortOrder,
}).superRefine((m, ctx) => {
  if (m.type === 'pickup' && m.cost !== 0) ctx.addIssue({ code: 'custom', path: ['cost'], message: 'Pickup is free: its cost must be 0' });
});
export type ShippingMethodInput = z.infer<typeof shippingMethodInputSchema>;

export interface AdminShippingMethodDto extends ShippingMethodDto {
  active: boolean;
  sort_order: number;
  created_at: string;
}

// ---- pickup locations ----

export const pickupLocationInputSchema = z.object({
  name: required('Name', 120),
  name_th: required('Thai name', 120),
  address: required('Address', 300),
  address_th: required('Thai address', 300),
  // Kept as typed ("02-123-4567" reads better than digits only), checked as a Thai number.
  phone: required('Phone', 30).refine(isValidThaiPhone, 'Invalid phone number'),
  description: optionalText('Description', 300),
  description_th: optionalText('Thai description', 300),
  active: flag(true),
});
export type PickupLocationInput = z.infer<typeof pickupLocationInputSchema>;

export interface AdminPickupLocationDto extends PickupLocationDto {
  active: boolean;
  created_at: string;
}
