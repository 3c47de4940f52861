import express, { type Router } from 'express';
import { z } from 'zod';
import { ORDER_STATUSES, createOrderSchema, orderListQuerySchema, slipReferenceSchema, updateOrderSchema, rejectSchema, type ClubSettingsDto, type OrderReceiptUploadDto } from '@club/core';
import type { Db } from '@club/db';
import type { Storage } from '@club/storage';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { acceptReceipt } from '../../http/upload.js';
import { NotFound } from '../../http/errors.js';
import { parse, parseId } from '../../http/validate.js';
import type { DemoBank } from '../payments/demo-slip.js';
import { sendOwnReceipt, storeReceipt } from '../receipts/service.js';
import * as orders from './service.js';

/** /api/v1/orders (spec section 7): the signed-in user's store orders, and the public bank account. */
export function ordersRouter(db: Db, receiptsStorage: Storage, settings: () => Promise<ClubSettingsDto>, demo: DemoBank | null): Router {
  const router = express.Router();
  router.get('/public/merchandise/bank-account', async (_req, res) => {
    sendData(res, { bankAccount: await orders.getMerchandiseBankAccount(db) });
  });
  router.use(requireUser);
  router.post('/create-from-cart', async (req, res) => {
    const input = parse(createOrderSchema, req.body ?? {});
    sendData(res, { order: await orders.createOrderFromCart(db, currentUser(req).id, input, (await settings()).order_payment_hours) }, 201);
  });
  router.get('/', async (req, res) => {
    const { page, limit } = parse(orderListQuerySchema, req.query);
    sendData(res, await orders.listOwnOrders(db, currentUser(req).id, page, limit));
  });
  router.get('/:id', async (req, res) => {
    sendData(res, { order: { ...await orders.getOwnOrder(db, currentUser(req).id, parseId(req.params.id, orders.ORDER_NOT_FOUND)), demo_payment: Boolean(demo) } });
  });

  router.post('/:id/payment-receipt', acceptReceipt, async (req, res) => {
    const user = currentUser(req);
    const id = parseId(String(req.params.id), orders.ORDER_NOT_FOUND);
    const { payment_reference } = parse(slipReferenceSchema, req.body ?? {});
    const receipt = await storeReceipt(db, receiptsStorage, req.file!, { orderId: id }, user.id,
      (tx) => orders.checkOrderTakesReceipt(tx, user.id, id, payment_reference), payment_reference ?? undefined);
    const body: OrderReceiptUploadDto = { receipt_image_url: `/api/v1/orders/${id}/receipt`, uploaded_at: receipt.uploadedAt.toISOString(), payment_reference };
    sendData(res, body, 201);
  });

  // The demo only (see DemoBank): the fan pays with a test transfer, and its slip is sent as theirs.
  router.post('/:id/demo-slip', async (req, res) => {
    if (!demo) throw new NotFound();
    const user = currentUser(req);
    const id = parseId(String(req.params.id), orders.ORDER_NOT_FOUND);
    // The order's own checks run as the slip is stored (a test transfer the order cannot take is only the demo bank's).
    const slip = await demo.pay({ orderId: id }, user);
    if (!slip) throw new NotFound(orders.ORDER_NOT_FOUND);
    const receipt = await storeReceipt(db, receiptsStorage, slip, { orderId: id }, user.id, (tx) => orders.checkOrderTakesReceipt(tx, user.id, id, null));
    const body: OrderReceiptUploadDto = { receipt_image_url: `/api/v1/orders/${id}/receipt`, uploaded_at: receipt.uploadedAt.toISOString(), payment_reference: null };
    sendData(res, body, 201);
  });

  // The slip image, to its owner and to staff only (never a public URL).
  router.get('/:id/receipt', async (req, res) => {
    const orderId = parseId(req.params.id, 'slip.not_found');
    await sendOwnReceipt(res, db, receiptsStorage, { orderId }, currentUser(req), req.query.size === 'thumb');
  });
  return router;
}

const staffFilter = z.object({
  status: z.union([z.enum(ORDER_STATUSES), z.array(z.enum(ORDER_STATUSES))]).optional(),
  q: z.string().trim().max(100).optional(),
  awaiting_verification: z.boolean().optional(),
  needs_action: z.boolean().optional(),
  refund_owed: z.boolean().optional(),
});

/** /api/v1/admin/orders: staff follow, verify and fulfil store orders (ra-data-simple-rest). */
export function adminOrdersRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const q = parseListQuery(req, { field: 'created_at', order: 'DESC' }, orders.STAFF_ORDER_SORT);
    const filter = parse(staffFilter, q.filter);
    const statuses = filter.status === undefined ? undefined : Array.isArray(filter.status) ? filter.status : [filter.status];
    const { rows, total } = await orders.listOrdersForStaff(db, { statuses, q: filter.q, awaitingVerification: filter.awaiting_verification, needsAction: filter.needs_action, refundOwed: filter.refund_owed, sort: q.sort, offset: q.offset, limit: q.limit });
    sendList(res, 'orders', rows, q, total);
  });
  router.get('/:id', async (req, res) => {
    sendData(res, await orders.getOrderForStaff(db, parseId(req.params.id, orders.ORDER_NOT_FOUND)));
  });
  router.post('/:id/reject', async (req, res) => {
    const rejection = parse(rejectSchema, req.body ?? {});
    sendData(res, await orders.rejectOrder(db, currentUser(req).id, parseId(req.params.id, orders.ORDER_NOT_FOUND), rejection));
  });
  router.put('/:id', async (req, res) => {
    const input = parse(updateOrderSchema, req.body ?? {});
    sendData(res, await orders.updateOrder(db, currentUser(req).id, parseId(req.params.id, orders.ORDER_NOT_FOUND), input));
  });
  return router;
}
