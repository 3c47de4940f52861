import type { Job } from 'bullmq';
import { and, eq } from 'drizzle-orm';
import { checkTransfer, type BankCheck, type BankFinding, type ExpectedPayment, type OutboxEventPayloads } from '@club/core';
import { orderLifecycle, purchaseLifecycle, recordEvent, schema, type Db, type Tx } from '@club/db';
import { VerifierUnavailable, type SlipVerifier, type VerifiedTransfer } from '@club/payment-providers';

const { bankAccounts, bankTransfers, matches, orders, purchases, receipts } = schema;

/** What a slip pays for: a purchase or an order, what it must be paid, and who it belongs to. */
interface PaymentTarget {
  kind: 'purchase' | 'order';
  id: string;
  userId: string;
  expected: ExpectedPayment;
}

async function targetOf(db: Db | Tx, receipt: typeof receipts.$inferSelect): Promise<PaymentTarget | null> {
  if (receipt.purchaseId) {
    const [row] = await db
      .select({ p: purchases, bank: bankAccounts })
      .from(purchases)
      .innerJoin(matches, eq(purchases.matchId, matches.id))
      .innerJoin(bankAccounts, eq(matches.bankAccountId, bankAccounts.id))
      .where(eq(purchases.id, receipt.purchaseId));
    if (!row) return null;
    const { p, bank } = row;
    return { kind: 'purchase', id: p.id, userId: p.userId, expected: { amountSatang: p.totalSatang, accountNumber: bank.accountNumber, promptpayId: bank.promptpayId, createdAt: p.createdAt, expiresAt: p.expiresAt } };
  }
  const [row] = await db.select({ o: orders, bank: bankAccounts }).from(orders)
    .innerJoin(bankAccounts, eq(bankAccounts.forMerchandise, true))
    .where(eq(orders.id, receipt.orderId!));
  if (!row) return null;
  const { o, bank } = row;
  return { kind: 'order', id: o.id, userId: o.userId, expected: { amountSatang: o.totalSatang, accountNumber: bank.accountNumber, promptpayId: bank.promptpayId, createdAt: o.createdAt, expiresAt: o.expiresAt } };
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

/**
 * Claim the transfer for this payment: the unique key on (sending bank, transaction reference)
 * lets one purchase or order have it. The finding when another already has it; none when this
 * one has (a retried job).
 */
async function claim(tx: Tx, target: PaymentTarget, receiptId: string, transfer: VerifiedTransfer): Promise<BankFinding | null> {
  // A transfer of nothing pays for nothing (the amount check has said so); it is not kept.
  if (transfer.amountSatang <= 0) return null;
  const [claimed] = await tx
    .insert(bankTransfers)
    .values({
      bankCode: transfer.sendingBank, transRef: transfer.transRef, amountSatang: transfer.amountSatang, paidAt: transfer.paidAt,
      source: 'slip', provider: transfer.provider, receiptId,
      ...(target.kind === 'purchase' ? { purchaseId: target.id } : { orderId: target.id }),
    })
    .onConflictDoNothing()
    .returning({ id: bankTransfers.id });
  if (claimed) return null;
  const [holder] = await tx.select({ purchaseId: bankTransfers.purchaseId, orderId: bankTransfers.orderId }).from(bankTransfers)
    .where(and(eq(bankTransfers.bankCode, transfer.sendingBank), eq(bankTransfers.transRef, transfer.transRef)));
  if (!holder || (target.kind === 'purchase' ? holder.purchaseId : holder.orderId) === target.id) return null;
  return { code: 'already_used', reference: await referenceOf(tx, holder) };
}

/** Paid already (staff approved it while the bank was being asked): the bank agreeing confirms nothing more. */
const PAID: readonly string[] = ['completed', 'paid', 'processing', 'shipped', 'delivered'];

/**
 * Confirm the payment as the system's: the findings that stop it when it cannot be (a late
 * payment whose seats are gone, a purchase or order closed meanwhile: a refund is due).
 */
async function confirm(tx: Tx, target: PaymentTarget, transfer: VerifiedTransfer): Promise<BankFinding[]> {
  const paid = { source: 'slip', provider: transfer.provider, transRef: transfer.transRef };
  const moved = target.kind === 'purchase'
    ? await purchaseLifecycle.confirm(tx, target.id, paid)
    : await orderLifecycle.move(tx, target.id, 'paid', {}, { by: null, changes: paid });
  if (moved.ok || (moved.from && PAID.includes(moved.from))) return [];
  return ['noSeats' in moved && moved.noSeats ? { code: 'no_seats' } : { code: 'closed' }];
}

/** Record where a slip's bank check stands, and tell the fan's screens and the console. */
async function settle(tx: Tx, receipt: typeof receipts.$inferSelect, target: PaymentTarget, check: BankCheck, findings: BankFinding[], answer: { provider: string; answer: unknown } | null) {
  await tx.update(receipts).set({ bankCheck: check, bankFindings: findings, bankAnswer: answer, bankCheckedAt: new Date() }).where(eq(receipts.id, receipt.id));
  await recordEvent(tx, 'receipt.bank_checked', { purchaseId: receipt.purchaseId, orderId: receipt.orderId, userId: target.userId, check });
}

/**
 * Ask the bank, through the slip verifier, about the transfer a slip's mini-QR names, check it
 * against what the purchase or order must be paid (amount to the satang, receiver, time, never
 * used before) and, when all is well and `autoConfirm` is on, confirm the payment without staff.
 * Anything else is left to staff with the findings; the system never rejects. A verifier that
 * cannot answer makes the job fail and be retried (staff may decide meanwhile, which ends it).
 * Safe to run twice.
 */
export function bankCheckProcessor(db: Db, verifier: SlipVerifier, { autoConfirm }: { autoConfirm: boolean }) {
  return async (job: Job<OutboxEventPayloads['receipt.bank_check']>): Promise<void> => {
    const [receipt] = await db.select().from(receipts).where(eq(receipts.id, job.data.receiptId));
    if (!receipt || receipt.bankCheck !== 'checking' || !receipt.slipQrData) return;
    const target = await targetOf(db, receipt);
    if (!target) return;

    let verification;
    try {
      verification = await verifier.verify(receipt.slipQrData.raw);
    } catch (err) {
      if (!(err instanceof VerifierUnavailable)) throw err;
      // Staff see that the bank could not be asked yet; the job is tried again.
      if (!receipt.bankFindings.some((f) => f.code === 'provider_unavailable')) {
        await db.update(receipts).set({ bankFindings: [{ code: 'provider_unavailable' }] })
          .where(and(eq(receipts.id, receipt.id), eq(receipts.bankCheck, 'checking')));
      }
      throw err;
    }
    const answer = { provider: verifier.provider, answer: verification.raw };

    await db.transaction(async (tx) => {
      // Once: a retried job, or staff who decided meanwhile, find it settled.
      const [still] = await tx.select({ id: receipts.id }).from(receipts).where(and(eq(receipts.id, receipt.id), eq(receipts.bankCheck, 'checking'))).for('update');
      if (!still) return;
      if (verification.status === 'not_found') return settle(tx, receipt, target, 'to_staff', [{ code: 'not_found' }], answer);
      const { transfer } = verification;
      const findings = checkTransfer(target.expected, transfer);
      const used = await claim(tx, target, receipt.id, transfer);
      if (used) findings.push(used);
      if (findings.length || !autoConfirm) return settle(tx, receipt, target, 'to_staff', findings, answer);
      const refused = await confirm(tx, target, transfer);
      return settle(tx, receipt, target, refused.length ? 'to_staff' : 'confirmed', refused, answer);
    });
  };
}
