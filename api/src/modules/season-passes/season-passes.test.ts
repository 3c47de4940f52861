import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { placesLeftOf, schema, seasonLifecycle, sellVenueZones, ticketLifecycle } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { setPlacesLeft } from '../../test/fixtures.js';

// A stadium with a numbered zone of eight seats (rows A and B) and a standing zone, two home matches
// on sale, and season passes over them.
let api: TestApi;
let staff: string;
const db = () => api.database.db;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi();
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

interface Ground { venueId: string; vip: string; stand: string; matches: string[]; seat: (label: string) => string; addMatch: (inDays: number) => Promise<string> }

async function ground(): Promise<Ground> {
  const [home] = await db().select().from(schema.teams).where(eq(schema.teams.isHomeClub, true));
  const [away] = await db().select().from(schema.teams).where(eq(schema.teams.isHomeClub, false)).limit(1);
  const [bank] = await db().select().from(schema.bankAccounts).limit(1);
  const [venue] = await db().insert(schema.venues).values({ name: 'Season Ground', nameTh: 'สนามฤดูกาล', address: 'Road', addressTh: 'ถนน', capacity: 108 }).returning();
  const [vip, stand] = await db().insert(schema.venueZones).values([
    { venueId: venue!.id, code: 'VIP', name: 'VIP', nameTh: 'วีไอพี', colour: '#224466', position: 'west', capacity: 8, seated: true, numbered: true, defaultPriceSatang: 150_000 },
    { venueId: venue!.id, code: 'N', name: 'North', nameTh: 'เหนือ', colour: '#446622', position: 'north', capacity: 100, defaultPriceSatang: 40_000 },
  ]).returning();
  const seats = await db().insert(schema.venueSeats).values(['A', 'B'].flatMap((row, rowIndex) => [1, 2, 3, 4].map((number) => ({
    zoneId: vip!.id, rowLabel: row, rowIndex, number, position: number,
  })))).returning();
  const addMatch = async (inDays: number) => {
    const [m] = await db().insert(schema.matches).values({
      homeTeamId: home!.id, awayTeamId: away!.id, venueId: venue!.id, bankAccountId: bank!.id, matchDate: new Date(Date.now() + inDays * DAY), league: 'Thai League 1', leagueTh: 'ไทยลีก 1',
    }).returning();
    await db().transaction((tx) => sellVenueZones(tx, m!.id));
    return m!.id;
  };
  const matches = [await addMatch(10), await addMatch(20)];
  return { venueId: venue!.id, vip: vip!.id, stand: stand!.id, matches, addMatch, seat: (label) => seats.find((s) => `${s.rowLabel}${s.number}` === label)!.id };
}

async function makePass(zoneId: string, values: Partial<typeof schema.seasonPasses.$inferInsert> = {}) {
  const [bank] = await db().select().from(schema.bankAccounts).limit(1);
  return db().transaction(async (tx) => {
    const made = await seasonLifecycle.createPass(tx, {
      name: 'Season', nameTh: 'ฤดูกาล', seasonLabel: '2026/27', zoneId, bankAccountId: bank!.id, priceSatang: 900_000, quota: 3, available: 3,
      coversFrom: new Date(), coversTo: new Date(Date.now() + 300 * DAY), saleStartsAt: new Date(Date.now() - DAY), saleEndsAt: new Date(Date.now() + 5 * DAY), ...values,
    });
    if (!('pass' in made)) throw new Error(JSON.stringify(made));
    return made.pass;
  });
}

const left = (matchId: string, zoneId: string) => placesLeftOf(db(), matchId, zoneId);
const buy = (token: string, passId: string, json: Record<string, unknown> = {}) =>
  api.call('POST', `/api/v1/season-passes/${passId}/purchase`, { token, json: { phone: '0812345678', ...json } });
const heldSeats = async (purchaseId: string) =>
  (await db().select().from(schema.matchSeats).where(eq(schema.matchSeats.purchaseId, purchaseId))).map((s) => s.matchId).sort();

