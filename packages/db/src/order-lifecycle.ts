/**
 * The lifecycle of a store order, every move it makes in one place: written from a cart taking
 * its stock, then moved by staff (paid, processing, shipped, delivered; cancelled or refunded) or
 * cancelled by the sweep when its payment time runs out. Which move may follow which is
 * ORDER_TRANSITIONS in @club/core (the console's buttons read it too). Each move changes the
 * status only from one that may lead there, under the row's lock, gives the stock back on
 * cancelling, takes the fan's units off their unpaid count on leaving pending_payment, announces itself in the outbox and, when staff made it, is audited: all in the
 * caller's transaction. api routes and worker jobs change an order through these functions only.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_UNPAID_PER_PRODUCT, ORDER_STATUS_DATES, ORDER_TRANSITIONS, type OrderStatus, type RejectionReason } from '@club/core';
import { audit } from './audit.js';
import { dbError, type Db, type Tx } from './client.js';
import { recordEvent } from './outbox.js';
import { expireUnpaidRows } from './unpaid.js';
import { fanProductUnits, orderItems, orders, products, promoCodes, promoRedemptions } from './schema/index.js';

/** What a product sells at, in SQL: its sale price while it has one (effectivePrice in @club/core). */
export const productPrice = sql<number>`coalesce(${products.salePriceSatang}, ${products.priceSatang})`;

type Order = typeof orders.$inferSelect;
export type OrderPatch = Partial<Pick<Order,
  'paidAt' | 'processingAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'refundedAt' | 'cancellationReason' | 'trackingNumber' | 'adminNotes'
  | 'rejectionReason' | 'rejectionNote' | 'rejectedAt'>>;

/** The column of the date a status stamps (ORDER_STATUS_DATES in @club/core: `paid_at` is `paidAt`). */
const stampOf = (to: OrderStatus): keyof OrderPatch | null => {
  const field = (ORDER_STATUS_DATES as Partial<Record<OrderStatus, string>>)[to];
  return field ? (field.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof OrderPatch) : null;
};

// ---- stock ----

/**
 * Take `quantity` units of a product for an order, never below zero and only while it still sells
 * at `unitSatang` (what the order charges): one conditional update, so two buyers racing for the
 * last unit cannot both win. False when it is not on sale, too few are left or the price moved.
 */
async function takeStock(tx: Tx, productId: string, quantity: number, unitSatang: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(
      eq(products.id, productId), eq(products.status, 'active'), sql`${products.stockQuantity} >= ${quantity}`,
      sql`${productPrice} = ${unitSatang}`,
    ))
    .returning({ id: products.id });
  return taken.length > 0;
}

/** An order's units of each product, in product order (rows of several products are always locked in that order). */
const unitsOf = (tx: Tx, orderId: string) => tx
  .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
  .from(orderItems)
  .where(eq(orderItems.orderId, orderId))
  .groupBy(orderItems.productId)
  .orderBy(orderItems.productId);

/**
 * Give a cancelled order's stock and promo code use back, once: the order row remembers that
 * it released them. Items whose product was deleted since give nothing back. A rejected order
 * keeps its promo code (`promo` false): the fan may still pay it with a new slip.
 */
async function releaseStock(tx: Tx, orderId: string, promo = true): Promise<void> {
  const [released] = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ promoCodeId: orders.promoCodeId });
  if (!released) return;
  const items = await unitsOf(tx, orderId);
  for (const item of items) {
    if (!item.productId) continue;
    await tx.update(products).set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}`, updatedAt: sql`now()` }).where(eq(products.id, item.productId));
  }
  if (promo && released.promoCodeId) {
    const gone = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning({ id: promoRedemptions.id });
    if (gone.length) {
      await tx.update(promoCodes).set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` }).where(eq(promoCodes.id, released.promoCodeId));
    }
  }
}

/**
 * Take a rejected order's stock again for its new slip, in product order, whatever the price is
 * now (the order's prices stand): false, and nothing kept, when a product is gone or too few are left.
 */
async function retakeStock(tx: Tx, orderId: string): Promise<boolean> {
  const items = await unitsOf(tx, orderId);
  for (const item of items) {
    if (!item.productId) return false;
    const [taken] = await tx.update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} - ${item.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, item.productId), eq(products.status, 'active'), sql`${products.stockQuantity} >= ${item.quantity}`))
      .returning({ id: products.id });
    if (!taken) return false;
  }
  await tx.update(orders).set({ stockReleasedAt: null }).where(eq(orders.id, orderId));
  return true;
}

