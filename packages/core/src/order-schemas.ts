import { z } from 'zod';
import { ORDER_PAGE_SIZE } from './constants.js';
import { isValidThaiPhone, normalizePhone } from './phone.js';
import { ORDER_STATUSES } from './statuses.js';
import { msg, msgWith, oneOfWords, limitAtMost, textTooLong } from './messages.js';

// The shop's request bodies, validated by the API and typed for the site; apart from ./orders.ts so
// that the fan site's order pages load zod only where a form parses.

const variantsInput = z.record(
  z.string().trim().min(1, msg('cart.option_group_empty')).max(40),
  z.string().trim().min(1, msg('cart.select_options')).max(80),
);

/** POST /api/v1/cart/add */
export const addToCartSchema = z.object({
  product_id: z.uuid(msg('product.not_found')),
  quantity: z.coerce.number().int(msg('quantity.whole')).min(1, msg('quantity.min')).max(99, msg('quantity.max')).default(1),
  variants: variantsInput.default({}),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/** PUT /api/v1/cart/update/{itemId} */
export const updateCartItemSchema = z.object({
  quantity: z.coerce.number().int(msg('quantity.whole')).min(1, msg('quantity.min')).max(99, msg('quantity.max')),
});

/** POST /api/v1/cart/promo */
export const applyPromoSchema = z.object({
  code: z.string({ error: msg('promo.enter_code') }).trim().min(1, msg('promo.enter_code')).max(32, msg('promo.invalid')).transform((c) => c.toUpperCase()),
});

/** A Thai postal code: 5 digits (an address's, and GET /api/v1/postcodes/{code}). */
export const postalCodeSchema = z.string({ error: msg('address.postal_code_required') }).trim().regex(/^\d{5}$/, msg('address.postal_code_digits'));

/** POST /api/v1/shipping/addresses (spec section 5). */
export const createAddressSchema = z.object({
  recipient_name: z.string({ error: msg('address.recipient_required') }).trim().min(1, msg('address.recipient_required')).max(120, msgWith(textTooLong(120))),
  phone: z.string({ error: msg('phone.required') }).trim().min(1, msg('phone.required')).transform(normalizePhone).refine(isValidThaiPhone, msg('phone.invalid')),
  address_line1: z.string({ error: msg('address.line_required') }).trim().min(1, msg('address.line_required')).max(200, msgWith(textTooLong(200))),
  address_line2: z.string().trim().max(200, msgWith(textTooLong(200))).nullish().transform((v) => v || null),
  district: z.string({ error: msg('address.district_required') }).trim().min(1, msg('address.district_required')).max(100, msgWith(textTooLong(100))),
  province: z.string({ error: msg('address.province_required') }).trim().min(1, msg('address.province_required')).max(100, msgWith(textTooLong(100))),
  postal_code: postalCodeSchema,
  is_default: z.boolean().default(false),
});
export type CreateAddressInput = z.infer<typeof createAddressSchema>;

/** POST /api/v1/orders/create-from-cart */
export const createOrderSchema = z.object({
  shipping_method_id: z.uuid(msg('order.choose_shipping')),
  pickup_location_id: z.uuid(msg('order.choose_pickup')).nullish(),
  delivery_address_id: z.uuid(msg('order.choose_address')).nullish(),
  notes: z.string().trim().max(500, msg('order.notes_too_long')).nullish(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** GET /api/v1/shipping/pickup-locations: the places one pickup method offers, or all. */
export const pickupLocationsQuerySchema = z.object({
  shipping_method_id: z.uuid(msg('order.choose_shipping')).optional(),
});

/** The bank's transaction reference a fan may type with a payment slip (an order's or a purchase's), sent in the same form as the file. */
export const SLIP_REFERENCE_MAX = 64;
export const slipReferenceSchema = z.object({
  payment_reference: z.string().trim().max(SLIP_REFERENCE_MAX, msg('order.reference_too_long')).optional().transform((v) => v || null),
});

/** GET /api/v1/orders */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int(msg('list.page_whole')).min(1, msg('list.page_min')).default(1),
  limit: z.coerce.number().int(msg('list.limit_whole')).min(1).max(50, msgWith(limitAtMost(50))).default(ORDER_PAGE_SIZE),
});

/** PUT /api/v1/admin/orders/{id}: any of a new status, the tracking number and notes for the fan. */
export const updateOrderSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: msgWith(oneOfWords('status', ORDER_STATUSES)) }).optional(),
  // Left out: unchanged; empty or null: cleared.
  tracking_number: z.string().trim().max(64, msg('order.tracking_too_long')).nullish().transform((v) => (v === undefined ? undefined : v || null)),
  admin_notes: z.string().trim().max(1000, msg('order.admin_notes_too_long')).nullish().transform((v) => (v === undefined ? undefined : v || null)),
});
export type UpdateOrderInput = z.infer<typeof updateOrderSchema>;

