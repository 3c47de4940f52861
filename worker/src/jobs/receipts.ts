import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Job } from 'bullmq';
import { and, eq, ne, or } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { parseSlipQr, type OutboxEventPayloads, MAX_IMAGE_PIXELS } from '@club/core';
import { purchaseLifecycle, recordEvent, schema, type Db } from '@club/db';
import type { Storage } from '@club/storage';

const { orders, receipts, purchases } = schema;

/**
 * How many slips this process decodes at once, whatever the receipts queue's concurrency: one a
 * core (libvips spreads one decode over threads of its own, and each may take a few hundred MB
 * at the pixel limit, in the process that may also serve the API).
 */
const SLIP_DECODES_AT_ONCE = Math.max(1, os.availableParallelism());

/**
 * The sizes (longest side, px) a slip's mini-QR is looked for at, in turn: most are found at the
 * first, which costs a third of the second; a blurred or small code at the second.
 */
const QR_SIZES = [900, 1600];

/** The clean JPEG kept of a slip: at most this many px a side. */
const KEPT_SIZE = 2000;

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

/**
 * jsQR is plain JavaScript: on the event loop, a slip's read (tens to hundreds of ms) would hold up
 * every request and job of the process (the fans' uploads, the bank checks, the confirmations). It
 * runs in worker threads instead, one a decode slot, started when first needed and not keeping the
 * process alive.
 */
const QR_THREAD = `
const { parentPort } = require('node:worker_threads');
const jsQR = require(${JSON.stringify(createRequire(import.meta.url).resolve('jsqr'))});
parentPort.on('message', ({ data, width, height }) => {
  let text = null, error = null;
  try {
    text = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  } catch (err) {
    error = String(err);
  }
  parentPort.postMessage({ text, error });
});`;

interface QrTask { data: Buffer; width: number; height: number; resolve(text: string | null): void; reject(err: Error): void }

function qrThreads(size: number) {
  const idle: Worker[] = [];
  const waiting: QrTask[] = [];
  let started = 0;
  const run = (thread: Worker, task: QrTask) => {
    const done = (outcome: { text: string | null; error: string | null } | Error) => {
      thread.off('message', done).off('error', done);
      if (outcome instanceof Error) {
        // A thread that died (out of memory) is replaced by a new one when next needed.
        started--;
        void thread.terminate();
        task.reject(outcome);
      } else {
        if (outcome.error) task.reject(new Error(outcome.error));
        else task.resolve(outcome.text);
        idle.push(thread);
      }
      next();
    };
    thread.on('message', done).on('error', done);
    // The pixels are handed over, not copied.
    const pixels = new Uint8Array(task.data.buffer, task.data.byteOffset, task.data.length).slice();
    thread.postMessage({ data: pixels, width: task.width, height: task.height }, [pixels.buffer]);
  };
  const next = () => {
    while (waiting.length) {
      let thread = idle.pop();
      if (!thread && started < size) {
        thread = new Worker(QR_THREAD, { eval: true });
        thread.unref();
        started++;
      }
      if (!thread) return;
      run(thread, waiting.shift()!);
    }
  };
  return (data: Buffer, width: number, height: number) => new Promise<string | null>((resolve, reject) => {
    waiting.push({ data, width, height, resolve, reject });
    next();
  });
}

const readQrInThread = qrThreads(SLIP_DECODES_AT_ONCE);

/**
 * The text of a QR code in the image, if any (slips carry a small "mini QR" in a corner): looked
 * for at each of QR_SIZES in turn, a size giving the same pixels as the one before not read again.
 */
async function readQr(image: () => Sharp, timings: SlipTimings): Promise<string | null> {
  let tried = '';
  for (const size of QR_SIZES) {
    let at = performance.now();
    const { data, info } = await image().resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    timings.scaleMs += performance.now() - at;
    if (`${info.width}×${info.height}` === tried || info.channels !== 4) continue;
    tried = `${info.width}×${info.height}`;
    at = performance.now();
    const text = await readQrInThread(data, info.width, info.height);
    timings.qrMs += performance.now() - at;
    timings.qrTries++;
    if (text) return text;
  }
  return null;
}

