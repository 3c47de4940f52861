import { and, eq, inArray } from 'drizzle-orm';
import { STATEMENT_LINES_OPEN, type StatementImportDto, type StatementLineDto, type StatementMapping } from '@club/core';
import { audit, paymentTargetByReference, schema, type Db } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';
import { refuseOwnPayment } from '../payments/own-payment.js';
import { decideLine } from './decide-line.js';
import { linkTo, payWithLine } from './pay-with-line.js';
import { getLine, importsDto } from './statement-dtos.js';
import { readStatement } from './statement-file.js';

const { bankAccounts, statementImports, statementLines } = schema;

export interface ImportInput {
  bankAccountId: string;
  fileName: string;
  file: Buffer;
  mapping: StatementMapping;
  saveMapping: boolean;
  autoConfirm: boolean;
}

/**
 * Import a statement file for one of the club's accounts: its credit lines stored once (a line an
 * earlier file brought is not stored again), each new one matched and, when it is surely one open
 * purchase or order and passes the checks, confirmed as the system's. The mapping is saved for the
 * account when asked.
 */
export async function importStatement(db: Db, staffId: string, input: ImportInput): Promise<StatementImportDto> {
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, input.bankAccountId));
  if (!account) throw new NotFound('statement.account_not_found');
  const read = readStatement(input.file, input.mapping, account.id);
  const { imported, fresh } = await db.transaction(async (tx) => {
    if (input.saveMapping) await tx.update(bankAccounts).set({ statementMapping: input.mapping }).where(eq(bankAccounts.id, account.id));
    const [imported] = await tx.insert(statementImports)
      .values({ bankAccountId: account.id, fileName: input.fileName.slice(0, 200), importedBy: staffId, lines: read.length, newLines: 0 }).returning();
    const fresh = read.length
      ? await tx.insert(statementLines).values(read.map((l) => ({ ...l, importId: imported!.id, bankAccountId: account.id, status: 'unmatched' as const })))
        .onConflictDoNothing().returning()
      : [];
    await tx.update(statementImports).set({ newLines: fresh.length }).where(eq(statementImports.id, imported!.id));
    await audit(tx, {
      actorId: staffId, action: 'statement.imported', entityType: 'bank_account', entityId: account.id,
      changes: { file: input.fileName, lines: read.length, new: fresh.length },
    });
    return { imported: imported!, fresh };
  });
  // Each line on its own: one that fails to confirm (a lock, a late seat) leaves the others be.
  for (const line of fresh.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime())) {
    await db.transaction(async (tx) => {
      const decision = await decideLine(tx, account, line);
      let { status, findings = [] } = decision;
      if (status === 'confirmed' && !input.autoConfirm) status = 'ambiguous';
      if (status === 'confirmed') {
        findings = await payWithLine(tx, account, line, decision.target!, null);
        if (findings.length) status = 'flagged';
      }
      // Linked only to what it paid: a flagged line names its candidate among the candidates.
      const paid = status === 'confirmed' || status === 'already_paid' ? decision.target : undefined;
      await tx.update(statementLines).set({ status, candidates: decision.candidates ?? [], findings, ...linkTo(paid) }).where(eq(statementLines.id, line.id));
    });
  }
  return (await importsDto(db, [eq(statementImports.id, imported.id)]))[0]!;
}

/**
 * Staff say which purchase or order a waiting line pays for: the same checks, then confirmed as
 * their approval; refused with the first finding otherwise (error.details). Never their own.
 */
export async function assignLine(db: Db, staffId: string, id: string, reference: string): Promise<StatementLineDto> {
  const named = await paymentTargetByReference(db, reference);
  if (named) await refuseOwnPayment(db, staffId, [named], 'statement.assign');
  await db.transaction(async (tx) => {
    const [line] = await tx.select().from(statementLines).where(eq(statementLines.id, id)).for('update');
    if (!line) throw new NotFound('statement.line_not_found');
    if (!STATEMENT_LINES_OPEN.includes(line.status)) throw new Conflict('statement.line_decided');
    const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.id, line.bankAccountId));
    const target = await paymentTargetByReference(tx, reference);
    if (!target) throw new NotFound('statement.reference_not_found');
    const [finding] = await payWithLine(tx, account!, line, target, staffId);
    // The finding's code and values: the console words it in the reader's language, as it words the line's.
    if (finding) throw new Conflict('statement.assign_refused', finding);
    await tx.update(statementLines).set({ status: 'assigned', ...linkTo(target), findings: [], decidedBy: staffId, decidedAt: new Date() })
      .where(eq(statementLines.id, id));
    await audit(tx, {
      actorId: staffId, action: 'statement.assigned', entityType: target.kind, entityId: target.id, changes: { line: id, amountSatang: line.amountSatang },
    });
  });
  return getLine(db, id);
}

/**
 * Staff set aside a waiting line that pays for nothing of the club's, saying why; not one that may
 * be their own purchase's or order's.
 */
export async function dismissLine(db: Db, staffId: string, id: string, note: string): Promise<StatementLineDto> {
  const [waiting] = await db.select({ candidates: statementLines.candidates }).from(statementLines).where(eq(statementLines.id, id));
  if (waiting) await refuseOwnPayment(db, staffId, waiting.candidates, 'statement.dismiss');
  await db.transaction(async (tx) => {
    const [line] = await tx.update(statementLines).set({ status: 'dismissed', note, decidedBy: staffId, decidedAt: new Date() })
      .where(and(eq(statementLines.id, id), inArray(statementLines.status, [...STATEMENT_LINES_OPEN]))).returning({ id: statementLines.id });
    if (!line) {
      const [exists] = await tx.select({ id: statementLines.id }).from(statementLines).where(eq(statementLines.id, id));
      throw exists ? new Conflict('statement.line_decided') : new NotFound('statement.line_not_found');
    }
    await audit(tx, { actorId: staffId, action: 'statement.dismissed', entityType: 'statement_line', entityId: id, changes: { note } });
  });
  return getLine(db, id);
}
