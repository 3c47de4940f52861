import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES, MAX_UNPAID_PER_PRODUCT, unitsOnSale, humanCode, orderCannotMove, promoDiscount, shippingCost, slipNotForOrder,
  unpaidProductLimit, type CreateOrderInput, type RejectInput, type MerchandiseBankAccountDto, type OrderDto, type OrderListDto, type OrderStatus, type StaffOrderDto, type UpdateOrderInput,
} from '@club/core';
import { bankPaymentsOf, orderLifecycle, owesRefund, schema, type Db, type OrderPatch, type Tx } from '@club/db';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors.js';
import { clearCart, loadCart, notEnough, promoProblem, variantChoices } from '../cart/service.js';
import { refuseOwnPayment } from '../payments/own-payment.js';
import { offeredPickupPlace } from '../shipping/service.js';
import { merchandiseBankAccountDto, orderDto } from './dto.js';

const { bankAccounts, deliveryAddresses, orderItems, orders, products, receipts, shippingMethods, users } = schema;
type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;
type Receipt = typeof receipts.$inferSelect;

export const ORDER_NOT_FOUND = 'order.not_found';

/** Orders with their items and slips, in the order given. */
async function withDetails(db: Db | Tx, rows: Order[]): Promise<{ order: Order; items: Item[]; receipt: Receipt | null }[]> {
  if (!rows.length) return [];
  const ids = rows.map((o) => o.id);
  const [items, slips] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.productName), asc(orderItems.id)),
    db.select().from(receipts).where(inArray(receipts.orderId, ids)),
  ]);
  return rows.map((order) => ({ order, items: items.filter((i) => i.orderId === order.id), receipt: slips.find((r) => r.orderId === order.id) ?? null }));
}

export async function getOwnOrder(db: Db, userId: string, id: string): Promise<OrderDto> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  const [d] = await withDetails(db, [row]);
  return orderDto(d!.order, d!.items, d!.receipt);
}

export async function listOwnOrders(db: Db, userId: string, page: number, limit: number): Promise<OrderListDto> {
  const where = eq(orders.userId, userId);
  const [rows, [count]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    orders: (await withDetails(db, rows)).map((d) => orderDto(d.order, d.items, d.receipt)),
    pagination: { current_page: page, per_page: limit, total, total_pages: Math.ceil(total / limit) },
  };
}

export async function getMerchandiseBankAccount(db: Db): Promise<MerchandiseBankAccountDto> {
  const [a] = await db.select().from(bankAccounts).where(eq(bankAccounts.forMerchandise, true));
  if (!a) throw new NotFound('order.no_store_account');
  return merchandiseBankAccountDto(a);
}

/** Where the order goes, as the order keeps it: the chosen method and its pickup place or the user's address. */
async function destination(tx: Tx, userId: string, input: CreateOrderInput) {
  const [method] = await tx.select().from(shippingMethods).where(and(eq(shippingMethods.id, input.shipping_method_id), eq(shippingMethods.active, true)));
  if (!method) throw new Invalid('order.choose_shipping');
  const base = { shippingMethodId: method.id, shippingMethodType: method.type, shippingMethodName: method.name, shippingMethodNameTh: method.nameTh };
  if (method.type === 'pickup') {
    if (!input.pickup_location_id) throw new Invalid('order.choose_pickup');
    const place = await offeredPickupPlace(tx, method, input.pickup_location_id);
    if (!place) throw new Invalid('order.choose_pickup');
    return {
      method,
      snapshot: {
        ...base, pickupLocationId: place.id, pickupLocationName: place.name, pickupLocationNameTh: place.nameTh,
        pickupLocationAddress: place.address, pickupLocationAddressTh: place.addressTh, pickupLocationPhone: place.phone,
      },
    };
  }
  if (!input.delivery_address_id) throw new Invalid('order.choose_address');
  const [address] = await tx.select().from(deliveryAddresses).where(and(eq(deliveryAddresses.id, input.delivery_address_id), eq(deliveryAddresses.userId, userId)));
  if (!address) throw new Invalid('order.choose_address');
  return {
    method,
    snapshot: {
      ...base, deliveryAddressId: address.id, deliveryRecipientName: address.recipientName, deliveryPhone: address.phone,
      deliveryAddressLine1: address.addressLine1, deliveryAddressLine2: address.addressLine2, deliveryDistrict: address.district,
      deliveryProvince: address.province, deliveryPostalCode: address.postalCode,
    },
  };
}