/** Where a slip's check spent its time (ms), returned by the job for `npm run bench:payments`. */
export interface SlipTimings {
  /** Reading the receipt and its owner, and the original from storage. */
  loadMs: number;
  /** Waiting for a decode slot. */
  slotMs: number;
  /** Decoding (once) and writing the clean JPEG and the thumbnail. */
  decodeMs: number;
  /** Scaling for the QR reader. */
  scaleMs: number;
  /** jsQR itself (in a worker thread), waiting for one included. */
  qrMs: number;
  /** How many sizes were read. */
  qrTries: number;
  /** Storing the clean JPEG and thumbnail, the duplicate check and the transaction. */
  saveMs: number;
}

/**
 * Decode a slip and make what is kept of it: a clean JPEG without metadata, a thumbnail and the
 * text of its mini QR. Null when it cannot be read: not an image, broken, or over `maxPixels`.
 * The original is decoded once, to the kept size's pixels, from which the rest is made. Decoding
 * waits for one of this process's decode slots and gives it up before the QR is read (in a thread
 * of its own), so the next slip decodes meanwhile.
 */
export async function readSlip(buf: Buffer, type: string, maxPixels = MAX_IMAGE_PIXELS, timings: SlipTimings = newTimings()): Promise<{ processed: Buffer; thumbnail: Buffer; qr: string | null } | null> {
  const asked = performance.now();
  const made = await decoding.run(async () => {
    timings.slotMs = performance.now() - asked;
    const at = performance.now();
    try {
      const image = await decode(buf, type, maxPixels);
      const { data, info } = await image.resize({ width: KEPT_SIZE, height: KEPT_SIZE, fit: 'inside', withoutEnlargement: true })
        .toColourspace('srgb').raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
      const kept = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
      const processed = await kept().jpeg({ quality: 85 }).toBuffer();
      const thumbnail = await kept().resize({ width: 320, height: 320, fit: 'inside' }).jpeg({ quality: 75 }).toBuffer();
      return { kept, processed, thumbnail };
    } catch {
      return null;
    } finally {
      timings.decodeMs = performance.now() - at;
    }
  });
  if (!made) return null;
  return { processed: made.processed, thumbnail: made.thumbnail, qr: await readQr(made.kept, timings) };
}

const newTimings = (): SlipTimings => ({ loadMs: 0, slotMs: 0, decodeMs: 0, scaleMs: 0, qrMs: 0, qrTries: 0, saveMs: 0 });

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
  return async (job: Job<OutboxEventPayloads['receipt.uploaded']>): Promise<SlipTimings | undefined> => {
    const timings = newTimings();
    let at = performance.now();
    const [receipt] = await db.select().from(receipts).where(eq(receipts.id, job.data.receiptId));
    if (!receipt || receipt.checkStatus !== 'pending') return;
    const [owner] = receipt.purchaseId
      ? await db.select({ userId: purchases.userId }).from(purchases).where(eq(purchases.id, receipt.purchaseId))
      : await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, receipt.orderId!));
    const original = await storage.get(receipt.storageKey);

    timings.loadMs = performance.now() - at;
    const read = await readSlip(original, receipt.detectedType, MAX_IMAGE_PIXELS, timings);
    at = performance.now();
    if (!read) {
      await db.transaction(async (tx) => {
        const [marked] = await tx.update(receipts).set({ checkStatus: 'unreadable', checkError: 'unreadable_image', checkedAt: new Date() })
          .where(and(eq(receipts.id, receipt.id), eq(receipts.checkStatus, 'pending'))).returning({ id: receipts.id });
        if (!marked || !owner) return;
        if (receipt.purchaseId) await recordEvent(tx, 'receipt.unreadable', { purchaseId: receipt.purchaseId, userId: owner.userId, reason: 'unreadable_image' });
        else await recordEvent(tx, 'order.receipt_checked', { orderId: receipt.orderId!, userId: owner.userId, reason: 'unreadable_image' });
      });
      timings.saveMs = performance.now() - at;
      return timings;
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
    timings.saveMs = performance.now() - at;
    return timings;
  };
}
