import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { placesLeftOf, purchaseLifecycle, schema, sellVenueZones, ticketLifecycle } from '@club/db';
import { startTestApi, type TestApi } from '../../test/harness.js';

// A stadium of three zones: two standing zones at their own prices, and a numbered one of two rows.
let api: TestApi;
const db = () => api.database.db;

beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

interface Stadium { matchId: string; north: string; east: string; vip: string; seat: (label: string) => string }

async function stadium(places = { north: 50, east: 20 }): Promise<Stadium> {
  const [home] = await db().select().from(schema.teams).where(eq(schema.teams.isHomeClub, true));
  const [bank] = await db().select().from(schema.bankAccounts).limit(1);
  const [venue] = await db().insert(schema.venues).values({ name: 'Zoned', nameTh: 'สนามโซน', address: 'Road', addressTh: 'ถนน', capacity: 100 }).returning();
  const zone = (code: string, priceSatang: number, capacity: number, numbered = false) => ({
    venueId: venue!.id, code, name: `Zone ${code}`, nameTh: `โซน ${code}`, colour: '#224466', position: 'north' as const, sortOrder: priceSatang,
    capacity, seated: numbered, numbered, defaultPriceSatang: priceSatang,
  });
  const [north, east, vip] = await db().insert(schema.venueZones)
    .values([zone('N', 40_000, places.north), zone('E', 60_000, places.east), zone('VIP', 150_000, 8, true)]).returning();
  // Rows A (nearest the pitch) and B, four seats each with an aisle after seat 2: positions 1, 2, 4, 5.
  const seats = await db().insert(schema.venueSeats).values(['A', 'B'].flatMap((row, rowIndex) => [1, 2, 3, 4].map((number) => ({
    zoneId: vip!.id, rowLabel: row, rowIndex, number, position: number > 2 ? number + 1 : number,
  })))).returning();
  const [match] = await db().insert(schema.matches).values({
    homeTeamId: home!.id, venueId: venue!.id, bankAccountId: bank!.id, matchDate: new Date(Date.now() + 7 * 86_400_000), league: 'L', leagueTh: 'ล',
  }).returning();
  await db().transaction((tx) => sellVenueZones(tx, match!.id));
  const seat = (label: string) => seats.find((s) => `${s.rowLabel}${s.number}` === label)!.id;
  return { matchId: match!.id, north: north!.id, east: east!.id, vip: vip!.id, seat };
}

const buy = (token: string, json: Record<string, unknown>) => api.call('POST', '/api/v1/purchases', { token, json: { quantity: 1, phone: '0812345678', ...json } });
const left = (matchId: string, zoneId: string) => placesLeftOf(db(), matchId, zoneId);
const seatLabels = async (purchaseId: string) => {
  const [p] = await db().select({ seatIds: schema.purchases.seatIds }).from(schema.purchases).where(eq(schema.purchases.id, purchaseId));
  const seats = await db().select().from(schema.venueSeats);
  return p!.seatIds!.map((id) => seats.find((s) => s.id === id)).map((s) => `${s!.rowLabel}${s!.number}`);
};

