import express, { type Router } from 'express';
import { seasonPurchaseSchema, type ClubSettingsDto } from '@club/core';
import type { Db } from '@club/db';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import * as seasons from './service.js';

const NOT_FOUND = 'season.not_found';

/** GET /season-passes (public), a pass and its seats; a fan's holdings and buying one (signed in). */
export function seasonPassesRouter(db: Db, settings: () => Promise<ClubSettingsDto>, now: () => Date): Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    sendData(res, await seasons.listSeasonPasses(db, now()));
  });
  router.get('/mine', requireUser, async (req, res) => {
    sendData(res, await seasons.listHoldings(db, currentUser(req).id));
  });
  router.get('/:id', async (req, res) => {
    sendData(res, await seasons.getSeasonPass(db, parseId(req.params.id, NOT_FOUND), now()));
  });
  // Seats are taken by the second: never cached.
  router.get('/:id/seats', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    sendData(res, await seasons.getSeasonSeatMap(db, parseId(req.params.id, NOT_FOUND)));
  });
  router.post('/:id/purchase', requireUser, async (req, res) => {
    const input = parse(seasonPurchaseSchema, req.body ?? {});
    const passId = parseId(String(req.params.id), NOT_FOUND);
    sendData(res, await seasons.buySeasonPass(db, currentUser(req).id, passId, input, (await settings()).payment_window_minutes, now()), 201);
  });
  return router;
}
