import { eq, isNotNull } from 'drizzle-orm';
import {
  FEED_MATCH_STATUSES, clubSide, feedKickOff, isFinishedMatch,
  type CompetitionFeed, type CompetitionMatchDto, type CompetitionMatchesDto, type CompetitionResultInput, type CompetitionStandingsDto,
  type CompetitionSyncRequestDto, type FeedFixtureDto, type FeedMatch, type FeedStanding, type StaffCompetitionResultDto,
} from '@club/core';
import { audit, recordEvent, saleMatchesOf, schema, type Db, type Tx } from '@club/db';
import { Conflict, NotFound } from '../../http/errors.js';

const { competitionResults, competitionSnapshots, matches, teams, users, venues } = schema;
type Snapshot = typeof competitionSnapshots.$inferSelect;
type ManualResult = typeof competitionResults.$inferSelect;

export const MATCH_NOT_FOUND = 'result.match_not_found';

export interface CompetitionOptions {
  clubNameTh: string;
  staleMs: number;
}

/**
 * What may be out of date: never fetched, the last fetch failed after the last good one, or the
 * last good one is older than `staleMs`.
 */
function isStale(row: Pick<Snapshot, 'fetchedAt' | 'lastErrorAt'> | undefined, staleMs: number, now = Date.now()): boolean {
  if (!row?.fetchedAt) return true;
  if (row.lastErrorAt && row.lastErrorAt > row.fetchedAt) return true;
  return now - row.fetchedAt.getTime() > staleMs;
}

async function snapshot(db: Db | Tx, kind: CompetitionFeed): Promise<Snapshot | undefined> {
  const [row] = await db.select().from(competitionSnapshots).where(eq(competitionSnapshots.kind, kind));
  return row;
}

/** The feed's matches of the last good copy (validated by the worker before it was stored), by kick-off. */
const feedMatches = (row: Snapshot | undefined): FeedMatch[] =>
  [...((row?.payload ?? []) as FeedMatch[])].sort((a, b) => `${a.start_date} ${a.start_time}`.localeCompare(`${b.start_date} ${b.start_time}`));

/**
 * A manual result wins over the feed: that score, finished; the feed's attendance when staff gave
 * none. `saleMatchId`: the club's match selling tickets for it, while on sale.
 */
function applyManual(match: FeedMatch, manual: ManualResult | undefined, saleMatchId: string | null = null): CompetitionMatchDto {
  if (!manual) return { ...match, manual: false, sale_match_id: saleMatchId };
  return {
    ...match,
    home_goal_count: manual.homeGoalCount,
    away_goal_count: manual.awayGoalCount,
    attendance_number: manual.attendanceNumber ?? match.attendance_number,
    match_status: FEED_MATCH_STATUSES.finished,
    manual: true,
    // A match with a result has been played: nothing left to sell.
    sale_match_id: null,
  };
}

async function manualResults(db: Db | Tx) {
  const rows = await db.select({ result: competitionResults, name: users.name }).from(competitionResults)
    .leftJoin(users, eq(users.id, competitionResults.updatedBy));
  return new Map(rows.map((r) => [r.result.matchId, r]));
}

export async function getMatches(db: Db, opts: CompetitionOptions): Promise<CompetitionMatchesDto> {
  const [row, manual] = await Promise.all([snapshot(db, 'matches'), manualResults(db)]);
  const fixtures = feedMatches(row);
  // Linked by the feed's id (matches.feed_match_id), never guessed from dates or names.
  const onSale = await saleMatchesOf(db, fixtures.filter((m) => !isFinishedMatch(m)).map((m) => m.id));
  return {
    fetched_at: row?.fetchedAt?.toISOString() ?? null,
    stale: isStale(row, opts.staleMs),
    club_name_th: opts.clubNameTh,
    matches: fixtures.map((m) => applyManual(m, manual.get(m.id)?.result, onSale.get(m.id) ?? null)),
  };
}

export async function getStandings(db: Db, opts: CompetitionOptions): Promise<CompetitionStandingsDto> {
  const row = await snapshot(db, 'standings');
  return {
    fetched_at: row?.fetchedAt?.toISOString() ?? null,
    stale: isStale(row, opts.staleMs),
    club_name_th: opts.clubNameTh,
    standings: [...((row?.payload ?? []) as FeedStanding[])].sort((a, b) => a.current_rank - b.current_rank),
  };
}

