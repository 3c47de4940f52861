import express, { type Router } from 'express';
import { z } from 'zod';
import { competitionResultSchema } from '@club/core';
import type { Db } from '@club/db';
import { currentUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { NotFound } from '../../http/errors.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import * as competition from './service.js';

/** /api/v1/competition (spec section 2, Match results): served from the last good copy, public. */
export function competitionRouter(db: Db, opts: competition.CompetitionOptions): Router {
  const router = express.Router();
  router.get('/matches', async (_req, res) => {
    sendData(res, await competition.getMatches(db, opts));
  });
  router.get('/standings', async (_req, res) => {
    sendData(res, await competition.getStandings(db, opts));
  });
  return router;
}

const staffFilter = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(['upcoming', 'finished']).optional(),
  manual: z.boolean().optional(),
});

/** A feed's match id as it may appear in a path; anything else names no match. */
function parseMatchId(value: string | undefined): string {
  if (!value || !/^[\w-]{1,64}$/.test(value)) throw new NotFound(competition.MATCH_NOT_FOUND);
  return value;
}

/** The fixtures to sell sort by kick-off (the feed's date and time) or id; nothing else. */
const FIXTURE_SORT = { kick_off: 'kick_off', id: 'id' } as const;

/**
 * Staff (ra-data-simple-rest): /api/v1/admin/competition-results, results entered when the feed is
 * wrong or late (they win over it until deleted), /api/v1/admin/competition/sync, and
 * /api/v1/admin/feed-fixtures, the club's home fixtures no match sells yet (the match create form's picker).
 */
export function adminCompetitionRouter(db: Db, opts: Pick<competition.CompetitionOptions, 'clubNameTh'>): Router {
  const router = express.Router();
  router.get('/feed-fixtures', async (req, res) => {
    const q = parseListQuery(req, { field: 'kick_off', order: 'ASC' }, FIXTURE_SORT);
    const rows = await competition.listFixturesForSale(db, opts);
    const key = q.sort.by;
    rows.sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (q.sort.order === 'ASC' ? 1 : -1));
    sendList(res, 'feed-fixtures', rows.slice(q.offset, q.offset + q.limit), q, rows.length);
  });
  router.get('/competition-results', async (req, res) => {
    const q = parseListQuery(req, { field: 'start_date', order: 'DESC' }, competition.STAFF_RESULT_SORT);
    const filter = parse(staffFilter, q.filter);
    const { rows, total } = await competition.listResultsForStaff(db, { ...filter, sort: q.sort, offset: q.offset, limit: q.limit });
    sendList(res, 'competition-results', rows, q, total);
  });
  router.get('/competition-results/:matchId', async (req, res) => {
    sendData(res, await competition.getResultForStaff(db, parseMatchId(req.params.matchId)));
  });
  router.put('/competition-results/:matchId', async (req, res) => {
    const matchId = parseMatchId(req.params.matchId);
    const input = parse(competitionResultSchema, req.body ?? {});
    sendData(res, await competition.setResult(db, currentUser(req).id, matchId, input));
  });
  router.delete('/competition-results/:matchId', async (req, res) => {
    sendData(res, await competition.clearResult(db, currentUser(req).id, parseMatchId(req.params.matchId)));
  });
  router.post('/competition/sync', async (_req, res) => {
    sendData(res, await competition.requestSync(db), 202);
  });
  return router;
}