const orderNumber = () => `OR-${humanCode()}`;
const RETRYABLE = new Set(['23505', '40P01', '40001']);
const errorCode = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
};

/**
 * Turn the cart into an order in one transaction: price each line at today's price, snapshot
 * names, options and the destination, apply the promo code (one use per user, within its total
 * limit), add shipping, empty the cart, announce the order, count the fan's units awaiting payment
 * of each product (at most MAX_UNPAID_PER_PRODUCT), and take the stock of every product
 * (conditional updates that never go below zero and only at the price charged, in product order
 * so two checkouts cannot deadlock). Nothing the browser says about prices or totals is used.
 */
export async function createOrderFromCart(db: Db, userId: string, input: CreateOrderInput, paymentHours: number): Promise<OrderDto> {
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction((tx) => placeOrder(tx, userId, input, paymentHours));
      return await getOwnOrder(db, userId, id);
    } catch (err) {
      // An order-number collision or a deadlock undoes everything; try again from the start.
      if (attempt >= 4 || !RETRYABLE.has(errorCode(err) ?? '')) throw err;
    }
  }
}

async function placeOrder(tx: Tx, userId: string, input: CreateOrderInput, paymentHours: number): Promise<string> {
  // One checkout of a cart at a time: a double click waits here and then finds the cart empty.
  await tx.execute(sql`select 1 from carts where user_id = ${userId} for update`);
  const cart = await loadCart(tx, userId);
  if (!cart.lines.length) throw new Invalid('cart.empty');
  const { method, snapshot } = await destination(tx, userId, input);

  // Units per product over all its lines (stock is counted per product), in product order.
  const wanted = new Map<string, { p: (typeof cart.lines)[number]['p']; quantity: number; unit: number }>();
  for (const l of [...cart.lines].sort((x, y) => x.p.id.localeCompare(y.p.id))) {
    const w = wanted.get(l.p.id) ?? { p: l.p, quantity: 0, unit: l.unitSatang };
    wanted.set(l.p.id, { ...w, quantity: w.quantity + l.item.quantity });
  }
  // Sold out already: refuse before writing anything (most of a crowd racing for the last units).
  for (const { p, quantity } of wanted.values()) {
    const left = unitsOnSale(p.status, p.stockQuantity);
    if (left < quantity) throw notEnough(p, left);
  }

  const lines = cart.lines.map((l) => ({ line: l, p: l.p, unit: l.unitSatang, total: l.unitSatang * l.item.quantity }));
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const promo = cart.promo && !(await promoProblem(tx, cart.promo, userId, subtotal)) ? cart.promo : null;
  const discount = promo ? promoDiscount(promo, subtotal) : 0;
  const shipping = shippingCost(method, subtotal);

  await clearCart(tx, userId);
  const id = randomUUID();
  const written = await orderLifecycle.create(tx, {
    id, orderNumber: orderNumber(), userId,
    subtotalSatang: subtotal, discountSatang: discount, shippingSatang: shipping, totalSatang: subtotal - discount + shipping,
    promoCodeId: promo?.id ?? null, promoCode: promo?.code ?? null, notes: input.notes ?? null,
    expiresAt: sql`now() + make_interval(hours => ${paymentHours}::int)` as unknown as Date,
    ...snapshot,
  }, lines.map(({ line, p, unit, total }) => ({
    orderId: id, productId: p.id, productName: p.name, productNameTh: p.nameTh, productSku: p.sku, productImageUrl: line.mainImage,
    variants: line.item.variants, variantDetails: variantChoices(line.groups, line.item.variants),
    unitPriceSatang: unit, quantity: line.item.quantity, totalSatang: total,
  })), [...wanted.values()].map(({ p, quantity, unit }) => ({ productId: p.id, quantity, unitSatang: unit })));
  if (!written.ok && 'promoUsedUp' in written) throw new Conflict('promo.just_used_up');
  if (!written.ok && 'unpaidLimitOf' in written) {
    const { p } = wanted.get(written.unpaidLimitOf)!;
    throw new HttpError(409, ERROR_CODES.UNPAID_PRODUCT_LIMIT, unpaidProductLimit({ en: p.name, th: p.nameTh }, MAX_UNPAID_PER_PRODUCT), { product_id: p.id, max: MAX_UNPAID_PER_PRODUCT });
  }
  if (!written.ok) {
    // Someone else bought the last units meanwhile, or the price moved since the cart was priced.
    const { p, quantity } = wanted.get(written.stockOf)!;
    const [now] = await tx.select().from(products).where(eq(products.id, p.id));
    const left = now ? unitsOnSale(now.status, now.stockQuantity) : 0;
    if (left < quantity) throw notEnough(p, left);
    throw new Conflict({ en: `The price of ${p.name} has just changed: please check your cart`, th: `ราคาของ ${p.nameTh} เพิ่งเปลี่ยน กรุณาตรวจสอบตะกร้าสินค้า` });
  }
  return id;
}