// ---- the fan's unpaid units ----

/**
 * Count an order's units on its fan's row of each product (fan_product_units), in product order,
 * under a savepoint: the row's CHECK refuses a count past MAX_UNPAID_PER_PRODUCT, and checkouts of
 * one fan placed at once queue on that row, each judged on what the one before committed (READ
 * COMMITTED's ON CONFLICT DO UPDATE updates the newest version). Answers the product refused, if any.
 */
async function countUnpaid(tx: Tx, userId: string, stock: { productId: string; quantity: number }[]): Promise<string | null> {
  let counting: string | null = null;
  try {
    await tx.transaction(async (sp) => {
      for (const s of stock) {
        counting = s.productId;
        await sp.insert(fanProductUnits)
          .values({ userId, productId: s.productId, unpaidUnits: s.quantity, unpaidLimit: MAX_UNPAID_PER_PRODUCT })
          .onConflictDoUpdate({
            target: [fanProductUnits.userId, fanProductUnits.productId],
            set: { unpaidUnits: sql`${fanProductUnits.unpaidUnits} + excluded.unpaid_units`, unpaidLimit: sql`excluded.unpaid_limit` },
          });
      }
    });
    return null;
  } catch (err) {
    if (dbError(err).constraint === 'fan_product_units_unpaid_limit') return counting;
    throw err;
  }
}

/**
 * An order leaves pending_payment (paid, cancelled by staff or by the sweep): its units no longer
 * await payment. Never below zero: orders written by hand are not in the count.
 */
async function uncountUnpaid(tx: Tx, orderId: string, userId: string): Promise<void> {
  const items = await unitsOf(tx, orderId);
  for (const item of items) {
    if (!item.productId) continue;
    await tx.update(fanProductUnits)
      .set({ unpaidUnits: sql`greatest(${fanProductUnits.unpaidUnits} - ${item.quantity}, 0)` })
      .where(and(eq(fanProductUnits.userId, userId), eq(fanProductUnits.productId, item.productId)));
  }
}

// ---- the moves ----

/**
 * An order written from a cart, priced by the caller: the order and its lines, the promo code's
 * use counted (only while under its limit), announced, the fan's units of each product counted
 * (never past MAX_UNPAID_PER_PRODUCT awaiting payment), and last the stock of each product taken,
 * in product order (so a product row wanted by a crowd stays locked only from there to the commit,
 * and two checkouts cannot deadlock). Answers what failed, for the caller to undo.
 */
