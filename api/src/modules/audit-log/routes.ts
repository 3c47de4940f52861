import express, { type Router } from 'express';
import { z } from 'zod';
import { msg } from '@club/core';
import type { Db } from '@club/db';
import { sendData } from '../../http/envelope.js';
import { NotFound } from '../../http/errors.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { AUDIT_ENTRY_NOT_FOUND, AUDIT_SORT, getAuditEntry, listAuditEntries } from './service.js';

const text = z.string().trim().max(200).optional().transform((v) => v || undefined);
// A date alone (from a date input) is the whole day: `to` then includes that day.
const day = (endOfDay: boolean) => z.string().trim().optional().transform((v, ctx) => {
  if (!v) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T${endOfDay ? '23:59:59.999' : '00:00:00'}+07:00` : v);
  if (Number.isNaN(date.getTime())) { ctx.addIssue({ code: 'custom', message: msg('request.must_be_date') }); return z.NEVER; }
  return date;
});

const auditFilter = z.object({
  action: text, entity_type: text, entity_id: text, actor_id: text,
  created_at_gte: day(false), created_at_lte: day(true),
});

/** /api/v1/admin/audit-log: who decided or changed what, read-only for staff and admins (ra-data-simple-rest). */
export function adminAuditLogRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const q = parseListQuery(req, { field: 'created_at', order: 'DESC' }, AUDIT_SORT);
    const f = parse(auditFilter, q.filter);
    const { rows, total } = await listAuditEntries(db, {
      actionPrefix: f.action, entityType: f.entity_type, entityId: f.entity_id, actorId: f.actor_id,
      from: f.created_at_gte, to: f.created_at_lte, order: q.sort.order, offset: q.offset, limit: q.limit,
    });
    sendList(res, 'audit-log', rows, q, total);
  });
  router.get('/:id', async (req, res) => {
    const id = req.params.id;
    if (!/^\d{1,15}$/.test(id)) throw new NotFound(AUDIT_ENTRY_NOT_FOUND);
    sendData(res, await getAuditEntry(db, Number(id)));
  });
  return router;
}
