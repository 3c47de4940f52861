import { and, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import { ORDER_CLOSED, ORDER_PAID, PAYMENT_TIME_GRACE_MS, PURCHASE_CLOSED, PURCHASE_PAID, STATEMENT_LINES_PAID, type StatementCandidateDto } from '@club/core';
import { orderTarget, purchaseBankAccountId, purchaseTarget, schema, type PaymentTarget, type Tx } from '@club/db';
import type { Account } from './pay-with-line.js';

const { bankTransfers, orders, purchases, statementLines, users } = schema;

/** A purchase or order a line may pay for: what paying it takes, its buyer, and whether it is paid (when, and by a transfer on record). */
export interface Candidate extends PaymentTarget { buyer: string; paid: boolean; paidAt: Date | null; createdAt: Date; transferOnRecord: boolean }

/**
 * Purchases and orders paid into `account` that `amount` booked at `at` may be for: their total,
 * inside their window; not closed; not paid by another line already. `only`: that one alone.
 */
export async function candidatesFor(tx: Tx, account: Account, at: Date, amountSatang: number | null, only?: string): Promise<Candidate[]> {
  const from = new Date(at.getTime() - PAYMENT_TIME_GRACE_MS);
  const until = new Date(at.getTime() + PAYMENT_TIME_GRACE_MS);
  const linked = (column: typeof statementLines.purchaseId | typeof statementLines.orderId) =>
    tx.select({ id: column }).from(statementLines).where(and(inArray(statementLines.status, [...STATEMENT_LINES_PAID]), sql`${column} is not null`));
  const [linkedPurchases, linkedOrders] = [linked(statementLines.purchaseId), linked(statementLines.orderId)];
  const onRecord = (column: typeof bankTransfers.purchaseId | typeof bankTransfers.orderId, id: typeof purchases.id | typeof orders.id) =>
    sql<boolean>`exists (select 1 from ${bankTransfers} where ${column} = ${id})`;
  const ps = await tx.select({ p: purchases, buyer: users.name, onRecord: onRecord(bankTransfers.purchaseId, purchases.id) }).from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(
      eq(purchaseBankAccountId, account.id), amountSatang === null ? undefined : eq(purchases.totalSatang, amountSatang),
      lte(purchases.createdAt, until), gte(purchases.expiresAt, from), notInArray(purchases.status, [...PURCHASE_CLOSED]),
      notInArray(purchases.id, linkedPurchases), only === undefined ? undefined : eq(purchases.id, only),
    ));
  const os = account.forMerchandise
    ? await tx.select({ o: orders, buyer: users.name, onRecord: onRecord(bankTransfers.orderId, orders.id) }).from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(
        amountSatang === null ? undefined : eq(orders.totalSatang, amountSatang), lte(orders.createdAt, until), gte(orders.expiresAt, from),
        notInArray(orders.status, [...ORDER_CLOSED]), notInArray(orders.id, linkedOrders), only === undefined ? undefined : eq(orders.id, only),
      ))
    : [];
  return [
    ...ps.map(({ p, buyer, onRecord }): Candidate => ({
      ...purchaseTarget({ p, bank: account }), buyer, paid: PURCHASE_PAID.includes(p.status), paidAt: p.completedAt, createdAt: p.createdAt, transferOnRecord: onRecord,
    })),
    ...os.map(({ o, buyer, onRecord }): Candidate => ({
      ...orderTarget({ o, bank: account }), buyer, paid: ORDER_PAID.includes(o.status), paidAt: o.paidAt, createdAt: o.createdAt, transferOnRecord: onRecord,
    })),
  ];
}

/** The one candidate `id`, if it still is one (not closed, not paid by another line). */
export async function candidateOf(tx: Tx, account: Account, at: Date, id: string): Promise<Candidate | undefined> {
  return (await candidatesFor(tx, account, at, null, id))[0];
}

/** A candidate as staff see it on the line, and why it is one. */
export const candidateDto = (c: Candidate, reason: StatementCandidateDto['reason']): StatementCandidateDto => ({
  kind: c.kind, id: c.id, reference: c.reference, buyer: c.buyer, amount_satang: c.expected.amountSatang, created_at: c.createdAt.toISOString(), reason,
});
