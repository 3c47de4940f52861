import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ERROR_CODES, IMAGE_WIDTHS, MAX_RECEIPT_BYTES, UPLOAD_FOLDERS, UPLOAD_MAX_PIXELS, MAX_IMAGE_PIXELS, msgWith, oneOfWords } from '@club/core';
import { audit, type Db } from '@club/db';
import type { Storage } from '@club/storage';
import { z } from 'zod';
import { HttpError, Invalid } from '../../http/errors.js';
import { storeImageVariant } from '../../http/public-images.js';
import { acceptImageIn } from '../../http/upload.js';
import { parse } from '../../http/validate.js';

/** Same limit as payment slips: 5 MB. */
const MAX_IMAGE_BYTES = MAX_RECEIPT_BYTES;
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** multipart/form-data with one image in `image` and the `folder` it belongs to. */
export const acceptImage = acceptImageIn('image');

const uploadFieldsSchema = z.object({
  folder: z.enum(UPLOAD_FOLDERS, { error: msgWith(oneOfWords('folder', UPLOAD_FOLDERS)) }),
});

const unsupported = () => new HttpError(415, ERROR_CODES.UNSUPPORTED_TYPE, 'upload.image_type');

/**
 * A public image: its type read from its own bytes (never the name or the declared type; SVG,
 * which can carry scripts, is refused), re-encoded without metadata and at most 1600 px on its
 * longest side, stored under a random name. Photos stay JPEG; PNG and WebP become WebP (they may
 * be transparent). A WebP copy at each of IMAGE_WIDTHS is stored beside it, for phones and thumbnails.
 */
export async function storePublicImage(db: Db, storage: Storage, actorId: string, file: Express.Multer.File | undefined, fields: unknown): Promise<{ url: string }> {
  const { folder } = parse(uploadFieldsSchema, fields ?? {});
  if (!file || file.size === 0) throw new Invalid('upload.choose_image', [{ path: 'image', message: 'upload.choose_image' }]);
  if (file.size > MAX_IMAGE_BYTES) throw new HttpError(413, ERROR_CODES.TOO_LARGE, 'upload.too_large');
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !(ACCEPTED as readonly string[]).includes(detected.mime)) throw unsupported();

  const jpeg = detected.mime === 'image/jpeg';
  let output: Buffer;
  try {
    // rotate() applies the camera's orientation before the EXIF block is dropped.
    const pipeline = sharp(file.buffer, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ width: UPLOAD_MAX_PIXELS, height: UPLOAD_MAX_PIXELS, fit: 'inside', withoutEnlargement: true });
    output = await (jpeg ? pipeline.jpeg({ quality: 85, mozjpeg: true }) : pipeline.webp({ quality: 85 })).toBuffer();
  } catch {
    // The bytes start like an image but do not decode as one.
    throw unsupported();
  }
  const key = `${folder}/${randomUUID()}.${jpeg ? 'jpg' : 'webp'}`;
  await storage.put(key, output);
  await Promise.all(IMAGE_WIDTHS.map((width) => storeImageVariant(storage, key, output, width)));
  const url = `/uploads/${key}`;
  await audit(db, {
    actorId, action: 'image.uploaded', entityType: 'upload', entityId: key, changes: { url, detected_type: detected.mime, bytes_in: file.size, bytes_out: output.length },
  });
  return { url };
}
