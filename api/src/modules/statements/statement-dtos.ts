import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { STATEMENT_LINE_STATUSES, type StatementImportDto, type StatementLineDto, type StatementLineStatus } from '@club/core';
import { schema, type Db } from '@club/db';
import { NotFound } from '../../http/errors.js';
import type { Line } from './pay-with-line.js';

const { orders, purchases, statementImports, statementLines } = schema;

/** The reference of what a line paid for. */
const refOf = sql<string | null>`coalesce(
  (select ${purchases.referenceNumber} from ${purchases} where ${purchases.id} = ${statementLines.purchaseId}),
  (select ${orders.orderNumber} from ${orders} where ${orders.id} = ${statementLines.orderId}))`;

function lineDto(l: Line, paidForRef: string | null): StatementLineDto {
  const kind = l.purchaseId ? 'purchase' : l.orderId ? 'order' : null;
  return {
    id: l.id, import_id: l.importId, bank_account_id: l.bankAccountId, booked_at: l.bookedAt.toISOString(), amount_satang: l.amountSatang,
    description: l.description, payer: l.payer, reference: l.reference, status: l.status, candidates: l.candidates, findings: l.findings,
    paid_for: kind ? { kind, id: (l.purchaseId ?? l.orderId)!, reference: paidForRef ?? '' } : null,
    decided_by: l.decidedBy, decided_at: l.decidedAt?.toISOString() ?? null, note: l.note,
  };
}

export async function getLine(db: Db, id: string): Promise<StatementLineDto> {
  const [row] = await db.select({ l: statementLines, ref: refOf }).from(statementLines).where(eq(statementLines.id, id));
  if (!row) throw new NotFound('statement.line_not_found');
  return lineDto(row.l, row.ref);
}

export async function listLines(db: Db, filter: { status?: StatementLineStatus[]; importId?: string }, page: { offset: number; limit: number }) {
  const where = and(
    filter.status?.length ? inArray(statementLines.status, filter.status) : undefined, filter.importId ? eq(statementLines.importId, filter.importId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select({ l: statementLines, ref: refOf }).from(statementLines).where(where)
      .orderBy(desc(statementLines.bookedAt), desc(statementLines.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(statementLines).where(where),
  ]);
  return { rows: rows.map((r) => lineDto(r.l, r.ref)), total: total!.n };
}

/** Imports, newest first, each with what became of its new lines. */
export async function importsDto(db: Db, where: Parameters<typeof and>, page = { offset: 0, limit: 100 }): Promise<StatementImportDto[]> {
  const rows = await db.select().from(statementImports).where(and(...where)).orderBy(desc(statementImports.importedAt)).offset(page.offset).limit(page.limit);
  if (!rows.length) return [];
  const counts = await db.select({ importId: statementLines.importId, status: statementLines.status, n: sql<number>`count(*)::int` }).from(statementLines)
    .where(inArray(statementLines.importId, rows.map((r) => r.id))).groupBy(statementLines.importId, statementLines.status);
  const countOf = (importId: string, status: StatementLineStatus) => counts.find((c) => c.importId === importId && c.status === status)?.n ?? 0;
  return rows.map((r) => ({
    id: r.id, bank_account_id: r.bankAccountId, file_name: r.fileName, imported_by: r.importedBy, imported_at: r.importedAt.toISOString(),
    lines: r.lines, new_lines: r.newLines,
    counts: Object.fromEntries(STATEMENT_LINE_STATUSES.map((s) => [s, countOf(r.id, s)])) as StatementImportDto['counts'],
  }));
}

export async function countImports(db: Db, where: Parameters<typeof and>): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(statementImports).where(and(...where));
  return row!.n;
}
