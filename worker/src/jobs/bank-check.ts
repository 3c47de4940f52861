import type { Job } from 'bullmq';
import { and, eq } from 'drizzle-orm';
import { checkTransfer, type BankCheck, type BankFinding, type OutboxEventPayloads } from '@club/core';
import { claimTransfer, confirmPayment, paymentTargetOf, recordEvent, schema, type Db, type PaymentTarget, type Tx } from '@club/db';
import { VerifierUnavailable, type SlipVerifier } from '@club/payment-providers';

const { receipts } = schema;

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
  return async (job: Job<OutboxEventPayloads['receipt.bank_check']>): Promise<{ verifyMs: number; confirmMs: number } | undefined> => {
    const [receipt] = await db.select().from(receipts).where(eq(receipts.id, job.data.receiptId));
    if (!receipt || receipt.bankCheck !== 'checking' || !receipt.slipQrData) return;
    const target = await paymentTargetOf(db, receipt);
    if (!target) return;

    let verification;
    let at = performance.now();
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
    const verifyMs = performance.now() - at;
    at = performance.now();

    await db.transaction(async (tx) => {
      // Once: a retried job, or staff who decided meanwhile, find it settled.
      const [still] = await tx.select({ id: receipts.id }).from(receipts).where(and(eq(receipts.id, receipt.id), eq(receipts.bankCheck, 'checking'))).for('update');
      if (!still) return;
      if (verification.status === 'not_found') return settle(tx, receipt, target, 'to_staff', [{ code: 'not_found' }], answer);
      const { transfer } = verification;
      const findings = checkTransfer(target.expected, transfer);
      const used = await claimTransfer(tx, target, {
        bankCode: transfer.sendingBank, transRef: transfer.transRef, amountSatang: transfer.amountSatang, paidAt: transfer.paidAt,
        source: 'slip', provider: transfer.provider, payerName: transfer.sender.name, receiptId: receipt.id,
      });
      if ('finding' in used) findings.push(used.finding);
      if (findings.length || !autoConfirm) return settle(tx, receipt, target, 'to_staff', findings, answer);
      const refused = await confirmPayment(tx, target, { source: 'slip', provider: transfer.provider, transRef: transfer.transRef });
      return settle(tx, receipt, target, refused.length ? 'to_staff' : 'confirmed', refused, answer);
    });
    // For `npm run bench:payments`: the bank's answer and the confirmation (ms).
    return { verifyMs, confirmMs: performance.now() - at };
  };
}
