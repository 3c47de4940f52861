import express, { type Router } from 'express';
import { z } from 'zod';
import { PURCHASE_STATUSES, createPurchaseSchema, msg, rejectSchema, resendTicketsSchema, slipNotForPurchase, slipReferenceSchema, type ClubSettingsDto, type Language } from '@club/core';
import {
  heldTicketsWithMatch, matchInLanguage, purchaseLifecycle, schema, selectPurchasesWithMatch, selectTicketsWithMatch, ticketCodesOf, ticketLifecycle, type Db, type TicketKeys, type Tx,
} from '@club/db';
import { matchCalendar, seasonPassTitle, ticketsPdf } from '@club/ticket-files';
import type { Storage } from '@club/storage';
import { and, eq } from 'drizzle-orm';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { requestLanguage } from '../../http/error-handler.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { acceptReceipt } from '../../http/upload.js';
import { parse, parseId } from '../../http/validate.js';
import { sendOwnReceipt, storeReceipt } from '../receipts/service.js';
import type { DemoBank } from '../payments/demo-slip.js';
import { refuseOwnPayment } from '../payments/own-payment.js';
import * as purchases from './service.js';

const NOT_YOURS = 'purchase.not_yours';
const listQuery = z.object({ matchId: z.uuid(msg('filter.purchase_match_id')).optional() });

/**
 * A slip may be sent for a purchase of the fan's that is pending, or expired (the spec lets a fan
 * still send one then), or rejected: that one goes back to staff at once with its seats taken again,
 * or is refused when they are gone, and the new slip replaces the rejected one; if that slip
 * cannot be read, the purchase (verifying) takes another, as a pending one does. `check` only asks.
 */
async function takesSlip(tx: Tx, userId: string, id: string, check = false): Promise<{ replacesKept: boolean }> {
  const [p] = await tx.select({ status: schema.purchases.status }).from(schema.purchases)
    .where(and(eq(schema.purchases.id, id), eq(schema.purchases.userId, userId))).for('update');
  if (!p) throw new NotFound(NOT_YOURS);
  if (p.status === 'rejected') {
    if (check) return { replacesKept: true };
    const moved = await purchaseLifecycle.resubmit(tx, userId, id);
    if (!moved.ok) throw moved.noSeats ? new Conflict('purchase.seats_gone') : new Conflict(slipNotForPurchase(moved.from ?? p.status));
    return { replacesKept: true };
  }
  if (p.status === 'verifying') {
    const [slip] = await tx.select({ checkStatus: schema.receipts.checkStatus }).from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
    if (slip?.checkStatus === 'unreadable') return { replacesKept: false };
  }
  if (p.status !== 'pending' && p.status !== 'expired') throw new Conflict(slipNotForPurchase(p.status));
  return { replacesKept: false };
}

/** A ticket's match in the reader's language, with its id (a calendar's event). */
const matchOf = (row: Parameters<typeof matchInLanguage>[0], lang: Language) => ({ id: row.m.id, ...matchInLanguage(row, lang) });

