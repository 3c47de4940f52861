import express, { type Router } from 'express';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, refundSettledSchema } from '@club/core';
import { bankPaymentsOf, markRefunded, schema, type Db } from '@club/db';
import { currentUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { HttpError, NotFound } from '../../http/errors.js';
import { parse, parseId } from '../../http/validate.js';
import { refuseOwnPayment } from './own-payment.js';

/**
 * Staff mark a second payment (a transfer with the finding paid_twice) refunded, with how and when
 * the money went back: once, and never for a purchase or order of their own. Answers the bank
 * payments of its purchase or order, as their pages show them.
 */
async function settleRefund(db: Db, staffId: string, id: string, note: string) {
  const [t] = await db.select({ purchaseId: schema.bankTransfers.purchaseId, orderId: schema.bankTransfers.orderId })
    .from(schema.bankTransfers).where(eq(schema.bankTransfers.id, id));
  if (!t) throw new NotFound('refund.transfer_not_found');
  const owner = t.purchaseId ? { kind: 'purchase' as const, id: t.purchaseId } : { kind: 'order' as const, id: t.orderId! };
  await refuseOwnPayment(db, staffId, [owner], 'payment.refund');
  const done = await db.transaction((tx) => markRefunded(tx, id, staffId, note));
  if (!done.ok) {
    switch (done.reason) {
      case 'not_found': throw new NotFound('refund.transfer_not_found');
      case 'not_owed': throw new HttpError(409, ERROR_CODES.NO_REFUND_OWED, 'refund.not_owed');
      case 'refunded': throw new HttpError(409, ERROR_CODES.REFUNDED_ALREADY, 'refund.already');
    }
  }
  return bankPaymentsOf(db, owner.kind === 'purchase' ? { purchaseId: owner.id } : { orderId: owner.id });
}

/** /api/v1/admin/bank-transfers (staff and admin). */
export function adminBankTransfersRouter(db: Db): Router {
  const router = express.Router();
  router.post('/:id/refund', async (req, res) => {
    const id = parseId(req.params.id, 'refund.transfer_not_found');
    const { note } = parse(refundSettledSchema, req.body ?? {});
    sendData(res, await settleRefund(db, currentUser(req).id, id, note));
  });
  return router;
}
