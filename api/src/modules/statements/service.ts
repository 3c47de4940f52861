import { and, desc, eq, gte, inArray, lte, notInArray, sql } from 'drizzle-orm';
import {
  ORDER_CLOSED, ORDER_PAID, PAYMENT_TIME_GRACE_MS, PURCHASE_CLOSED, PURCHASE_PAID, STATEMENT_LINES_OPEN, STATEMENT_LINES_PAID, formatBankAmount, sameName, transferKey, STATEMENT_LINE_STATUSES, checkTransfer, referencesIn, statementAssignRefused,
  type BankFinding, type StatementCandidateDto, type StatementImportDto,
  type StatementLineDto, type StatementLineStatus, type StatementMapping,
} from '@club/core';
import { audit, claimTransfer, confirmPayment, paidNow, paymentTargetByReference, paymentTargetOf, schema, transferByKey, transfersLike, type Db, type PaymentTarget, type RecordedTransfer, type Tx } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';
import { refuseOwnPayment } from '../payments/own-payment.js';
import { readStatement } from './statement-file.js';

const { bankAccounts, bankTransfers, matches, orders, purchases, statementImports, statementLines, users } = schema;
type Line = typeof statementLines.$inferSelect;
type Account = typeof bankAccounts.$inferSelect;


// ---- matching ----

interface Candidate extends PaymentTarget { buyer: string; paid: boolean; createdAt: Date; transferOnRecord: boolean }

/**
 * Purchases and orders paid into `account` that `amount` booked at `at` may be for: their total,
 * inside their window; not closed; not paid by another line already. `only`: that one alone.
 */
async function candidatesFor(tx: Tx, account: Account, at: Date, amountSatang: number | null, only?: string): Promise<Candidate[]> {
  const from = new Date(at.getTime() - PAYMENT_TIME_GRACE_MS);
  const until = new Date(at.getTime() + PAYMENT_TIME_GRACE_MS);
  const linkedPurchases = tx.select({ id: statementLines.purchaseId }).from(statementLines).where(and(inArray(statementLines.status, [...STATEMENT_LINES_PAID]), sql`${statementLines.purchaseId} is not null`));
  const linkedOrders = tx.select({ id: statementLines.orderId }).from(statementLines).where(and(inArray(statementLines.status, [...STATEMENT_LINES_PAID]), sql`${statementLines.orderId} is not null`));
  const onRecord = (column: typeof bankTransfers.purchaseId | typeof bankTransfers.orderId, id: typeof purchases.id | typeof orders.id) =>
    sql<boolean>`exists (select 1 from ${bankTransfers} where ${column} = ${id})`;
  const ps = await tx.select({ p: purchases, buyer: users.name, onRecord: onRecord(bankTransfers.purchaseId, purchases.id) }).from(purchases)
    .innerJoin(matches, eq(purchases.matchId, matches.id)).innerJoin(users, eq(users.id, purchases.userId))
    .where(and(
      eq(matches.bankAccountId, account.id), amountSatang === null ? undefined : eq(purchases.totalSatang, amountSatang),
      lte(purchases.createdAt, until), gte(purchases.expiresAt, from), notInArray(purchases.status, [...PURCHASE_CLOSED]),
      notInArray(purchases.id, linkedPurchases), only === undefined ? undefined : eq(purchases.id, only),
    ));
  const os = account.forMerchandise
    ? await tx.select({ o: orders, buyer: users.name, onRecord: onRecord(bankTransfers.orderId, orders.id) }).from(orders).innerJoin(users, eq(users.id, orders.userId))
      .where(and(
        amountSatang === null ? undefined : eq(orders.totalSatang, amountSatang), lte(orders.createdAt, until), gte(orders.expiresAt, from),
        notInArray(orders.status, [...ORDER_CLOSED]), notInArray(orders.id, linkedOrders), only === undefined ? undefined : eq(orders.id, only),
      ))
    : [];
  const expected = (row: { totalSatang: number; createdAt: Date; expiresAt: Date }) => ({
    amountSatang: row.totalSatang, accountNumber: account.accountNumber, promptpayId: account.promptpayId, billerId: account.billerId, createdAt: row.createdAt, expiresAt: row.expiresAt,
  });
  return [
    ...ps.map(({ p, buyer, onRecord }): Candidate => ({
      kind: 'purchase', id: p.id, userId: p.userId, reference: p.referenceNumber, expected: expected(p), buyer, paid: PURCHASE_PAID.includes(p.status), createdAt: p.createdAt, transferOnRecord: onRecord,
    })),
    ...os.map(({ o, buyer, onRecord }): Candidate => ({
      kind: 'order', id: o.id, userId: o.userId, reference: o.orderNumber, expected: expected(o), buyer, paid: ORDER_PAID.includes(o.status), createdAt: o.createdAt, transferOnRecord: onRecord,
    })),
  ];
}

