import type { RequestHandler } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { isStaffRole, type Language, type Role } from '@club/core';
import type { Auth } from '../auth.js';
import { Forbidden, Unauthorized } from './errors.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  preferredLanguage: Language;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}

/** Resolve the bearer token (or session cookie) to a user; anonymous requests pass through. */
export function authenticate(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const { authorization, cookie } = req.headers;
    if (!authorization && !cookie) return next();
    const known = authorization ? await auth.bearerSessions.find(authorization) : undefined;
    if (known) req.user = known;
    else if (known === undefined) {
      const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
      if (session) {
        const u = session.user as typeof session.user & { role?: Role; preferredLanguage?: Language };
        req.user = { id: u.id, email: u.email, name: u.name, role: u.role ?? 'fan', preferredLanguage: u.preferredLanguage ?? 'en' };
        if (authorization) auth.bearerSessions.remember(authorization, req.user, session.session);
      }
    }
    // A token was sent but is wrong or expired: say so rather than treating the call as anonymous.
    if (!req.user && authorization) return next(new Unauthorized('Your session has expired or the token is invalid. Please sign in again.'));
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => next(req.user ? undefined : new Unauthorized());

export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new Unauthorized());
  next(isStaffRole(req.user.role) ? undefined : new Forbidden('Staff access only'));
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new Unauthorized());
  next(req.user.role === 'admin' ? undefined : new Forbidden('Administrator access only'));
};

/** The signed-in user of a route mounted behind requireUser. */
export function currentUser(req: { user?: SessionUser }): SessionUser {
  if (!req.user) throw new Unauthorized();
  return req.user;
}
