import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import { ERROR_CODES, isMessageKey, noSuchEndpoint, readerLanguage, textOf, type ApiFailure, type Language } from '@club/core';
import { HttpError, type Message } from './errors.js';
import { sendError as sendEnvelopeError } from './envelope.js';

export const notFoundHandler: RequestHandler = (req, res) => {
  sendEnvelopeError(res, 404, { code: ERROR_CODES.NOT_FOUND, message: textOf(noSuchEndpoint(req.method, req.path), requestLanguage(req)) });
};

/** The language the caller reads: the sites say their page's in Accept-Language (core's readerLanguage decides). */
export const requestLanguage = (req: Request): Language => readerLanguage(req.headers['accept-language']);

/** A message of a field problem: a catalogue key, or words in both languages. */
const isMessage = (m: unknown): m is Message =>
  typeof m === 'string' ? isMessageKey(m) : !!m && typeof m === 'object' && typeof (m as { en?: unknown }).en === 'string' && typeof (m as { th?: unknown }).th === 'string';

/** Field problems [{path, message}] read in the caller's language too (the console shows them under the fields). */
const localizeDetails = (details: unknown, lang: Language): unknown =>
  Array.isArray(details)
    ? details.map((d: unknown) => {
      const message = d && typeof d === 'object' ? (d as { message?: unknown }).message : undefined;
      return isMessage(message) ? { ...(d as object), message: textOf(message, lang) } : d;
    })
    : details;

/** pg and Node socket codes of a server that is gone or not taking connections (SQLSTATE class 08 is checked apart). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH',
  '57P01', // admin_shutdown: the server is being stopped or restarted
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);

/** The messages pg, pg-pool and ioredis (no offline queue, one retry) fail with when they cannot reach their server. */
const UNREACHABLE_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'timeout expired', // pg: opening a connection took longer than its connectionTimeoutMillis
  'Client has encountered a connection error and is not queryable',
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection is closed.',
  'Reached the max retries per request limit',
  'Redis connection is not ready', // rate-limiter-flexible with rejectIfRedisNotReady
];

/**
 * Whether a failure means PostgreSQL or Redis cannot be reached (down, restarting, unreachable),
 * so the call may work when tried again. Libraries wrap the driver's error (drizzle and
 * better-auth in `cause`), so the chain of causes is looked at too.
 */
export function isBackingServiceDown(err: unknown): boolean {
  for (let e: any = err, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause, depth++) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (e.name === 'MaxRetriesPerRequestError') return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.some((m) => e.message.startsWith(m))) return true;
    // A connection to a host name tried on several addresses fails with all of them.
    if (Array.isArray(e.errors) && e.errors.length && e.errors.every(isBackingServiceDown)) return true;
  }
  return false;
}

/** How long a client is asked to wait before trying again when a backing service is down. */
const RETRY_AFTER_SECONDS = 5;

/** The one place where failures become the envelope. Stacks stay in the log, never in the response. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  const sendError = (status: number, error: Omit<ApiFailure['error'], 'message'> & { message: Message }) =>
    sendEnvelopeError(res, status, { ...error, message: textOf(error.message, requestLanguage(req)) });
  if (err instanceof HttpError) {
    const words = { en: textOf(err.text, 'en'), th: textOf(err.text, 'th') };
    sendError(err.status, { code: err.code, message: err.text, words, ...(err.details ? { details: localizeDetails(err.details, requestLanguage(req)) } : {}) });
    return;
  }
  if (isBackingServiceDown(err)) {
    req.log?.warn({ err }, 'backing service unavailable');
    res.setHeader('retry-after', String(RETRY_AFTER_SECONDS));
    sendError(503, { code: ERROR_CODES.UNAVAILABLE, message: 'request.unavailable', requestId: String(req.id ?? '') });
    return;
  }
  // A unique key refused a second copy (two requests racing to create the same thing).
  if ((err?.code ?? err?.cause?.code) === '23505') {
    sendError(409, { code: ERROR_CODES.CONFLICT, message: 'request.already_done' });
    return;
  }
  // Errors raised by body parsers (express.json, multer) carry a status and a type.
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (err?.type === 'entity.parse.failed') {
    sendError(400, { code: ERROR_CODES.BAD_JSON, message: 'request.bad_json' });
  } else if (err?.type === 'entity.too.large' || status === 413) {
    sendError(413, { code: ERROR_CODES.TOO_LARGE, message: 'request.too_large' });
  } else if (status === 415 || err?.type === 'encoding.unsupported') {
    sendError(415, { code: ERROR_CODES.UNSUPPORTED_TYPE, message: 'request.unsupported_type' });
  } else if (status >= 400 && status < 500) {
    sendError(status, { code: ERROR_CODES.VALIDATION, message: 'request.bad_request' });
  } else {
    req.log?.error({ err }, 'unhandled error');
    sendError(500, { code: ERROR_CODES.INTERNAL, message: 'request.internal', requestId: String(req.id ?? '') });
  }
};
