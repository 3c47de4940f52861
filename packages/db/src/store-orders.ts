import { and, eq, isNull, sql } from 'drizzle-orm';
import { ORDER_TRANSITIONS, type OrderStatus } from '@club/core';
import type { Db, Tx } from './client.js';
import { recordEvent } from './outbox.js';
import { orderItems, orders, products, promoCodes, promoRedemptions } from './schema/index.js';

type Order = typeof orders.$inferSelect;
export type OrderPatch = Partial<Pick<Order,
  'paidAt' | 'processingAt' | 'shippedAt' | 'deliveredAt' | 'cancelledAt' | 'refundedAt' | 'cancellationReason' | 'trackingNumber' | 'adminNotes'>>;

/**
 * Take `quantity` units of a product for an order, never below zero and only while it still sells
 * at `unitSatang` (what the order charges): one conditional update, so two buyers racing for the
 * last unit cannot both win. False when it is not on sale, too few are left or the price moved.
 */
export async function takeStock(tx: Tx, productId: string, quantity: number, unitSatang: number): Promise<boolean> {
  const taken = await tx
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}`, updatedAt: sql`now()` })
    .where(and(
      eq(products.id, productId), eq(products.status, 'active'), sql`${products.stockQuantity} >= ${quantity}`,
      sql`coalesce(${products.salePriceSatang}, ${products.priceSatang}) = ${unitSatang}`,
    ))
    .returning({ id: products.id });
  return taken.length > 0;
}

/**
 * Give a cancelled order's stock and promo code use back, once: the order row remembers that
 * it released them. Items whose product was deleted since give nothing back.
 */
async function releaseOrderStock(tx: Tx, orderId: string): Promise<void> {
  const [released] = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ promoCodeId: orders.promoCodeId });
  if (!released) return;
  const items = await tx
    .select({ productId: orderItems.productId, quantity: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.productId)
    .orderBy(orderItems.productId);
  for (const item of items) {
    if (!item.productId) continue;
    await tx.update(products).set({ stockQuantity: sql`${products.stockQuantity} + ${item.quantity}`, updatedAt: sql`now()` }).where(eq(products.id, item.productId));
  }
  if (released.promoCodeId) {
    const gone = await tx.delete(promoRedemptions).where(eq(promoRedemptions.orderId, orderId)).returning({ id: promoRedemptions.id });
    if (gone.length) {
      await tx.update(promoCodes).set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` }).where(eq(promoCodes.id, released.promoCodeId));
    }
  }
}

/**
 * Move an order to `to` if (and only if) it is in a status that may lead there, stamping
 * `patch`, and announce it. Returns null when it was not, which is how a second staff member
 * changing the same order, or the expiry sweep racing a payment, loses.
 */
export async function transitionOrder(tx: Tx, id: string, to: OrderStatus, patch: OrderPatch = {}): Promise<{ order: Order; from: OrderStatus } | null> {
  // The row lock makes the check and the move one step: a colleague's change waits, then is judged on the new status.
  const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id)).for('update');
  if (!current || !ORDER_TRANSITIONS[current.status].includes(to)) return null;
  const [order] = await tx.update(orders).set({ ...patch, status: to, updatedAt: sql`now()` }).where(eq(orders.id, id)).returning();
  if (to === 'cancelled') await releaseOrderStock(tx, id);
  await recordEvent(tx, 'order.status_changed', { orderId: id, userId: order!.userId, status: to, from: current.status });
  return { order: order!, from: current.status };
}

/**
 * Unpaid orders past their payment time, with no slip being checked or kept, are cancelled and
 * give their stock back. A slip that could not be read does not keep an order open.
 */
export async function expireUnpaidOrders(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute(sql`
      select o.id from orders o
      where o.status = 'pending_payment' and o.expires_at <= now()
        and not exists (select 1 from receipts r where r.order_id = o.id and r.check_status <> 'unreadable')
      order by o.expires_at
      limit 500
      for update skip locked`);
    let expired = 0;
    for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
      if (await transitionOrder(tx, id, 'cancelled', { cancelledAt: new Date(), cancellationReason: 'payment_expired' })) expired++;
    }
    return expired;
  });
}
