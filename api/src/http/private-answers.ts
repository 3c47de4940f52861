import type { RequestHandler } from 'express';
import onHeaders from 'on-headers';
import { sessionCookie } from './server-render.js';

/**
 * An answer made for one person is kept by no cache, not the browser's nor one on the way: every
 * call that carries a bearer token or the session cookie (a downloaded ticket, a 404 of someone
 * else's purchase, the console's records), every answer that sets a session or token, and every
 * refusal for want of one (401, 403) says `private, no-store`. Decided as the headers go out, so it
 * also holds for errors and whatever a route set before. Public answers to anonymous callers
 * (matches, the store) keep their own caching.
 */
export const privateAnswers: RequestHandler = (req, res, next) => {
  const credentials = Boolean(req.headers.authorization) || sessionCookie(req) !== undefined;
  onHeaders(res, () => {
    const grantsSession = res.hasHeader('set-cookie') || res.hasHeader('set-auth-token');
    if (credentials || req.user || grantsSession || res.statusCode === 401 || res.statusCode === 403) {
      res.setHeader('cache-control', 'private, no-store');
    }
  });
  next();
};
