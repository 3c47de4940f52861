/**
 * A payment the bank reported, whichever way it came (a slip the verifier checked, the bank's
 * bill-payment callback, later a statement line): what it pays for, the claim of its transfer (one
 * purchase or order per transfer), and the confirmation without staff. The worker's bank check and
 * the API's bank callback both go through here, so the rules are written once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { billReference, type BankFinding, type BankPaymentDto, type ExpectedPayment, type PaymentSource } from '@club/core';
import type { Db, Tx } from './client.js';
import * as orderLifecycle from './order-lifecycle.js';
import * as purchaseLifecycle from './purchase-lifecycle.js';
import { bankAccounts, bankTransfers, matches, orders, purchases } from './schema/index.js';

/** What a payment pays for: a purchase or an order, its reference, who it belongs to and what it must be paid. */
export interface PaymentTarget {
  kind: 'purchase' | 'order';
  id: string;
  userId: string;
  reference: string;
  expected: ExpectedPayment;
}

const purchaseTargets = (db: Db | Tx) =>
  db.select({ p: purchases, bank: bankAccounts }).from(purchases)
    .innerJoin(matches, eq(purchases.matchId, matches.id))
    .innerJoin(bankAccounts, eq(matches.bankAccountId, bankAccounts.id));
const orderTargets = (db: Db | Tx) =>
  db.select({ o: orders, bank: bankAccounts }).from(orders).innerJoin(bankAccounts, eq(bankAccounts.forMerchandise, true));

type Bank = typeof bankAccounts.$inferSelect;
const expectedOf = (row: { totalSatang: number; createdAt: Date; expiresAt: Date }, bank: Bank): ExpectedPayment => ({
  amountSatang: row.totalSatang, accountNumber: bank.accountNumber, promptpayId: bank.promptpayId, billerId: bank.billerId,
  createdAt: row.createdAt, expiresAt: row.expiresAt,
});
const purchaseTarget = ({ p, bank }: { p: typeof purchases.$inferSelect; bank: Bank }): PaymentTarget =>
  ({ kind: 'purchase', id: p.id, userId: p.userId, reference: p.referenceNumber, expected: expectedOf(p, bank) });
const orderTarget = ({ o, bank }: { o: typeof orders.$inferSelect; bank: Bank }): PaymentTarget =>
  ({ kind: 'order', id: o.id, userId: o.userId, reference: o.orderNumber, expected: expectedOf(o, bank) });

/** The purchase or order a slip was sent for. */
export async function paymentTargetOf(db: Db | Tx, owner: { purchaseId: string | null; orderId: string | null }): Promise<PaymentTarget | null> {
  if (owner.purchaseId) {
    const [row] = await purchaseTargets(db).where(eq(purchases.id, owner.purchaseId));
    return row ? purchaseTarget(row) : null;
  }
  const [row] = await orderTargets(db).where(eq(orders.id, owner.orderId!));
  return row ? orderTarget(row) : null;
}

/** The purchase or order whose reference a bill payment's Ref1 names. */
export async function paymentTargetByReference(db: Db | Tx, ref1: string): Promise<PaymentTarget | null> {
  const ref = billReference(ref1);
  if (!ref) return null;
  const [purchase] = await purchaseTargets(db).where(sql`regexp_replace(upper(${purchases.referenceNumber}), '[^A-Z0-9]', '', 'g') = ${ref}`);
  if (purchase) return purchaseTarget(purchase);
  const [order] = await orderTargets(db).where(sql`regexp_replace(upper(${orders.orderNumber}), '[^A-Z0-9]', '', 'g') = ${ref}`);
  return order ? orderTarget(order) : null;
}

/** A bank transfer as the product keeps it. */
export interface ReportedPayment {
  bankCode: string;
  transRef: string;
  amountSatang: number;
  paidAt: Date;
  source: PaymentSource;
  provider: string | null;
  receiptId?: string;
}

