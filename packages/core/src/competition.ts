import type { FeedMatch, FeedStanding } from './competition-schemas.js';

/**
 * The external competition data service (spec sections 3 and 7): what the API serves from it and
 * the rules the fan screen shows. Its answers are validated by ./competition-schemas.ts.
 */

/** match_status: 0 upcoming, 2 finished (1 is in play in the feed; shown with the upcoming ones). */
export const FEED_MATCH_STATUSES = { upcoming: 0, live: 1, finished: 2 } as const;

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
