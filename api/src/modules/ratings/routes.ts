import express, { type Router } from 'express';
import { matchRatingSchema } from '@club/core';
import type { Db } from '@club/db';
import { currentUser, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parse, parseId } from '../../http/validate.js';
import * as ratings from './service.js';

/** /api/v1/matches/{matchId}/rating: the signed-in fan's own rating of a match. */
export function matchRatingRouter(db: Db): Router {
  const router = express.Router();
  router.get('/:matchId/rating', requireUser, async (req, res) => {
    sendData(res, await ratings.getOwnRating(db, currentUser(req).id, parseId(String(req.params.matchId), 'match.not_found')));
  });
  router.put('/:matchId/rating', requireUser, async (req, res) => {
    const matchId = parseId(String(req.params.matchId), 'match.not_found');
    const input = parse(matchRatingSchema, req.body ?? {});
    sendData(res, await ratings.rateMatch(db, currentUser(req).id, matchId, input));
  });
  return router;
}

/** /api/v1/admin/matches/{id}/ratings: how fans rated a match (staff and admin). */
export function adminMatchRatingsRouter(db: Db): Router {
  const router = express.Router();
  router.get('/matches/:id/ratings', async (req, res) => {
    sendData(res, await ratings.ratingSummary(db, parseId(req.params.id, 'match.not_found')));
  });
  return router;
}
