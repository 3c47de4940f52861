import { isNull, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { feedAnswerSchema, feedMatchSchema, feedStandingSchema, type CompetitionFeed } from '@club/core';
import { noteFeedKickOffs, schema, type Db } from '@club/db';

/** Where the external competition service is and what to ask it for (worker configuration). */
export interface CompetitionSource {
  baseUrl: string;
  matchesPath: string;
  standingsPath: string;
  teamId: string;
  tournamentId: string;
  timeoutMs: number;
}

type Outcome = { ok: true; rows: unknown[] } | { ok: false; error: string };

const { competitionSnapshots } = schema;
const MAX_ERROR = 500;

function feedUrls(source: CompetitionSource): Record<CompetitionFeed, URL> {
  // Joined as text, so a base URL with a path (https://host/api) keeps it.
  const base = source.baseUrl.replace(/\/+$/, '');
  const matches = new URL(`${base}${source.matchesPath}`);
  matches.searchParams.set('tournament_team', source.teamId);
  const standings = new URL(`${base}${source.standingsPath}`);
  standings.searchParams.set('tournament', source.tournamentId);
  return { matches, standings };
}

/** Why a fetch failed, in a line a person can act on. */
function describeFailure(err: unknown, timeoutMs: number): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = err instanceof Error ? (err.cause as { code?: string; message?: string } | undefined) : undefined;
  if (cause?.code) return `cannot reach the service (${cause.code})`;
  return `cannot reach the service (${err instanceof Error ? (cause?.message ?? err.message) : String(err)})`;
}

/** One feed, whole and valid, or why not: refused, too slow, not 2xx, not JSON, or not the expected shape. */
async function fetchFeed(url: URL, rowSchema: z.ZodType, timeoutMs: number): Promise<Outcome> {
  let text: string;
  let status: number;
  try {
    // The timeout covers the body too: a service that sends headers and then stalls is as slow as one that says nothing.
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    status = res.status;
    text = await res.text();
  } catch (err) {
    return { ok: false, error: describeFailure(err, timeoutMs) };
  }
  if (status < 200 || status > 299) return { ok: false, error: `the service answered HTTP ${status}` };
  let body: unknown;
  try { body = JSON.parse(text); } catch { return { ok: false, error: 'the answer is not JSON' }; }
  const parsed = feedAnswerSchema(rowSchema).safeParse(body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first?.path.length ? `${first.path.join('.')}: ` : '';
    return { ok: false, error: `unexpected answer (${parsed.error.issues.length} problem(s)), first ${where}${first?.message ?? 'invalid'}` };
  }
  return { ok: true, rows: parsed.data.data };
}

/**
 * Fetch both feeds and keep what came back whole: a valid answer (an empty list too: a season with
 * no matches yet) replaces that feed's copy; any failure leaves the copy as it was and records the
 * error and its time. Each feed's row is written in one statement, so a reader sees the old copy or
 * the new one, never a mix.
 */
async function syncCompetition(db: Db, source: CompetitionSource, logger: Logger): Promise<Record<CompetitionFeed, Outcome>> {
  const urls = feedUrls(source);
  const startedAt = new Date();
  const [matches, standings] = await Promise.all([
    fetchFeed(urls.matches, feedMatchSchema, source.timeoutMs),
    fetchFeed(urls.standings, feedStandingSchema, source.timeoutMs),
  ]);
  const outcomes: Record<CompetitionFeed, Outcome> = { matches, standings };
  await db.transaction(async (tx) => {
    for (const kind of ['matches', 'standings'] as const) {
      const outcome = outcomes[kind];
      if (outcome.ok) {
        await tx.insert(competitionSnapshots)
          .values({ kind, payload: outcome.rows, fetchedAt: startedAt, lastError: null, lastErrorAt: null })
          .onConflictDoUpdate({
            target: competitionSnapshots.kind,
            set: { payload: sql`excluded.payload`, fetchedAt: sql`excluded.fetched_at`, lastError: null, lastErrorAt: null },
            // Two workers syncing at once: the copy fetched later stays.
            setWhere: or(isNull(competitionSnapshots.fetchedAt), lte(competitionSnapshots.fetchedAt, sql`excluded.fetched_at`)),
          });
        logger.info({ feed: kind, rows: outcome.rows.length }, 'competition feed stored');
      } else {
        const error = outcome.error.slice(0, MAX_ERROR);
        await tx.insert(competitionSnapshots)
          .values({ kind, lastError: error, lastErrorAt: new Date() })
          .onConflictDoUpdate({ target: competitionSnapshots.kind, set: { lastError: sql`excluded.last_error`, lastErrorAt: sql`excluded.last_error_at` } });
        logger.warn({ feed: kind, url: urls[kind].toString(), err: error }, 'competition feed failed; the last good copy is kept');
      }
    }
    // A fixture on sale that the feed moved is flagged for staff; the match and its tickets keep their date.
    if (outcomes.matches.ok) {
      for (const c of await noteFeedKickOffs(tx)) {
        if (c.to) logger.warn({ match: c.matchId, feedMatch: c.feedMatchId, feedKickOff: c.to.toISOString() }, 'the competition feed moved a match on sale: staff are asked to apply or dismiss the new kick-off');
        else logger.info({ match: c.matchId, feedMatch: c.feedMatchId }, 'the competition feed agrees with a match on sale again');
      }
    }
  });
  return outcomes;
}

/** The `competition` queue: the scheduled sync, the one at start-up, and staff's "sync now". */
export function competitionProcessor(db: Db, source: CompetitionSource, logger: Logger) {
  return async (): Promise<Record<CompetitionFeed, boolean>> => {
    // A feed failure is recorded, not thrown: retrying at once would only hammer a service that is down.
    const outcomes = await syncCompetition(db, source, logger);
    return { matches: outcomes.matches.ok, standings: outcomes.standings.ok };
  };
}
