import multer from 'multer';
import type { RequestHandler } from 'express';
import { ERROR_CODES, MAX_RECEIPT_BYTES } from '@club/core';
import { HttpError, Invalid } from './errors.js';
import { unstorableTextIn } from './storable-text.js';

/** One image of at most 5,242,880 bytes and a few short text fields, kept in memory: slips and the console's pictures alike. */
const oneImage = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_RECEIPT_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

const MALFORMED_FORM = ['Malformed part header', 'Unexpected end of form', 'Multipart: Boundary not found', 'Malformed urlencoded form'];

/** An error busboy raises while reading a multipart body the client sent malformed. */
const isMalformedForm = (err: unknown): boolean => err instanceof Error && MALFORMED_FORM.includes(err.message);

/** multipart/form-data with one image in the form field `field` and short text fields; its refusals in the envelope. */
export function acceptImageIn(field: string): RequestHandler {
  const read = oneImage.single(field);
  return (req, res, next) => {
    read(req, res, (err: unknown) => {
      // The text fields exist only now, after the app-wide guard ran.
      if (!err) return next(unstorableTextIn(req) ?? undefined);
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, ERROR_CODES.TOO_LARGE, 'upload.too_large'));
        if (err.code === 'LIMIT_UNEXPECTED_FILE') return next(new Invalid({ en: `Send the image in the form field "${field}"`, th: `กรุณาส่งรูปภาพในช่อง "${field}"` }));
        return next(new Invalid('upload.refused'));
      }
      // busboy's own refusals of a body that is not a well-formed form (a NUL in a part header, a cut-off body).
      next(isMalformedForm(err) ? new Invalid('upload.malformed') : err);
    });
  };
}

/** A payment slip: the image in `receipt`. */
export const acceptReceipt = acceptImageIn('receipt');
