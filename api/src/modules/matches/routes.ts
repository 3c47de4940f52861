import express, { type Router } from 'express';
import { z } from 'zod';
import { FEATURED_MATCHES, MAX_TICKETS_PER_PURCHASE, msg } from '@club/core';
import type { Db } from '@club/db';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import * as matches from './service.js';

const seatsQuery = z.object({ quantity: z.coerce.number().int(msg('quantity.whole')).min(1, msg('quantity.min')).max(MAX_TICKETS_PER_PURCHASE, msg('purchase.max_tickets')).default(1) });
const promotingQuery = z.object({ limit: z.coerce.number().int().min(1).max(FEATURED_MATCHES).default(FEATURED_MATCHES) });

export function matchesRouter(db: Db): Router {
  const router = express.Router();
  router.get('/promoting', async (req, res) => {
    const { limit } = parse(promotingQuery, req.query);
    sendData(res, await matches.listPromotingMatches(db, limit));
  });
  router.get('/:id', async (req, res) => {
    sendData(res, await matches.getMatch(db, parseId(req.params.id, 'match.not_found')));
  });
  // Seats are taken by the second: never cached.
  router.get('/:id/zones/:zoneId/seats', async (req, res) => {
    const { quantity } = parse(seatsQuery, req.query);
    res.set('Cache-Control', 'no-store');
    sendData(res, await matches.getSeatMap(db, parseId(req.params.id, 'match.not_found'), parseId(req.params.zoneId, 'zone.not_found'), quantity));
  });
  return router;
}