describe('a match sold by zone', () => {
  it('answers its zones in order with their prices and places, the lowest price as the match price', async () => {
    const s = await stadium();
    const match = (await api.call('GET', `/api/v1/matches/${s.matchId}`)).body.data;
    expect(match).toMatchObject({ ticketPrice: 400, ticketPriceSatang: 40_000, availableTickets: 78, unlimitedTickets: false });
    expect(match.zones.map((z: { code: string; price: number; availableTickets: number; numbered: boolean }) => [z.code, z.price, z.availableTickets, z.numbered]))
      .toEqual([['N', 400, 50, false], ['E', 600, 20, false], ['VIP', 1500, 8, true]]);
  });

  it('asks which zone when the match sells several, and charges the chosen zone\'s price, computed by the server', async () => {
    const s = await stadium();
    const fan = await api.signUp();
    const unnamed = await buy(fan.token, { matchId: s.matchId, quantity: 2 });
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.error).toMatchObject({ code: 'ZONE_REQUIRED', details: { zones: expect.arrayContaining([s.north, s.east, s.vip]) } });
    const bought = await buy(fan.token, { matchId: s.matchId, zoneId: s.east, quantity: 2, totalSatang: 1 });
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({ unitPrice: 600, totalAmount: 1200, totalSatang: 120_000 });
    expect([await left(s.matchId, s.east), await left(s.matchId, s.north)]).toEqual([18, 50]);
  });

  it('refuses a closed zone (409 ZONE_CLOSED), a zone of another stadium (404), and a sold-out zone by name while others sell', async () => {
    const s = await stadium({ north: 50, east: 1 });
    const other = await stadium();
    const fan = await api.signUp();
    await db().update(schema.matchZones).set({ closed: true }).where(and(eq(schema.matchZones.matchId, s.matchId), eq(schema.matchZones.zoneId, s.north)));
    expect((await buy(fan.token, { matchId: s.matchId, zoneId: s.north })).body.error?.code).toBe('ZONE_CLOSED');
    expect((await buy(fan.token, { matchId: s.matchId, zoneId: other.north })).status).toBe(404);
    const tooMany = await buy(fan.token, { matchId: s.matchId, zoneId: s.east, quantity: 2 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe('Sorry, there are not enough tickets left in this zone');
    const th = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: s.matchId, zoneId: s.east, quantity: 2, phone: '0812345678' }, headers: { 'accept-language': 'th' } });
    expect(th.body.error.message).toBe('ขออภัย ตั๋วในโซนนี้เหลือไม่พอ');
    // A closed zone is not offered; the match's figures are those of what it sells.
    const match = (await api.call('GET', `/api/v1/matches/${s.matchId}`)).body.data;
    expect(match.zones.map((z: { code: string }) => z.code)).toEqual(['E', 'VIP']);
    expect(match.ticketPriceSatang).toBe(60_000);
  });

  it('gives the best seats of a numbered zone side by side, nearest the pitch, and the fan\'s own choice when named', async () => {
    const s = await stadium();
    const [a, b, c] = await Promise.all([api.signUp(), api.signUp(), api.signUp()]);
    const map = (await api.call('GET', `/api/v1/matches/${s.matchId}/zones/${s.vip}/seats?quantity=2`)).body.data;
    expect(map.rows.map((r: { label: string; seats: unknown[] }) => [r.label, r.seats.length])).toEqual([['A', 4], ['B', 4]]);
    expect(map.together).toBe(true);
    const first = (await buy(a.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2 })).body.data;
    expect(await seatLabels(first.id)).toHaveLength(2);
    expect((await seatLabels(first.id)).every((label) => label.startsWith('A'))).toBe(true);
    const chosen = await buy(b.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('B3'), s.seat('B4')] });
    expect(chosen.status).toBe(201);
    expect(await seatLabels(chosen.body.data.id)).toEqual(['B3', 'B4']);
    // Someone else's seat: refused by name, nothing held.
    const taken = await buy(c.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('B4'), s.seat('B2')] });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'SEAT_TAKEN', details: { seatIds: [s.seat('B4')] } });
    expect(await left(s.matchId, s.vip)).toBe(4);
    // Seats of another zone at this zone's price, or named for a standing zone: refused.
    expect((await buy(c.token, { matchId: s.matchId, zoneId: s.north, quantity: 1, seatIds: [s.seat('B1')] })).status).toBe(404);
    expect((await buy(c.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('B1'), s.seat('B1')] })).status).toBe(400);
    const after = (await api.call('GET', `/api/v1/matches/${s.matchId}/zones/${s.vip}/seats?quantity=1`)).body.data;
    expect(after.rows.flatMap((r: { seats: { free: boolean }[] }) => r.seats).filter((x: { free: boolean }) => !x.free)).toHaveLength(4);
  });

  it('gives the seats back when a purchase is cancelled, and puts each ticket on its seat when paid', async () => {
    const s = await stadium();
    const fan = await api.signUp();
    const cancelled = (await buy(fan.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('A1'), s.seat('A2')] })).body.data;
    expect((await api.call('DELETE', `/api/v1/purchases/${cancelled.id}/cancel`, { token: fan.token })).status).toBe(200);
    expect(await left(s.matchId, s.vip)).toBe(8);
    const again = (await buy(fan.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('A1'), s.seat('A2')] })).body.data;
    await db().transaction(async (tx) => {
      await tx.update(schema.purchases).set({ status: 'completed', completedAt: new Date() }).where(eq(schema.purchases.id, again.id));
      await ticketLifecycle.issue(tx, again.id);
    });
    const tickets = await db().select({ seat: schema.tickets.seat, zoneId: schema.tickets.zoneId, venueSeatId: schema.tickets.venueSeatId }).from(schema.tickets)
      .where(eq(schema.tickets.purchaseId, again.id)).orderBy(schema.tickets.seat);
    expect(tickets).toEqual([{ seat: 1, zoneId: s.vip, venueSeatId: s.seat('A1') }, { seat: 2, zoneId: s.vip, venueSeatId: s.seat('A2') }]);
  });

  it('takes a late slip\'s seats again only if all are still free', async () => {
    const s = await stadium();
    const [fan, other] = await Promise.all([api.signUp(), api.signUp()]);
    const late = (await buy(fan.token, { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('A1'), s.seat('A2')] })).body.data;
    await db().update(schema.purchases).set({ expiresAt: new Date(0) }).where(eq(schema.purchases.id, late.id));
    expect(await purchaseLifecycle.expireUnpaid(db())).toBeGreaterThanOrEqual(1);
    expect((await buy(other.token, { matchId: s.matchId, zoneId: s.vip, quantity: 1, seatIds: [s.seat('A2')] })).status).toBe(201);
    // Its slip arrives late and the bank confirms it: A1 is free, A2 is not, so nothing is taken.
    await db().transaction((tx) => purchaseLifecycle.markVerifying(tx, late.id));
    const moved = await db().transaction((tx) => purchaseLifecycle.confirm(tx, late.id, { source: 'test', provider: null, transRef: randomUUID() }));
    expect(moved).toMatchObject({ ok: false, noSeats: true });
    // Nothing half-taken: A1 is free again, the zone's count is the other fan's one seat.
    expect(await left(s.matchId, s.vip)).toBe(7);
    const held = await db().select().from(schema.matchSeats).where(eq(schema.matchSeats.matchId, s.matchId));
    expect(held.map((h) => h.seatId)).toEqual([s.seat('A2')]);
  });
});