// ---- staff ----

function staffRow(match: FeedMatch, manual: { result: ManualResult; name: string | null } | undefined, onSale: Map<string, string>): StaffCompetitionResultDto {
  return {
    ...applyManual(match, manual?.result, onSale.get(match.id) ?? null),
    feed: { home_goal_count: match.home_goal_count, away_goal_count: match.away_goal_count, attendance_number: match.attendance_number, match_status: match.match_status },
    updated_by: manual?.result.updatedBy ?? null,
    updated_by_name: manual?.name ?? null,
    updated_at: manual?.result.updatedAt.toISOString() ?? null,
  };
}

interface StaffResultsQuery {
  q?: string;
  status?: 'upcoming' | 'finished';
  manual?: boolean;
  sort: { order: 'ASC' | 'DESC'; by: (r: StaffCompetitionResultDto) => string | number };
  offset: number;
  limit: number;
}

const kickOff = (m: FeedMatch) => `${m.start_date} ${m.start_time}`;
/** The fields the staff list sorts by, and the key each sorts on: anything else is refused. */
export const STAFF_RESULT_SORT: Record<string, (r: StaffCompetitionResultDto) => string | number> = {
  start_date: kickOff,
  id: (r) => r.id,
  home_team_name: (r) => r.home_team_name,
  away_team_name: (r) => r.away_team_name,
  match_status: (r) => r.match_status,
  manual: (r) => Number(r.manual),
  updated_at: (r) => r.updated_at ?? '',
};

/** The matches of the last good feed, as fans see them, for staff to correct (a handful: filtered in memory). */
export async function listResultsForStaff(db: Db, query: StaffResultsQuery): Promise<{ rows: StaffCompetitionResultDto[]; total: number }> {
  const [row, manual] = await Promise.all([snapshot(db, 'matches'), manualResults(db)]);
  const needle = query.q?.toLocaleLowerCase('th');
  const fixtures = feedMatches(row);
  const onSale = await saleMatchesOf(db, fixtures.map((m) => m.id));
  const rows = fixtures.map((m) => staffRow(m, manual.get(m.id), onSale)).filter((r) => {
    if (query.status && (query.status === 'finished') !== isFinishedMatch(r)) return false;
    if (query.manual !== undefined && r.manual !== query.manual) return false;
    if (!needle) return true;
    return [r.id, r.home_team_name, r.away_team_name, r.home_team_name_en, r.away_team_name_en, r.tournament_name, r.tournament_name_en, r.stage_name, r.stage_name_en, r.stadium_name, r.stadium_name_en]
      .some((text) => text?.toLocaleLowerCase('th').includes(needle));
  });
  const key = query.sort.by;
  const direction = query.sort.order === 'ASC' ? 1 : -1;
  rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return (x < y ? -1 : x > y ? 1 : 0) * direction || a.id.localeCompare(b.id);
  });
  return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
}

async function findFeedMatch(db: Db | Tx, matchId: string): Promise<FeedMatch> {
  const match = feedMatches(await snapshot(db, 'matches')).find((m) => m.id === matchId);
  if (!match) throw new NotFound(MATCH_NOT_FOUND);
  return match;
}

export async function getResultForStaff(db: Db | Tx, matchId: string): Promise<StaffCompetitionResultDto> {
  const match = await findFeedMatch(db, matchId);
  return staffRow(match, (await manualResults(db)).get(matchId), await saleMatchesOf(db, [matchId]));
}


