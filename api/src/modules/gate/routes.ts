import express, { type Router } from 'express';
import { checkInGatesQuery, checkInStatsQuery, gateChangesQuery, gateDeviceSchema, gateMatchQuery, gateScansSchema } from '@club/core';
import type { Db, TicketKeys } from '@club/db';
import { currentUser, requireGateRole } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import { sendCsv } from '../exports/routes.js';
import { listGateMatches, listGates } from '../check-in/service.js';
import { gateChanges, gatePacks } from './pack.js';
import { gateReport, gateReportCsv } from './report.js';
import { gateStatsPerGate, recordScans, registerDevice } from './service.js';

/** /api/v1/gate: stewards' phones (and staff and admins on theirs). */
export function gateRouter(db: Db, keys: TicketKeys, now: () => Date): Router {
  const router = express.Router();
  const packOf = gatePacks(db, keys);
  router.use(requireGateRole);
  router.get('/matches', async (_req, res) => {
    sendData(res, await listGateMatches(db, now()));
  });
  router.get('/gates', async (req, res) => {
    sendData(res, await listGates(db, parse(checkInGatesQuery, req.query).match_id, now()));
  });
  router.get('/stats', async (req, res) => {
    sendData(res, await gateStatsPerGate(db, parse(checkInStatsQuery, req.query).match_id, now()));
  });
  router.post('/devices', async (req, res) => {
    const { created, device } = await registerDevice(db, currentUser(req), parse(gateDeviceSchema, req.body ?? {}));
    sendData(res, device, created ? 201 : 200);
  });
  router.post('/scans', async (req, res) => {
    sendData(res, await recordScans(db, keys, currentUser(req), parse(gateScansSchema, req.body ?? {}), now()));
  });
  router.get('/matches/:id/pack', async (req, res) => {
    const pack = await packOf(parseId(req.params.id, 'match.not_found'), now());
    res.setHeader('etag', pack.etag);
    res.setHeader('cache-control', 'private, no-store');
    if (req.headers['if-none-match'] === pack.etag) return void res.status(304).end();
    res.type('application/octet-stream').send(pack.bytes);
  });
  router.get('/matches/:id/changes', async (req, res) => {
    sendData(res, await gateChanges(db, parseId(req.params.id, 'match.not_found'), parse(gateChangesQuery, req.query), now()));
  });
  return router;
}

/** The gate report (staff: mounted in the admin router). */
export function adminGateReportRouter(db: Db): Router {
  const router = express.Router();
  router.get('/matches/:id/gate-report', async (req, res) => {
    sendData(res, await gateReport(db, parseId(req.params.id, 'match.not_found')));
  });
  router.get('/exports/gate-report.csv', async (req, res) => {
    sendCsv(res, await gateReportCsv(db, parse(gateMatchQuery, req.query).match_id));
  });
  return router;
}
