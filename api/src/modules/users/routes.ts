import express, { type Router } from 'express';
import { z } from 'zod';
import { deleteAccountSchema, ROLES, updateProfileSchema } from '@club/core';
import type { Db } from '@club/db';
import type { Auth } from '../../auth.js';
import { currentUser, requireAdmin, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import type { LiveAccess } from '../../realtime/live-access.js';
import * as users from './service.js';

export function profileRouter(db: Db, auth: Auth): Router {
  const router = express.Router();
  router.use(requireUser);
  router.get('/profile', async (req, res) => {
    sendData(res, await users.getProfile(db, currentUser(req).id));
  });
  router.put('/profile', async (req, res) => {
    const input = parse(updateProfileSchema, req.body ?? {});
    sendData(res, await users.updateProfile(db, currentUser(req).id, input));
  });
  router.delete('/account', async (req, res) => {
    const { password } = parse(deleteAccountSchema, req.body ?? {});
    const context = await auth.$context;
    const tokens = await users.deleteAccount(db, currentUser(req).id, (hash) => context.password.verify({ hash, password }));
    // Through better-auth, as at sign-out: each session is forgotten by the API and its live connections closed (auth.ts).
    await context.internalAdapter.deleteSessions(tokens);
    sendData(res, { deleted: true });
  });
  return router;
}

const roleSchema = z.object({ role: z.enum(ROLES) });
const staffFilter = z.object({ q: z.string().trim().max(100).optional().transform((v) => v || undefined), role: z.enum(ROLES).optional() });

/** /api/v1/admin/users: staff may look, only admins grant or revoke roles. */
export function adminUsersRouter(db: Db, live: LiveAccess): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const q = parseListQuery(req, { field: 'createdAt', order: 'DESC' }, users.USER_SORT);
    const { rows, total } = await users.listUsers(db, q, parse(staffFilter, q.filter));
    sendList(res, 'users', rows, q, total);
  });
  router.get('/:id', async (req, res) => {
    sendData(res, await users.getUserForAdmin(db, req.params.id));
  });
  router.put('/:id', requireAdmin, async (req, res) => {
    const { role } = parse(roleSchema, req.body ?? {});
    const user = await users.setUserRole(db, currentUser(req).id, String(req.params.id), role);
    // Committed: their live connections join or leave the staff room now, on every process.
    live.roleChanged(user.id, user.role);
    sendData(res, user);
  });
  return router;
}
