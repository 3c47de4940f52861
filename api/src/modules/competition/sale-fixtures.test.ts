import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { startFakeCompetition, type FakeCompetition } from '@club/competition-fake';
import { clubSide, feedKickOff, isFinishedMatch, type AdminMatchDto, type CompetitionMatchDto, type FeedFixtureDto } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

// A database of its own: the competition tables are competition.test.ts's in the shared one, and
// these tests move the feed's kick-offs of the seeded matches on sale.
const CLUB = 'บางกอก ธันเดอร์ เอฟซี';
const DAY = 86_400_000;
const THAI = /[\u0E00-\u0E7F]{4,}/;

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let fake: FakeCompetition;
/** How far ahead of the clock the fake tells its season: a day moves every fixture a day. */
let feedShift = 0;
let admin: string;
let staff: string;
let fan: { token: string; id: string };

const db = () => api.database.db;
const feed = async () => (await api.call('GET', '/api/v1/competition/matches')).body.data.matches as CompetitionMatchDto[];
const upcomingHome = async () => (await feed()).filter((m) => !isFinishedMatch(m) && clubSide(m, CLUB) === 'home');
const fixturesForSale = async (token = staff) => api.call('GET', '/api/v1/admin/feed-fixtures', { token });
const adminMatch = async (id: string) => (await api.call('GET', `/api/v1/admin/matches/${id}`, { token: admin })).body.data as AdminMatchDto;
const matchRow = async (id: string) => (await db().select().from(schema.matches).where(eq(schema.matches.id, id)))[0]!;
const auditOf = async (id: string) =>
  (await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, 'match'), eq(schema.auditLog.entityId, id))).orderBy(asc(schema.auditLog.id)));

/** Staff ask for a sync; resolves once the worker stored a new copy of the matches (and applied the rule in the same transaction). */
async function syncNow() {
  const since = new Date();
  expect((await api.call('POST', '/api/v1/admin/competition/sync', { token: staff })).status).toBe(202);
  await eventually(async () => (await db().select().from(schema.competitionSnapshots)
    .where(and(eq(schema.competitionSnapshots.kind, 'matches'), gte(schema.competitionSnapshots.fetchedAt, since)))).length === 1);
}

/** What fans hold for a match: every purchase and ticket row, as stored. */
async function fansHoldingsOf(matchId: string) {
  const purchases = await db().select().from(schema.purchases).where(eq(schema.purchases.matchId, matchId)).orderBy(asc(schema.purchases.id));
  const tickets = purchases.length ? await db().select().from(schema.tickets).where(inArray(schema.tickets.purchaseId, purchases.map((p) => p.id))).orderBy(asc(schema.tickets.id)) : [];
  return { purchases, tickets };
}

/** Two tickets bought, paid and issued for a match. */
async function issueTickets(matchId: string) {
  // The stadium sells by zone: two places in its first standing or unnumbered zone.
  const { zones } = (await api.call('GET', `/api/v1/matches/${matchId}`)).body.data as { zones: { id: string; numbered: boolean }[] };
  const zoneId = zones.find((z) => !z.numbered)!.id;
  const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, zoneId, quantity: 2, phone: '0812345678' } });
  expect(bought.status).toBe(201);
  const { id } = bought.body.data;
  expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
  expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: admin })).status).toBe(200);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/tickets`, { token: fan.token })).body.data.length === 2);
  // The tickets' mail is the last step of the purchase: after it, nothing moves the rows but this test.
  await eventually(async () => (await db().select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0]?.ticketsEmailedAt);
  return id as string;
}

/** The body of a new match from a fixture the picker offered, as the console's form sends it. */
const matchFromFixture = (f: FeedFixtureDto, bankAccountId: string) => ({
  feed_match_id: f.id, home_team_id: f.home_team_id, away_team_id: f.away_team_id, venue_id: f.venue_id, bank_account_id: bankAccountId,
  match_date: f.kick_off, league: f.tournament_name_en, league_th: f.tournament_name, ticket_price: 600, available_tickets: 800, promoting: false, status: 'scheduled',
});

beforeAll(async () => {
  fake = await startFakeCompetition({ now: () => Date.now() + feedShift });
  api = await startTestApiOnOwnDatabase();
  worker = await startTestWorker(api, { COMPETITION_BASE_URL: fake.url });
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Ticket Office' });
  expect((await api.call('PUT', `/api/v1/admin/users/${staffUser.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
  staff = await api.signIn(staffUser.email, staffUser.password);
  fan = await api.signUp({ name: 'Season Fan' });
  // The worker's sync at start-up.
  await eventually(async () => (await feed()).length > 0);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await fake?.close();
});

