import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatClubDate } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let admin: string;
let staff: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Season Staff' });
  await api.database.db.update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, staffUser.id));
  staff = await api.signIn(staffUser.email, staffUser.password);
});

afterAll(async () => {
  await api?.close();
});

const THAI = /[\u0E00-\u0E7F]/;
const DAY = 86_400_000;
const db = () => api.database.db;
const send = (method: string, path: string, json?: unknown, lang = 'en') =>
  api.call(method, `/api/v1/admin${path}`, { token: admin, json, headers: { 'accept-language': lang } });
const auditOf = async (entityId: string) =>
  (await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, 'season_pass'), eq(schema.auditLog.entityId, entityId))).orderBy(schema.auditLog.id));

/** A new stadium with an East zone of 500 places (sold by its two upcoming home matches, not by the played one). */
async function stadium() {
  const venue = (await send('POST', '/venues', { name: 'Season Park', name_th: 'สนามฤดูกาล', address: '1 Test Rd', address_th: '1 ถนนทดสอบ', capacity: 10_000 })).body.data;
  const [home] = (await api.call('GET', '/api/v1/admin/teams?filter={"is_home_club":true}', { token: admin })).body.data;
  const [bank] = (await api.call('GET', '/api/v1/admin/bank-accounts', { token: admin })).body.data;
  const match = async (at: number, status = 'scheduled') => (await send('POST', '/matches', {
    home_team_id: home.id, away_team_id: null, venue_id: venue.id, bank_account_id: bank.id, match_date: new Date(at).toISOString(), league: 'Friendly', league_th: 'นัดกระชับมิตร',
    ticket_price: 300, available_tickets: 2_000, unlimited_tickets: false, promoting: false, status,
  })).body.data;
  const [first, second] = [await match(Date.now() + 7 * DAY), await match(Date.now() + 14 * DAY), await match(Date.now() - 7 * DAY, 'finished')];
  const east = (await send('POST', '/zones', {
    venue_id: venue.id, code: 'E', name: 'East', name_th: 'อัฒจันทร์ตะวันออก', colour: '#2f54a3', position: 'east', capacity: 500, default_price: 400, gate_ids: [],
  })).body.data;
  return { venue, bank, east, first, second };
}

const passBody = (zoneId: string, bankId: string, over: Record<string, unknown> = {}) => ({
  name: 'Season 2026/27 — East', name_th: 'ตั๋วรายฤดูกาล 2026/27 — อัฒจันทร์ฝั่งตะวันออก', season_label: '2026/27', zone_id: zoneId, bank_account_id: bankId,
  price: 9_000, quota: 200, covers_from: new Date(Date.now() - DAY).toISOString(), covers_to: new Date(Date.now() + 60 * DAY).toISOString(),
  sale_starts_at: new Date(Date.now() - 3_600_000).toISOString(), sale_ends_at: new Date(Date.now() + 5 * DAY).toISOString(), ...over,
});

/** What each match has left of the zone. */
const placesLeft = async (zoneId: string, ...matchIds: string[]) => Promise.all(matchIds.map(async (id) =>
  ((await send('GET', `/match-zones/${id}:${zoneId}`)).body.data as { available: number }).available));

