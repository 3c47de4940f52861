import type { Job } from 'bullmq';
import { and, eq, ne, or } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp, { type Sharp } from 'sharp';
import { parseSlipQr, type OutboxEventPayloads, MAX_IMAGE_PIXELS } from '@club/core';
import { purchaseLifecycle, recordEvent, schema, type Db } from '@club/db';
import type { Storage } from '@club/storage';

const { orders, receipts, purchases } = schema;

/**
 * How many slips this process decodes at once, whatever the receipts queue's concurrency: each
 * may take a few hundred MB at the pixel limit, in the process that may also serve the API.
 */
const SLIP_DECODES_AT_ONCE = 2;

// Every slip is a new image: libvips' operation cache would only hold memory.
sharp.cache(false);

class TooManyPixels extends Error {}

function checkPixels(width: number | undefined, height: number | undefined, maxPixels: number): void {
  if (!width || !height || width * height > maxPixels) throw new TooManyPixels(`${width}×${height} is over ${maxPixels} pixels`);
}

/** HEIC from phones is HEVC-coded, which sharp's bundled libvips cannot decode; heic-decode (libde265) can. */
async function decode(buf: Buffer, type: string, maxPixels: number): Promise<Sharp> {
  if (type === 'image/heic' || type === 'image/heif') {
    const { all } = await import('heic-decode');
    const images = await all({ buffer: buf });
    try {
      checkPixels(images[0]?.width, images[0]?.height, maxPixels);
      const { width, height, data } = await images[0]!.decode();
      return sharp(new Uint8Array(data), { raw: { width, height, channels: 4 }, limitInputPixels: maxPixels });
    } finally {
      images.dispose();
    }
  }
  // The header alone (no pixels decoded) says how large the image is.
  const { width, height } = await sharp(buf).metadata();
  checkPixels(width, height, maxPixels);
  return sharp(buf, { failOn: 'error', limitInputPixels: maxPixels }).rotate();
}

/** The text of a QR code in the image, if any (slips carry a small "mini QR" in a corner). */
async function readQr(image: Sharp): Promise<string | null> {
  for (const width of [1600, 900]) {
    const { data, info } = await image.clone().resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const code = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height, { inversionAttempts: 'attemptBoth' });
    if (code?.data) return code.data;
  }
  return null;
}

/**
 * Decode a slip and make what is kept of it: a clean JPEG without metadata, a thumbnail and the
 * text of its mini QR. Null when it cannot be read: not an image, broken, or over `maxPixels`.
 */
export async function readSlip(buf: Buffer, type: string, maxPixels = MAX_IMAGE_PIXELS): Promise<{ processed: Buffer; thumbnail: Buffer; qr: string | null } | null> {
  let image: Sharp;
  let processed: Buffer;
  let thumbnail: Buffer;
  try {
    image = await decode(buf, type, maxPixels);
    processed = await image.clone().resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 85 }).toBuffer();
    thumbnail = await image.clone().resize({ width: 320, height: 320, fit: 'inside' }).jpeg({ quality: 75 }).toBuffer();
  } catch {
    return null;
  }
  return { processed, thumbnail, qr: await readQr(image) };
}

/** At most `n` calls of `run` at once; the others wait their turn, first come first served. */
function slots(n: number) {
  let free = n;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        // The slot goes straight to the next in line, or back to the pool.
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    },
  };
}

const decoding = slots(SLIP_DECODES_AT_ONCE);

/**
 * Check an uploaded slip: decode it (else tell the fan why), store a clean JPEG without
 * metadata and a thumbnail, read the slip's mini QR, flag slips already used elsewhere (same
 * file or same bank transaction), then move the purchase to verifying (or tell the order's owner
 * and staff that its slip waits for them). With a slip verifier (`bankCheck`), the bank is then
 * asked about the transfer its mini-QR names (./bank-check.ts); a slip without one goes to staff
 * with that finding. Safe to run twice.
 */
export function receiptProcessor(db: Db, storage: Storage, { bankCheck }: { bankCheck: boolean }) {
  return async (job: Job<OutboxEventPayloads['receipt.uploaded']>): Promise<void> => {
    const [receipt] = await db.select().from(receipts).where(eq(receipts.id, job.data.receiptId));
    if (!receipt || receipt.checkStatus !== 'pending') return;
    const [owner] = receipt.purchaseId
      ? await db.select({ userId: purchases.userId }).from(purchases).where(eq(purchases.id, receipt.purchaseId))
      : await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, receipt.orderId!));
    const original = await storage.get(receipt.storageKey);

    const read = await decoding.run(() => readSlip(original, receipt.detectedType));
    if (!read) {
      await db.transaction(async (tx) => {
        const [marked] = await tx.update(receipts).set({ checkStatus: 'unreadable', checkError: 'unreadable_image', checkedAt: new Date() })
          .where(and(eq(receipts.id, receipt.id), eq(receipts.checkStatus, 'pending'))).returning({ id: receipts.id });
        if (!marked || !owner) return;
        if (receipt.purchaseId) await recordEvent(tx, 'receipt.unreadable', { purchaseId: receipt.purchaseId, userId: owner.userId, reason: 'unreadable_image' });
        else await recordEvent(tx, 'order.receipt_checked', { orderId: receipt.orderId!, userId: owner.userId, reason: 'unreadable_image' });
      });
      return;
    }

    const { processed, thumbnail, qr } = read;
    const slip = qr ? parseSlipQr(qr) : null;
    const processedKey = receipt.storageKey.replace(/\.\w+$/, '.clean.jpg');
    const thumbnailKey = receipt.storageKey.replace(/\.\w+$/, '.thumb.jpg');
    await storage.put(processedKey, processed);
    await storage.put(thumbnailKey, thumbnail);

    const earlier = await db
      .select({ purchaseId: receipts.purchaseId, orderId: receipts.orderId, sha256: receipts.sha256 })
      .from(receipts)
      .where(and(ne(receipts.id, receipt.id), or(eq(receipts.sha256, receipt.sha256), slip ? eq(receipts.slipTransactionRef, slip.transRef) : undefined)));
    const duplicates = earlier.map((e) => ({
      kind: e.purchaseId ? ('purchase' as const) : ('order' as const),
      id: (e.purchaseId ?? e.orderId)!,
      reason: e.sha256 === receipt.sha256 ? ('same_file' as const) : ('same_transaction' as const),
    }));

    await db.transaction(async (tx) => {
      const [accepted] = await tx
        .update(receipts)
        .set({
          processedKey, thumbnailKey, duplicates, checkStatus: 'accepted', checkedAt: new Date(),
          slipQrData: qr ? { raw: qr, ...(slip ? { bankCode: slip.bankCode, transRef: slip.transRef } : {}) } : null,
          slipTransactionRef: slip?.transRef ?? null,
          ...(bankCheck ? (slip ? { bankCheck: 'checking' } : { bankCheck: 'to_staff', bankFindings: [{ code: 'no_qr' }], bankCheckedAt: new Date() }) : {}),
        })
        .where(and(eq(receipts.id, receipt.id), eq(receipts.checkStatus, 'pending')))
        .returning({ id: receipts.id });
      if (!accepted) return;
      if (bankCheck && slip) await recordEvent(tx, 'receipt.bank_check', { receiptId: receipt.id });
      // A purchase moves to verifying; an order stays pending_payment, shown as verifying now that its slip is in.
      if (receipt.purchaseId) await purchaseLifecycle.markVerifying(tx, receipt.purchaseId);
      else if (owner) await recordEvent(tx, 'order.receipt_checked', { orderId: receipt.orderId!, userId: owner.userId, reason: null });
    });
  };
}
