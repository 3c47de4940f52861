import express, { type Router } from 'express';
import { clubSettingsSchema } from '@club/core';
import type { Db } from '@club/db';
import { currentUser, requireAdmin } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { NotFound } from '../../http/errors.js';
import { sendList } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import * as settings from './service.js';

/** /api/v1/admin/settings: one record (id 1); staff read it, admins change it. */
export function adminSettingsRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (_req, res) => {
    sendList(res, 'settings', [await settings.getSettings(db)], { offset: 0 }, 1);
  });
  router.get('/:id', async (req, res) => {
    if (req.params.id !== '1') throw new NotFound('settings.not_found');
    sendData(res, await settings.getSettings(db));
  });
  router.put('/:id', requireAdmin, async (req, res) => {
    if (req.params.id !== '1') throw new NotFound('settings.not_found');
    sendData(res, await settings.updateSettings(db, currentUser(req).id, parse(clubSettingsSchema, req.body ?? {})));
  });
  return router;
}