const candidateDto = (c: Candidate, reason: StatementCandidateDto['reason']): StatementCandidateDto => ({
  kind: c.kind, id: c.id, reference: c.reference, buyer: c.buyer, amount_satang: c.expected.amountSatang, created_at: c.createdAt.toISOString(), reason,
});

interface Decision { status: StatementLineStatus; target?: PaymentTarget; candidates?: StatementCandidateDto[]; findings?: BankFinding[] }

/** The first purchase or order the line's note (or reference column) names, if any. */
async function namedIn(tx: Tx, line: Line): Promise<PaymentTarget | null> {
  for (const reference of referencesIn(`${line.description ?? ''} ${line.reference ?? ''}`)) {
    const target = await paymentTargetByReference(tx, reference);
    if (target) return target;
  }
  return null;
}

/** The line's money as the bank reported it, for core's checkTransfer. */
const reportedBy = (account: Account, line: Line) => ({ amountSatang: line.amountSatang, paidAt: line.bookedAt, receiver: { account: account.accountNumber, proxy: null } });

/**
 * The line is money already on record for `holder`'s purchase or order: "already paid" when that
 * is paid; else (its slip waits for staff with a finding, it was rejected or closed since) the line
 * waits for staff too, with what the checks find of it, never filed away as paid.
 */
async function alreadyOnRecord(tx: Tx, account: Account, line: Line, holder: RecordedTransfer): Promise<Decision> {
  const target = (await paymentTargetOf(tx, holder))!;
  if (await paidNow(tx, target)) return { status: 'already_paid', target };
  const [row] = await candidatesFor(tx, account, line.bookedAt, null, target.id);
  const findings = checkTransfer(target.expected, reportedBy(account, line));
  return { status: 'flagged', candidates: row ? [candidateDto(row, 'reference')] : [], findings: findings.length ? findings : [{ code: 'already_used', reference: holder.reference }] };
}

/**
 * What a new credit line is (see STATEMENT_LINE_STATUSES). The same money already on record comes
 * first: by the bank reference the line carries, else a slip's or callback's transfer into this
 * account of this amount at this time. Only then is the note believed, then amount and time. A
 * line this cannot be sure of waits for staff.
 */
