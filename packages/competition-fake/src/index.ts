import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { closeNow, listenLocally } from '@club/core';
import { FAKE_TOURNAMENT_ID, matchDays, standings } from './season.js';

export { FAKE_CLUB_TEAM_ID, FAKE_TOURNAMENT_ID, LEAGUE_TEAMS, matchDays, seasonMatches, standings, type LeagueTeam, type SampleMatch } from './season.js';

/**
 * How the fake answers, so tests (and people) can see the product cope:
 * - normal: the season;
 * - down: 503 (a refused connection is close());
 * - slow: answers after 30 s;
 * - malformed: 200 with the season in which one row breaks the schema (a goal count as text, a
 *   date in another format): a reader that kept the good rows would write half a feed;
 * - empty: a season not started yet: no matches, every team on zero in the table.
 */
export type FakeCompetitionMode = 'normal' | 'down' | 'slow' | 'malformed' | 'empty';

export interface FakeCompetition {
  url: string;
  close(): Promise<void>;
  setMode(mode: FakeCompetitionMode): void;
}

export const MATCHES_PATH = '/public/match-days';
export const STANDINGS_PATH = '/public/standings';
const SLOW_MS = 30_000;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

function breakOneRow(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row, i) => (i === Math.min(2, rows.length - 1)
    ? { ...row, home_goal_count: 'two', start_date: '12/03/2025', current_rank: 'first', win: -1 }
    : row));
}

/** The season the fake answers with as of `now`, for one path: null when the path is not the service's. */
function answer(url: URL, mode: FakeCompetitionMode, now: number): { status: number; body: unknown } | null {
  if (url.pathname === MATCHES_PATH) {
    const team = Number(url.searchParams.get('tournament_team'));
    if (!Number.isInteger(team)) return { status: 400, body: { success: false, message: 'tournament_team is required' } };
    const rows = mode === 'empty' ? [] : matchDays(team, now);
    return { status: 200, body: { success: true, data: mode === 'malformed' ? breakOneRow(rows) : rows } };
  }
  if (url.pathname === STANDINGS_PATH) {
    const tournament = Number(url.searchParams.get('tournament'));
    if (!Number.isInteger(tournament)) return { status: 400, body: { success: false, message: 'tournament is required' } };
    const rows = tournament === FAKE_TOURNAMENT_ID ? standings({ played: mode !== 'empty', now }) : [];
    return { status: 200, body: { success: true, data: mode === 'malformed' ? breakOneRow(rows as unknown as Record<string, unknown>[]) : rows } };
  }
  return null;
}

interface FakeCompetitionOptions {
  port?: number;
  host?: string;
  /**
   * The moment the season is told as of (default: the clock). A demo pins it, so fixtures already
   * on sale keep their dates however long it runs; a test moves it to make the feed move a match.
   */
  now?: () => number | Promise<number>;
}

/** A fake of the external competition service (spec section 7) on `host:port` (port 0: any free one). */
export async function startFakeCompetition(opts: FakeCompetitionOptions = {}): Promise<FakeCompetition> {
  let mode: FakeCompetitionMode = 'normal';
  const waiting = new Set<NodeJS.Timeout>();

  const clock = opts.now ?? Date.now;

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'GET') return send(res, 405, { success: false, message: 'GET only' });
    if (mode === 'down') return send(res, 503, { success: false, message: 'Service unavailable' });
    let now: number;
    try {
      now = await clock();
    } catch {
      // The demo's clock reads the database: while it is away, so is the service.
      return send(res, 503, { success: false, message: 'Service unavailable' });
    }
    const found = answer(url, mode, now);
    if (!found) return send(res, 404, { success: false, message: 'Not found' });
    if (mode !== 'slow') return send(res, found.status, found.body);
    const timer = setTimeout(() => { waiting.delete(timer); send(res, found.status, found.body); }, SLOW_MS);
    waiting.add(timer);
    res.on('close', () => { clearTimeout(timer); waiting.delete(timer); });
  };

  const server = createServer((req, res) => void handle(req, res));
  const url = await listenLocally(server, opts);

  return {
    url,
    setMode: (next) => { mode = next; },
    close: () => closeNow(server, waiting),
  };
}