describe('racing for the last places of one zone while other zones sell', () => {
  it('never oversells a zone and never sells a numbered seat twice', async () => {
    const s = await stadium({ north: 30, east: 5 });
    const fans = await Promise.all(Array.from({ length: 12 }, () => api.signUp()));
    const attempts = fans.flatMap((fan, i) => [
      buy(fan.token, { matchId: s.matchId, zoneId: s.east, quantity: 1 }),
      buy(fan.token, { matchId: s.matchId, zoneId: s.north, quantity: 2 }),
      // Everyone wants the same two best seats, or lets the server pick.
      buy(fan.token, i % 2 ? { matchId: s.matchId, zoneId: s.vip, quantity: 2 } : { matchId: s.matchId, zoneId: s.vip, quantity: 2, seatIds: [s.seat('A2'), s.seat('A3')] }),
    ]);
    const results = await Promise.all(attempts);
    expect(results.filter((r) => ![201, 409].includes(r.status)).map((r) => r.body)).toEqual([]);
    const sold = await db().select({ zoneId: schema.purchases.zoneId, n: sql<number>`sum(${schema.purchases.quantity})::int` }).from(schema.purchases)
      .where(eq(schema.purchases.matchId, s.matchId)).groupBy(schema.purchases.zoneId);
    const soldIn = (zone: string) => sold.find((x) => x.zoneId === zone)?.n ?? 0;
    expect([soldIn(s.east), soldIn(s.north), soldIn(s.vip)]).toEqual([5, 24, 8]);
    expect([await left(s.matchId, s.east), await left(s.matchId, s.north), await left(s.matchId, s.vip)]).toEqual([0, 6, 0]);
    const held = await db().select().from(schema.matchSeats).where(eq(schema.matchSeats.matchId, s.matchId));
    expect(new Set(held.map((h) => h.seatId)).size).toBe(8);
  });
});
