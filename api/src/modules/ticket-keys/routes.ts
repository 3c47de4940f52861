import express, { type Router } from 'express';
import { z } from 'zod';
import { msg } from '@club/core';
import { listTicketKeys, type Db, type TicketKeyInfo, type TicketKeys } from '@club/db';
import { currentUser, requireAdmin } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { Conflict, NotFound } from '../../http/errors.js';
import { parse } from '../../http/validate.js';

/** A ticket signing key as staff see it: its public half only (base64url of the raw 32 bytes). */
interface TicketKeyDto { kid: number; created_at: string; retired_at: string | null; verify_until: string | null; public_key: string }

const keyDto = (k: TicketKeyInfo): TicketKeyDto => ({
  kid: k.kid, created_at: k.createdAt.toISOString(), retired_at: k.retiredAt?.toISOString() ?? null,
  verify_until: k.verifyUntil?.toISOString() ?? null, public_key: k.publicKey.toString('base64url'),
});

const kidParam = z.object({ kid: z.coerce.number({ error: msg('ticket_key.not_found') }).int(msg('ticket_key.not_found')).min(1, msg('ticket_key.not_found')).max(255, msg('ticket_key.not_found')) });

/**
 * /api/v1/admin/ticket-keys: the keys that sign ticket codes (README "The ticket code and the gate").
 * Staff list them; admins rotate (a new key signs, the old ones verify until a day after the last
 * scheduled kick-off) and retire one at once when its private half may be known. Both audited.
 */
export function adminTicketKeysRouter(db: Db, keys: TicketKeys): Router {
  const router = express.Router();
  const list = async () => (await listTicketKeys(db)).map(keyDto);
  router.get('/', async (_req, res) => {
    sendData(res, await list());
  });
  router.post('/rotate', requireAdmin, async (req, res) => {
    const moved = await keys.rotate(currentUser(req).id);
    if (!moved.ok) throw new Conflict('ticket_key.ids_used_up');
    sendData(res, await list(), 201);
  });
  router.post('/:kid/retire', requireAdmin, async (req, res) => {
    const { kid } = parse(kidParam, req.params);
    const moved = await keys.retire(kid, currentUser(req).id);
    if (!moved.ok) throw moved.refused === 'not_found' ? new NotFound('ticket_key.not_found') : new Conflict('ticket_key.signing');
    sendData(res, await list());
  });
  return router;
}
