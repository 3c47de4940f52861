import { and, eq, sql } from 'drizzle-orm';
import type { MatchRatingDto, MatchRatingInput, MatchRatingSummaryDto } from '@club/core';
import { schema, type Db } from '@club/db';
import { Conflict, Forbidden, NotFound } from '../../http/errors.js';

const { matchRatings, matches, purchases, tickets } = schema;

const toDto = (r: typeof matchRatings.$inferSelect): MatchRatingDto => ({
  matchId: r.matchId, rating: r.rating, comment: r.comment, updatedAt: r.updatedAt.toISOString(),
});

/** The fan's own rating of a match, or null before they rate it. */
export async function getOwnRating(db: Db, userId: string, matchId: string): Promise<MatchRatingDto | null> {
  const [row] = await db.select().from(matchRatings).where(and(eq(matchRatings.matchId, matchId), eq(matchRatings.userId, userId)));
  return row ? toDto(row) : null;
}

/**
 * Rate a match, or change one's rating: only a fan who holds a completed purchase for it, and only
 * once it has kicked off (a cancelled or postponed match has not). One rating per fan and match.
 */
export async function rateMatch(db: Db, userId: string, matchId: string, input: MatchRatingInput): Promise<MatchRatingDto> {
  return db.transaction(async (tx) => {
    const [match] = await tx.select({
      kickedOff: sql<boolean>`"matches"."match_date" <= now() and "matches"."status" in ('scheduled', 'finished')`,
      // Spelled out: drizzle writes a column inside select() without its table, which a subquery would misread.
      // A season pass's purchase holds the match through its ticket of it.
      held: sql<boolean>`exists (select from ${purchases} p where p.user_id = ${userId} and p.status = 'completed'
        and (p.match_id = "matches"."id" or exists (select from ${tickets} t where t.purchase_id = p.id and t.match_id = "matches"."id")))`,
    }).from(matches).where(eq(matches.id, matchId));
    if (!match) throw new NotFound('match.not_found');
    if (!match.held) {
      throw new Forbidden('rating.not_holder');
    }
    if (!match.kickedOff) {
      throw new Conflict('rating.before_kick_off');
    }
    const [row] = await tx.insert(matchRatings)
      .values({ matchId, userId, rating: input.rating, comment: input.comment })
      .onConflictDoUpdate({ target: [matchRatings.matchId, matchRatings.userId], set: { rating: input.rating, comment: input.comment, updatedAt: sql`now()` } })
      .returning();
    return toDto(row!);
  });
}

/** How fans rated a match, for staff: count, mean to one decimal, and the spread over 1..5 stars. */
export async function ratingSummary(db: Db, matchId: string): Promise<MatchRatingSummaryDto> {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!match) throw new NotFound('match.not_found');
  const rows = await db.select({ rating: matchRatings.rating, n: sql<number>`count(*)::int` })
    .from(matchRatings).where(eq(matchRatings.matchId, matchId)).groupBy(matchRatings.rating);
  const byStars: MatchRatingSummaryDto['by_stars'] = [0, 0, 0, 0, 0];
  for (const r of rows) byStars[r.rating - 1] = r.n;
  const count = byStars.reduce((a, b) => a + b, 0);
  const total = byStars.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { match_id: matchId, count, average: count ? Math.round((total / count) * 10) / 10 : null, by_stars: byStars };
}
