import type { Request, RequestHandler } from 'express';
import { atField } from '@club/core';
import { Invalid } from './errors.js';

/**
 * Text PostgreSQL refuses (SQLSTATE 22021, a 500 if it got there): the NUL character, and half of
 * a UTF-16 surrogate pair without its other half (JSON may spell one, `"\ud800"`; it has no UTF-8
 * form and the driver would store U+FFFD in its place).
 */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refusal = (where: string) => new Invalid(atField(where, 'request.unstorable_text'), [{ path: where, message: 'request.unstorable_text' }]);

/** Where in `value` (keys too, at any depth) the first text PostgreSQL cannot store is, or null. */
export function findUnstorableText(value: unknown, root: string): string | null {
  // A loop, not recursion: a body may nest thousands deep.
  const pending: [unknown, string][] = [[value, root]];
  while (pending.length) {
    const [v, path] = pending.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return path;
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const [key, inner] of Object.entries(v)) {
        if (UNSTORABLE.test(key)) return path;
        pending.push([inner, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** A body better-auth reads raw: as JSON or form fields when it is one, otherwise as text. */
function decodedRawBody(req: Request, raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (req.is('application/json')) {
    try { return JSON.parse(text) as unknown; } catch { return text; }
  }
  if (req.is('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  return text;
}

/** The request's own text (path, query string, decoded body) that PostgreSQL could not store, as an error, or null. */
export function unstorableTextIn(req: Request): Invalid | null {
  const path = req.originalUrl.split('?')[0]!;
  let decodedPath: string;
  try { decodedPath = decodeURIComponent(path); } catch { return refusal('path'); }
  if (UNSTORABLE.test(decodedPath)) return refusal('path');
  const inQuery = findUnstorableText(req.query, 'query');
  if (inQuery) return refusal(inQuery);
  const body: unknown = Buffer.isBuffer(req.body) ? decodedRawBody(req, req.body) : req.body;
  const inBody = findUnstorableText(body, 'body');
  return inBody ? refusal(inBody) : null;
}

/** The uploaded file's name (a statement's is stored), when PostgreSQL could not store it, as an error. */
export function unstorableFileName(req: Request): Invalid | null {
  return req.file && UNSTORABLE.test(req.file.originalname) ? refusal('file.name') : null;
}

/**
 * One guard for every route after the body parsers: a NUL or a lone surrogate anywhere in the
 * path, the query string or the body is a 400 before any route reads it. Multipart fields are
 * read later, by multer in the upload routes, which ask unstorableTextIn again.
 */
export const refuseUnstorableText: RequestHandler = (req, _res, next) => {
  next(unstorableTextIn(req) ?? undefined);
};
