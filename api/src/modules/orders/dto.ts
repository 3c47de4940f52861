/** Orders to responses: what an order, its lines and its slip look like to the fan and to the console, and the store's bank account. */
import { satangToBaht as baht, type MerchandiseBankAccountDto, type OrderDto } from '@club/core';
import type { schema } from '@club/db';
import { bankCheckDto } from '../receipts/service.js';

type Order = typeof schema.orders.$inferSelect;
type Item = typeof schema.orderItems.$inferSelect;
type Receipt = typeof schema.receipts.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An order with its lines and its slip, if any; `forStaff` shows what the bank check found in full. */
export function orderDto(o: Order, items: Item[], receipt: Receipt | null, forStaff = false): OrderDto {
  return {
    id: o.id,
    order_number: o.orderNumber,
    status: o.status,
    created_at: o.createdAt.toISOString(),
    expires_at: o.expiresAt.toISOString(),
    paid_at: iso(o.paidAt),
    processing_at: iso(o.processingAt),
    shipped_at: iso(o.shippedAt),
    delivered_at: iso(o.deliveredAt),
    cancelled_at: iso(o.cancelledAt),
    refunded_at: iso(o.refundedAt),
    cancellation_reason: o.cancellationReason,
    rejection_reason: o.rejectionReason,
    rejection_note: o.rejectionNote,
    rejected_at: iso(o.rejectedAt),
    tracking_number: o.trackingNumber,
    admin_notes: o.adminNotes,
    notes: o.notes,
    receipt_image_url: receipt ? `/api/v1/orders/${o.id}/receipt` : null,
    receipt_uploaded_at: iso(receipt?.uploadedAt ?? null),
    receipt_check: receipt ? { status: receipt.checkStatus, error: receipt.checkError, bank: bankCheckDto(receipt, forStaff) } : null,
    payment_reference: o.paymentReference,
    promo_code: o.promoCode,
    subtotal: baht(o.subtotalSatang),
    discount_amount: baht(o.discountSatang),
    shipping_cost: baht(o.shippingSatang),
    total_amount: baht(o.totalSatang),
    subtotal_satang: o.subtotalSatang,
    discount_satang: o.discountSatang,
    shipping_satang: o.shippingSatang,
    total_satang: o.totalSatang,
    shipping_method_type: o.shippingMethodType,
    shipping_method_name: o.shippingMethodName,
    shipping_method_name_th: o.shippingMethodNameTh,
    pickup_location_name: o.pickupLocationName,
    pickup_location_name_th: o.pickupLocationNameTh,
    pickup_location_address: o.pickupLocationAddress,
    pickup_location_address_th: o.pickupLocationAddressTh,
    pickup_location_phone: o.pickupLocationPhone,
    delivery_recipient_name: o.deliveryRecipientName,
    delivery_phone: o.deliveryPhone,
    delivery_address_line1: o.deliveryAddressLine1,
    delivery_address_line2: o.deliveryAddressLine2,
    delivery_district: o.deliveryDistrict,
    delivery_province: o.deliveryProvince,
    delivery_postal_code: o.deliveryPostalCode,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map((i) => ({
      id: i.id,
      product_id: i.productId,
      product_name: i.productName,
      product_name_th: i.productNameTh,
      product_sku: i.productSku,
      product_image_url: i.productImageUrl,
      variants: i.variants,
      variant_details: i.variantDetails,
      quantity: i.quantity,
      unit_price: baht(i.unitPriceSatang),
      unit_price_satang: i.unitPriceSatang,
      total_price: baht(i.totalSatang),
      total_price_satang: i.totalSatang,
    })),
  };
}

/** The account the store's orders are paid into, as the payment page shows it. */
export const merchandiseBankAccountDto = (a: typeof schema.bankAccounts.$inferSelect): MerchandiseBankAccountDto => ({
  bank_name: a.bankName, bank_name_th: a.bankNameTh, account_number: a.accountNumber, account_name: a.accountName,
  account_holder_name: a.accountHolderName, account_holder_name_th: a.accountHolderNameTh ?? a.accountHolderName, account_holder_position: a.accountHolderPosition, account_holder_position_th: a.accountHolderPositionTh, promptpay_id: a.promptpayId, biller_id: a.billerId,
});
