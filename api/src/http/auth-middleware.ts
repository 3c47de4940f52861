import type { RequestHandler } from 'express';
import { fromNodeHeaders } from 'better-auth/node';
import { isGateRole, isStaffRole, type Language, type Role } from '@club/core';
import type { Auth } from '../auth.js';
import { Forbidden, Unauthorized, UntrustedOrigin } from './errors.js';
import { pageOrigin } from './origins.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  preferredLanguage: Language;
  /** Whether they proved their address (as read at most SESSION_RECHECK_MS ago: a `false` is worth reading again). */
  emailVerified: boolean;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Resolve the bearer token (or session cookie) to a user; anonymous requests pass through.
 * A browser sends the cookie whichever page made the request, so a write authenticated by the
 * cookie alone must come from a page of a trusted origin (cross-site request forgery); a bearer
 * token is never sent by a browser on its own, so it needs no such check.
 */
export function authenticate(auth: Auth, trustedOrigins: string[]): RequestHandler {
  const trusted = new Set(trustedOrigins);
  return async (req, _res, next) => {
    const { authorization, cookie } = req.headers;
    if (!authorization && !cookie) return next();
    const known = authorization ? await auth.bearerSessions.find(authorization) : undefined;
    if (known) req.user = known;
    else if (known === undefined) {
      // The token alone when there is one: a cookie beside it must not choose the session.
      const session = await auth.api.getSession({ headers: authorization ? new Headers({ authorization }) : fromNodeHeaders(req.headers) });
      if (session) {
        const u = session.user as typeof session.user & { role?: Role; preferredLanguage?: Language };
        req.user = { id: u.id, email: u.email, name: u.name, role: u.role ?? 'fan', preferredLanguage: u.preferredLanguage ?? 'th', emailVerified: u.emailVerified };
        if (authorization) auth.bearerSessions.remember(authorization, req.user, session.session);
      }
    }
    if (req.user && !authorization && !SAFE_METHODS.has(req.method)) {
      const origin = pageOrigin(req.headers);
      if (!origin || !trusted.has(origin)) return next(new UntrustedOrigin());
    }
    // A token was sent but is wrong or expired: say so rather than treating the call as anonymous.
    if (!req.user && authorization) return next(new Unauthorized('request.session_expired'));
    next();
  };
}

export const requireUser: RequestHandler = (req, _res, next) => next(req.user ? undefined : new Unauthorized());

export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new Unauthorized());
  next(isStaffRole(req.user.role) ? undefined : new Forbidden('request.staff_only'));
};

/** Stewards, staff and admins: the gate API (a steward may only scan). */
export const requireGateRole: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new Unauthorized());
  next(isGateRole(req.user.role) ? undefined : new Forbidden('request.gate_only'));
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new Unauthorized());
  next(req.user.role === 'admin' ? undefined : new Forbidden('request.admin_only'));
};

/** The signed-in user of a route mounted behind requireUser. */
export function currentUser(req: { user?: SessionUser }): SessionUser {
  if (!req.user) throw new Unauthorized();
  return req.user;
}
