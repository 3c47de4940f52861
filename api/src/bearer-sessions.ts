import { and, eq, sql } from 'drizzle-orm';
import { batched } from '@club/core';
import { schema, type Db } from '@club/db';
import type { SessionUser } from './http/auth-middleware.js';

const { sessions, users } = schema;

/** better-auth's session options (auth.ts): a session lives 30 days and is extended once a day. */
export const SESSION_LIFETIME = { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 };

/** How long a checked bearer token is trusted without asking the database again. */
export const SESSION_RECHECK_MS = 5_000;

const BEARER = /^bearer ([^.\s]+)\s*$/i;

/**
 * Bearer tokens to users, cheaply. A token checked in the last few seconds is remembered, so a
 * fan's burst of calls costs one lookup. A plain session token (what sign-up and sign-in
 * answer) is then read with one prepared query instead of better-auth's getSession (three
 * HMACs, two queries), together with the tokens of the requests that arrive while one is under way
 * (core's `batched`: at a sale's opening they come by the thousand a second), and a session due to
 * be extended (used a day after it was last extended: the first call of an on-sale morning for
 * most fans) is extended by a conditional update in that same query, as better-auth would
 * (SESSION_LIFETIME). Sessions deleted through better-auth (sign-out,
 * revoking, password reset) are forgotten at once (auth.ts); a change made around it (a role
 * granted or taken away, a session row deleted by hand) shows within SESSION_RECHECK_MS.
 */
export class BearerSessions {
  private readonly recent = new Map<string, { user: SessionUser; token: string; until: number }>();
  /** A token's session row (undefined: none), looked up with the tokens of the requests arriving meanwhile. */
  private readonly lookup;

  constructor(db: Db, private readonly maxEntries = 100_000) {
    // The sessions due for extension extended in the same statement, only while still due and alive
    // (another request may have extended one, or ended it); the select reads them as they were before.
    const tokens = sql`${sessions.token} = any(${sql.placeholder('tokens')}::text[])`;
    const extended = db.$with('extended').as(db.update(sessions)
      .set({ expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`, updatedAt: sql`now()` })
      .where(and(tokens, sql`${sessions.expiresAt} > now()`, sql`${sessions.expiresAt} <= ${sql.placeholder('dueBy')}::timestamptz`))
      .returning({ token: sql<string>`${sessions.token}`.as('extended_token'), until: sql<Date>`${sessions.expiresAt}`.mapWith(sessions.expiresAt).as('until') }));
    const byTokens = db.with(extended)
      .select({
        token: sessions.token, expiresAt: sessions.expiresAt, extendedUntil: extended.until,
        user: { id: users.id, email: users.email, name: users.name, role: users.role, preferredLanguage: users.preferredLanguage, emailVerified: users.emailVerified },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(extended, eq(extended.token, sessions.token))
      .where(tokens)
      .prepare('bearer_sessions');
    this.lookup = batched(async (asked: string[]) => {
      const now = Date.now();
      const dueBy = now + (SESSION_LIFETIME.expiresIn - SESSION_LIFETIME.updateAge) * 1000;
      const rows = await byTokens.execute({ tokens: asked, dueBy: new Date(dueBy).toISOString(), expiresAt: new Date(now + SESSION_LIFETIME.expiresIn * 1000).toISOString() });
      const byToken = new Map(rows.map((r) => [r.token, r]));
      return asked.map((token) => ({ row: byToken.get(token), now, dueBy }));
    });
  }

  /**
   * The user of an `Authorization` header; null when the session does not exist or has expired;
   * undefined when better-auth has to decide (a signed token, a session extended meanwhile).
   */
  async find(authorization: string): Promise<SessionUser | null | undefined> {
    const hit = this.recent.get(authorization);
    if (hit && hit.until > Date.now()) return hit.user;
    if (hit) this.recent.delete(authorization);
    const token = BEARER.exec(authorization)?.[1];
    if (!token) return undefined;
    const { row, now, dueBy } = await this.lookup(token);
    if (!row || row.expiresAt.getTime() <= now) return null;
    let session = { token, expiresAt: row.expiresAt };
    if (row.expiresAt.getTime() <= dueBy) {
      if (!row.extendedUntil) return undefined;
      session = { token, expiresAt: row.extendedUntil };
    }
    this.remember(authorization, row.user, session);
    return row.user;
  }

  remember(authorization: string, user: SessionUser, session: { token: string; expiresAt: Date }): void {
    if (this.recent.size >= this.maxEntries) this.dropExpired();
    this.recent.set(authorization, { user, token: session.token, until: Math.min(Date.now() + SESSION_RECHECK_MS, session.expiresAt.getTime()) });
  }

  forget(token: string): void {
    for (const [key, entry] of this.recent) if (entry.token === token) this.recent.delete(key);
  }

  private dropExpired(): void {
    const now = Date.now();
    for (const [key, entry] of this.recent) if (entry.until <= now) this.recent.delete(key);
    if (this.recent.size >= this.maxEntries) this.recent.clear();
  }
}