/** `settings` says how long a new purchase holds its seats and until when its tickets may be passed on (the club's settings, changed by admins); `now`, the clock; `demo`, the demo's bank when it runs. */
export function purchasesRouter(db: Db, receiptsStorage: Storage, settings: () => Promise<ClubSettingsDto>, now: () => Date, keys: TicketKeys, demo: DemoBank | null = null): Router {
  const router = express.Router();
  router.use(requireUser);

  router.post('/', async (req, res) => {
    const input = parse(createPurchaseSchema, req.body ?? {});
    sendData(res, await purchases.createPurchase(db, currentUser(req).id, input, (await settings()).payment_window_minutes), 201);
  });
  router.get('/', async (req, res) => {
    const { matchId } = parse(listQuery, req.query);
    sendData(res, await purchases.listOwnPurchases(db, currentUser(req).id, matchId));
  });
  router.get('/my-tickets', async (req, res) => {
    sendData(res, await purchases.listOwnPurchases(db, currentUser(req).id));
  });
  router.get('/:id', async (req, res) => {
    sendData(res, { ...await purchases.getOwnPurchase(db, currentUser(req).id, parseId(req.params.id, NOT_YOURS)), demoPayment: Boolean(demo) });
  });
  router.get('/:id/status', async (req, res) => {
    const p = await purchases.getOwnPurchase(db, currentUser(req).id, parseId(req.params.id, NOT_YOURS));
    sendData(res, { id: p.id, status: p.status, expiresAt: p.expiresAt, receiptCheck: p.receiptCheck });
  });
  router.delete('/:id/cancel', async (req, res) => {
    sendData(res, await purchases.cancelPurchase(db, currentUser(req).id, parseId(req.params.id, NOT_YOURS)));
  });
  /** The fan's own purchase with its match or season pass, once its tickets are issued (for the files below). */
  const completedPurchase = async (req: express.Request) => {
    const user = currentUser(req);
    const id = parseId(String(req.params.id), NOT_YOURS);
    const [row] = await selectPurchasesWithMatch(db, {}).where(and(eq(schema.purchases.id, id), eq(schema.purchases.userId, user.id)));
    if (!row) throw new NotFound(NOT_YOURS);
    if (row.p.status !== 'completed') throw new Conflict('purchase.tickets_not_issued');
    return { user, id, row, lang: requestLanguage(req) };
  };
  // The match in the fan's calendar, or a season pass's every match (a kick-off that moved gives a file with a higher SEQUENCE), in the reader's language.
  router.get('/:id/tickets.ics', async (req, res) => {
    const { id, row, lang } = await completedPurchase(req);
    const issued = await selectTicketsWithMatch(db, {}).where(and(eq(schema.tickets.purchaseId, id), ticketLifecycle.countsAsIssued)).orderBy(schema.matches.matchDate);
    const calendar = matchCalendar({ purchaseId: id, reference: row.p.referenceNumber, season: row.season !== null, lang, tickets: issued.map((r) => ({ match: matchOf(r, lang) })) });
    res.setHeader('content-disposition', `attachment; filename="${row.p.referenceNumber}.ics"`);
    res.type('text/calendar; charset=utf-8').send(calendar);
  });
  // The tickets the fan holds, a page each with its match and QR code, to print or keep, in the reader's language.
  router.get('/:id/tickets.pdf', async (req, res) => {
    const { user, id, row, lang } = await completedPurchase(req);
    const held = await heldTicketsWithMatch(db, id, user.id, lang);
    if (!held.length) throw new Conflict('ticket.none_held');
    const pass = row.season ? seasonPassTitle(row.season, lang) : undefined;
    const codes = await ticketCodesOf(db, keys, held.map((t) => t.id));
    const pdf = await ticketsPdf({ lang, reference: row.p.referenceNumber, holderName: user.name, pass, quantity: row.p.quantity, tickets: held.map((t) => ({ ...t, qr: codes.get(t.id)! })) });
    res.setHeader('content-disposition', `attachment; filename="${row.p.referenceNumber}.pdf"`);
    res.type('application/pdf').send(pdf);
  });
  // The tickets mailed again to the fan's address: in one mail, or one per ticket (`split`), for them to forward.
  router.post('/:id/resend-tickets', async (req, res) => {
    const { user, id } = await completedPurchase(req);
    const { split } = parse(resendTicketsSchema, req.body ?? {});
    sendData(res, await purchases.resendTickets(db, user, id, split), 202);
  });
  router.get('/:id/tickets', async (req, res) => {
    sendData(res, await purchases.listTickets(db, keys, currentUser(req).id, parseId(req.params.id, NOT_YOURS), (await settings()).transfer_cutoff_minutes, now()));
  });

  router.post('/:id/upload-receipt', acceptReceipt, async (req, res) => {
    const user = currentUser(req);
    const id = parseId(String(req.params.id), NOT_YOURS);
    const { payment_reference } = parse(slipReferenceSchema, req.body ?? {});
    const receipt = await storeReceipt(db, receiptsStorage, req.file!, { purchaseId: id }, user.id, (tx) => takesSlip(tx, user.id, id), payment_reference ?? undefined);
    sendData(res, { receiptImageUrl: `/api/v1/purchases/${id}/receipt`, uploadedAt: receipt.uploadedAt.toISOString(), checkStatus: receipt.checkStatus }, 201);
  });

  // The demo only (see DemoBank): the fan pays with a test transfer, and its slip is sent as theirs.
  router.post('/:id/demo-slip', async (req, res) => {
    if (!demo) throw new NotFound();
    const user = currentUser(req);
    const id = parseId(String(req.params.id), NOT_YOURS);
    await db.transaction((tx) => takesSlip(tx, user.id, id, true));
    const slip = await demo.pay({ purchaseId: id }, user);
    if (!slip) throw new NotFound(NOT_YOURS);
    const receipt = await storeReceipt(db, receiptsStorage, slip, { purchaseId: id }, user.id, (tx) => takesSlip(tx, user.id, id));
    sendData(res, { receiptImageUrl: `/api/v1/purchases/${id}/receipt`, uploadedAt: receipt.uploadedAt.toISOString(), checkStatus: receipt.checkStatus }, 201);
  });

  // The slip image, to its owner and to staff only (never a public URL).
  router.get('/:id/receipt', async (req, res) => {
    const purchaseId = parseId(req.params.id, NOT_YOURS);
    await sendOwnReceipt(res, db, receiptsStorage, { purchaseId }, currentUser(req), req.query.size === 'thumb');
  });
  return router;
}

const staffFilter = z.object({
  status: z.union([z.enum(PURCHASE_STATUSES), z.array(z.enum(PURCHASE_STATUSES))]).optional(),
  matchId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  refund_owed: z.boolean().optional(),
});

/** /api/v1/admin/purchases: the verification queue and decisions (staff and admin). */
export function adminPurchasesRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const q = parseListQuery(req, { field: 'updatedAt', order: 'DESC' }, purchases.STAFF_PURCHASE_SORT);
    const filter = parse(staffFilter, q.filter);
    const statuses = filter.status === undefined ? undefined : Array.isArray(filter.status) ? filter.status : [filter.status];
    const { rows, total } = await purchases.listPurchasesForStaff(db, { statuses, matchId: filter.matchId, search: filter.q || undefined, refundOwed: filter.refund_owed, offset: q.offset, limit: q.limit, order: q.sort.order, sortBy: q.sort.by });
    sendList(res, 'purchases', rows, q, total);
  });
  router.get('/:id', async (req, res) => {
    sendData(res, await purchases.getPurchaseForStaff(db, parseId(req.params.id, 'purchase.not_found')));
  });
  router.post('/:id/approve', async (req, res) => {
    const id = parseId(req.params.id, 'purchase.not_found');
    await refuseOwnPayment(db, currentUser(req).id, [{ kind: 'purchase', id }], 'purchase.approve');
    sendData(res, await purchases.approvePurchase(db, currentUser(req).id, id));
  });
  router.post('/:id/reject', async (req, res) => {
    const rejection = parse(rejectSchema, req.body ?? {});
    const id = parseId(req.params.id, 'purchase.not_found');
    await refuseOwnPayment(db, currentUser(req).id, [{ kind: 'purchase', id }], 'purchase.reject');
    sendData(res, await purchases.rejectPurchase(db, currentUser(req).id, id, rejection));
  });
  return router;
}