describe('season passes in the console', () => {
  it('makes a pass over the upcoming matches, which keep its quota of places; a pass a match cannot hold is refused with the match named, nothing changed', async () => {
    const { bank, east, first, second } = await stadium();
    const created = await send('POST', '/season-passes', passBody(east.id, bank.id));
    expect(created.status).toBe(201);
    const pass = created.body.data;
    expect(pass).toMatchObject({ quota: 200, available: 200, sold: 0, match_count: 2, price: 9_000, price_satang: 900_000, zone_code: 'E', state: 'on_sale', revenue: 0 });
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([300, 300]);
    expect((await auditOf(pass.id)).map((a) => a.action)).toEqual(['season_pass.created']);

    // The second match has 120 places left; a pass keeping 150 cannot be made.
    await send('PUT', `/match-zones/${second.id}:${east.id}`, { seats_change: -180 });
    const tooBig = await send('POST', '/season-passes', passBody(east.id, bank.id, { name: 'Too big', quota: 150 }));
    expect(tooBig.status).toBe(409);
    expect(tooBig.body.error.message).toContain(formatClubDate(second.match_date, 'en'));
    expect(tooBig.body.error.details[0].path).toBe('quota');
    const inThai = await send('POST', '/season-passes', passBody(east.id, bank.id, { name: 'Too big', quota: 150 }), 'th');
    expect(inThai.body.error.message).toMatch(THAI);
    expect(inThai.body.error.message).toContain(formatClubDate(second.match_date, 'th'));
    const passes = (await send('GET', `/season-passes?filter=${JSON.stringify({ zone_id: east.id })}`)).body.data;
    expect(passes.map((p: { id: string }) => p.id)).toEqual([pass.id]);
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([300, 120]);
  });

  it('changes the quota in every covered match, never below the passes sold or beyond a match; fixes zone and cover; deletes only an unsold pass', async () => {
    const { bank, east, first, second } = await stadium();
    const pass = (await send('POST', '/season-passes', passBody(east.id, bank.id))).body.data;

    const up = await send('PUT', `/season-passes/${pass.id}`, { quota: 250, name: 'Season East' });
    expect(up.body.data).toMatchObject({ quota: 250, available: 250, name: 'Season East' });
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([250, 250]);
    const down = await send('PUT', `/season-passes/${pass.id}`, { quota: 100 });
    expect(down.body.data).toMatchObject({ quota: 100, available: 100 });
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([400, 400]);
    expect((await auditOf(pass.id)).at(-1)).toMatchObject({ action: 'season_pass.updated', changes: { quota: [250, 100], available: [250, 100] } });

    // More than a match has left: refused, named, nothing changed.
    await send('PUT', `/match-zones/${second.id}:${east.id}`, { seats_change: -350 });
    const short = await send('PUT', `/season-passes/${pass.id}`, { quota: 200 });
    expect(short.status).toBe(409);
    expect(short.body.error.message).toContain(formatClubDate(second.match_date, 'en'));
    expect((await send('GET', `/season-passes/${pass.id}`)).body.data.quota).toBe(100);
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([400, 50]);

    // Zone and cover stay as made.
    const ga = (await send('GET', `/zones?filter=${JSON.stringify({ venue_id: east.venue_id })}`)).body.data.find((z: { code: string }) => z.code === 'GA');
    expect((await send('PUT', `/season-passes/${pass.id}`, { zone_id: ga.id })).body.error).toMatchObject({ code: 'CONFLICT', details: [{ path: 'zone_id' }] });
    expect((await send('PUT', `/season-passes/${pass.id}`, { covers_to: new Date(Date.now() + 90 * DAY).toISOString() })).body.error.details[0].path).toBe('covers_to');

    // Two fans buy: the quota goes down to 2 at least, and the pass is no longer deleted.
    for (const _ of [1, 2]) {
      const fan = await api.signUp();
      expect((await api.call('POST', `/api/v1/season-passes/${pass.id}/purchase`, { token: fan.token, json: { phone: '0812345678' } })).status).toBe(201);
    }
    const below = await send('PUT', `/season-passes/${pass.id}`, { quota: 1 });
    expect(below.status).toBe(400);
    expect(below.body.error.details).toEqual([{ path: 'quota', message: '2 passes are sold: the places kept per match can go down to 2 at least' }]);
    expect((await send('GET', `/season-passes/${pass.id}`)).body.data).toMatchObject({ quota: 100, available: 98, sold: 2, paid: 0 });
    const kept = await send('DELETE', `/season-passes/${pass.id}`);
    expect(kept.status).toBe(409);
    expect((await send('GET', `/season-passes/${pass.id}`)).status).toBe(200);

    // Its holders, read-only.
    const holders = (await send('GET', `/season-holders?filter=${JSON.stringify({ season_pass_id: pass.id })}`)).body.data;
    expect(holders).toHaveLength(2);
    expect(holders[0]).toMatchObject({ season_pass_id: pass.id, status: 'pending', renewed: false, holding: true, tickets_issued: 0, seat_row: null });
    expect(holders[0].buyer_email).toContain('@');
    expect((await send('GET', `/season-holders?filter=${JSON.stringify({ season_pass_id: pass.id, status: 'completed' })}`)).body.data).toEqual([]);
    expect((await send('GET', `/season-holders/${holders[0].id}`)).body.data.reference_number).toBe(holders[0].reference_number);

    // An unsold pass goes, and gives its places back.
    const spare = (await send('POST', '/season-passes', passBody(east.id, bank.id, { name: 'Spare', quota: 30 }))).body.data;
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([370, 20]);
    expect((await send('DELETE', `/season-passes/${spare.id}`)).status).toBe(200);
    expect(await placesLeft(east.id, first.id, second.id)).toEqual([400, 50]);
    expect((await auditOf(spare.id)).map((a) => a.action)).toEqual(['season_pass.created', 'season_pass.deleted']);
  });

  it('lets staff read passes and holders, and only admins write', async () => {
    const { bank, east } = await stadium();
    const pass = (await send('POST', '/season-passes', passBody(east.id, bank.id, { quota: 10 }))).body.data;
    const asStaff = (method: string, path: string, json?: unknown) => api.call(method, `/api/v1/admin${path}`, { token: staff, json });
    expect((await asStaff('GET', `/season-passes/${pass.id}`)).status).toBe(200);
    expect((await asStaff('GET', '/season-holders')).status).toBe(200);
    expect((await asStaff('POST', '/season-passes', passBody(east.id, bank.id, { quota: 10 }))).status).toBe(403);
    expect((await asStaff('PUT', `/season-passes/${pass.id}`, { quota: 20 })).status).toBe(403);
    expect((await asStaff('DELETE', `/season-passes/${pass.id}`)).status).toBe(403);
    expect((await send('GET', `/season-passes/${pass.id}`)).body.data.quota).toBe(10);
    expect((await api.call('POST', '/api/v1/admin/season-holders', { token: admin, json: {} })).status).toBe(404);
  });
});
