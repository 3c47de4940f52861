import { createHash, randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import { ERROR_CODES, MAX_RECEIPT_BYTES, RECEIPT_TYPES, isStaffRole, type ReceiptBankCheckDto, type ReceiptType } from '@club/core';
import { recordEvent, schema, type Db, type Tx } from '@club/db';
import type { Storage } from '@club/storage';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors.js';

const { bankTransfers, receipts } = schema;

export interface UploadedFile {
  buffer: Buffer;
  size: number;
}

/** The image type read from the file's own bytes; the name and the declared type are ignored. */
async function detectReceiptType(file: UploadedFile | undefined): Promise<ReceiptType> {
  if (!file || file.size === 0) throw new Invalid('upload.choose_file');
  if (file.size > MAX_RECEIPT_BYTES) throw new HttpError(413, ERROR_CODES.TOO_LARGE, 'upload.too_large');
  const detected = await fileTypeFromBuffer(file.buffer);
  const mime = detected?.mime === 'image/heif' || detected?.mime === 'image/heic' ? 'image/heic' : detected?.mime;
  if (!mime || !(RECEIPT_TYPES as readonly string[]).includes(mime)) {
    throw new HttpError(415, ERROR_CODES.UNSUPPORTED_TYPE, 'upload.slip_type');
  }
  return mime as ReceiptType;
}

const EXTENSIONS: Record<ReceiptType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'image/heif': 'heic' };

/**
 * Store a slip under a random name and record it for one purchase or order, inside the
 * caller's transaction (which has already checked ownership and status). A slip the worker
 * could not read may be replaced (its files are deleted once the new slip is recorded), and so
 * may any slip when `inTransaction` says so (a rejected payment's); any other second slip is a conflict.
 */
export async function storeReceipt(
  db: Db,
  storage: Storage,
  file: UploadedFile,
  target: { purchaseId: string } | { orderId: string },
  uploadedBy: string,
  inTransaction: (tx: Tx) => Promise<void | { replacesKept: boolean }>,
  bankReference?: string,
): Promise<typeof receipts.$inferSelect> {
  const type = await detectReceiptType(file);
  const storageKey = `receipts/${randomUUID()}.${EXTENSIONS[type]}`;
  await storage.put(storageKey, file.buffer);
  let row: typeof receipts.$inferSelect;
  let replaced: { storageKey: string; processedKey: string | null; thumbnailKey: string | null }[];
  try {
    ({ row, replaced } = await db.transaction(async (tx) => {
      const replacesKept = (await inTransaction(tx))?.replacesKept ?? false;
      const owner = 'purchaseId' in target ? eq(receipts.purchaseId, target.purchaseId) : eq(receipts.orderId, target.orderId);
      const [kept] = await tx.select({ id: receipts.id }).from(receipts).where(and(owner, ne(receipts.checkStatus, 'unreadable'))).for('update');
      if (kept && !replacesKept) throw new Conflict('slip.already_uploaded');
      // A transfer the bank reported for a replaced slip stays the purchase's or order's (the money came), without its slip.
      if (kept) await tx.update(bankTransfers).set({ receiptId: null }).where(eq(bankTransfers.receiptId, kept.id));
      const replaced = await tx.delete(receipts).where(owner)
        .returning({ storageKey: receipts.storageKey, processedKey: receipts.processedKey, thumbnailKey: receipts.thumbnailKey });
      const [row] = await tx
        .insert(receipts)
        .values({
          ...target,
          uploadedBy,
          storageKey,
          detectedType: type,
          sizeBytes: file.size,
          sha256: createHash('sha256').update(file.buffer).digest('hex'),
          bankReference: bankReference || null,
        })
        .returning();
      await recordEvent(tx, 'receipt.uploaded', { receiptId: row!.id });
      return { row: row!, replaced };
    }));
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
  // Only once the new slip's row is committed are the replaced slip's files deleted, so a crash in
  // between loses nothing; a delete that fails (or never runs) leaves them to the worker's orphan sweep.
  const unreferenced = replaced.flatMap((r) => [r.storageKey, r.processedKey, r.thumbnailKey]).filter((key): key is string => !!key);
  await Promise.allSettled(unreferenced.map((key) => storage.delete(key)));
  return row;
}

/**
 * Send the slip of a purchase or order to its owner or to staff, never anyone else (who gets "not
 * found"): the cleaned copy once the worker made it, or its thumbnail. Only the owner can upload a
 * slip, so its uploader is the owner.
 */
export async function sendOwnReceipt(
  res: Response,
  db: Db,
  storage: Storage,
  target: { purchaseId: string } | { orderId: string },
  user: { id: string; role: string },
  thumb: boolean,
): Promise<void> {
  const [receipt] = await db.select().from(receipts).where('purchaseId' in target ? eq(receipts.purchaseId, target.purchaseId) : eq(receipts.orderId, target.orderId));
  if (!receipt || (receipt.uploadedBy !== user.id && !isStaffRole(user.role))) throw new NotFound('slip.not_found');
  const wantThumb = thumb && receipt.thumbnailKey;
  const key = wantThumb ? receipt.thumbnailKey! : receipt.processedKey ?? receipt.storageKey;
  res.setHeader('content-type', receipt.processedKey || wantThumb ? 'image/jpeg' : receipt.detectedType);
  res.setHeader('x-content-type-options', 'nosniff');
  res.send(await storage.get(key));
}

/**
 * A slip's check with the bank as a fan (or, with `forStaff`, the console) reads it: the fan is not
 * told which other purchase or order used the same transfer, nor what the verifier answered.
 */
export function bankCheckDto(receipt: typeof schema.receipts.$inferSelect, forStaff: boolean): ReceiptBankCheckDto | null {
  if (!receipt.bankCheck) return null;
  return {
    check: receipt.bankCheck,
    findings: forStaff ? receipt.bankFindings : receipt.bankFindings.map((f) => (f.code === 'already_used' ? { ...f, reference: '' } : f)),
    checkedAt: receipt.bankCheckedAt?.toISOString() ?? null,
    ...(forStaff ? { answer: receipt.bankAnswer } : {}),
  };
}
