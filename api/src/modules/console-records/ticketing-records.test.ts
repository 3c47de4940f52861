import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@club/db';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../test/harness.js';
import { zoneOf } from '../../test/fixtures.js';

// A database of its own: these tests add promoting matches and move the home club, which would
// change what the public match tests running alongside see.
let api: TestApi;
let admin: string;
let staff: string;
let fan: { token: string; id: string };

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Gate Staff' });
  expect((await api.call('PUT', `/api/v1/admin/users/${staffUser.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
  staff = await api.signIn(staffUser.email, staffUser.password);
  fan = await api.signUp();
});

afterAll(async () => {
  await api?.close();
});

const auditOf = async (entityType: string, entityId: string) =>
  (await api.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, entityType), eq(schema.auditLog.entityId, entityId))).orderBy(schema.auditLog.id)).map((a) => a.action);

const uploadLogo = async () => {
  const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: { r: 200, g: 20, b: 40, alpha: 1 } } }).png().toBuffer();
  const form = new FormData();
  form.append('folder', 'team-logos');
  form.append('image', new Blob([new Uint8Array(png)]), 'crest.png');
  const res = await api.call('POST', '/api/v1/admin/uploads', { token: admin, body: form });
  expect(res.status).toBe(201);
  return res.body.data.url as string;
};

const venueBody = { name: 'Thunder Dome', name_th: 'ธันเดอร์โดม', address: '1 Rama IX Rd, Bangkok', address_th: '1 ถนนพระราม 9 กรุงเทพฯ', capacity: 12_000 };
const bankBody = {
  bank_name: 'Siam Commercial Bank', bank_name_th: 'ธนาคารไทยพาณิชย์', account_number: '123-4-56789-0', account_name: 'Bangkok Thunder FC Co., Ltd.',
  account_holder_name: 'Somchai Jaidee', account_holder_position: 'Treasurer', account_holder_position_th: 'เหรัญญิก', promptpay_id: '0105556012345', for_merchandise: false,
};

async function homeClub() {
  const list = await api.call('GET', '/api/v1/admin/teams?filter={"is_home_club":true}', { token: admin });
  expect(list.body.data).toHaveLength(1);
  return list.body.data[0];
}

async function newMatch(overrides: Record<string, unknown> = {}) {
  const home = await homeClub();
  const venue = (await api.call('POST', '/api/v1/admin/venues', { token: admin, json: venueBody })).body.data;
  const bank = (await api.call('POST', '/api/v1/admin/bank-accounts', { token: admin, json: bankBody })).body.data;
  const body = {
    home_team_id: home.id, away_team_id: null, venue_id: venue.id, bank_account_id: bank.id,
    match_date: new Date(Date.now() + 3_600_000).toISOString(), league: 'Friendly', league_th: 'นัดกระชับมิตร',
    ticket_price: 350.5, available_tickets: 500, unlimited_tickets: false, promoting: false, status: 'scheduled', ...overrides,
  };
  const res = await api.call('POST', '/api/v1/admin/matches', { token: admin, json: body });
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('teams, venues, bank accounts and matches', () => {
  it('creates a team with an uploaded logo, a venue and a promoting match that the landing page then shows', async () => {
    const logo = await uploadLogo();
    expect(logo).toMatch(/^\/uploads\/team-logos\/[0-9a-f-]{36}\.webp$/);
    const team = await api.call('POST', '/api/v1/admin/teams', { token: admin, json: { name: 'Chiang Rai Eagles', name_th: 'เชียงรายอีเกิลส์', logo } });
    expect(team.status).toBe(201);
    expect(team.body.data).toMatchObject({ name: 'Chiang Rai Eagles', name_th: 'เชียงรายอีเกิลส์', logo, is_home_club: false, match_count: 0 });
    expect(await auditOf('team', team.body.data.id)).toEqual(['team.created']);

    const match = await newMatch({ away_team_id: team.body.data.id, promoting: true });
    expect(match).toMatchObject({
      away_team_id: team.body.data.id, away_team_name: 'Chiang Rai Eagles', away_team_name_th: 'เชียงรายอีเกิลส์', venue_name: 'Thunder Dome',
      ticket_price: 350.5, ticket_price_satang: 35_050, available_tickets: 500, promoting: true, status: 'scheduled', purchase_count: 0,
    });
    expect(await auditOf('match', match.id)).toEqual(['match.created']);

    const landing = await api.call('GET', '/api/v1/matches/promoting?limit=3');
    const shown = landing.body.data.find((m: { id: string }) => m.id === match.id);
    expect(shown).toMatchObject({ awayTeam: { name: 'Chiang Rai Eagles', logo }, venue: { name: 'Thunder Dome', capacity: 12_000 }, ticketPriceSatang: 35_050 });
    expect((await fetch(`${api.url}${logo}`)).status).toBe(200);

    // Staff read the list (ra-data-simple-rest: Content-Range, sort, filter).
    const list = await api.call('GET', `/api/v1/admin/matches?sort=["match_date","ASC"]&range=[0,9]&filter={"promoting":true,"q":"eagles"}`, { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([match.id]);
    expect(list.headers.get('content-range')).toBe('matches 0-0/1');
  });

  it('edits a match as react-admin sends it, audited with what changed; TBA opponent and unlimited seats', async () => {
    const match = await newMatch();
    expect(match.away_team_name).toBeNull();
    const put = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { ...match, ticket_price: 400, unlimited_tickets: true, status: 'postponed' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ ticket_price: 400, ticket_price_satang: 40_000, unlimited_tickets: true, status: 'postponed' });
    const [row] = await api.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, match.id), eq(schema.auditLog.action, 'match.updated'))).orderBy(schema.auditLog.id);
    expect(row!.changes).toMatchObject({ ticket_price: [350.5, 400], unlimited_tickets: [false, true], status: ['scheduled', 'postponed'] });
  });

  it('refuses bad input with 400 and details per field', async () => {
    const bad = await api.call('POST', '/api/v1/admin/matches', { token: admin, json: { home_team_id: 'x', ticket_price: -1, available_tickets: -5, status: 'maybe' } });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['home_team_id', 'venue_id', 'bank_account_id', 'match_date', 'league', 'ticket_price', 'available_tickets', 'status']));

    const match = await newMatch();
    const below = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { seats_change: -501 } });
    expect(below.status).toBe(400);
    expect(below.body.error.details).toEqual([{ path: 'available_tickets', message: 'Seats for sale cannot be below 0' }]);
    const sameTeams = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { away_team_id: match.home_team_id } });
    expect(sameTeams.body.error.details).toEqual([{ path: 'away_team_id', message: 'The away team must differ from the home team' }]);
    const missingVenue = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { venue_id: '00000000-0000-4000-8000-000000000000' } });
    expect(missingVenue.status).toBe(400);
    expect(missingVenue.body.error.details).toEqual([{ path: 'venue_id', message: 'Venue not found' }]);

    expect((await api.call('POST', '/api/v1/admin/venues', { token: admin, json: { ...venueBody, capacity: 0 } })).body.error.details).toEqual([{ path: 'capacity', message: 'Capacity must be more than 0' }]);
    // The stadium's location, for wallet passes: both or neither, in range.
    expect((await api.call('POST', '/api/v1/admin/venues', { token: admin, json: { ...venueBody, latitude: 13.75 } })).body.error.details).toEqual([{ path: 'longitude', message: 'Longitude is required' }]);
    expect((await api.call('POST', '/api/v1/admin/venues', { token: admin, json: { ...venueBody, latitude: 91, longitude: 100.5 } })).body.error.details).toEqual([{ path: 'latitude', message: 'Latitude is at most 90' }]);
    const located = await api.call('POST', '/api/v1/admin/venues', { token: admin, json: { ...venueBody, latitude: 13.7563, longitude: 100.5668 } });
    expect(located.body.data).toMatchObject({ latitude: 13.7563, longitude: 100.5668 });
    const badBank = await api.call('POST', '/api/v1/admin/bank-accounts', { token: admin, json: { ...bankBody, promptpay_id: '12345', account_number: '12ab' } });
    expect(badBank.status).toBe(400);
    expect(badBank.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(['account_number', 'promptpay_id']);
    const badLogo = await api.call('POST', '/api/v1/admin/teams', { token: admin, json: { name: 'X', name_th: 'X', logo: 'https://elsewhere.example/x.png' } });
    expect(badLogo.body.error.details).toEqual([{ path: 'logo', message: 'Logo must be a picture uploaded to /uploads/team-logos/' }]);
  });

  it('never puts sold seats back on sale: an edit adds or removes seats to what is left now, whatever the form loaded', async () => {
    const match = await newMatch({ available_tickets: 100 });
    // A fan buys 2 seats while the admin's form still says 100.
    const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: match.id, quantity: 2, phone: '0812345678' } });
    expect(bought.status).toBe(201);
    const stale = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { ...match, league: 'Friendly Cup' } });
    expect(stale.body.data).toMatchObject({ league: 'Friendly Cup', available_tickets: 98 });
    const more = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { ...match, seats_change: 10 } });
    expect(more.body.data.available_tickets).toBe(108);
    const tooMany = await api.call('PUT', `/api/v1/admin/matches/${match.id}`, { token: admin, json: { ...match, seats_change: -200 } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details).toEqual([{ path: 'available_tickets', message: 'Seats for sale cannot be below 0' }]);
    expect((await api.call('GET', `/api/v1/admin/matches/${match.id}`, { token: admin })).body.data.available_tickets).toBe(108);
  });

  it('refuses to delete a match with purchases (cancel it instead), and deletes one without', async () => {
    const sold = await newMatch();
    await api.database.db.insert(schema.purchases).values({
      userId: fan.id, matchId: sold.id, zoneId: await zoneOf(api.database.db, sold.id), quantity: 1, unitPriceSatang: 35_050, totalSatang: 35_050, referenceNumber: `TEST${Date.now()}`,
      phone: '0812345678', expiresAt: new Date(Date.now() + 600_000),
    });
    const refused = await api.call('DELETE', `/api/v1/admin/matches/${sold.id}`, { token: admin });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('1 ticket purchase was made for this match: cancel it instead of deleting it');
    expect((await api.call('PUT', `/api/v1/admin/matches/${sold.id}`, { token: admin, json: { status: 'cancelled' } })).body.data).toMatchObject({ status: 'cancelled', purchase_count: 1 });

    const unsold = await newMatch();
    expect((await api.call('DELETE', `/api/v1/admin/matches/${unsold.id}`, { token: admin })).status).toBe(200);
    expect((await api.call('GET', `/api/v1/admin/matches/${unsold.id}`, { token: admin })).status).toBe(404);
    expect(await auditOf('match', unsold.id)).toEqual(['match.created', 'match.deleted']);
    // Its venue is free again; a venue with matches is not.
    expect((await api.call('DELETE', `/api/v1/admin/venues/${unsold.venue_id}`, { token: admin })).status).toBe(200);
    expect((await api.call('DELETE', `/api/v1/admin/venues/${sold.venue_id}`, { token: admin })).status).toBe(409);
  });

  it('keeps exactly one home club: making another team the home club moves the mark, unsetting the only one is refused', async () => {
    const before = await homeClub();
    const unset = await api.call('PUT', `/api/v1/admin/teams/${before.id}`, { token: admin, json: { is_home_club: false } });
    expect(unset.status).toBe(409);
    expect(unset.body.error.details).toEqual([{ path: 'is_home_club', message: expect.any(String) }]);
    expect((await api.call('DELETE', `/api/v1/admin/teams/${before.id}`, { token: admin })).status).toBe(409);

    const other = (await api.call('POST', '/api/v1/admin/teams', { token: admin, json: { name: 'Nakhon Ratchasima', name_th: 'นครราชสีมา', is_home_club: true } })).body.data;
    expect(other.is_home_club).toBe(true);
    expect((await homeClub()).id).toBe(other.id);
    expect(await auditOf('team', before.id)).toEqual(['team.updated']);
    // Back, through an edit.
    expect((await api.call('PUT', `/api/v1/admin/teams/${before.id}`, { token: admin, json: { is_home_club: true } })).status).toBe(200);
    expect((await homeClub()).id).toBe(before.id);
  });

  it('keeps at most one store account', async () => {
    const [current] = (await api.call('GET', '/api/v1/admin/bank-accounts?filter={"for_merchandise":true}', { token: admin })).body.data;
    expect(current).toBeDefined();
    const second = await api.call('POST', '/api/v1/admin/bank-accounts', { token: admin, json: { ...bankBody, for_merchandise: true } });
    expect(second.status).toBe(409);
    expect(second.body.error.details).toEqual([{ path: 'for_merchandise', message: 'Another account already receives store payments: turn it off on that account first' }]);
    expect((await api.call('DELETE', `/api/v1/admin/bank-accounts/${current.id}`, { token: admin })).status).toBe(409);
    const created = await api.call('POST', '/api/v1/admin/bank-accounts', { token: admin, json: bankBody });
    expect(created.body.data).toMatchObject({ account_number: '1234567890', promptpay_id: '0105556012345', for_merchandise: false });
  });

  it('lets staff and fans write nothing (403) and callers without a token nothing at all (401)', async () => {
    const match = await newMatch();
    const team = await homeClub();
    const ids: Record<string, string> = { matches: match.id, teams: team.id, venues: match.venue_id, 'bank-accounts': match.bank_account_id };
    for (const [resource, id] of Object.entries(ids)) {
      expect((await api.call('GET', `/api/v1/admin/${resource}`, { token: staff })).status).toBe(200);
      expect((await api.call('GET', `/api/v1/admin/${resource}/${id}`, { token: staff })).status).toBe(200);
      for (const token of [staff, fan.token]) {
        expect((await api.call('POST', `/api/v1/admin/${resource}`, { token, json: {} })).status).toBe(403);
        expect((await api.call('PUT', `/api/v1/admin/${resource}/${id}`, { token, json: {} })).status).toBe(403);
        expect((await api.call('DELETE', `/api/v1/admin/${resource}/${id}`, { token })).status).toBe(403);
      }
      expect((await api.call('GET', `/api/v1/admin/${resource}`, { token: fan.token })).status).toBe(403);
      expect((await api.call('GET', `/api/v1/admin/${resource}`)).status).toBe(401);
      expect((await api.call('POST', `/api/v1/admin/${resource}`, { json: {} })).status).toBe(401);
    }
    expect((await api.call('GET', `/api/v1/admin/matches/${match.id}`, { token: staff })).body.data.id).toBe(match.id);
  });
});
