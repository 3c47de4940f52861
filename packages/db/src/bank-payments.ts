/**
 * A payment the bank reported, whichever way it came (a slip the verifier checked, the bank's
 * bill-payment callback, later a statement line): what it pays for, the claim of its transfer (one
 * purchase or order per transfer), and the confirmation without staff. The worker's bank check and
 * the API's bank callback both go through here, so the rules are written once.
 */
import { and, between, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import {
  ORDER_CLOSED, ORDER_PAID, PURCHASE_CLOSED, PURCHASE_PAID, SAME_TRANSFER_MS, referenceKey, samePayer, transferKey,
  type BankFinding, type BankPaymentDto, type ExpectedPayment, type OrderStatus, type PaymentSource, type PurchaseStatus,
} from '@club/core';
import { audit } from './audit.js';
import type { Db, Tx } from './client.js';
import * as orderLifecycle from './order-lifecycle.js';
import * as purchaseLifecycle from './purchase-lifecycle.js';
import { purchaseBankAccountId } from './match-queries.js';
import { bankAccounts, bankTransfers, orders, purchases } from './schema/index.js';

/** What a payment pays for: a purchase or an order, its reference, who it belongs to and what it must be paid. */
export interface PaymentTarget {
  kind: 'purchase' | 'order';
  id: string;
  userId: string;
  reference: string;
  expected: ExpectedPayment;
}

const purchaseTargets = (db: Db | Tx) =>
  db.select({ p: purchases, bank: bankAccounts }).from(purchases).innerJoin(bankAccounts, eq(bankAccounts.id, purchaseBankAccountId));
const orderTargets = (db: Db | Tx) =>
  db.select({ o: orders, bank: bankAccounts }).from(orders).innerJoin(bankAccounts, eq(bankAccounts.forMerchandise, true));

type Bank = typeof bankAccounts.$inferSelect;
const expectedOf = (row: { totalSatang: number; createdAt: Date; expiresAt: Date }, bank: Bank): ExpectedPayment => ({
  amountSatang: row.totalSatang, accountNumber: bank.accountNumber, promptpayId: bank.promptpayId, billerId: bank.billerId,
  createdAt: row.createdAt, expiresAt: row.expiresAt,
});
/** A purchase as a payment target, paid into `bank` (its match's or season pass's account). */
export const purchaseTarget = ({ p, bank }: { p: typeof purchases.$inferSelect; bank: Bank }): PaymentTarget =>
  ({ kind: 'purchase', id: p.id, userId: p.userId, reference: p.referenceNumber, expected: expectedOf(p, bank) });
/** An order as a payment target, paid into `bank` (the store's account). */
export const orderTarget = ({ o, bank }: { o: typeof orders.$inferSelect; bank: Bank }): PaymentTarget =>
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

/**
 * The purchase or order a reference names, however it was written (a bill payment's Ref1, a payer's
 * note, staff typing it): by its referenceKey, through the unique index on reference_key.
 */
export async function paymentTargetByReference(db: Db | Tx, reference: string): Promise<PaymentTarget | null> {
  const key = referenceKey(reference);
  if (!key) return null;
  const [purchase] = await purchaseTargets(db).where(eq(purchases.referenceKey, key));
  if (purchase) return purchaseTarget(purchase);
  const [order] = await orderTargets(db).where(eq(orders.referenceKey, key));
  return order ? orderTarget(order) : null;
}

/** A bank transfer as the product keeps it. */
export interface ReportedPayment {
  bankCode: string;
  transRef: string;
  /** The one key of the transfer when it is not transferKey(transRef): a statement line with no bank reference is `statement:<line id>`. */
  key?: string;
  amountSatang: number;
  paidAt: Date;
  source: PaymentSource;
  provider: string | null;
  /** The payer's name as the bank wrote it, when it did. */
  payerName: string | null;
  receiptId?: string;
}

/** A transfer already recorded and what it paid for. */
export interface RecordedTransfer { id: string; purchaseId: string | null; orderId: string | null; reference: string }

const holds = (t: { purchaseId: string | null; orderId: string | null }, target: { kind: 'purchase' | 'order'; id: string }) =>
  (target.kind === 'purchase' ? t.purchaseId : t.orderId) === target.id;

const recordedColumns = {
  id: bankTransfers.id, purchaseId: bankTransfers.purchaseId, orderId: bankTransfers.orderId,
  reference: sql<string>`coalesce(${purchases.referenceNumber}, ${orders.orderNumber})`,
};

/** The transfer recorded under this key (the bank's reference, transferKey), if any. */
export async function transferByKey(tx: Db | Tx, key: string): Promise<RecordedTransfer | null> {
  const [row] = await tx.select(recordedColumns).from(bankTransfers)
    .leftJoin(purchases, eq(purchases.id, bankTransfers.purchaseId)).leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    .where(eq(bankTransfers.transferKey, key));
  return row ?? null;
}

/**
 * Transfers recorded by another way than `source` (a slip's, a callback's, a statement line's)
 * into the account `accountNumber`, of this amount, within SAME_TRANSFER_MS of `paidAt`, from a
 * payer who may be this one (core's samePayer: a name the bank wrote for each that differs tells
 * two people apart on a sale day of one price): maybe the same money under another reference (a
 * statement line has none, a callback's id is not a slip's).
 */
export async function transfersLike(tx: Db | Tx, accountNumber: string, t: { amountSatang: number; paidAt: Date; source: PaymentSource; payerName: string | null }): Promise<RecordedTransfer[]> {
  const rows = await tx.select({ ...recordedColumns, payerName: bankTransfers.payerName }).from(bankTransfers)
    .leftJoin(purchases, eq(purchases.id, bankTransfers.purchaseId)).leftJoin(orders, eq(orders.id, bankTransfers.orderId))
    // The account it was paid into: the purchase's (its match's or pass's), the store's for an order.
    .innerJoin(bankAccounts, or(and(isNotNull(bankTransfers.purchaseId), eq(bankAccounts.id, purchaseBankAccountId)), and(isNotNull(bankTransfers.orderId), eq(bankAccounts.forMerchandise, true))))
    .where(and(
      eq(bankAccounts.accountNumber, accountNumber), eq(bankTransfers.amountSatang, t.amountSatang), ne(bankTransfers.source, t.source),
      between(bankTransfers.paidAt, new Date(t.paidAt.getTime() - SAME_TRANSFER_MS), new Date(t.paidAt.getTime() + SAME_TRANSFER_MS)),
    ));
  return rows.filter((r) => samePayer(r.payerName, t.payerName) !== false).map(({ payerName: _, ...r }) => r);
}

/** Paid, and not closed since (a refunded order is both): a new payment for it is a second one. */
const paidAndOpen = (kind: PaymentTarget['kind'], status: string): boolean => kind === 'purchase'
  ? PURCHASE_PAID.includes(status as PurchaseStatus) && !PURCHASE_CLOSED.includes(status as PurchaseStatus)
  : ORDER_PAID.includes(status as OrderStatus) && !ORDER_CLOSED.includes(status as OrderStatus);

/** The purchase's or order's status now. */
export async function targetStatus(tx: Db | Tx, target: PaymentTarget): Promise<PurchaseStatus | OrderStatus | null> {
  const [row] = target.kind === 'purchase'
    ? await tx.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, target.id))
    : await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, target.id));
  return row?.status ?? null;
}