/** Staff enter or correct the result of a match of the last good feed; audited in the same transaction. */
export async function setResult(db: Db, staffId: string, matchId: string, input: CompetitionResultInput): Promise<StaffCompetitionResultDto> {
  return db.transaction(async (tx) => {
    const match = await findFeedMatch(tx, matchId);
    if (feedKickOff(match).getTime() > Date.now()) throw new Conflict('result.before_kick_off');
    const [before] = await tx.select().from(competitionResults).where(eq(competitionResults.matchId, matchId)).for('update');
    const values = { homeGoalCount: input.home_goal_count, awayGoalCount: input.away_goal_count, attendanceNumber: input.attendance_number, updatedBy: staffId, updatedAt: new Date() };
    await tx.insert(competitionResults).values({ matchId, ...values })
      .onConflictDoUpdate({ target: competitionResults.matchId, set: values });
    const was = before
      ? { home_goal_count: before.homeGoalCount, away_goal_count: before.awayGoalCount, attendance_number: before.attendanceNumber, manual: true }
      : { home_goal_count: match.home_goal_count, away_goal_count: match.away_goal_count, attendance_number: match.attendance_number, manual: false };
    await audit(tx, {
      actorId: staffId, action: 'competition_result.set', entityType: 'competition_match', entityId: matchId,
      changes: { from: was, to: { home_goal_count: input.home_goal_count, away_goal_count: input.away_goal_count, attendance_number: input.attendance_number } },
    });
    return getResultForStaff(tx, matchId);
  });
}

/** Staff clear a manual result: the feed's result shows again. Audited when there was one to clear. */
export async function clearResult(db: Db, staffId: string, matchId: string): Promise<StaffCompetitionResultDto> {
  return db.transaction(async (tx) => {
    await findFeedMatch(tx, matchId);
    const [removed] = await tx.delete(competitionResults).where(eq(competitionResults.matchId, matchId)).returning();
    if (removed) {
      await audit(tx, {
        actorId: staffId, action: 'competition_result.cleared', entityType: 'competition_match', entityId: matchId,
        changes: { from: { home_goal_count: removed.homeGoalCount, away_goal_count: removed.awayGoalCount, attendance_number: removed.attendanceNumber } },
      });
    }
    return getResultForStaff(tx, matchId);
  });
}

// ---- fixtures to sell ----

/** Names compared as people type them: case, spacing and Unicode forms aside. */
const sameName = (a: string | null | undefined, b: string | null | undefined) => {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en');
  return !!a && !!b && norm(a) === norm(b);
};

/**
 * The club's upcoming home fixtures of the latest feed copy that no match sells yet (soonest
 * first), each with the console's teams and venue of the same name (Thai or English; the club is
 * the home-club team), or null where the console has none, for staff to choose or add.
 */
export async function listFixturesForSale(db: Db, opts: Pick<CompetitionOptions, 'clubNameTh'>, now = Date.now()): Promise<FeedFixtureDto[]> {
  const [row, linked, teamRows, venueRows] = await Promise.all([
    snapshot(db, 'matches'),
    db.select({ id: matches.feedMatchId }).from(matches).where(isNotNull(matches.feedMatchId)),
    db.select({ id: teams.id, name: teams.name, nameTh: teams.nameTh, isHomeClub: teams.isHomeClub }).from(teams),
    db.select({ id: venues.id, name: venues.name, nameTh: venues.nameTh }).from(venues),
  ]);
  const taken = new Set(linked.map((l) => l.id));
  const teamNamed = (th: string, en: string | null) => teamRows.find((t) => sameName(t.nameTh, th) || sameName(t.name, en))?.id ?? null;
  const venueNamed = (th: string | null, en: string | null) => venueRows.find((v) => sameName(v.nameTh, th) || sameName(v.name, en))?.id ?? null;
  const club = teamRows.find((t) => t.isHomeClub)?.id ?? null;
  return feedMatches(row)
    .filter((m) => !isFinishedMatch(m) && clubSide(m, opts.clubNameTh) === 'home' && !taken.has(m.id) && feedKickOff(m).getTime() > now)
    .map((m) => ({
      ...m,
      kick_off: feedKickOff(m).toISOString(),
      home_team_id: club ?? teamNamed(m.home_team_name, m.home_team_name_en),
      away_team_id: teamNamed(m.away_team_name, m.away_team_name_en),
      venue_id: venueNamed(m.stadium_name, m.stadium_name_en),
    }));
}

/** Ask the worker for a sync now (through the outbox, so the request survives a Redis hiccup). */
export async function requestSync(db: Db): Promise<CompetitionSyncRequestDto> {
  await recordEvent(db, 'competition.sync_requested', {});
  return { requested_at: new Date().toISOString() };
}