/**
 * Inside the slip upload: the order is the user's and still waits for payment, or its slip was
 * rejected (it awaits payment again with its stock taken again, or the slip is refused when the
 * stock is gone; the new slip replaces the rejected one); the bank reference is kept.
 */
export async function checkOrderTakesReceipt(tx: Tx, userId: string, id: string, paymentReference: string | null): Promise<{ replacesKept: boolean }> {
  const [o] = await tx.select({ status: orders.status, cancellationReason: orders.cancellationReason }).from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId))).for('update');
  if (!o) throw new NotFound(ORDER_NOT_FOUND);
  const replacesKept = o.status === 'rejected';
  if (replacesKept) {
    const moved = await orderLifecycle.resubmit(tx, id);
    if (!moved.ok) throw new Conflict(moved.noStock ? 'order.stock_gone' : slipNotForOrder(o.status));
  } else if (o.status !== 'pending_payment') {
    throw new Conflict(o.cancellationReason === 'payment_expired'
      ? 'order.expired_unpaid'
      : slipNotForOrder(o.status));
  }
  await tx.update(orders).set({ paymentReference, updatedAt: sql`now()` }).where(eq(orders.id, id));
  return { replacesKept };
}

// ---- staff ----

async function staffOrders(db: Db | Tx, rows: Order[]): Promise<StaffOrderDto[]> {
  const details = await withDetails(db, rows);
  const customers = rows.length
    ? await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone }).from(users).where(inArray(users.id, [...new Set(rows.map((o) => o.userId))]))
    : [];
  return details.map(({ order, items, receipt }) => ({
    ...orderDto(order, items, receipt, true),
    customer: customers.find((c) => c.id === order.userId)!,
    receipt_duplicates: receipt?.duplicates ?? [],
    receipt_transaction_ref: receipt?.slipTransactionRef ?? null,
  }));
}

export async function getOrderForStaff(db: Db | Tx, id: string): Promise<StaffOrderDto> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new NotFound(ORDER_NOT_FOUND);
  return { ...(await staffOrders(db, [row]))[0]!, bank_payments: await bankPaymentsOf(db, { orderId: id }) };
}

interface StaffOrderQuery {
  statuses?: OrderStatus[];
  q?: string;
  awaitingVerification?: boolean;
  /** What waits on staff: a slip to check (one the check could read), a paid order to prepare, one being prepared to send. */
  needsAction?: boolean;
  /** A second payment not yet given back (a bank transfer with the finding paid_twice). */
  refundOwed?: boolean;
  sort: { order: 'ASC' | 'DESC'; by: AnyPgColumn };
  offset: number;
  limit: number;
}

/** The fields the staff list sorts by: anything else is refused. */
export const STAFF_ORDER_SORT: Record<string, AnyPgColumn> = {
  id: orders.id, created_at: orders.createdAt, order_number: orders.orderNumber, total_amount: orders.totalSatang, status: orders.status, updated_at: orders.updatedAt,
};

