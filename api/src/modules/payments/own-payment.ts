import { inArray } from 'drizzle-orm';
import { audit, schema, type Db } from '@club/db';
import { Forbidden } from '../../http/errors.js';

/** The audit action of a refused attempt to decide one's own payment. */
const OWN_PAYMENT_REFUSED = 'payment.own_decision_refused';

/**
 * Nobody decides a payment of their own: a staff member approving, rejecting or moving their own
 * purchase or order, or assigning or setting aside a statement line for one, is refused (403) and
 * the attempt is audited. Asked before the decision's transaction, so the audit row is not rolled
 * back with it.
 */
export async function refuseOwnPayment(db: Db, staffId: string, of: { kind: 'purchase' | 'order'; id: string }[], attempt: string): Promise<void> {
  const ids = (kind: 'purchase' | 'order') => of.filter((o) => o.kind === kind).map((o) => o.id);
  const { purchases, orders } = schema;
  const owned = [
    ...(ids('purchase').length ? (await db.select({ id: purchases.id, userId: purchases.userId }).from(purchases).where(inArray(purchases.id, ids('purchase')))).map((r) => ({ kind: 'purchase', ...r })) : []),
    ...(ids('order').length ? (await db.select({ id: orders.id, userId: orders.userId }).from(orders).where(inArray(orders.id, ids('order')))).map((r) => ({ kind: 'order', ...r })) : []),
  ];
  const own = owned.find((o) => o.userId === staffId);
  if (!own) return;
  await audit(db, { actorId: staffId, action: OWN_PAYMENT_REFUSED, entityType: own.kind, entityId: own.id, changes: { attempt } });
  throw new Forbidden('payment.own_decision');
}
