import multer from 'multer';
import type { RequestHandler } from 'express';
import { ERROR_CODES, MAX_RECEIPT_BYTES, MAX_STATEMENT_BYTES, type MessageKey } from '@club/core';
import { HttpError, Invalid } from './errors.js';
import { unstorableFileName, unstorableTextIn } from './storable-text.js';


const MALFORMED_FORM = ['Malformed part header', 'Unexpected end of form', 'Multipart: Boundary not found', 'Malformed urlencoded form'];

/** An error busboy raises while reading a multipart body the client sent malformed. */
const isMalformedForm = (err: unknown): boolean => err instanceof Error && MALFORMED_FORM.includes(err.message);

/**
 * multipart/form-data with one file of at most `maxBytes` in the form field `field` and a few short
 * text fields, kept in memory; its refusals in the envelope.
 */
function acceptFileIn(field: string, { maxBytes, fieldBytes, tooLarge }: { maxBytes: number; fieldBytes: number; tooLarge: MessageKey }): RequestHandler {
  // File names as browsers send them: UTF-8 (busboy's default reads them as Latin-1, so a Thai name became mojibake).
  const read = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: fieldBytes }, defParamCharset: 'utf8' }).single(field);
  return (req, res, next) => {
    read(req, res, (err: unknown) => {
      // The text fields and the file's name exist only now, after the app-wide guard ran.
      if (!err) return next(unstorableTextIn(req) ?? unstorableFileName(req) ?? undefined);
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, ERROR_CODES.TOO_LARGE, tooLarge));
        if (err.code === 'LIMIT_UNEXPECTED_FILE') return next(new Invalid({ en: `Send the file in the form field "${field}"`, th: `กรุณาส่งไฟล์ในช่อง "${field}"` }));
        return next(new Invalid('upload.refused'));
      }
      // busboy's own refusals of a body that is not a well-formed form (a NUL in a part header, a cut-off body).
      next(isMalformedForm(err) ? new Invalid('upload.malformed') : err);
    });
  };
}

/** One image of at most 5,242,880 bytes in `field`: slips and the console's pictures alike. */
export const acceptImageIn = (field: string) => acceptFileIn(field, { maxBytes: MAX_RECEIPT_BYTES, fieldBytes: 1024, tooLarge: 'upload.too_large' });

/** A payment slip: the image in `receipt`. */
export const acceptReceipt = acceptImageIn('receipt');

/** A bank statement file in `statement`, with its column mapping (JSON) beside it. */
export const acceptStatement = acceptFileIn('statement', { maxBytes: MAX_STATEMENT_BYTES, fieldBytes: 4096, tooLarge: 'statement.too_large' });
