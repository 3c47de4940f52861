import express, { type Router } from 'express';
import { checkInGatesQuery, checkInSchema, checkInStatsQuery } from '@club/core';
import type { Db, TicketKeys } from '@club/db';
import { currentUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import * as gate from './service.js';

/** /api/v1/admin/check-in: gate check-in (staff and admin; the admin router requires staff). */
export function adminCheckInRouter(db: Db, now: () => Date, keys: TicketKeys): Router {
  const router = express.Router();
  router.post('/', async (req, res) => {
    const input = parse(checkInSchema, req.body ?? {});
    const { id, name } = currentUser(req);
    sendData(res, await gate.checkIn(db, keys, { id, name }, input, now()));
  });
  router.get('/matches', async (_req, res) => {
    sendData(res, await gate.listGateMatches(db, now()));
  });
  router.get('/gates', async (req, res) => {
    const { match_id } = parse(checkInGatesQuery, req.query);
    sendData(res, await gate.listGates(db, match_id, now()));
  });
  router.get('/stats', async (req, res) => {
    const { match_id } = parse(checkInStatsQuery, req.query);
    sendData(res, await gate.gateStats(db, match_id, now()));
  });
  return router;
}