async function decide(tx: Tx, account: Account, line: Line): Promise<Decision> {
  const named = await namedIn(tx, line);
  const key = transferKey(line.reference);
  const byKey = key ? await transferByKey(tx, key) : null;
  // The very transfer a slip or callback reported: it paid what it paid, whatever the note says.
  if (byKey) return alreadyOnRecord(tx, account, line, byKey);
  const like = await transfersLike(tx, account.accountNumber, { amountSatang: line.amountSatang, paidAt: line.bookedAt, source: 'statement', payerName: line.payer });
  if (like.length) {
    const holders = [...new Map(like.map((t) => [t.purchaseId ?? t.orderId, t])).values()];
    const holder = holders[0]!;
    if (holders.length === 1 && (!named || named.id === (holder.purchaseId ?? holder.orderId))) return alreadyOnRecord(tx, account, line, holder);
    // Maybe the money something else was paid with, and the note names another: staff look.
    const [row] = named ? await candidatesFor(tx, account, line.bookedAt, null, named.id) : [];
    return { status: 'flagged', candidates: row ? [candidateDto(row, 'reference')] : [], findings: holders.map((t) => ({ code: 'already_used' as const, reference: t.reference })) };
  }

  // The payer wrote a reference in the note: it is that purchase or order, or nothing is confirmed.
  if (named) {
    const [row] = await candidatesFor(tx, account, line.bookedAt, null, named.id);
    const candidates = row ? [candidateDto(row, 'reference')] : [];
    const findings = checkTransfer(named.expected, reportedBy(account, line));
    if (findings.length) return { status: 'flagged', target: named, candidates, findings };
    // Approved by staff with no transfer on record: most likely this very money (the slip they saw).
    if (row?.paid && !row.transferOnRecord) return { status: 'already_paid', target: named, candidates };
    // Paid by another transfer, or closed: paying it records the line's money and finds the refund owed (paid_twice, closed).
    return { status: 'confirmed', target: named, candidates };
  }

  const found = await candidatesFor(tx, account, line.bookedAt, line.amountSatang);
  // One paid by a transfer on record is not this line's (none on record is like it); one staff approved without one may be.
  const all = found.filter((c) => !(c.paid && c.transferOnRecord));
  const byName = line.payer ? all.filter((c) => sameName(line.payer!, c.buyer)) : [];
  const chosen = byName.length === 1 ? byName[0] : all.length === 1 ? all[0] : undefined;
  if (chosen) return { status: chosen.paid ? 'already_paid' : 'confirmed', target: chosen, candidates: [candidateDto(chosen, byName.length === 1 ? 'payer_name' : 'amount_and_time')] };
  if (all.length > 1) {
    const likeliest = [...all].sort((a, b) => Number(byName.includes(b)) - Number(byName.includes(a)) || Math.abs(a.createdAt.getTime() - line.bookedAt.getTime()) - Math.abs(b.createdAt.getTime() - line.bookedAt.getTime()));
    return { status: 'ambiguous', candidates: likeliest.slice(0, 3).map((c) => candidateDto(c, byName.includes(c) ? 'payer_name' : 'amount_and_time')) };
  }
  // Nothing of this amount: one the payer's name names, for another amount, is an over- or under-payment.
  if (line.payer) {
    const byPayer = (await candidatesFor(tx, account, line.bookedAt, null)).filter((c) => !c.paid && sameName(line.payer!, c.buyer));
    if (byPayer.length) {
      return { status: 'flagged', candidates: byPayer.slice(0, 3).map((c) => candidateDto(c, 'payer_name')), findings: [{ code: 'amount_mismatch', paidSatang: line.amountSatang, expectedSatang: byPayer[0]!.expected.amountSatang }] };
    }
  }
  return { status: 'unmatched' };
}

/**
 * Pay the target with the line, as every automatic confirmation is: core's checkTransfer, then the
 * transfer claimed under the line's bank reference (the key a slip or callback of the same money
 * holds; `statement:<line id>` when it has none), then confirmed (by the system, or by `staffId`).
 * The findings that stopped it.
 */
async function payWith(tx: Tx, account: Account, line: Line, target: PaymentTarget, staffId: string | null): Promise<BankFinding[]> {
  const findings = checkTransfer(target.expected, reportedBy(account, line));
  if (findings.length) return findings;
  const paid = { source: 'statement' as const, provider: null, transRef: line.reference ?? line.id };
  const key = transferKey(line.reference) ?? `statement:${line.id}`;
  const claimed = await claimTransfer(tx, target, { bankCode: 'STATEMENT', key, amountSatang: line.amountSatang, paidAt: line.bookedAt, payerName: line.payer, ...paid });
  if ('finding' in claimed) return [claimed.finding];
  return confirmPayment(tx, target, paid, staffId);
}

