import express, { type Router } from 'express';
import { z } from 'zod';
import { FEATURED_MATCHES } from '@club/core';
import type { Db } from '@club/db';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import * as matches from './service.js';

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
  return router;
}
