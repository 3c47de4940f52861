import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
let admin: string;
let staff: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Zone Staff' });
  await api.database.db.update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, staffUser.id));
  staff = await api.signIn(staffUser.email, staffUser.password);
});

afterAll(async () => {
  await api?.close();
});

const THAI = /[\u0E00-\u0E7F]/;
const db = () => api.database.db;
const send = (method: string, path: string, json?: unknown, lang = 'en') =>
  api.call(method, `/api/v1/admin${path}`, { token: admin, json, headers: { 'accept-language': lang } });
const auditOf = async (entityType: string, entityId: string) =>
  (await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, entityType), eq(schema.auditLog.entityId, entityId))).orderBy(schema.auditLog.id));

/** A new stadium (with its General admission zone), two gates and an upcoming match there. */
async function stadium() {
  const venue = (await send('POST', '/venues', { name: 'Zone Park', name_th: 'โซนพาร์ค', address: '1 Test Rd', address_th: '1 ถนนทดสอบ', capacity: 10_000 })).body.data;
  const gate = async (code: string) => (await send('POST', '/gates', { venue_id: venue.id, code, name: `Gate ${code}`, name_th: `ประตู ${code}` })).body.data;
  const [a, b] = [await gate('A'), await gate('B')];
  const [home] = (await api.call('GET', '/api/v1/admin/teams?filter={"is_home_club":true}', { token: admin })).body.data;
  const [bank] = (await api.call('GET', '/api/v1/admin/bank-accounts', { token: admin })).body.data;
  const matchBody = (at: number, status = 'scheduled') => ({
    home_team_id: home.id, away_team_id: null, venue_id: venue.id, bank_account_id: bank.id, match_date: new Date(at).toISOString(), league: 'Friendly', league_th: 'นัดกระชับมิตร',
    ticket_price: 300, available_tickets: 2_000, unlimited_tickets: false, promoting: false, status,
  });
  const match = (await send('POST', '/matches', matchBody(Date.now() + 7 * 86_400_000))).body.data;
  const played = (await send('POST', '/matches', matchBody(Date.now() - 7 * 86_400_000, 'finished'))).body.data;
  const [ga] = (await send('GET', `/zones?filter=${JSON.stringify({ venue_id: venue.id })}`)).body.data;
  return { venue, gates: { a, b }, match, played, ga };
}

const zoneBody = (venueId: string, over: Record<string, unknown> = {}) => ({
  venue_id: venueId, code: 'e1', name: 'East', name_th: 'อัฒจันทร์ตะวันออก', colour: '#2F54A3', position: 'east', sort_order: 2, capacity: 3_000, default_price: 600, gate_ids: [], ...over,
});

const matchZones = async (matchId: string) => (await send('GET', `/match-zones?filter=${JSON.stringify({ match_id: matchId })}`)).body.data as any[];

async function buy(matchId: string, zoneId: string, quantity: number, fan?: { token: string }) {
  fan ??= await api.signUp();
  return api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, zoneId, quantity, phone: '0812345678' } });
}

