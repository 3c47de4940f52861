import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { STATEMENT_LINE_STATUSES, type BankFinding, type StatementCandidateDto } from '@club/core';
import { users } from './auth.js';
import { orders } from './orders.js';
import { inList } from './sql-helpers.js';
import { bankAccounts, purchases } from './ticketing.js';

/** A bank statement file staff imported for one of the club's accounts. */
export const statementImports = pgTable('statement_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  bankAccountId: uuid('bank_account_id').notNull().references(() => bankAccounts.id),
  fileName: text('file_name').notNull(),
  importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
  /** Credit lines in the file, and those no earlier import had brought. */
  lines: integer('lines').notNull(),
  newLines: integer('new_lines').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A credit line of a statement, once per account however many files carry it (its checksum:
 * when, how much, what the bank wrote, and its place among identical lines of the file), and what
 * became of it.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id').notNull().references(() => statementImports.id),
    bankAccountId: uuid('bank_account_id').notNull().references(() => bankAccounts.id),
    checksum: text('checksum').notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    amountSatang: integer('amount_satang').notNull(),
    description: text('description'),
    payer: text('payer'),
    reference: text('reference'),
    status: text('status', { enum: STATEMENT_LINE_STATUSES }).notNull(),
    candidates: jsonb('candidates').$type<StatementCandidateDto[]>().notNull().default([]),
    findings: jsonb('findings').$type<BankFinding[]>().notNull().default([]),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    orderId: uuid('order_id').references(() => orders.id),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [
    unique('statement_lines_once').on(t.bankAccountId, t.checksum),
    check('statement_lines_status_check', inList(t.status, STATEMENT_LINE_STATUSES)),
    check('statement_lines_amount_check', sql`${t.amountSatang} > 0`),
    check('statement_lines_owner_check', sql`${t.purchaseId} is null or ${t.orderId} is null`),
    index('statement_lines_status_idx').on(t.status),
    index('statement_lines_import_idx').on(t.importId),
  ],
);