/**
 * Claim the transfer for this payment: the unique key on (sending bank, transaction reference)
 * lets one purchase or order have it. `new`: claimed now; `again`: this one had it already (a
 * retried job, a callback sent again); else the finding, another purchase or order has it. A
 * transfer of nothing pays for nothing (the amount check says so) and is not kept.
 */
export async function claimTransfer(tx: Tx, target: PaymentTarget, payment: ReportedPayment): Promise<{ claim: 'new' | 'again'; id: string | null } | { finding: BankFinding }> {
  if (payment.amountSatang <= 0) return { claim: 'new', id: null };
  const [claimed] = await tx
    .insert(bankTransfers)
    .values({ ...payment, ...(target.kind === 'purchase' ? { purchaseId: target.id } : { orderId: target.id }) })
    .onConflictDoNothing()
    .returning({ id: bankTransfers.id });
  if (claimed) return { claim: 'new', id: claimed.id };
  const [holder] = await tx.select({ id: bankTransfers.id, purchaseId: bankTransfers.purchaseId, orderId: bankTransfers.orderId }).from(bankTransfers)
    .where(and(eq(bankTransfers.bankCode, payment.bankCode), eq(bankTransfers.transRef, payment.transRef)));
  if (!holder || (target.kind === 'purchase' ? holder.purchaseId : holder.orderId) === target.id) return { claim: 'again', id: holder?.id ?? null };
  return { finding: { code: 'already_used', reference: await referenceOf(tx, holder) } };
}

/** The reference a fan or staff member knows a purchase or an order by. */
async function referenceOf(tx: Tx, claim: { purchaseId: string | null; orderId: string | null }): Promise<string> {
  if (claim.purchaseId) {
    const [p] = await tx.select({ ref: purchases.referenceNumber }).from(purchases).where(eq(purchases.id, claim.purchaseId));
    return p?.ref ?? claim.purchaseId;
  }
  const [o] = await tx.select({ ref: orders.orderNumber }).from(orders).where(eq(orders.id, claim.orderId!));
  return o?.ref ?? claim.orderId!;
}

/** Paid already (staff approved it while the bank was being asked): the bank agreeing confirms nothing more. */
const PAID: readonly string[] = ['completed', 'paid', 'processing', 'shipped', 'delivered'];

/**
 * Confirm the payment as the system's, or (`by`) as that staff member's approval, audited with how
 * it was paid: none when it is confirmed or was already, else the finding that stops it (a late
 * payment whose seats are gone, a purchase or order closed meanwhile: a refund is due).
 */
export async function confirmPayment(tx: Tx, target: PaymentTarget, paid: { source: PaymentSource; provider: string | null; transRef: string }, by: string | null = null): Promise<BankFinding[]> {
  // A purchase paid with no slip (a bill payment) passes through verifying, as every purchase does on its way to completed.
  if (target.kind === 'purchase') await purchaseLifecycle.markVerifying(tx, target.id);
  const moved = target.kind === 'purchase'
    ? await purchaseLifecycle.confirm(tx, target.id, paid, by)
    : await orderLifecycle.move(tx, target.id, 'paid', {}, { by, changes: paid });
  if (moved.ok || (moved.from && PAID.includes(moved.from))) return [];
  return ['noSeats' in moved && moved.noSeats ? { code: 'no_seats' } : { code: 'closed' }];
}

/** The transfers the bank reported paying a purchase or an order, oldest first, as staff see them. */
export async function bankPaymentsOf(db: Db | Tx, owner: { purchaseId: string } | { orderId: string }): Promise<BankPaymentDto[]> {
  const rows = await db.select().from(bankTransfers)
    .where('purchaseId' in owner ? eq(bankTransfers.purchaseId, owner.purchaseId) : eq(bankTransfers.orderId, owner.orderId)).orderBy(bankTransfers.createdAt);
  return rows.map((t) => ({ source: t.source, provider: t.provider, trans_ref: t.transRef, amount_satang: t.amountSatang, paid_at: t.paidAt.toISOString(), findings: t.findings }));
}
