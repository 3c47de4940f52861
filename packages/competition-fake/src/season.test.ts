import { describe, expect, it } from 'vitest';
import { clubScore, feedAnswerSchema, feedMatchSchema, feedStandingSchema } from '@club/core';
import { FAKE_CLUB_TEAM_ID, FAKE_TOURNAMENT_ID, MATCHES_PATH, STANDINGS_PATH, startFakeCompetition } from './index.js';
import { seasonMatches } from './season.js';

const CLUB = 'บางกอก ธันเดอร์ เอฟซี';

async function get(url: string) {
  const res = await fetch(url);
  return { status: res.status, body: await res.json() as unknown };
}

describe('fake competition service', () => {
  it('answers the club season and a full table in the schemas of the spec', async () => {
    const fake = await startFakeCompetition();
    try {
      const matches = feedAnswerSchema(feedMatchSchema).parse((await get(`${fake.url}${MATCHES_PATH}?tournament_team=${FAKE_CLUB_TEAM_ID}`)).body).data;
      const finished = matches.filter((m) => m.match_status === 2);
      const upcoming = matches.filter((m) => m.match_status === 0);
      expect(finished).toHaveLength(8);
      expect(upcoming).toHaveLength(7);
      expect(upcoming.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
      expect(upcoming.every((m) => m.home_goal_count === null && m.away_goal_count === null)).toBe(true);
      const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
      expect(finished.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
      expect(finished.every((m) => m.start_date < today)).toBe(true);
      expect(upcoming.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
      expect(upcoming.every((m) => m.start_date > today)).toBe(true);
      expect(matches.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
      expect(matches.every((m) => m.home_team_name === CLUB || m.away_team_name === CLUB)).toBe(true);
      const results = finished.map((m) => clubScore(m, CLUB)!.result);
      expect(new Set(results)).toEqual(new Set(['win', 'draw', 'lose']));
      expect(finished.some((m) => m.home_team_name === CLUB) && finished.some((m) => m.away_team_name === CLUB)).toBe(true);

      const table = feedAnswerSchema(feedStandingSchema).parse((await get(`${fake.url}${STANDINGS_PATH}?tournament=${FAKE_TOURNAMENT_ID}`)).body).data;
      expect(table).toHaveLength(16);
      expect(table.map((r) => r.current_rank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
      for (const r of table) {
        expect(r.point).toBe(3 * r.win + r.draw);
        expect(r.match_play).toBe(r.win + r.draw + r.lose);
        expect(r.match_play).toBe(8);
      }
      expect(table.reduce((n, r) => n + r.goal_for - r.goal_against, 0)).toBe(0);
      const club = table.find((r) => r.tournament_team_name === CLUB)!;
      expect(club).toMatchObject({ tournament_team: String(FAKE_CLUB_TEAM_ID), win: 5, draw: 2, lose: 1, point: 17 });
    } finally {
      await fake.close();
    }
  });

  it('tells the season as of the moment its clock gives: a day later, every fixture a day later under the same id', async () => {
    let now = Date.parse('2026-01-10T12:00:00Z');
    const fake = await startFakeCompetition({ now: () => now });
    try {
      const read = async () => feedAnswerSchema(feedMatchSchema).parse((await get(`${fake.url}${MATCHES_PATH}?tournament_team=${FAKE_CLUB_TEAM_ID}`)).body).data;
      const before = await read();
      expect(before).toHaveLength(15);
      now += 86_400_000;
      const after = await read();
      expect(after.map((m) => m.id)).toEqual(before.map((m) => m.id));
      const dayAfter = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(after.map((m) => m.start_date)).toEqual(before.map((m) => dayAfter(m.start_date)));
    } finally {
      await fake.close();
    }
  });

  it('tells the same results whatever the day', () => {
    const score = (now: number) => seasonMatches(now).filter((m) => m.match_status === 2).map((m) => [m.id, m.home_goal_count, m.away_goal_count]);
    expect(score(Date.parse('2026-01-10T12:00:00Z'))).toEqual(score(Date.parse('2026-03-02T12:00:00Z')));
  });

  it('simulates an outage, a malformed body and an empty season, and closes with a slow answer pending', async () => {
    const fake = await startFakeCompetition();
    const matchesUrl = `${fake.url}${MATCHES_PATH}?tournament_team=${FAKE_CLUB_TEAM_ID}`;
    fake.setMode('down');
    expect((await get(matchesUrl)).status).toBe(503);
    fake.setMode('malformed');
    const malformed = await get(matchesUrl);
    expect(malformed.status).toBe(200);
    expect(feedAnswerSchema(feedMatchSchema).safeParse(malformed.body).success).toBe(false);
    fake.setMode('empty');
    expect((await get(matchesUrl)).body).toEqual({ success: true, data: [] });
    const emptyTable = feedAnswerSchema(feedStandingSchema).parse((await get(`${fake.url}${STANDINGS_PATH}?tournament=${FAKE_TOURNAMENT_ID}`)).body).data;
    expect(emptyTable.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(emptyTable.every((r) => r.match_play === 0 && r.point === 0)).toBe(true);
    fake.setMode('slow');
    const pending = fetch(matchesUrl).then(() => 'answered', () => 'cut');
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await fake.close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await pending).toBe('cut');
  });
});
