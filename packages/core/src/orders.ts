import type { OrderStatus, ReceiptCheckError, ShippingType } from './statuses.js';
import type { Localized } from './messages.js';
import type { ReceiptBankCheckDto, ReceiptDuplicateDto } from './dto.js';
import type { PaginationDto } from './store.js';
import type { RejectionReason } from './purchases.js';

// ---- money rules of the store (one place, used by the API and shown by the site) ----

interface PromoRule {
  kind: 'percent' | 'fixed';
  /** Percent 1..100, or satang off. */
  value: number;
  minSubtotalSatang: number;
}

/** Satang off a subtotal: percent rounds down to the satang, fixed never exceeds the subtotal. */
export function promoDiscount(promo: PromoRule, subtotalSatang: number): number {
  if (subtotalSatang < promo.minSubtotalSatang) return 0;
  const off = promo.kind === 'percent' ? Math.floor((subtotalSatang * promo.value) / 100) : promo.value;
  return Math.min(off, subtotalSatang);
}

interface ShippingRule {
  type: ShippingType;
  costSatang: number;
  /** Subtotal from which delivery is free (500 baht for home delivery); null: never free. */
  freeOverSatang: number | null;
}

/** Pickup costs nothing; delivery is free from its threshold (on the subtotal before discount), else its cost. */
export function shippingCost(method: ShippingRule, subtotalSatang: number): number {
  if (method.type === 'pickup') return 0;
  if (method.freeOverSatang !== null && subtotalSatang >= method.freeOverSatang) return 0;
  return method.costSatang;
}

// ---- order statuses ----

/**
 * Every move a store order may make. Staff move it forward (paid, processing, shipped with a
 * tracking number, delivered) or stop it (cancelled gives the stock back; refunded does not, the
 * goods may have left), or reject its slip (the stock goes back; the fan's new slip takes it
 * again and the order awaits payment once more). The worker cancels an unpaid order whose payment time ran out.
 */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending_payment: ['paid', 'cancelled', 'rejected'],
  rejected: ['pending_payment'],
  paid: ['processing', 'shipped', 'cancelled', 'refunded'],
  processing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/** Paid: its money came in, whatever happened since; a refunded order was paid (and its money went back). The one definition. */
export const ORDER_PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered', 'refunded'];
/** Closed: no payment may confirm it any more; money for it is owed back (a refunded order is paid and closed). */
export const ORDER_CLOSED: readonly OrderStatus[] = ['cancelled', 'refunded'];

/** The date each status stamps when an order enters it, as the order carries it (OrderDto). */
export const ORDER_STATUS_DATES = {
  paid: 'paid_at', processing: 'processing_at', shipped: 'shipped_at', delivered: 'delivered_at', cancelled: 'cancelled_at', refunded: 'refunded_at',
} as const satisfies Partial<Record<OrderStatus, string>>;

/** An order's moments in the order they happen, as both sites list them: placed, slip sent, then each status's date. */
export const ORDER_MOMENTS = ['created_at', 'receipt_uploaded_at', ...Object.values(ORDER_STATUS_DATES)] as const;

/** What the fan sees (spec section 4): an unpaid order shows as pending, or as verifying once a slip is in. */
export type OrderDisplayStatus = Exclude<OrderStatus, 'pending_payment'> | 'pending' | 'verifying';

export function displayOrderStatus(o: { status: OrderStatus; receipt_image_url: string | null; receipt_check?: { status: string } | null }): OrderDisplayStatus {
  if (o.status !== 'pending_payment') return o.status;
  // A slip the check could not read does not count: the fan is asked for another.
  return o.receipt_image_url && o.receipt_check?.status !== 'unreadable' ? 'verifying' : 'pending';
}

/** Why an order was cancelled: the fan sees "not paid in time" for the worker's expiry. */
export const ORDER_CANCEL_REASONS = ['payment_expired', 'staff'] as const;
type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

// ---- answers ----

/** One chosen option of a cart line or order item, with its labels in both languages. */
export interface VariantChoiceDto {
  group: string;
  key: string;
  en_label: string;
  th_label: string;
}

export interface CartItemDto {
  id: string;
  product_id: string;
  name: string;
  name_th: string;
  sku: string;
  category_name: string;
  category_name_th: string;
  main_image_url: string | null;
  /** Group name to the chosen option key. */
  variants: Record<string, string>;
  variant_details: VariantChoiceDto[];
  price: number;
  sale_price: number | null;
  /** What one unit costs now (the sale price when lower), baht. */
  item_price: number;
  item_price_satang: number;
  quantity: number;
  available_quantity: number;
  /** The product is on sale and has at least this line's quantity in stock. */
  in_stock: boolean;
  total_price: number;
  total_price_satang: number;
}

interface AppliedPromoDto {
  code: string;
  kind: 'percent' | 'fixed';
  /** Percent, or baht off. */
  value: number;
  min_subtotal: number;
  description: string;
  description_th: string;
}

export interface CartSummaryDto {
  item_count: number;
  subtotal: number;
  discount: number;
  total: number;
  subtotal_satang: number;
  discount_satang: number;
  total_satang: number;
  promo_code: string | null;
  promo: AppliedPromoDto | null;
  /** Set when the applied code no longer gives a discount (the subtotal fell below its minimum, it ended). */
  promo_problem: Localized | null;
}

