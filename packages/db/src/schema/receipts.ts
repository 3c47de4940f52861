import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { BANK_CHECKS, PAYMENT_SOURCES, RECEIPT_CHECK_ERRORS, RECEIPT_TYPES, type BankFinding } from '@club/core';
import { users } from './auth.js';
import { inList } from './sql-helpers.js';
import { purchases } from './ticketing.js';
import { orders } from './orders.js';

/** A payment slip, for a ticket purchase or a store order (exactly one of the two). */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id').unique().references(() => purchases.id),
    orderId: uuid('order_id').unique().references(() => orders.id),
    uploadedBy: text('uploaded_by').notNull().references(() => users.id),
    storageKey: text('storage_key').notNull().unique(),
    /** Written by the worker: the slip re-encoded without metadata (HEIC becomes JPEG), and a small preview. */
    processedKey: text('processed_key'),
    thumbnailKey: text('thumbnail_key'),
    /** Type decided from the file's bytes, never from its name. */
    detectedType: text('detected_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    bankReference: text('bank_reference'),
    /** What the slip's printed QR held: raw text plus the parsed sending bank and transaction reference. */
    slipQrData: jsonb('slip_qr_data').$type<{ raw: string; bankCode?: string; transRef?: string } | null>(),
    slipTransactionRef: text('slip_transaction_ref'),
    checkStatus: text('check_status', { enum: ['pending', 'accepted', 'unreadable'] }).notNull().default('pending'),
    /** Why the check refused the slip: a code (RECEIPT_CHECK_ERRORS), worded by whoever shows it. */
    checkError: text('check_error', { enum: RECEIPT_CHECK_ERRORS }),
    /** Earlier purchases or orders that used the same file or the same bank transaction. */
    duplicates: jsonb('duplicates').$type<{ kind: 'purchase' | 'order'; id: string; reason: 'same_file' | 'same_transaction' }[]>().notNull().default([]),
    /**
     * The check with the bank through the slip verifier (none when no verifier is configured):
     * asking it, done and confirmed, or done and left to staff with the findings.
     */
    bankCheck: text('bank_check', { enum: BANK_CHECKS }),
    bankFindings: jsonb('bank_findings').$type<BankFinding[]>().notNull().default([]),
    /** The verifier's answer, as it gave it, for staff: which provider, and what it said. */
    bankAnswer: jsonb('bank_answer').$type<{ provider: string; answer: unknown } | null>(),
    bankCheckedAt: timestamp('bank_checked_at', { withTimezone: true }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    check('receipts_owner_check', sql`(${t.purchaseId} is null) <> (${t.orderId} is null)`),
    check('receipts_size_check', sql`${t.sizeBytes} between 1 and 5242880`),
    check('receipts_type_check', inList(t.detectedType, RECEIPT_TYPES)),
    check('receipts_sha_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('receipts_bank_check_check', inList(t.bankCheck, BANK_CHECKS)),
    index('receipts_sha_idx').on(t.sha256),
    index('receipts_transaction_idx').on(t.slipTransactionRef),
  ],
);

/**
 * Every bank transfer the product has seen pay for a purchase or an order, whichever way it learnt
 * of it (a verified slip, a statement line, the bank's callback): a transfer pays for one thing
 * only, which the unique transfer key holds across all three. The key is the bank's own reference
 * alone (core's transferKey), not with the sending bank: a statement line does not name the
 * sending bank, yet must collide with the slip or callback of the same money.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankCode: text('bank_code').notNull(),
    transRef: text('trans_ref').notNull(),
    /** What makes it one transfer: transferKey(transRef), or `statement:<line id>` for a statement line without a bank reference. */
    transferKey: text('transfer_key').notNull(),
    amountSatang: integer('amount_satang').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    source: text('source', { enum: PAYMENT_SOURCES }).notNull(),
    /** The slip verifier that reported it (slipok, easyslip). */
    provider: text('provider'),
    /** The payer's name as the bank wrote it (a slip's sender, a callback's payer, a statement's payer column): tells apart two transfers of one amount at one time. */
    payerName: text('payer_name'),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    orderId: uuid('order_id').references(() => orders.id),
    receiptId: uuid('receipt_id').references(() => receipts.id),
    /** What the checks of a bill-payment callback (or a statement line) found, when it was not confirmed without staff; a slip's are on its receipt. */
    findings: jsonb('findings').$type<BankFinding[]>().notNull().default([]),
    /** A second payment (finding paid_twice) given back: when, by which staff member, and how (their note). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedBy: text('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundNote: text('refund_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_transfers_key_once').on(t.transferKey),
    check('bank_transfers_refund_check', sql`(${t.refundedAt} is null) = (${t.refundNote} is null)`),
    check('bank_transfers_owner_check', sql`(${t.purchaseId} is null) <> (${t.orderId} is null)`),
    check('bank_transfers_amount_check', sql`${t.amountSatang} > 0`),
    check('bank_transfers_source_check', inList(t.source, PAYMENT_SOURCES)),
    index('bank_transfers_purchase_idx').on(t.purchaseId),
    index('bank_transfers_order_idx').on(t.orderId),
  ],
);