const linkOf = (target: PaymentTarget | undefined) => (target ? (target.kind === 'purchase' ? { purchaseId: target.id } : { orderId: target.id }) : {});

// ---- importing ----

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
    const [imported] = await tx.insert(statementImports).values({ bankAccountId: account.id, fileName: input.fileName.slice(0, 200), importedBy: staffId, lines: read.length, newLines: 0 }).returning();
    const fresh = read.length
      ? await tx.insert(statementLines).values(read.map((l) => ({ ...l, importId: imported!.id, bankAccountId: account.id, status: 'unmatched' as const })))
        .onConflictDoNothing().returning()
      : [];
    await tx.update(statementImports).set({ newLines: fresh.length }).where(eq(statementImports.id, imported!.id));
    await audit(tx, { actorId: staffId, action: 'statement.imported', entityType: 'bank_account', entityId: account.id, changes: { file: input.fileName, lines: read.length, new: fresh.length } });
    return { imported: imported!, fresh };
  });
  // Each line on its own: one that fails to confirm (a lock, a late seat) leaves the others be.
  for (const line of fresh.sort((a, b) => a.bookedAt.getTime() - b.bookedAt.getTime())) {
    await db.transaction(async (tx) => {
      const decision = await decide(tx, account, line);
      let { status, findings = [] } = decision;
      if (status === 'confirmed' && !input.autoConfirm) status = 'ambiguous';
      if (status === 'confirmed') {
        findings = await payWith(tx, account, line, decision.target!, null);
        if (findings.length) status = 'flagged';
      }
      // Linked only to what it paid: a flagged line names its candidate among the candidates.
      await tx.update(statementLines).set({ status, candidates: decision.candidates ?? [], findings, ...linkOf(status === 'confirmed' || status === 'already_paid' ? decision.target : undefined) })
        .where(eq(statementLines.id, line.id));
    });
  }
  return (await importsDto(db, [eq(statementImports.id, imported.id)]))[0]!;
}

// ---- staff ----

/** Staff say which purchase or order a waiting line pays for: the same checks, then confirmed as their approval; refused with the finding otherwise. Never their own. */
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
    const findings = await payWith(tx, account!, line, target, staffId);
    if (findings.length) throw new Conflict(statementAssignRefused(findingWords(findings[0]!)));
    await tx.update(statementLines).set({ status: 'assigned', ...linkOf(target), findings: [], decidedBy: staffId, decidedAt: new Date() }).where(eq(statementLines.id, id));
    await audit(tx, { actorId: staffId, action: 'statement.assigned', entityType: target.kind, entityId: target.id, changes: { line: id, amountSatang: line.amountSatang } });
  });
  return getLine(db, id);
}

/** Staff set aside a waiting line that pays for nothing of the club's, saying why; not one that may be their own purchase's or order's. */
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

/** A finding in both languages, for a refusal's message. */
function findingWords(f: BankFinding): { en: string; th: string } {
  switch (f.code) {
    case 'amount_mismatch': return {
      en: `the line is ${formatBankAmount(f.paidSatang, 'en')}; it needs ${formatBankAmount(f.expectedSatang, 'en')}`,
      th: `รายการนี้ ${formatBankAmount(f.paidSatang, 'th')} แต่ต้องชำระ ${formatBankAmount(f.expectedSatang, 'th')}`,
    };
    case 'paid_before': return { en: 'the money came before the purchase or order was made', th: 'เงินเข้าก่อนที่จะมีรายการซื้อหรือคำสั่งซื้อนี้' };
    case 'paid_after': return { en: 'the money came after its time to pay', th: 'เงินเข้าหลังหมดเวลาชำระเงิน' };
    case 'wrong_receiver': return { en: 'it is paid into another account', th: 'ชำระเข้าบัญชีอื่น' };
    case 'already_used': return { en: `this line already paid ${f.reference}`, th: `รายการนี้ใช้ชำระ ${f.reference} แล้ว` };
    case 'paid_twice': return { en: 'it is paid already by another transfer; this one is owed back', th: 'รายการนี้ชำระแล้วด้วยการโอนอื่น ต้องคืนเงินรายการนี้' };
    case 'no_seats': return { en: 'no seats are left for this late payment', th: 'ที่นั่งเต็มแล้วสำหรับการชำระที่ล่าช้านี้' };
    default: return { en: 'it can no longer be paid', th: 'รายการนี้รับชำระไม่ได้แล้ว' };
  }
}