/** Whether the purchase or order is paid now, and not closed since. */
export async function paidNow(tx: Db | Tx, target: PaymentTarget): Promise<boolean> {
  return paidAndOpen(target.kind, (await targetStatus(tx, target)) ?? '');
}

export type Claim = { claim: 'new' | 'again'; id: string | null } | { finding: BankFinding; id: string | null };

/**
 * Claim the transfer for this payment: one purchase or order per transfer, whichever way it came.
 * `new`: claimed now; `again`: this one had it already (a retried job, a callback sent again, the
 * same money reported another way); `already_used`: another purchase or order has it, by its key
 * or (when this report cannot be matched by key) by account, amount and time; `paid_twice`: a new
 * transfer for something another transfer already paid, recorded with the finding and audited so
 * staff refund it. A transfer of nothing pays for nothing (the amount check says so) and is not kept.
 */
export async function claimTransfer(tx: Tx, target: PaymentTarget, payment: ReportedPayment): Promise<Claim> {
  if (payment.amountSatang <= 0) return { claim: 'new', id: null };
  const { key: given, ...reported } = payment;
  const key = given ?? transferKey(payment.transRef) ?? payment.transRef.trim();
  // Claims of one amount into one account wait for each other, so the look for the same money under
  // another reference and the claim are one step (two ways reporting it at once cannot both pay).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`transfer:${target.expected.accountNumber}:${payment.amountSatang}`}))`);
  const like = await transfersLike(tx, target.expected.accountNumber, payment);
  const other = like.find((t) => !holds(t, target));
  if (other) return { finding: { code: 'already_used', reference: other.reference }, id: null };
  if (like.length) return { claim: 'again', id: like[0]!.id };

  const [claimed] = await tx.insert(bankTransfers)
    .values({ ...reported, transferKey: key, ...(target.kind === 'purchase' ? { purchaseId: target.id } : { orderId: target.id }) })
    .onConflictDoNothing().returning({ id: bankTransfers.id });
  if (!claimed) {
    const holder = await transferByKey(tx, key);
    if (!holder || holds(holder, target)) return { claim: 'again', id: holder?.id ?? null };
    return { finding: { code: 'already_used', reference: holder.reference }, id: null };
  }
  // Paid already by another transfer we know of: this is a second payment, a refund is owed.
  // (Paid by staff with no transfer on record: this may be the very money of the slip they approved.)
  const [earlier] = await tx.select({ id: bankTransfers.id }).from(bankTransfers)
    .where(and(target.kind === 'purchase' ? eq(bankTransfers.purchaseId, target.id) : eq(bankTransfers.orderId, target.id), ne(bankTransfers.id, claimed.id))).limit(1);
  if (earlier && await paidNow(tx, target)) {
    const finding: BankFinding = { code: 'paid_twice' };
    await tx.update(bankTransfers).set({ findings: [finding] }).where(eq(bankTransfers.id, claimed.id));
    await audit(tx, { actorId: null, action: REFUND_OWED_ACTION, entityType: target.kind, entityId: target.id, changes: { source: payment.source, provider: payment.provider, transRef: payment.transRef, amountSatang: payment.amountSatang } });
    return { finding, id: claimed.id };
  }
  return { claim: 'new', id: claimed.id };
}

