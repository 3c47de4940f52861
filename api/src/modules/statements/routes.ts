import express, { type Router } from 'express';
import { z } from 'zod';
import { STATEMENT_LINE_STATUSES, assignStatementLineSchema, dismissStatementLineSchema, msg, statementMappingSchema, type StatementMapping } from '@club/core';
import { schema, type Db } from '@club/db';
import { eq, inArray } from 'drizzle-orm';
import { currentUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { Invalid, NotFound } from '../../http/errors.js';
import { parseListQuery, sendList } from '../../http/simple-rest.js';
import { acceptStatement } from '../../http/upload.js';
import { parse, parseId } from '../../http/validate.js';
import { assignLine, dismissLine, importStatement } from './service.js';
import { countImports, getLine, importsDto, listLines } from './statement-dtos.js';

const importForm = z.object({
  bank_account_id: z.uuid(msg('statement.account_not_found')),
  mapping: z.string().transform((v, ctx) => {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: msg('statement.mapping_invalid') });
      return z.NEVER;
    }
  }).pipe(statementMappingSchema),
  save_mapping: z.enum(['true', 'false']).default('true').transform((v) => v === 'true'),
});
const importFilter = z.object({ id: z.union([z.uuid(), z.array(z.uuid()).max(100)]).optional() }).strict();
const lineFilter = z.object({
  status: z.union([z.enum(STATEMENT_LINE_STATUSES), z.array(z.enum(STATEMENT_LINE_STATUSES)).max(STATEMENT_LINE_STATUSES.length)]).optional(),
  import_id: z.uuid().optional(),
}).strict();

/**
 * /api/v1/admin/statement-imports and /api/v1/admin/statement-lines (staff): bank statement files
 * imported and matched to purchases and orders, and the lines that wait for staff.
 */
export function adminStatementsRouter(db: Db, { autoConfirm }: { autoConfirm: boolean }): Router {
  const router = express.Router();

  router.get('/statement-imports', async (req, res) => {
    const q = parseListQuery(req, { field: 'imported_at', order: 'DESC' }, { imported_at: null });
    // react-admin asks for the imports a list names by their ids (getMany).
    const { id } = parse(importFilter, q.filter);
    const where = id === undefined ? [] : [inArray(schema.statementImports.id, [id].flat())];
    sendList(res, 'statement-imports', await importsDto(db, where, q), q, await countImports(db, where));
  });
  router.get('/statement-imports/mapping/:bankAccountId', async (req, res) => {
    const id = parseId(req.params.bankAccountId, 'statement.account_not_found');
    const [account] = await db.select({ mapping: schema.bankAccounts.statementMapping }).from(schema.bankAccounts).where(eq(schema.bankAccounts.id, id));
    if (!account) throw new NotFound('statement.account_not_found');
    sendData(res, { mapping: account.mapping satisfies StatementMapping | null });
  });
  router.get('/statement-imports/:id', async (req, res) => {
    const id = parseId(req.params.id, 'request.not_found');
    const [found] = await importsDto(db, [eq(schema.statementImports.id, id)]);
    if (!found) throw new NotFound();
    sendData(res, found);
  });
  router.post('/statement-imports', acceptStatement, async (req, res) => {
    if (!req.file) throw new Invalid('statement.file_required');
    const form = parse(importForm, req.body ?? {});
    const imported = await importStatement(db, currentUser(req).id, {
      bankAccountId: form.bank_account_id, fileName: req.file.originalname, file: req.file.buffer,
      mapping: form.mapping, saveMapping: form.save_mapping, autoConfirm,
    });
    sendData(res, imported, 201);
  });

  router.get('/statement-lines', async (req, res) => {
    const q = parseListQuery(req, { field: 'booked_at', order: 'DESC' }, { booked_at: null });
    const f = parse(lineFilter, q.filter);
    const { rows, total } = await listLines(db, { status: f.status === undefined ? undefined : [f.status].flat(), importId: f.import_id }, q);
    sendList(res, 'statement-lines', rows, q, total);
  });
  router.get('/statement-lines/:id', async (req, res) => {
    sendData(res, await getLine(db, parseId(req.params.id, 'statement.line_not_found')));
  });
  router.post('/statement-lines/:id/assign', async (req, res) => {
    const { reference } = parse(assignStatementLineSchema, req.body ?? {});
    sendData(res, await assignLine(db, currentUser(req).id, parseId(req.params.id, 'statement.line_not_found'), reference));
  });
  router.post('/statement-lines/:id/dismiss', async (req, res) => {
    const { note } = parse(dismissStatementLineSchema, req.body ?? {});
    sendData(res, await dismissLine(db, currentUser(req).id, parseId(req.params.id, 'statement.line_not_found'), note));
  });
  return router;
}
