import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { z } from 'zod';
import { ERROR_CODES, checkTransfer, namesUnpaid, type BankFinding } from '@club/core';
import { eq } from 'drizzle-orm';
import { audit, claimTransfer, confirmPayment, paymentTargetByReference, purchaseLifecycle, recordEvent, schema, targetStatus, type Db } from '@club/db';
import { HttpError, Invalid, NotFound, Unauthorized } from '../../http/errors.js';
import { parse } from '../../http/validate.js';

/** The header a callback is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export const SIGNATURE_HEADER = 'x-bank-signature';
/** A signature older or newer than this is refused: a callback captured and sent again later does nothing. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * A bank's payment confirmation of a Thai QR bill payment (tag 30), as SCB documents it for its
 * QR 30 payments ("Payment Confirmation", developer.scb.co.th): the fields the product reads.
 * Ref1 is the purchase's or order's reference in capitals without dashes (as the QR carried it).
 */
const confirmation = z.object({
  transactionId: z.string().trim().min(1).max(64),
  amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  transactionDateandTime: z.iso.datetime({ offset: true }),
  currencyCode: z.literal('764'),
  sendingBankCode: z.string().regex(/^\d{3}$/),
  payeeProxyType: z.literal('BILLERID'),
  payeeProxyId: z.string().regex(/^\d{15}$/),
  billPaymentRef1: z.string().regex(/^[A-Za-z0-9]{1,20}$/),
  billPaymentRef2: z.string().max(20).optional(),
  payerName: z.string().max(200).optional(),
});
type BankConfirmation = z.infer<typeof confirmation>;

/** The signature of `body` at `time` (unix seconds): what the bank sends, and what is compared. */
export const bankSignature = (secret: string, time: number, body: string) => createHmac('sha256', secret).update(`${time}.${body}`).digest('hex');

/** Whether the header signs this body with the secret, at a time close to now. */
function signedNow(header: string | undefined, body: string, secret: string, nowMs: number): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const time = Number(parts.t);
  if (!/^\d{1,12}$/.test(parts.t ?? '') || Math.abs(nowMs / 1000 - time) > SIGNATURE_TOLERANCE_S) return false;
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(parts.v1 ?? '') ? parts.v1! : '', 'hex');
  const expected = Buffer.from(bankSignature(secret, time, body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

type Outcome = 'confirmed' | 'to_staff' | 'unmatched' | 'again';

/**
 * A bill payment the bank confirmed: the purchase or order its Ref1 names, checked as a slip's
 * transfer is (amount to the satang, paid to the account's biller id, inside the window, a
 * transaction used once), then confirmed without staff, or left to staff with the findings (a
 * purchase waits in their queue as verifying). Idempotent by the bank's transaction id: a
 * confirmation sent again changes nothing. One with no purchase or order is audited for staff.
 */
async function receive(db: Db, c: BankConfirmation, autoConfirm: boolean): Promise<Outcome> {
  const amountSatang = Math.round(Number(c.amount) * 100);
  const paidAt = new Date(c.transactionDateandTime);
  const paid = { source: 'callback' as const, provider: 'bank', transRef: c.transactionId };
  return db.transaction(async (tx) => {
    const target = await paymentTargetByReference(tx, c.billPaymentRef1);
    if (!target) {
      await audit(tx, { actorId: null, action: 'payment.unmatched', entityType: 'bank_callback', entityId: c.transactionId, changes: { ref1: c.billPaymentRef1, amountSatang, paidAt: paidAt.toISOString(), payer: c.payerName ?? null } });
      return 'unmatched';
    }
    const findings: BankFinding[] = checkTransfer(target.expected, { amountSatang, paidAt, receiver: { account: null, proxy: { type: c.payeeProxyType, value: c.payeeProxyId } } });
    // Staff rejected its payment, or it expired: this one reopens it for staff, never confirmed over their decision.
    const unpaid = namesUnpaid((await targetStatus(tx, target))!, target.reference);
    if (unpaid) findings.push(unpaid);
    const claimed = await claimTransfer(tx, target, { bankCode: c.sendingBankCode, amountSatang, paidAt, payerName: c.payerName ?? null, ...paid });
    if ('claim' in claimed && claimed.claim === 'again') return 'again';
    if ('finding' in claimed) findings.push(claimed.finding);
    if (!findings.length && autoConfirm) findings.push(...await confirmPayment(tx, target, paid));
    else if (target.kind === 'purchase') {
      // Staff decide it from their queue, as a slip's.
      await purchaseLifecycle.markVerifying(tx, target.id);
    }
    const confirmed = !findings.length && autoConfirm;
    if (claimed.id && findings.length) await tx.update(schema.bankTransfers).set({ findings }).where(eq(schema.bankTransfers.id, claimed.id));
    await audit(tx, { actorId: null, action: `payment.${confirmed ? 'callback_confirmed' : 'callback_to_staff'}`, entityType: target.kind, entityId: target.id, changes: { ...paid, amountSatang, findings } });
    // A second payment leaves the order as it is (paid); one waiting for staff shows as waiting.
    if (!confirmed && target.kind === 'order' && !findings.some((f) => f.code === 'paid_twice')) await recordEvent(tx, 'order.status_changed', { orderId: target.id, userId: target.userId, status: 'pending_payment', from: 'pending_payment' });
    return confirmed ? 'confirmed' : 'to_staff';
  });
}

/**
 * POST /api/v1/payments/bank-callback: the bank's (or its gateway's) payment confirmations of
 * bill payments, authenticated by an HMAC signature with BANK_CALLBACK_SECRET over the raw body and
 * a time within 5 minutes (a replayed callback is refused or, inside that time, changes nothing).
 * Answers as SCB's documentation asks a merchant to (resCode 00), so the bank does not send it
 * again; a forged or malformed one gets the product's own error envelope and changes nothing.
 */
export function bankCallbackRouter(db: Db, { secret, autoConfirm, now }: { secret: string | undefined; autoConfirm: boolean; now: () => Date }): Router {
  const router = express.Router();
  router.post('/bank-callback', express.raw({ type: () => true, limit: '16kb' }), async (req, res) => {
    if (!secret) throw new NotFound();
    const body = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
    if (!signedNow(req.get(SIGNATURE_HEADER), body, secret, now().getTime())) throw new Unauthorized('payment.bad_signature');
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new HttpError(400, ERROR_CODES.BAD_JSON, 'request.bad_json');
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Invalid('request.body_not_object');
    const c = parse(confirmation, json);
    const outcome = await receive(db, c, autoConfirm);
    res.status(200).json({ resCode: '00', resDesc: 'success', transactionId: c.transactionId, outcome });
  });
  return router;
}