/** The audit action of a second payment recorded for something already paid (the console's dashboard counts and links them). */
export const REFUND_OWED_ACTION = 'payment.refund_owed';
/** The audit action of staff marking such a second payment refunded. */
export const REFUNDED_ACTION = 'payment.refunded';

/** A refund is owed for a transfer: it was a second payment (paid_twice) and is not marked refunded. */
export const refundOwed = and(sql`${bankTransfers.findings} @> ${JSON.stringify([{ code: 'paid_twice' }])}::jsonb`, isNull(bankTransfers.refundedAt))!;
/** In a query of purchases (or orders): the row is owed a refund by one of its transfers (the staff lists' filter refund_owed). */
export const owesRefund = (kind: PaymentTarget['kind']) => kind === 'purchase'
  ? sql`exists (select 1 from ${bankTransfers} where ${bankTransfers.purchaseId} = ${purchases.id} and ${refundOwed})`
  : sql`exists (select 1 from ${bankTransfers} where ${bankTransfers.orderId} = ${orders.id} and ${refundOwed})`;

/**
 * Staff gave a second payment back (`note`: how and when): the transfer is marked refunded once,
 * by a conditional update, and audited on its purchase or order. `not_owed`: no second payment;
 * `refunded`: marked already. No undo: the money has left; the audit row keeps who said how.
 */
export async function markRefunded(tx: Tx, id: string, staffId: string, note: string): Promise<{ ok: true } | { ok: false; reason: 'not_found' | 'not_owed' | 'refunded' }> {
  const [done] = await tx.update(bankTransfers).set({ refundedAt: new Date(), refundedBy: staffId, refundNote: note })
    .where(and(eq(bankTransfers.id, id), refundOwed))
    .returning({ purchaseId: bankTransfers.purchaseId, orderId: bankTransfers.orderId, transRef: bankTransfers.transRef, amountSatang: bankTransfers.amountSatang });
  if (done) {
    await audit(tx, {
      actorId: staffId, action: REFUNDED_ACTION, entityType: done.purchaseId ? 'purchase' : 'order', entityId: (done.purchaseId ?? done.orderId)!,
      changes: { transferId: id, transRef: done.transRef, amountSatang: done.amountSatang, note },
    });
    return { ok: true };
  }
  const [t] = await tx.select({ refundedAt: bankTransfers.refundedAt }).from(bankTransfers).where(eq(bankTransfers.id, id));
  return { ok: false, reason: !t ? 'not_found' : t.refundedAt ? 'refunded' : 'not_owed' };
}

/**
 * Confirm the payment as the system's, or (`by`) as that staff member's approval, audited with how
 * it was paid: none when it is confirmed or was already, else the finding that stops it (a late
 * payment whose seats are gone, a purchase or order closed meanwhile: a refund is due).
 */
export async function confirmPayment(tx: Tx, target: PaymentTarget, paid: { source: PaymentSource; provider: string | null; transRef: string }, by: string | null = null): Promise<BankFinding[]> {
  // A purchase paid with no slip (a bill payment) passes through verifying, as every purchase does on its way to completed.
  if (target.kind === 'purchase') await purchaseLifecycle.markVerifying(tx, target.id);
  const moved = target.kind === 'purchase'
    ? await (by ? purchaseLifecycle.approve(tx, by, target.id, paid) : purchaseLifecycle.confirm(tx, target.id, paid))
    : await orderLifecycle.move(tx, target.id, 'paid', {}, { by, changes: paid });
  if (moved.ok) return [];
  // Paid already (staff approved it while the bank was being asked): the bank agreeing confirms nothing more.
  if (moved.from && paidAndOpen(target.kind, moved.from)) return [];
  return ['noSeats' in moved && moved.noSeats ? { code: 'no_seats' } : { code: 'closed' }];
}

/** The transfers the bank reported paying a purchase or an order, oldest first, as staff see them. */
export async function bankPaymentsOf(db: Db | Tx, owner: { purchaseId: string } | { orderId: string }): Promise<BankPaymentDto[]> {
  const rows = await db.select().from(bankTransfers)
    .where('purchaseId' in owner ? eq(bankTransfers.purchaseId, owner.purchaseId) : eq(bankTransfers.orderId, owner.orderId)).orderBy(bankTransfers.createdAt);
  return rows.map((t) => ({
    id: t.id, source: t.source, provider: t.provider, trans_ref: t.transRef, amount_satang: t.amountSatang, paid_at: t.paidAt.toISOString(), findings: t.findings,
    refunded_at: t.refundedAt?.toISOString() ?? null, refund_note: t.refundNote,
  }));
}