export async function listOrdersForStaff(db: Db, q: StaffOrderQuery): Promise<{ rows: StaffOrderDto[]; total: number }> {
  const search = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    q.statuses?.length ? inArray(orders.status, q.statuses) : undefined,
    search ? or(ilike(orders.orderNumber, search), sql`${orders.userId} in (select id from ${users} where ${users.email} ilike ${search} or ${users.name} ilike ${search})`) : undefined,
    q.awaitingVerification
      ? and(eq(orders.status, 'pending_payment'), sql`exists (select 1 from ${receipts} where ${receipts.orderId} = ${orders.id} and ${receipts.checkStatus} = 'accepted')`)
      : undefined,
    q.needsAction
      ? or(
          inArray(orders.status, ['paid', 'processing']),
          and(eq(orders.status, 'pending_payment'), sql`exists (select 1 from ${receipts} where ${receipts.orderId} = ${orders.id} and ${receipts.checkStatus} <> 'unreadable')`),
        )
      : undefined,
    q.refundOwed ? owesRefund('order') : undefined,
  );
  const column = q.sort.by;
  const [rows, [count]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(q.sort.order === 'ASC' ? asc(column) : desc(column), asc(orders.id)).limit(q.limit).offset(q.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows: await staffOrders(db, rows), total: count?.n ?? 0 };
}

/** Staff reject an order's slip with a preset reason (and a note): its stock goes back, the fan is mailed. Never on one's own order. */
export async function rejectOrder(db: Db, staffId: string, id: string, rejection: RejectInput): Promise<StaffOrderDto> {
  await refuseOwnPayment(db, staffId, [{ kind: 'order', id }], 'order.rejected');
  return db.transaction(async (tx) => {
    const moved = await orderLifecycle.reject(tx, staffId, id, rejection);
    if (!moved.ok) throw moved.from ? new Conflict(orderCannotMove(moved.from, 'rejected')) : new NotFound(ORDER_NOT_FOUND);
    return getOrderForStaff(tx, id);
  });
}

/**
 * Staff change an order: a move its status allows (stamping its date; cancelling gives the
 * stock back; shipping needs a tracking number), the tracking number, the notes the fan sees.
 * Audited, announced to the fan (live and, for a move, by mail) in the same transaction.
 */
export async function updateOrder(db: Db, staffId: string, id: string, input: UpdateOrderInput): Promise<StaffOrderDto> {
  // A move of the status decides its payment (paid, cancelled, refunded): never on one's own order.
  if (input.status !== undefined) {
    const [before] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    if (before && before.status !== input.status) await refuseOwnPayment(db, staffId, [{ kind: 'order', id }], `order.${input.status}`);
  }
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!current) throw new NotFound(ORDER_NOT_FOUND);
    const details: OrderPatch = {};
    if (input.tracking_number !== undefined && input.tracking_number !== current.trackingNumber) details.trackingNumber = input.tracking_number;
    if (input.admin_notes !== undefined && input.admin_notes !== current.adminNotes) details.adminNotes = input.admin_notes;
    const moving = input.status !== undefined && input.status !== current.status;
    if (!moving && !Object.keys(details).length) return getOrderForStaff(tx, id);

    const changes: Record<string, [unknown, unknown]> = {};
    if (details.trackingNumber !== undefined) changes.tracking_number = [current.trackingNumber, details.trackingNumber];
    if (details.adminNotes !== undefined) changes.admin_notes = [current.adminNotes, details.adminNotes];
    if (!moving) {
      await orderLifecycle.annotate(tx, staffId, id, details, changes);
      return getOrderForStaff(tx, id);
    }
    const to = input.status!;
    const tracking = details.trackingNumber !== undefined ? details.trackingNumber : current.trackingNumber;
    if (to === 'shipped' && !tracking) throw new Invalid('order.tracking_required', [{ path: 'tracking_number', message: 'order.tracking_required' }]);
    const moved = await orderLifecycle.move(tx, id, to, { ...details, ...(to === 'cancelled' ? { cancellationReason: 'staff' } : {}) }, { by: staffId, changes });
    if (!moved.ok) throw new Conflict(orderCannotMove(current.status, to));
    return getOrderForStaff(tx, id);
  });
}