describe('season passes', () => {
  it('keep their quota of the zone out of each covered match, and are listed with the matches they cover', async () => {
    const g = await ground();
    const pass = await makePass(g.vip);
    expect([await left(g.matches[0]!, g.vip), await left(g.matches[1]!, g.vip), await left(g.matches[0]!, g.stand)]).toEqual([5, 5, 100]);
    const listed = (await api.call('GET', '/api/v1/season-passes')).body.data.find((p: { id: string }) => p.id === pass.id);
    expect(listed).toMatchObject({ price: 9000, available: 3, state: 'on_sale', zone: { code: 'VIP', numbered: true }, venue: { name: 'Season Ground' } });
    expect(listed.matches.map((m: { id: string }) => m.id)).toEqual(g.matches);
  });

  it('sell a seat free in every covered match at the pass price, and refuse it to a second fan', async () => {
    const g = await ground();
    const pass = await makePass(g.vip);
    const fan = await api.signUp();
    const bought = await buy(fan.token, pass.id, { seatId: g.seat('A2'), totalSatang: 1 });
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({
      kind: 'season', matchId: null, matchDetails: null, quantity: 1, totalSatang: 900_000, status: 'pending',
      season: { passId: pass.id, name: 'Season', seasonLabel: '2026/27', matches: 2 }, zone: { code: 'VIP' }, seats: [{ row: 'A', number: 2 }],
    });
    expect(await heldSeats(bought.body.data.id)).toEqual([...g.matches].sort());
    const map = (await api.call('GET', `/api/v1/season-passes/${pass.id}/seats`)).body.data;
    expect(map.rows[0].seats.find((s: { number: number }) => s.number === 2).free).toBe(false);
    // A seat sold for one match alone is not free all season either.
    const single = await api.signUp();
    expect((await api.call('POST', '/api/v1/purchases', { token: single.token, json: { matchId: g.matches[1], zoneId: g.vip, seatIds: [g.seat('B1')], quantity: 1, phone: '0812345678' } })).status).toBe(201);
    const other = await api.signUp();
    const taken = await buy(other.token, pass.id, { seatId: g.seat('A2') });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe('SEAT_TAKEN');
    expect((await buy(other.token, pass.id, { seatId: g.seat('B1') })).body.error.code).toBe('SEAT_TAKEN');
    expect((await db().select().from(schema.seasonPasses).where(eq(schema.seasonPasses.id, pass.id)))[0]!.available).toBe(2);
  });

  it('give a paid holder a ticket for every covered match on their seat, and one for a home match added afterwards', async () => {
    const g = await ground();
    const pass = await makePass(g.vip);
    const fan = await api.signUp();
    const bought = (await buy(fan.token, pass.id)).body.data;
    expect(bought.seats).toEqual([{ row: 'A', number: 1 }]);
    await db().update(schema.purchases).set({ status: 'verifying' }).where(eq(schema.purchases.id, bought.id));
    expect((await api.call('POST', `/api/v1/admin/purchases/${bought.id}/approve`, { token: staff })).status).toBe(200);
    await db().transaction((tx) => ticketLifecycle.issue(tx, bought.id));
    const mine = async () => (await api.call('GET', '/api/v1/tickets/mine', { token: fan.token })).body.data as { matchId: string; place: { zone: { code: string }; seat: { row: string; number: number } } }[];
    expect((await mine()).map((t) => [t.matchId, t.place.zone.code, t.place.seat.row, t.place.seat.number])).toEqual(g.matches.map((m) => [m, 'VIP', 'A', 1]));
    // Issuing again gives nothing more.
    await db().transaction((tx) => ticketLifecycle.issue(tx, bought.id));
    expect(await mine()).toHaveLength(2);

    const later = await g.addMatch(30);
    expect((await mine()).map((t) => t.matchId)).toEqual([...g.matches, later]);
    expect(await heldSeats(bought.id)).toEqual([...g.matches, later].sort());
    // The new match keeps the pass's quota out of its single sale.
    expect(await left(later, g.vip)).toBe(5);
    expect((await api.call('GET', `/api/v1/purchases/${bought.id}`, { token: fan.token })).body.data.season.matches).toBe(3);
    // Staff's purchases export has the pass, named, with no kick-off.
    const csv = await fetch(`${api.url}/api/v1/admin/exports/purchases.csv`, { headers: { authorization: `Bearer ${staff}` } });
    const line = (await csv.text()).split('\r\n').find((l) => l.startsWith(bought.referenceNumber));
    expect(line).toContain(`${bought.referenceNumber},Season (2026/27),,`);
  });

  it('refuse a pass sold out, not on sale, or in its renewal window to anyone but last season\'s holders, who keep their seat', async () => {
    const g = await ground();
    // Last season's pass covers the first match, this season's the second.
    const last = await makePass(g.vip, { quota: 1, coversTo: new Date(Date.now() + 15 * DAY) });
    const holder = await api.signUp();
    const held = (await buy(holder.token, last.id, { seatId: g.seat('B3') })).body.data;
    const late = await api.signUp();
    expect((await buy(late.token, last.id)).body.error.message).toBe('Sorry, this season pass is sold out');
    await db().update(schema.purchases).set({ status: 'completed', completedAt: new Date() }).where(eq(schema.purchases.id, held.id));

    const next = await makePass(g.vip, {
      quota: 2, renewsPassId: last.id, coversFrom: new Date(Date.now() + 15 * DAY), renewalStartsAt: new Date(Date.now() - DAY), saleStartsAt: new Date(Date.now() + DAY), saleEndsAt: new Date(Date.now() + 5 * DAY),
    });
    const refused = await buy(late.token, next.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('NOT_RENEWABLE');
    expect((await buy(late.token, next.id, { renewPurchaseId: held.id })).body.error.code).toBe('NOT_RENEWABLE');
    const renewed = await buy(holder.token, next.id, { renewPurchaseId: held.id, seatId: g.seat('A1') });
    expect(renewed.status).toBe(201);
    expect(renewed.body.data.seats).toEqual([{ row: 'B', number: 3 }]);
    expect((await buy(holder.token, next.id, { renewPurchaseId: held.id })).body.error.code).toBe('NOT_RENEWABLE');

    const notYet = await makePass(g.stand, { saleStartsAt: new Date(Date.now() + DAY) });
    expect((await buy(late.token, notYet.id)).body.error.message).toBe('This season pass is not on sale now');
    expect((await api.call('GET', '/api/v1/season-passes')).body.data.map((p: { id: string }) => p.id)).not.toContain(notYet.id);
  });

  it('give the seat back in every match and the pass back on sale when the fan cancels, and unsold places to the matches when the sale ends', async () => {
    const g = await ground();
    const pass = await makePass(g.vip);
    const fan = await api.signUp();
    const bought = (await buy(fan.token, pass.id)).body.data;
    expect((await api.call('DELETE', `/api/v1/purchases/${bought.id}/cancel`, { token: fan.token })).status).toBe(200);
    expect(await heldSeats(bought.id)).toEqual([]);
    expect((await db().select().from(schema.seasonPasses).where(eq(schema.seasonPasses.id, pass.id)))[0]!.available).toBe(3);
    const again = await buy((await api.signUp()).token, pass.id, { seatId: g.seat('A1') });
    expect(again.status).toBe(201);

    await db().update(schema.seasonPasses).set({ saleStartsAt: new Date(Date.now() - 2 * DAY), saleEndsAt: new Date(Date.now() - DAY) }).where(eq(schema.seasonPasses.id, pass.id));
    await db().transaction((tx) => seasonLifecycle.releaseUnsoldQuotas(tx));
    const [after] = await db().select().from(schema.seasonPasses).where(eq(schema.seasonPasses.id, pass.id));
    expect([after!.quota, after!.available]).toEqual([1, 0]);
    // Eight seats less the one pass sold.
    expect(await left(g.matches[0]!, g.vip)).toBe(7);
  });

  it('are not made over a zone with fewer places left than the quota, naming the match', async () => {
    const g = await ground();
    await setPlacesLeft(db(), g.matches[1]!, 2, g.vip);
    const [bank] = await db().select().from(schema.bankAccounts).limit(1);
    const undone = new Error('undone');
    let refusal: unknown;
    await db().transaction(async (tx) => {
      refusal = await seasonLifecycle.createPass(tx, {
        name: 'Too big', nameTh: 'ใหญ่เกิน', seasonLabel: '2026/27', zoneId: g.vip, bankAccountId: bank!.id, priceSatang: 1, quota: 3, available: 3,
        coversFrom: new Date(), coversTo: new Date(Date.now() + 300 * DAY), saleStartsAt: new Date(), saleEndsAt: new Date(Date.now() + DAY),
      });
      throw undone;
    }).catch((err: unknown) => { if (err !== undone) throw err; });
    expect(refusal).toEqual({ refused: 'zone_short', matchId: g.matches[1] });
  });
});
