import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { RECEIPT_CHECK_ERRORS, RECEIPT_TYPES } from '@club/core';
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
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    check('receipts_owner_check', sql`(${t.purchaseId} is null) <> (${t.orderId} is null)`),
    check('receipts_size_check', sql`${t.sizeBytes} between 1 and 5242880`),
    check('receipts_type_check', inList(t.detectedType, RECEIPT_TYPES)),
    check('receipts_sha_check', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    index('receipts_sha_idx').on(t.sha256),
    index('receipts_transaction_idx').on(t.slipTransactionRef),
  ],
);
