import { z } from 'zod';
import { msg } from './messages.js';

/**
 * The competition feed's answers, validated with these schemas before anything is stored: a
 * malformed answer never replaces the last good copy. The wrapper ({ success, data: [...] }) and
 * the paths are this product's choice, configurable. Also the result staff enter in the console.
 * (Apart from ./competition.ts, so that the fan site's results page does not load zod.)
 */

const count = z.number().int().min(0);
const text = z.string();
const optionalText = z.string().nullish().transform((v) => v ?? null);

export const feedMatchSchema = z.object({
  id: z.union([z.number().int(), z.string().min(1)]).transform(String),
  home_team_name: text,
  away_team_name: text,
  home_team_name_en: optionalText,
  away_team_name_en: optionalText,
  home_team_logo: optionalText,
  away_team_logo: optionalText,
  home_goal_count: count.nullish().transform((v) => v ?? null),
  away_goal_count: count.nullish().transform((v) => v ?? null),
  /** YYYY-MM-DD */
  start_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'start_date must be YYYY-MM-DD'),
  /** HH:MM or HH:MM:SS, Bangkok time. */
  start_time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/, 'start_time must be HH:MM'),
  tournament_name: text,
  tournament_name_en: optionalText,
  stage_name: optionalText,
  stage_name_en: optionalText,
  stadium_name: optionalText,
  stadium_name_en: optionalText,
  attendance_number: count.nullish().transform((v) => v ?? null),
  alias: optionalText,
  match_status: z.number().int().min(0).max(2),
});
export type FeedMatch = z.infer<typeof feedMatchSchema>;

export const feedStandingSchema = z.object({
  tournament_team: z.union([z.number().int(), z.string().min(1)]).transform(String),
  tournament_team_name: text,
  tournament_team_name_en: optionalText,
  tournament_team_logo: optionalText,
  current_rank: z.number().int().min(1),
  match_play: count,
  win: count,
  draw: count,
  lose: count,
  goal_for: count,
  goal_against: count,
  point: z.number().int(),
});
export type FeedStanding = z.infer<typeof feedStandingSchema>;

/** Both feeds answer { success: true, data: [...] }. */
export const feedAnswerSchema = <S extends z.ZodType>(row: S) => z.object({ success: z.literal(true), data: z.array(row) });

/** PUT /api/v1/admin/competition-results/{matchId}: a result staff enter when the feed is wrong. */
export const competitionResultSchema = z.object({
  home_goal_count: z.coerce.number({ error: msg('result.home_goals_number') }).int(msg('result.goals_whole')).min(0, msg('result.goals_negative')).max(99, msg('result.goals_max')),
  away_goal_count: z.coerce.number({ error: msg('result.away_goals_number') }).int(msg('result.goals_whole')).min(0, msg('result.goals_negative')).max(99, msg('result.goals_max')),
  attendance_number: z.coerce.number({ error: msg('result.attendance_number') }).int(msg('result.attendance_whole')).min(0, msg('result.attendance_negative'))
    .max(200_000, msg('result.attendance_max')).nullish().transform((v) => v ?? null),
});
export type CompetitionResultInput = z.infer<typeof competitionResultSchema>;