describe('zones, gates and what a match sells of them', () => {
  it('makes gates and a zone admitted at them; the upcoming match sells the new zone, the played one does not; audited', async () => {
    const { venue, gates, match, played, ga } = await stadium();
    expect(ga).toMatchObject({ code: 'GA', capacity: 10_000, gate_ids: [], seat_count: 0 });
    const created = await send('POST', '/zones', zoneBody(venue.id, { gate_ids: [gates.a.id, gates.b.id] }));
    expect(created.status).toBe(201);
    const zone = created.body.data;
    expect(zone).toMatchObject({ code: 'E1', colour: '#2f54a3', default_price: 600, default_price_satang: 60_000, capacity: 3_000, numbered: false });
    expect([...zone.gate_ids].sort()).toEqual([gates.a.id, gates.b.id].sort());
    expect((await send('GET', `/gates/${gates.a.id}`)).body.data.zone_count).toBe(1);
    expect((await auditOf('zone', zone.id)).map((a) => a.action)).toEqual(['zone.created']);
    expect((await auditOf('gate', gates.a.id)).map((a) => a.action)).toEqual(['gate.created']);

    expect((await matchZones(match.id)).find((z) => z.zone_id === zone.id)).toMatchObject({ code: 'E1', price: 600, available: 3_000, closed: false, sold: 0, held: 0 });
    expect((await matchZones(played.id)).map((z) => z.zone_id)).not.toContain(zone.id);

    // Staff read, only admins write.
    expect((await api.call('GET', `/api/v1/admin/zones/${zone.id}`, { token: staff })).status).toBe(200);
    expect((await api.call('PUT', `/api/v1/admin/zones/${zone.id}`, { token: staff, json: { name: 'X' } })).status).toBe(403);

    // Gates edited: only the gate left admits it.
    const edited = await send('PUT', `/zones/${zone.id}`, { gate_ids: [gates.b.id] });
    expect(edited.body.data.gate_ids).toEqual([gates.b.id]);
    expect((await auditOf('zone', zone.id)).at(-1)!.changes).toMatchObject({ gate_ids: [expect.any(Array), [gates.b.id]] });
  });

  it('refuses a taken code, a bad colour, a gate of another stadium and an unnumbered seated change, by field, in English and Thai', async () => {
    const { venue } = await stadium();
    const other = await stadium();
    expect((await send('POST', '/zones', zoneBody(venue.id))).status).toBe(201);
    const taken = await send('POST', '/zones', zoneBody(venue.id));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'CONFLICT', message: 'Another zone of this stadium has this code', details: [{ path: 'code' }] });
    expect((await send('POST', '/zones', zoneBody(venue.id), 'th')).body.error.message).toMatch(THAI);

    const colour = await send('POST', '/zones', zoneBody(venue.id, { code: 'E2', colour: 'blue' }));
    expect(colour.status).toBe(400);
    expect(colour.body.error.details).toEqual([{ path: 'colour', message: 'Colour must be written #rrggbb' }]);

    const foreign = await send('POST', '/zones', zoneBody(venue.id, { code: 'E3', gate_ids: [other.gates.a.id] }), 'th');
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0]).toMatchObject({ path: 'gate_ids', message: expect.stringMatching(THAI) });

    const standingNumbered = await send('POST', '/zones', zoneBody(venue.id, { code: 'E4', numbered: true, seated: false }));
    expect(standingNumbered.status).toBe(400);
    expect(standingNumbered.body.error.details[0].path).toBe('numbered');

    const gateTaken = await send('POST', '/gates', { venue_id: venue.id, code: 'a', name: 'Gate A', name_th: 'ประตู A' });
    expect(gateTaken.status).toBe(409);
    expect(gateTaken.body.error.details).toEqual([{ path: 'code', message: 'Another gate of this stadium has this code' }]);
  });

  it('lowers a zone\'s capacity by no more than an upcoming match has left, and changes what is left by the difference', async () => {
    const { venue, match } = await stadium();
    const zone = (await send('POST', '/zones', zoneBody(venue.id, { capacity: 100 }))).body.data;
    for (let i = 0; i < 3; i++) expect((await buy(match.id, zone.id, 10)).status).toBe(201);
    const below = await send('PUT', `/zones/${zone.id}`, { capacity: 20 });
    expect(below.status).toBe(400);
    expect(below.body.error.details).toEqual([{ path: 'capacity', message: 'Fans have already bought places in an upcoming match: the capacity can go down to 30 at least' }]);
    expect((await send('PUT', `/zones/${zone.id}`, { capacity: 30 })).status).toBe(200);
    expect((await matchZones(match.id)).find((z) => z.zone_id === zone.id)).toMatchObject({ available: 0, held: 30 });
    expect((await send('PUT', `/zones/${zone.id}`, { capacity: 80 })).status).toBe(200);
    expect((await matchZones(match.id)).find((z) => z.zone_id === zone.id)).toMatchObject({ available: 50 });
  });

  it('edits a match zone: price, closed, places as a change to what is left now; a numbered zone is never unlimited; audited', async () => {
    const { match, ga } = await stadium();
    const id = `${match.id}:${ga.id}`;
    const [before] = await matchZones(match.id);
    expect(before).toMatchObject({ id, code: 'GA', price: 300, available: 2_000 });
    expect((await buy(match.id, ga.id, 4)).status).toBe(201);
    // The form read 2,000 before the fan bought; the change counts from 1,996.
    const changed = await send('PUT', `/match-zones/${id}`, { ...before, price: 350.25, seats_change: -96 });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ price: 350.25, price_satang: 35_025, available: 1_900, held: 4 });
    const closed = await send('PUT', `/match-zones/${id}`, { closed: true });
    expect(closed.body.data).toMatchObject({ closed: true, available: 1_900 });
    const audits = await auditOf('match_zone', id);
    expect(audits.map((a) => a.action)).toEqual(['match_zone.updated', 'match_zone.updated']);
    expect(audits[0]!.changes).toMatchObject({ price: [300, 350.25], available: [1_996, 1_900], seats_change: -96 });

    const tooMany = await send('PUT', `/match-zones/${id}`, { seats_change: -1_901 }, 'th');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0]).toMatchObject({ path: 'seats_change', message: expect.stringMatching(THAI) });
    expect((await send('PUT', `/match-zones/${match.id}:${match.id}`, { closed: true })).status).toBe(404);
    expect((await send('GET', '/match-zones/nonsense')).status).toBe(404);
  });

  it('never oversells: staff taking places off sale while fans buy the last ones', async () => {
    const { match, ga } = await stadium();
    const id = `${match.id}:${ga.id}`;
    for (let round = 0; round < 5; round++) {
      const [{ available }] = await matchZones(match.id);
      // Bring what is left to 5, then race a purchase of 3 against taking 4 off sale: both cannot win.
      expect((await send('PUT', `/match-zones/${id}`, { seats_change: 5 - available })).status).toBe(200);
      const fan = await api.signUp();
      const [bought, change] = await Promise.all([buy(match.id, ga.id, 3, fan), send('PUT', `/match-zones/${id}`, { seats_change: -4 })]);
      const [after] = await matchZones(match.id);
      expect(after.available).toBeGreaterThanOrEqual(0);
      expect([bought.status, change.status].filter((s) => s === 200 || s === 201)).toHaveLength(1);
      expect(after.available).toBe(bought.status === 201 ? 2 : 1);
    }
  });

  it('makes a numbered zone\'s seats (aisle, wheelchair spaces) with its capacity, and refuses again once a fan holds one', async () => {
    const { venue, match } = await stadium();
    const zone = (await send('POST', '/zones', zoneBody(venue.id, { code: 'VIP', seated: true, numbered: true, capacity: 1 }))).body.data;
    expect((await matchZones(match.id)).find((z) => z.zone_id === zone.id)).toMatchObject({ closed: true, numbered: true });

    const bad = await send('POST', `/zones/${zone.id}/seats`, { rows: 'A-H', from: 1, to: 20, wheelchair: ['Z1'] }, 'th');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0]).toMatchObject({ path: 'wheelchair', message: expect.stringMatching(/Z1/) });
    expect((await send('POST', `/zones/${zone.id}/seats`, { rows: 'H-A', from: 1, to: 20 })).body.error.details[0].path).toBe('rows');

    const made = await send('POST', `/zones/${zone.id}/seats`, { rows: 'A-H', from: 1, to: 20, aisleAfter: [10], wheelchair: ['A1', 'A2'], companion: ['A3', 'A4'] });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ capacity: 160, seat_count: 160 });
    const seats = await db().select().from(schema.venueSeats).where(eq(schema.venueSeats.zoneId, zone.id));
    expect(seats.filter((s) => s.wheelchair).map((s) => `${s.rowLabel}${s.number}`).sort()).toEqual(['A1', 'A2']);
    expect(seats.find((s) => s.rowLabel === 'B' && s.number === 11)).toMatchObject({ rowIndex: 1, position: 12 });
    expect((await auditOf('zone', zone.id)).at(-1)).toMatchObject({ action: 'zone.seats_made', changes: { capacity: [1, 160], seat_count: [0, 160], rows: 'A-H' } });

    // Its capacity follows the seats; a numbered zone is never unlimited nor changed by a figure.
    expect((await send('PUT', `/zones/${zone.id}`, { capacity: 500 })).body.data.capacity).toBe(160);
    const mz = `${match.id}:${zone.id}`;
    expect((await send('PUT', `/match-zones/${mz}`, { unlimited: true })).body.error.details[0].path).toBe('unlimited');
    expect((await send('PUT', `/match-zones/${mz}`, { seats_change: 5 })).body.error.details[0].path).toBe('seats_change');
    expect((await send('PUT', `/match-zones/${mz}`, { closed: false })).body.data).toMatchObject({ closed: false, available: 160 });

    expect((await buy(match.id, zone.id, 2)).status).toBe(201);
    const held = await send('POST', `/zones/${zone.id}/seats`, { rows: 'A-B', from: 1, to: 10 });
    expect(held.status).toBe(409);
    expect(held.body.error.message).toBe('Fans hold seats of this zone: its seats cannot be made again');
    expect((await db().select().from(schema.venueSeats).where(eq(schema.venueSeats.zoneId, zone.id))).length).toBe(160);
    expect((await send('POST', `/zones/${zone.id}/seats`, { rows: 'A', from: 1, to: 2 }, 'th')).body.error.message).toMatch(THAI);
  });

  it('deletes a zone no fan bought in, never one with purchases nor a stadium\'s last', async () => {
    const { venue, match, ga } = await stadium();
    const spare = (await send('POST', '/zones', zoneBody(venue.id))).body.data;
    expect((await buy(match.id, ga.id, 1)).status).toBe(201);
    const refused = await send('DELETE', `/zones/${ga.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/1 ticket purchase was made in this zone/);
    expect((await send('DELETE', `/zones/${spare.id}`)).status).toBe(200);
    expect((await matchZones(match.id)).map((z) => z.zone_id)).toEqual([ga.id]);
    expect((await auditOf('zone', spare.id)).map((a) => a.action)).toEqual(['zone.created', 'zone.deleted']);
    const lone = await stadium();
    expect((await send('DELETE', `/zones/${lone.ga.id}`)).body.error.message).toBe('A stadium keeps at least one zone');
  });
});
