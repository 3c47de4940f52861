import express, { type Router } from 'express';
import { z } from 'zod';
import { msg } from '@club/core';
import type { Db } from '@club/db';
import { sendData } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { getDashboard } from './service.js';

const dashboardQuery = z.object({
  limit: z.coerce.number().int().min(1, msg('list.limit_1_to_200')).max(200, msg('list.limit_1_to_200')).default(50),
});

/** /api/v1/admin/dashboard: match-day and store figures for staff (GET only). */
export function adminDashboardRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const { limit } = parse(dashboardQuery, req.query);
    sendData(res, await getDashboard(db, limit));
  });
  return router;
}