export interface CartDto {
  items: CartItemDto[];
  summary: CartSummaryDto;
}

export interface ShippingMethodDto {
  id: string;
  type: ShippingType;
  name: string;
  name_th: string;
  description: string;
  description_th: string;
  cost: number;
  cost_satang: number;
  /** Baht from which delivery is free, or null. */
  free_over: number | null;
  free_over_satang: number | null;
}

export interface PickupLocationDto {
  id: string;
  name: string;
  name_th: string;
  address: string;
  address_th: string;
  phone: string;
  description: string;
  description_th: string;
}

export interface DeliveryAddressDto {
  id: string;
  recipient_name: string;
  phone: string;
  address_line1: string;
  address_line2: string | null;
  district: string;
  province: string;
  postal_code: string;
  is_default: boolean;
}

/** One place a postal code serves (GET /api/v1/postcodes/{code}): its sub-district, district and province in both languages. */
export interface PostcodePlaceDto {
  sub_district: { th: string; en: string };
  district: { th: string; en: string };
  province: { th: string; en: string };
}

export interface OrderItemDto {
  id: string;
  product_id: string | null;
  product_name: string;
  product_name_th: string;
  product_sku: string;
  product_image_url: string | null;
  variants: Record<string, string>;
  variant_details: VariantChoiceDto[];
  quantity: number;
  unit_price: number;
  unit_price_satang: number;
  total_price: number;
  total_price_satang: number;
}

export interface OrderDto {
  id: string;
  /** The demo runs a fake bank (GET /orders/{id} only): the payment page offers to pay with a test slip (POST /orders/{id}/demo-slip). */
  demo_payment?: boolean;
  order_number: string;
  status: OrderStatus;
  created_at: string;
  /** When an unpaid order without a slip is cancelled and its stock given back. */
  expires_at: string;
  paid_at: string | null;
  processing_at: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  cancelled_at: string | null;
  refunded_at: string | null;
  cancellation_reason: OrderCancelReason | null;
  /** Why staff rejected its slip (a preset reason, worded by each site), staff's note as written, and when. */
  rejection_reason: RejectionReason | null;
  rejection_note: string | null;
  rejected_at: string | null;
  tracking_number: string | null;
  admin_notes: string | null;
  notes: string | null;
  /** An API path (owner and staff only, bearer required) or null before any upload. */
  receipt_image_url: string | null;
  receipt_uploaded_at: string | null;
  /** `error`: why an unreadable slip was refused, as a code the sites word in their language. */
  receipt_check: { status: 'pending' | 'accepted' | 'unreadable'; error: ReceiptCheckError | null; bank: ReceiptBankCheckDto | null } | null;
  payment_reference: string | null;
  promo_code: string | null;
  subtotal: number;
  discount_amount: number;
  shipping_cost: number;
  total_amount: number;
  subtotal_satang: number;
  discount_satang: number;
  shipping_satang: number;
  total_satang: number;
  shipping_method_type: ShippingType;
  shipping_method_name: string;
  shipping_method_name_th: string;
  pickup_location_name: string | null;
  pickup_location_name_th: string | null;
  pickup_location_address: string | null;
  pickup_location_address_th: string | null;
  pickup_location_phone: string | null;
  delivery_recipient_name: string | null;
  delivery_phone: string | null;
  delivery_address_line1: string | null;
  delivery_address_line2: string | null;
  delivery_district: string | null;
  delivery_province: string | null;
  delivery_postal_code: string | null;
  item_count: number;
  items: OrderItemDto[];
}

/** An order as staff see it: who bought it and what the slip check found. */
export interface StaffOrderDto extends OrderDto {
  customer: { id: string; name: string; email: string; phone: string | null };
  receipt_duplicates: ReceiptDuplicateDto[];
  receipt_transaction_ref: string | null;
  /** The order's page only: the transfers the bank reported paying it. */
  bank_payments?: import('./bank-checks.js').BankPaymentDto[];
}

export interface OrderListDto {
  orders: OrderDto[];
  pagination: PaginationDto;
}

/** The account store orders are paid to (GET /api/v1/orders/public/merchandise/bank-account). */
export interface MerchandiseBankAccountDto {
  bank_name: string;
  bank_name_th: string;
  account_number: string;
  account_name: string;
  account_holder_name: string;
  /** The holder's name in Thai (the English name until staff write one). */
  account_holder_name_th: string;
  account_holder_position: string;
  account_holder_position_th: string;
  promptpay_id: string;
  /** Set when fans pay by bill payment (a Thai QR naming their order number). */
  biller_id: string | null;
}

export interface OrderReceiptUploadDto {
  receipt_image_url: string;
  uploaded_at: string;
  payment_reference: string | null;
}

/** The live message `order:status` sent to `user:{ownerId}` and to `staff`. */
export interface OrderStatusMessage {
  id: string;
  status: OrderStatus;
  /** Set when the fan's slip could not be read (why, as a code): they may send another. */
  receiptError?: ReceiptCheckError;
}