export async function create(tx: Tx, order: typeof orders.$inferInsert & { id: string; userId: string }, lines: (typeof orderItems.$inferInsert)[], stock: { productId: string; quantity: number; unitSatang: number }[]):
Promise<{ ok: true } | { ok: false; promoUsedUp: true } | { ok: false; unpaidLimitOf: string } | { ok: false; stockOf: string }> {
  await tx.insert(orders).values({ ...order, status: 'pending_payment' });
  await tx.insert(orderItems).values(lines);
  if (order.promoCodeId) {
    const [counted] = await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` })
      .where(and(eq(promoCodes.id, order.promoCodeId), sql`(${promoCodes.maxUses} is null or ${promoCodes.usedCount} < ${promoCodes.maxUses})`))
      .returning({ id: promoCodes.id });
    if (!counted) return { ok: false, promoUsedUp: true };
    await tx.insert(promoRedemptions).values({ promoCodeId: order.promoCodeId, userId: order.userId, orderId: order.id });
  }
  await recordEvent(tx, 'order.status_changed', { orderId: order.id, userId: order.userId, status: 'pending_payment', from: null });
  const inOrder = [...stock].sort((a, b) => a.productId.localeCompare(b.productId));
  const overLimit = await countUnpaid(tx, order.userId, inOrder);
  if (overLimit) return { ok: false, unpaidLimitOf: overLimit };
  for (const s of inOrder) {
    if (!(await takeStock(tx, s.productId, s.quantity, s.unitSatang))) return { ok: false, stockOf: s.productId };
  }
  return { ok: true };
}

/** A move made, or why not: no such order (`from` null), a status it may not leave for that one, or (a rejected order's new slip) its stock gone. */
export type OrderMove = { ok: true; order: Order; from: OrderStatus } | { ok: false; from: OrderStatus | null; noStock?: true };

/**
 * Move an order to `to` if (and only if) its status may lead there, stamping the date that
 * status records and `patch`: the row locked first, so a colleague's change waits and this one
 * is judged on the status it left. Cancelling and rejecting give the stock back, and a rejected
 * order's new slip takes it again (`noStock` when it is gone: the caller's transaction is then
 * to be undone); leaving pending_payment takes the units off the fan's unpaid count, coming back counts them again. `by` audits it as that staff
 * member's, or (null) as the system's (a payment the bank confirmed), with `changes` beside the status.
 */
export async function move(
  tx: Tx, id: string, to: OrderStatus, patch: OrderPatch = {},
  { by, changes = {} }: { by?: string | null; changes?: Record<string, unknown> } = {},
): Promise<OrderMove> {
  const [current] = await tx.select({ status: orders.status, userId: orders.userId }).from(orders).where(eq(orders.id, id)).for('update');
  if (!current) return { ok: false, from: null };
  if (!ORDER_TRANSITIONS[current.status].includes(to)) return { ok: false, from: current.status };
  if (current.status === 'rejected' && !(await retakeStock(tx, id))) return { ok: false, from: current.status, noStock: true };
  const stamp = stampOf(to);
  const [order] = await tx.update(orders).set({ ...(stamp ? { [stamp]: new Date() } : {}), ...patch, status: to, updatedAt: sql`now()` }).where(eq(orders.id, id)).returning();
  if (to === 'cancelled' || to === 'rejected') await releaseStock(tx, id, to === 'cancelled');
  if (current.status === 'pending_payment') await uncountUnpaid(tx, id, order!.userId);
  if (to === 'pending_payment' && (await countUnpaid(tx, current.userId, await unitsOf(tx, id) as { productId: string; quantity: number }[]))) return { ok: false, from: current.status, noStock: true };
  await recordEvent(tx, 'order.status_changed', { orderId: id, userId: order!.userId, status: to, from: current.status });
  if (by !== undefined) await audit(tx, { actorId: by, action: `order.${to}`, entityType: 'order', entityId: id, changes: { ...changes, status: [current.status, to] } });
  return { ok: true, order: order!, from: current.status };
}

/** Staff reject an order's slip, saying why (a preset reason, and their note): its stock goes back, and the fan is mailed (order.status_changed). */
export const reject = (tx: Tx, staffId: string, id: string, { reason, note }: { reason: RejectionReason; note?: string }): Promise<OrderMove> =>
  move(tx, id, 'rejected', { rejectionReason: reason, rejectionNote: note ?? null, rejectedAt: new Date() }, { by: staffId, changes: { reason, note } });

/**
 * The fan sends a new slip for a rejected order (in the transaction that stores it): it awaits
 * payment again, its stock taken again (`noStock` when it is gone), the rejection cleared from the
 * row (the audit log keeps it). There is no undo: staff decide it again.
 */
export const resubmit = (tx: Tx, id: string): Promise<OrderMove> =>
  move(tx, id, 'pending_payment', { rejectionReason: null, rejectionNote: null, rejectedAt: null });

/** Staff change what the fan reads of an order (tracking number, notes) without moving it: audited, and shown to the fan live. */
export async function annotate(tx: Tx, staffId: string, id: string, patch: Pick<OrderPatch, 'trackingNumber' | 'adminNotes'>, changes: Record<string, unknown>): Promise<void> {
  const [order] = await tx.update(orders).set({ ...patch, updatedAt: sql`now()` }).where(eq(orders.id, id)).returning({ userId: orders.userId, status: orders.status });
  if (!order) return;
  await recordEvent(tx, 'order.status_changed', { orderId: id, userId: order.userId, status: order.status, from: order.status });
  await audit(tx, { actorId: staffId, action: 'order.updated', entityType: 'order', entityId: id, changes });
}

/**
 * Unpaid orders past their payment time, with no slip being checked or kept, are cancelled and
 * give their stock back. A slip that could not be read does not keep an order open.
 */
export const expireUnpaid = (db: Db): Promise<number> =>
  expireUnpaidRows(db, { table: 'orders', awaiting: 'pending_payment', receiptOf: 'order_id' },
    async (tx, id) => (await move(tx, id, 'cancelled', { cancellationReason: 'payment_expired' })).ok);
