import express, { type Router } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { ERROR_CODES, textOf, type MessageKey } from '@club/core';
import type { Auth } from '../auth.js';
import { sendError } from './envelope.js';
import { requestLanguage } from './error-handler.js';
import type { RateLimits } from './rate-limit.js';
import { refuseUnstorableText } from './storable-text.js';

const STATUS_CODES: Record<number, string> = { 401: ERROR_CODES.UNAUTHORIZED, 403: ERROR_CODES.FORBIDDEN, 404: ERROR_CODES.NOT_FOUND, 429: ERROR_CODES.RATE_LIMITED };

/** better-auth's refusals a person may meet, by its code, in our words: its own messages are English only. */
const AUTH_MESSAGES: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'auth.invalid_email_or_password',
  USER_ALREADY_EXISTS: 'auth.user_exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.user_exists',
  PASSWORD_TOO_SHORT: 'auth.password_too_short',
  PASSWORD_TOO_LONG: 'auth.password_too_long',
  INVALID_EMAIL: 'auth.invalid_email',
  INVALID_PASSWORD: 'auth.invalid_password',
  INVALID_TOKEN: 'auth.invalid_token',
  TOKEN_EXPIRED: 'auth.invalid_token',
  PROVIDER_NOT_FOUND: 'auth.provider_not_found',
  USER_NOT_FOUND: 'auth.user_not_found',
  SESSION_EXPIRED: 'auth.session_expired',
  EMAIL_ALREADY_VERIFIED: 'auth.email_already_verified',
  EMAIL_MISMATCH: 'auth.email_mismatch',
};

/**
 * A request with neither a cookie nor an Origin or Referer is not a browser acting for a signed-in
 * user (browsers send Origin on every POST): no cross-site request forgery is possible. Its
 * Sec-Fetch-* headers (Node's fetch sends `sec-fetch-mode: cors`) would make better-auth demand an
 * Origin all the same, refusing API clients that curl lets in: they are dropped. A browser's
 * request keeps them, and a cross-site one is still refused.
 */
function withoutFetchMetadataOfNonBrowsers(headers: Headers): Headers {
  if (headers.has('cookie') || headers.has('origin') || headers.has('referer')) return headers;
  for (const name of ['sec-fetch-site', 'sec-fetch-mode', 'sec-fetch-dest', 'sec-fetch-user']) headers.delete(name);
  return headers;
}

/**
 * better-auth's own endpoints under /api/v1/auth. Successful answers keep better-auth's
 * standard shape (so its clients work); failures are turned into our envelope.
 */
export function authRouter(auth: Auth, limits: Pick<RateLimits, 'signIn' | 'signUp' | 'passwordReset' | 'verificationMail'>, siteUrl: string): Router {
  const router = express.Router();
  router.use(express.raw({ type: () => true, limit: '32kb' }));
  // A NUL (or a lone surrogate) in a name or email would reach PostgreSQL: 400 before better-auth reads it.
  router.use(refuseUnstorableText);
  // After the body is read: the sign-in, sign-up, reset and verification limits count per email address too.
  router.post('/sign-in/email', limits.signIn);
  router.post('/sign-up/email', limits.signUp);
  router.post('/request-password-reset', limits.passwordReset);
  router.post('/send-verification-email', limits.verificationMail);
  router.all('/{*rest}', async (req, res) => {
    const raw = Buffer.isBuffer(req.body) && req.body.length > 0 ? req.body : undefined;
    if (raw && req.is('application/json')) {
      try {
        JSON.parse(raw.toString('utf8'));
      } catch {
        return sendError(res, 400, { code: ERROR_CODES.BAD_JSON, message: textOf('request.bad_json', requestLanguage(req)) });
      }
    }
    // On the configured address: the Host header is the caller's to choose.
    const url = new URL(`${new URL(siteUrl).origin}${req.originalUrl}`);
    const response = await auth.handler(
      new Request(url, { method: req.method, headers: withoutFetchMetadataOfNonBrowsers(fromNodeHeaders(req.headers)), body: raw && req.method !== 'GET' && req.method !== 'HEAD' ? new Uint8Array(raw) : undefined }),
    );
    res.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') res.setHeader(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader('set-cookie', cookies);
    const text = await response.text();
    if (response.status >= 400) {
      let body: { message?: string; code?: string } = {};
      try { body = JSON.parse(text); } catch { /* not JSON: fall back to the status text */ }
      // Keep better-auth's specific code (INVALID_EMAIL_OR_PASSWORD, USER_ALREADY_EXISTS, ...).
      const code = body.code ?? STATUS_CODES[response.status] ?? ERROR_CODES.VALIDATION;
      const lang = requestLanguage(req);
      const known = body.code && Object.hasOwn(AUTH_MESSAGES, body.code) ? AUTH_MESSAGES[body.code]! : undefined;
      // Any other refusal keeps better-auth's English words; a Thai reader is told it failed.
      const message = known ? textOf(known, lang) : lang === 'th' ? textOf('request.failed', 'th') : body.message || response.statusText || textOf('request.failed', 'en');
      return sendError(res, response.status, { code, message });
    }
    res.send(text);
  });
  return router;
}
