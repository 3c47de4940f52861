import { z } from 'zod';
import { msg, msgWith } from './messages.js';

export const RATING_COMMENT_MAX = 500;
const STARS = msg('rating.stars');

/**
 * PUT /api/v1/matches/{matchId}/rating: a fan's stars for a match they held a completed purchase
 * for, once it has kicked off. One per fan and match; sending again changes it.
 */
export const matchRatingSchema = z.object({
  rating: z.number({ error: STARS }).int(STARS).min(1, STARS).max(5, STARS),
  comment: z.string({ error: msg('rating.comment_text') }).trim()
    .max(RATING_COMMENT_MAX, msgWith({ en: `The comment is at most ${RATING_COMMENT_MAX} characters`, th: `ความคิดเห็นยาวได้ไม่เกิน ${RATING_COMMENT_MAX} ตัวอักษร` }))
    .nullish()
    .transform((comment) => comment || null),
});
export type MatchRatingInput = z.infer<typeof matchRatingSchema>;

/** The signed-in fan's own rating of a match (GET answers null before they rate it). */
export interface MatchRatingDto {
  matchId: string;
  rating: number;
  comment: string | null;
  updatedAt: string;
}

/** What staff see of a match's ratings (GET /api/v1/admin/matches/{id}/ratings). */
export interface MatchRatingSummaryDto {
  match_id: string;
  count: number;
  /** Mean stars to one decimal; null before anyone rated. */
  average: number | null;
  /** How many fans gave 1, 2, 3, 4 and 5 stars. */
  by_stars: [number, number, number, number, number];
}