// ---- reading ----

const refOf = sql<string | null>`coalesce((select ${purchases.referenceNumber} from ${purchases} where ${purchases.id} = ${statementLines.purchaseId}), (select ${orders.orderNumber} from ${orders} where ${orders.id} = ${statementLines.orderId}))`;

function lineDto(l: Line & { paidForRef: string | null }): StatementLineDto {
  const kind = l.purchaseId ? 'purchase' : l.orderId ? 'order' : null;
  return {
    id: l.id, import_id: l.importId, bank_account_id: l.bankAccountId, booked_at: l.bookedAt.toISOString(), amount_satang: l.amountSatang,
    description: l.description, payer: l.payer, reference: l.reference, status: l.status, candidates: l.candidates, findings: l.findings,
    paid_for: kind ? { kind, id: (l.purchaseId ?? l.orderId)!, reference: l.paidForRef ?? '' } : null,
    decided_by: l.decidedBy, decided_at: l.decidedAt?.toISOString() ?? null, note: l.note,
  };
}

export async function getLine(db: Db, id: string): Promise<StatementLineDto> {
  const [row] = await db.select({ l: statementLines, ref: refOf }).from(statementLines).where(eq(statementLines.id, id));
  if (!row) throw new NotFound('statement.line_not_found');
  return lineDto({ ...row.l, paidForRef: row.ref });
}

export async function listLines(db: Db, filter: { status?: StatementLineStatus[]; importId?: string }, page: { offset: number; limit: number }) {
  const where = and(filter.status?.length ? inArray(statementLines.status, filter.status) : undefined, filter.importId ? eq(statementLines.importId, filter.importId) : undefined);
  const [rows, [total]] = await Promise.all([
    db.select({ l: statementLines, ref: refOf }).from(statementLines).where(where).orderBy(desc(statementLines.bookedAt), desc(statementLines.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(statementLines).where(where),
  ]);
  return { rows: rows.map((r) => lineDto({ ...r.l, paidForRef: r.ref })), total: total!.n };
}

export async function importsDto(db: Db, where: Parameters<typeof and>, page = { offset: 0, limit: 100 }): Promise<StatementImportDto[]> {
  const rows = await db.select().from(statementImports).where(and(...where)).orderBy(desc(statementImports.importedAt)).offset(page.offset).limit(page.limit);
  if (!rows.length) return [];
  const counts = await db.select({ importId: statementLines.importId, status: statementLines.status, n: sql<number>`count(*)::int` }).from(statementLines)
    .where(inArray(statementLines.importId, rows.map((r) => r.id))).groupBy(statementLines.importId, statementLines.status);
  return rows.map((r) => ({
    id: r.id, bank_account_id: r.bankAccountId, file_name: r.fileName, imported_by: r.importedBy, imported_at: r.importedAt.toISOString(), lines: r.lines, new_lines: r.newLines,
    counts: Object.fromEntries(STATEMENT_LINE_STATUSES.map((s) => [s, counts.find((c) => c.importId === r.id && c.status === s)?.n ?? 0])) as StatementImportDto['counts'],
  }));
}

export async function countImports(db: Db, where: Parameters<typeof and>): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(statementImports).where(and(...where));
  return row!.n;
}
