import path from 'node:path';
import express, { type Response, type Router } from 'express';
import { StoredFileMissing, isStorageKey, type Storage } from '@club/storage';

/** The image types the public store holds: admin uploads (JPEG, WebP) and the demo artwork (SVG). */
const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
};

const notFound = (res: Response) => res.status(404).end();

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
    let body: Buffer;
    try {
      body = await images.get(key);
    } catch (err) {
      if (err instanceof StoredFileMissing) return notFound(res);
      throw err;
    }
    res.set({ 'content-type': type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' }).send(body);
  });
  router.use((_req, res) => notFound(res));
  return router;
}
