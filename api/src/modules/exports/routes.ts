import express, { type Response, type Router } from 'express';
import { z } from 'zod';
import { ORDER_STATUSES, msg, msgWith, oneOfWords } from '@club/core';
import type { Db } from '@club/db';
import { parse } from '../../http/validate.js';
import { ledgerCsv, ordersCsv, purchasesCsv, ticketsCsv, zoneSalesCsv, type CsvFile } from './service.js';

const matchQuery = z.object({ match_id: z.uuid(msg('filter.match_id')).optional() });
const orderQuery = z.object({ status: z.enum(ORDER_STATUSES, { error: msgWith(oneOfWords('status', ORDER_STATUSES)) }).optional() });

export function sendCsv(res: Response, file: CsvFile): void {
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${file.filename}"`);
  res.send(file.body);
}

/** /api/v1/admin/exports: CSV files for spreadsheets (staff and admins). */
export function adminExportsRouter(db: Db): Router {
  const router = express.Router();
  router.get('/purchases.csv', async (req, res) => {
    sendCsv(res, await purchasesCsv(db, parse(matchQuery, req.query).match_id));
  });
  router.get('/tickets.csv', async (req, res) => {
    sendCsv(res, await ticketsCsv(db, parse(matchQuery, req.query).match_id));
  });
  router.get('/zone-sales.csv', async (req, res) => {
    sendCsv(res, await zoneSalesCsv(db, parse(matchQuery, req.query).match_id));
  });
  router.get('/ledger.csv', async (_req, res) => {
    sendCsv(res, await ledgerCsv(db));
  });
  router.get('/orders.csv', async (req, res) => {
    sendCsv(res, await ordersCsv(db, parse(orderQuery, req.query).status));
  });
  return router;
}