describe('matches on sale are the fixtures of the competition feed', () => {
  it('seeds the matches on sale as the feed\'s next home fixtures: same ids, opponents, kick-offs and stadium (the third moved to Riverside Arena)', async () => {
    const home = await upcomingHome();
    const landing = (await api.call('GET', '/api/v1/matches/promoting?limit=3')).body.data as any[];
    expect(landing).toHaveLength(3);
    const sold = home.filter((m) => m.sale_match_id);
    expect(sold.map((m) => m.sale_match_id)).toEqual(landing.map((m) => m.id));
    sold.forEach((fixture, i) => {
      expect(landing[i].matchDate).toBe(feedKickOff(fixture).toISOString());
      expect(landing[i].awayTeam.nameTh).toBe(fixture.away_team_name);
      expect(landing[i].awayTeam.name).toBe(fixture.away_team_name_en);
      // The third is the demo's match at the club's second ground, Riverside Arena (one zone, no limit).
      expect(landing[i].venue.nameTh).toBe(i === 2 ? 'ริเวอร์ไซด์ อารีนา' : fixture.stadium_name);
    });
    // Only upcoming fixtures carry a match to buy.
    const finished = (await feed()).filter((m) => isFinishedMatch(m));
    expect(finished.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(finished.every((m) => m.sale_match_id === null)).toBe(true);
  });

  it('lists to staff the upcoming home fixtures no match sells yet, with the console\'s teams and venue of the same names', async () => {
    const res = await fixturesForSale();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('feed-fixtures 0-0/1');
    const [fixture] = res.body.data as FeedFixtureDto[];
    const unsold = (await upcomingHome()).filter((m) => !m.sale_match_id);
    expect(unsold.map((m) => m.id)).toEqual([fixture!.id]);
    const teams = (await api.call('GET', '/api/v1/admin/teams?range=[0,99]', { token: staff })).body.data as any[];
    const venues = (await api.call('GET', '/api/v1/admin/venues?range=[0,99]', { token: staff })).body.data as any[];
    expect(fixture).toMatchObject({
      kick_off: feedKickOff(fixture!).toISOString(),
      home_team_id: teams.find((t) => t.is_home_club).id,
      away_team_id: teams.find((t) => t.name_th === fixture!.away_team_name).id,
      venue_id: venues.find((v) => v.name_th === fixture!.stadium_name).id,
    });

    // A team the console names otherwise is not guessed: staff choose it.
    const away = teams.find((t) => t.id === fixture!.away_team_id);
    const rename = (name: string, nameTh: string) => api.call('PUT', `/api/v1/admin/teams/${away.id}`, { token: admin, json: { ...away, name, name_th: nameTh } });
    expect((await rename('CM Tigers', 'เสือเชียงใหม่')).status).toBe(200);
    expect((await fixturesForSale()).body.data[0]).toMatchObject({ id: fixture!.id, away_team_id: null });
    expect((await rename(away.name, away.name_th)).status).toBe(200);

    expect((await api.call('GET', '/api/v1/admin/feed-fixtures')).status).toBe(401);
    expect((await fixturesForSale(fan.token)).status).toBe(403);
  });

  it('creates a match from a fixture: it keeps the feed\'s id, leaves the list, and the results page links to it', async () => {
    const [fixture] = (await fixturesForSale()).body.data as FeedFixtureDto[];
    const bank = (await api.call('GET', '/api/v1/admin/bank-accounts', { token: admin })).body.data[0];
    const res = await api.call('POST', '/api/v1/admin/matches', { token: admin, json: matchFromFixture(fixture!, bank.id) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ feed_match_id: fixture!.id, feed_match_date: null, match_date: fixture!.kick_off, away_team_id: fixture!.away_team_id });
    expect((await fixturesForSale()).headers.get('content-range')).toBe('feed-fixtures 0-0/0');
    expect((await feed()).find((m) => m.id === fixture!.id)!.sale_match_id).toBe(res.body.data.id);
  });

  it('refuses a fixture not in the latest feed copy (400) or already on sale (409), in English and Thai, and saves nothing', async () => {
    const [template] = (await api.call('GET', '/api/v1/admin/matches?filter={"promoting":true}', { token: admin })).body.data as AdminMatchDto[];
    const countMatches = async () => (await db().select().from(schema.matches)).length;
    const before = await countMatches();
    const body = (feedMatchId: string) => ({ ...template, id: undefined, feed_match_id: feedMatchId, promoting: false });
    const create = (feedMatchId: string, lang = 'en') => api.call('POST', '/api/v1/admin/matches', { token: admin, json: body(feedMatchId), headers: { 'accept-language': lang } });

    const unknown = await create('999999');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/not in the latest competition data/) });
    expect((await create('999999', 'th')).body.error.message).toMatch(THAI);

    const taken = await create(template!.feed_match_id!);
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', message: expect.stringMatching(/already on sale as another match/) });
    expect((await create(template!.feed_match_id!, 'th')).body.error.message).toMatch(THAI);

    // Linking another match to it is refused alike.
    const [other] = (await api.call('GET', '/api/v1/admin/matches?filter={"status":"finished"}', { token: admin })).body.data as AdminMatchDto[];
    expect((await api.call('PUT', `/api/v1/admin/matches/${other!.id}`, { token: admin, json: { ...other, feed_match_id: template!.feed_match_id } })).status).toBe(409);
    expect(await countMatches()).toBe(before);
  });

  it('flags a kick-off the feed moved, without touching the match\'s date or its tickets; staff apply it as a match edit', async () => {
    const [first] = (await api.call('GET', '/api/v1/admin/matches?filter={"promoting":true}&sort=["match_date","ASC"]', { token: admin })).body.data as AdminMatchDto[];
    await issueTickets(first!.id);
    const holdings = await fansHoldingsOf(first!.id);
    expect(holdings.tickets.filter((t) => t.holderId === fan.id)).toHaveLength(2);
    const kickOff = (await matchRow(first!.id)).matchDate;

    feedShift = DAY;
    await syncNow();
    const moved = new Date(kickOff.getTime() + DAY);
    const row = await matchRow(first!.id);
    expect(row.feedMatchDate).toEqual(moved);
    expect(row.matchDate).toEqual(kickOff);
    expect(await fansHoldingsOf(first!.id)).toEqual(holdings);
    expect((await auditOf(first!.id)).map((a) => a.action)).toContain('match.feed_date_noted');
    // The console reads it on the match and lists the moved matches.
    expect(await adminMatch(first!.id)).toMatchObject({ match_date: kickOff.toISOString(), feed_match_date: moved.toISOString() });
    const flagged = (await api.call('GET', '/api/v1/admin/matches?filter={"feed_moved":true}&range=[0,49]', { token: staff })).body.data as AdminMatchDto[];
    expect(flagged.map((m) => m.id)).toContain(first!.id);
    expect(flagged.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(flagged.every((m) => m.feed_match_date !== null)).toBe(true);
    // The sync again: still flagged, still the club's date.
    await syncNow();
    expect(await matchRow(first!.id)).toMatchObject({ matchDate: kickOff, feedMatchDate: moved });

    // Applying it is the normal match update (what the console's button sends): audited, the flag gone.
    const record = await adminMatch(first!.id);
    const applied = await api.call('PUT', `/api/v1/admin/matches/${first!.id}`, { token: admin, json: { ...record, match_date: record.feed_match_date } });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ match_date: moved.toISOString(), feed_match_date: null });
    const edit = (await auditOf(first!.id)).filter((a) => a.action === 'match.updated').at(-1)!;
    expect(edit.changes).toMatchObject({ match_date: [kickOff.toISOString(), moved.toISOString()], feed_match_date: [moved.toISOString(), null] });
    const purchases = (await api.call('GET', `/api/v1/purchases?matchId=${first!.id}`, { token: fan.token })).body.data as any[];
    expect(purchases[0].matchDetails.matchDate).toBe(moved.toISOString());
    await syncNow();
    expect((await matchRow(first!.id)).feedMatchDate).toBeNull();
  });

  it('lets staff dismiss a moved kick-off: the next syncs leave it dismissed, a further move flags it again, agreeing clears it', async () => {
    feedShift = DAY;
    await syncNow();
    const flagged = (await api.call('GET', '/api/v1/admin/matches?filter={"feed_moved":true}&sort=["match_date","ASC"]', { token: admin })).body.data as AdminMatchDto[];
    const match = flagged[0]!;
    const kickOff = new Date(match.match_date);

    expect((await api.call('POST', `/api/v1/admin/matches/${match.id}/dismiss-feed-date`, { token: staff })).status).toBe(403);
    const dismissed = await api.call('POST', `/api/v1/admin/matches/${match.id}/dismiss-feed-date`, { token: admin });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data).toMatchObject({ id: match.id, match_date: match.match_date, feed_match_date: null });
    const audit = (await auditOf(match.id)).filter((a) => a.action === 'match.feed_date_dismissed');
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toMatchObject({ feed_match_date: [match.feed_match_date, null], match_date: match.match_date });

    await syncNow();
    expect(await matchRow(match.id)).toMatchObject({ matchDate: kickOff, feedMatchDate: null });

    feedShift = 2 * DAY;
    await syncNow();
    expect((await matchRow(match.id)).feedMatchDate).toEqual(new Date(kickOff.getTime() + 2 * DAY));

    feedShift = 0;
    await syncNow();
    expect(await matchRow(match.id)).toMatchObject({ matchDate: kickOff, feedMatchDate: null });
  });
});
