import { z } from 'zod';
import { msg } from './messages.js';

/**
 * The external competition data service (spec sections 3 and 7). Its answers are validated with
 * these schemas before anything is stored: a malformed answer never replaces the last good copy.
 * The wrapper ({ success, data: [...] }) and the paths are this product's choice, configurable.
 */

const count = z.number().int().min(0);
const text = z.string();
const optionalText = z.string().nullish().transform((v) => v ?? null);

/** match_status: 0 upcoming, 2 finished (1 is in play in the feed; shown with the upcoming ones). */
export const FEED_MATCH_STATUSES = { upcoming: 0, live: 1, finished: 2 } as const;

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

// ---- what the API serves (GET /api/v1/competition/matches and /standings) ----

export interface CompetitionMatchDto extends FeedMatch {
  /** Staff entered or corrected this result in the console; it wins over the feed until cleared. */
  manual: boolean;
  /** The club's match selling tickets for this fixture (linked by the feed's id) while it is on sale; else null. */
  sale_match_id: string | null;
}

export interface CompetitionFeedDto {
  /** When the last good copy was fetched (null: never fetched yet). */
  fetched_at: string | null;
  /** The last fetch failed or is too old: what is shown may be out of date. */
  stale: boolean;
  /** The club's name in Thai, as the feed writes it: its matches are the club's home or away games. */
  club_name_th: string;
}

export interface CompetitionMatchesDto extends CompetitionFeedDto {
  matches: CompetitionMatchDto[];
}

export interface CompetitionStandingsDto extends CompetitionFeedDto {
  /** Sorted by current_rank. */
  standings: FeedStanding[];
}

/**
 * A row of GET /api/v1/admin/competition-results (ra-data-simple-rest; `id` is the feed's match
 * id): the match as fans see it (a manual result applied), the feed's own values beside it, and
 * who entered the manual result and when.
 */
export interface StaffCompetitionResultDto extends CompetitionMatchDto {
  feed: Pick<FeedMatch, 'home_goal_count' | 'away_goal_count' | 'attendance_number' | 'match_status'>;
  updated_by: string | null;
  updated_by_name: string | null;
  updated_at: string | null;
}

/** POST /api/v1/admin/competition/sync: the worker fetches both feeds once, soon. */
export interface CompetitionSyncRequestDto {
  requested_at: string;
}

/** PUT /api/v1/admin/competition-results/{matchId}: a result staff enter when the feed is wrong. */
export const competitionResultSchema = z.object({
  home_goal_count: z.coerce.number({ error: msg('result.home_goals_number') }).int(msg('result.goals_whole')).min(0, msg('result.goals_negative')).max(99, msg('result.goals_max')),
  away_goal_count: z.coerce.number({ error: msg('result.away_goals_number') }).int(msg('result.goals_whole')).min(0, msg('result.goals_negative')).max(99, msg('result.goals_max')),
  attendance_number: z.coerce.number({ error: msg('result.attendance_number') }).int(msg('result.attendance_whole')).min(0, msg('result.attendance_negative'))
    .max(200_000, msg('result.attendance_max')).nullish().transform((v) => v ?? null),
});
export type CompetitionResultInput = z.infer<typeof competitionResultSchema>;

/**
 * A row of GET /api/v1/admin/feed-fixtures (ra-data-simple-rest; `id` is the feed's match id): an
 * upcoming home fixture of the club in the latest feed copy that no match sells yet, with the
 * console's team and venue records of the same names (null: none has that name; staff choose).
 */
export interface FeedFixtureDto extends FeedMatch {
  /** The feed's kick-off as an instant (its date and time are Bangkok time). */
  kick_off: string;
  home_team_id: string | null;
  away_team_id: string | null;
  venue_id: string | null;
}

/** The kick-off of a feed match as an instant: the feed writes Bangkok dates and times (UTC+7 all year). */
export const feedKickOff = (m: Pick<FeedMatch, 'start_date' | 'start_time'>): Date =>
  new Date(`${m.start_date}T${m.start_time.length === 5 ? `${m.start_time}:00` : m.start_time}+07:00`);

// ---- rules the fan screen shows (spec section 2, Match results) ----

export const isFinishedMatch = (m: Pick<FeedMatch, 'match_status'>): boolean => m.match_status === FEED_MATCH_STATUSES.finished;

/** The club plays at home or away in this match (it is the team with the club's Thai name), or not at all. */
export function clubSide(m: Pick<FeedMatch, 'home_team_name' | 'away_team_name'>, clubNameTh: string): 'home' | 'away' | null {
  if (m.home_team_name === clubNameTh) return 'home';
  if (m.away_team_name === clubNameTh) return 'away';
  return null;
}

/** The score with the club first, and whether the club won, drew or lost; null before the final whistle. */
export function clubScore(m: FeedMatch, clubNameTh: string): { club: number; opponent: number; result: 'win' | 'draw' | 'lose' } | null {
  if (!isFinishedMatch(m) || m.home_goal_count === null || m.away_goal_count === null) return null;
  const away = clubSide(m, clubNameTh) === 'away';
  const club = away ? m.away_goal_count : m.home_goal_count;
  const opponent = away ? m.home_goal_count : m.away_goal_count;
  return { club, opponent, result: club > opponent ? 'win' : club < opponent ? 'lose' : 'draw' };
}

/** Goal difference as the table shows it: "+5", "0", "-3". */
export const signedGoalDifference = (row: Pick<FeedStanding, 'goal_for' | 'goal_against'>): string => {
  const d = row.goal_for - row.goal_against;
  return d > 0 ? `+${d}` : String(d);
};
