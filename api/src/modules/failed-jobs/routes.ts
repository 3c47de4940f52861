import express, { type Router } from 'express';
import { z } from 'zod';
import { QUEUE_NAMES } from '@club/core';
import { schema, type Db } from '@club/db';
import { currentUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { NotFound } from '../../http/errors.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { FAILED_JOB_NOT_FOUND, listFailedJobs, requestRetry } from './service.js';

const SORTABLE = { failed_at: schema.outboxEvents.givenUpAt, created_at: schema.outboxEvents.createdAt } as const;
const filter = z.object({ queue: z.enum(QUEUE_NAMES).optional() });

/**
 * /api/v1/admin/failed-jobs (ra-data-simple-rest): jobs that spent their retries, newest first, and
 * POST /{queue}/{id}/retry to run one again (202: the worker picks the request up).
 */
export function adminFailedJobsRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const q = parseListQuery(req, { field: 'failed_at', order: 'DESC' }, SORTABLE);
    const f = parse(filter, q.filter);
    const { rows, total } = await listFailedJobs(db, { queue: f.queue, sortBy: q.sort.by, order: q.sort.order, offset: q.offset, limit: q.limit });
    sendList(res, 'failed-jobs', rows, q, total);
  });
  router.post('/:queue/:id/retry', async (req, res) => {
    const { queue, id } = req.params;
    if (!(QUEUE_NAMES as readonly string[]).includes(queue)) throw new NotFound(FAILED_JOB_NOT_FOUND);
    sendData(res, await requestRetry(db, currentUser(req).id, queue, id), 202);
  });
  return router;
}
