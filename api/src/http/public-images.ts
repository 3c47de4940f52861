import path from 'node:path';
import express, { type Response, type Router } from 'express';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS, imageVariantOf, imageVariantPath, type ImageWidth } from '@club/core';
import { StoredFileMissing, isStorageKey, type Storage } from '@club/storage';

/** The image types the public store holds: admin uploads (JPEG, WebP) and the demo artwork (SVG). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

/**
 * An upload and its copies are named after a random UUID and never written again, so a browser
 * may keep them for good; other names (the demo artwork) may be replaced and are kept an hour.
 */
const UPLOADED = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d+)?\.[a-z]+$/;
const cacheFor = (key: string) => (UPLOADED.test(key) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');

const notFound = (res: Response) => res.status(404).end();

/**
 * Store the WebP copy of a public image `width` px wide (never wider than the original) under the
 * name the fan site asks for (imageVariantPath). Made at upload, or at the first request for an
 * image uploaded before copies were made.
 */
export async function storeImageVariant(images: Storage, originalKey: string, original: Buffer, width: ImageWidth): Promise<Buffer> {
  const copy = await sharp(original, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  await images.put(imageVariantPath(originalKey, width), copy);
  return copy;
}

async function stored(images: Storage, key: string): Promise<Buffer | undefined> {
  try {
    return await images.get(key);
  } catch (err) {
    if (err instanceof StoredFileMissing) return undefined;
    throw err;
  }
}

/** A copy not stored: made from its original when that exists. Only at the widths made at upload, so no request makes unbounded work. */
async function missingVariant(images: Storage, key: string): Promise<Buffer | undefined> {
  const variant = imageVariantOf(key);
  if (!variant) return undefined;
  for (const originalKey of variant.originalKeys) {
    const original = await stored(images, originalKey);
    if (original) return storeImageVariant(images, originalKey, original, variant.width);
  }
  return undefined;
}

/**
 * /uploads/{key}: a file of the public store, whichever driver keeps it. Anything that is not a
 * stored image, including a key that tries to leave the store, is a bare 404.
 */
export function publicImages(images: Storage): Router {
  const router = express.Router();
  router.get('/*key', async (req, res) => {
    const key = req.params.key.join('/');
    const type = CONTENT_TYPES[path.extname(key).toLowerCase()];
    if (!type || !isStorageKey(key)) return notFound(res);
    const body = (await stored(images, key)) ?? (await missingVariant(images, key));
    if (!body) return notFound(res);
    res.set({ 'content-type': type, 'cache-control': cacheFor(key), 'x-content-type-options': 'nosniff' }).send(body);
  });
  router.use((_req, res) => notFound(res));
  return router;
}
