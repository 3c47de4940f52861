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

/** How long a resolved bearer token is trusted without asking the database again. */
export const SESSION_RECHECK_MS = 5_000;

/**
 * Bearer tokens resolved in the last few seconds, so a fan's burst of calls costs one session
 * lookup instead of one per call. Sessions deleted through better-auth (sign-out, revoking,
 * password reset) are forgotten at once (auth.ts); a change made around it (a role granted or
 * taken away, a session row deleted by hand) shows within SESSION_RECHECK_MS.
 */
export class RecentSessions {
  private readonly byHeader = new Map<string, { user: SessionUser; token: string; until: number }>();

  constructor(private readonly maxEntries = 100_000) {}

  get(authorization: string): SessionUser | undefined {
    const hit = this.byHeader.get(authorization);
    if (hit && hit.until > Date.now()) return hit.user;
    if (hit) this.byHeader.delete(authorization);
    return undefined;
  }

  remember(authorization: string, user: SessionUser, session: { token: string; expiresAt: Date }): void {
    if (this.byHeader.size >= this.maxEntries) this.dropExpired();
    const until = Math.min(Date.now() + SESSION_RECHECK_MS, session.expiresAt.getTime());
    this.byHeader.set(authorization, { user, token: session.token, until });
  }

  forget(token: string): void {
    for (const [key, entry] of this.byHeader) if (entry.token === token) this.byHeader.delete(key);
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.byHeader) if (entry.until <= now) this.byHeader.delete(key);
    if (this.byHeader.size >= this.maxEntries) this.byHeader.clear();
  }
}

/** Resolve the bearer token (or session cookie) to a user; anonymous requests pass through. */
export function authenticate(auth: Auth): RequestHandler {
  return async (req, _res, next) => {
    const { authorization, cookie } = req.headers;
    if (!authorization && !cookie) return next();
    req.user = authorization ? auth.recentSessions.get(authorization) : undefined;
    if (req.user) return next();
    const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (session) {
      const u = session.user as typeof session.user & { role?: Role; preferredLanguage?: Language };
      req.user = { id: u.id, email: u.email, name: u.name, role: u.role ?? 'fan', preferredLanguage: u.preferredLanguage ?? 'en' };
      if (authorization) auth.recentSessions.remember(authorization, req.user, session.session);
    } else if (authorization) {
      // A token was sent but is wrong or expired: say so rather than treating the call as anonymous.
      return next(new Unauthorized('Your session has expired or the token is invalid. Please sign in again.'));
    }
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
