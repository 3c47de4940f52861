import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { exchangeCredit } from '@club/core';
import { exchangeLifecycle, schema } from '@club/db';
import { seasonHolders } from '../../test/fixtures.js';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

// A stadium with a numbered zone of four seats, two season holders in it (quota 2), and one match:
// the zone's two single places sell out, then holders' listed tickets are all that is left.
let api: TestApi;
let staff: string;
const db = () => api.database.db;
const PRICE = 900_000;
const DAY = 86_400_000;

beforeAll(async () => {
  api = await startTestApi();
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

const phone = '0812345678';
const season = () => seasonHolders(api, staff, { priceSatang: PRICE });

const buy = (token: string, matchId: string, zoneId: string, quantity = 1) =>
  api.call('POST', '/api/v1/purchases', { token, json: { matchId, zoneId, quantity, phone } });
const offer = async (matchId: string) => (await api.call('GET', `/api/v1/matches/${matchId}`)).body.data.zones[0];
const scan = (code: string, matchId: string) => api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code, match_id: matchId } });

describe('the exchange', () => {
  it('offers a holder\'s listed ticket only once the zone is otherwise sold out, and sells it: the old code refused at the gate, the holder credited', async () => {
    const s = await season();
    const [seller] = s.holders;
    // Kick-off in 20 hours: the tickets' codes open the gate now, and the exchange is still open.
    await db().update(schema.matches).set({ matchDate: new Date(Date.now() + 20 * 3_600_000) }).where(eq(schema.matches.id, s.matchId));
    // Before listing, the holder is told what a sale would credit them and when offering closes.
    const before = (await api.call('GET', '/api/v1/tickets/mine', { token: seller!.token })).body.data.find((t: { id: string }) => t.id === seller!.ticket.id);
    const kickOff = (await db().select().from(schema.matches).where(eq(schema.matches.id, s.matchId)))[0]!.matchDate;
    expect(before).toMatchObject({ listable: true, offer: { creditSatang: 42_631, closesAt: new Date(kickOff.getTime() - 180 * 60_000).toISOString() } });
    const listed = await api.call('POST', `/api/v1/tickets/${seller!.ticket.id}/listing`, { token: seller!.token });
    expect(listed.status).toBe(201);
    expect(listed.body.data.status).toBe('listed');
    // The zone still has its own two places: the listing is not offered.
    expect(await offer(s.matchId)).toMatchObject({ availableTickets: 2, fromExchange: 0 });
    const early = await api.signUp();
    const own = (await buy(early.token, s.matchId, s.zoneId, 2)).body.data;
    expect(own.seats).toHaveLength(2);
    expect(await offer(s.matchId)).toMatchObject({ availableTickets: 1, fromExchange: 1, soldOut: false });
    // The match itself is not sold out while its holders offer tickets.
    expect((await api.call('GET', `/api/v1/matches/${s.matchId}`)).body.data.availableTickets).toBe(1);

    const buyer = await api.signUp();
    const bought = await buy(buyer.token, s.matchId, s.zoneId);
    expect(bought.status).toBe(201);
    expect(bought.body.data).toMatchObject({ unitPrice: 1500, seats: [{ row: 'A', number: 1 }] });
    expect((await buy((await api.signUp()).token, s.matchId, s.zoneId)).body.error.message).toBe('Sorry, there are not enough tickets left in this zone');
    // Held by the buyer's purchase: the holder can no longer take it back, nor pass it on, nor enter with it.
    expect((await api.call('DELETE', `/api/v1/tickets/${seller!.ticket.id}/listing`, { token: seller!.token })).body.error.message)
      .toBe('A fan is buying this ticket now: it can no longer be taken back');
    expect((await api.call('POST', `/api/v1/tickets/${seller!.ticket.id}/transfer`, { token: seller!.token, json: { email: 'friend@club.test' } })).status).toBe(409);
    const held = await scan(seller!.ticket.ticketNumber, s.matchId);
    expect(held.body.error.details.reason).toBe('on_exchange');

    await s.approve(bought.body.data.id);
    const refused = await scan(seller!.ticket.ticketNumber, s.matchId);
    expect(refused.body.error.details.reason).toBe('transferred');
    // The seller's code is revoked in the sale's transaction, for phones at the gate offline, and refused online.
    const [revoked] = await db().select().from(schema.ticketRevocations).where(eq(schema.ticketRevocations.ticketId, seller!.ticket.id));
    expect(revoked).toMatchObject({ matchId: s.matchId, belowVersion: 1 });
    expect((await scan(before.qrContent, s.matchId)).body.error.details.reason).toBe('transferred');
    const [buyerTicket] = (await api.call('GET', '/api/v1/tickets/mine', { token: buyer.token })).body.data;
    expect(buyerTicket.place.seat).toMatchObject({ row: 'A', number: 1 });
    expect((await scan(buyerTicket.qrContent, s.matchId)).status).toBe(200);

    const credit = (await api.call('GET', '/api/v1/tickets/credit', { token: seller!.token })).body.data;
    const { gross, fee, net } = exchangeCredit(PRICE, 19, 1000);
    expect([gross, fee, net]).toEqual([47_368, 4_737, 42_631]);
    expect(credit.balanceSatang).toBe(net);
    expect(credit.entries.map((e: { kind: string; signed: number }) => [e.kind, e.signed])).toEqual([['exchange_fee', -fee], ['exchange_credit', gross]]);
    const mine = (await api.call('GET', '/api/v1/tickets/mine', { token: seller!.token })).body.data;
    expect(mine.find((t: { id: string }) => t.id === seller!.ticket.id)).toMatchObject({ status: 'transferred', qrContent: '', listing: { status: 'sold' }, listable: false, offer: null });
  });

  it('lets the holder take a listing back until it sells, gives an unpaid buyer\'s listings back on offer, and keeps the ledger summing to zero', async () => {
    const s = await season();
    const [a, b] = s.holders;
    for (const h of [a!, b!]) expect((await api.call('POST', `/api/v1/tickets/${h.ticket.id}/listing`, { token: h.token })).status).toBe(201);
    expect((await api.call('POST', `/api/v1/tickets/${a!.ticket.id}/listing`, { token: a!.token })).body.error.message).toBe('This ticket is already on the exchange');
    const other = await api.signUp();
    expect((await api.call('POST', `/api/v1/tickets/${a!.ticket.id}/listing`, { token: other.token })).status).toBe(404);
    expect((await api.call('DELETE', `/api/v1/tickets/${b!.ticket.id}/listing`, { token: b!.token })).body.data.status).toBe('withdrawn');
    // b's ticket opens the gate again.
    expect((await scan(b!.ticket.ticketNumber, s.matchId)).status).toBe(200);

    await buy((await api.signUp()).token, s.matchId, s.zoneId, 2);
    const buyer = await api.signUp();
    const bought = (await buy(buyer.token, s.matchId, s.zoneId)).body.data;
    expect((await api.call('DELETE', `/api/v1/purchases/${bought.id}/cancel`, { token: buyer.token })).status).toBe(200);
    expect(await offer(s.matchId)).toMatchObject({ fromExchange: 1 });
    const second = (await buy(buyer.token, s.matchId, s.zoneId)).body.data;
    await s.approve(second.id);

    const [sum] = await db().select({ credits: sql<number>`coalesce(sum(amount_satang), 0)::int` }).from(schema.ledgerEntries);
    const balances = await db().execute(sql`select account, user_id, sum(amount)::int as balance from (
      select credit_account as account, credit_user_id as user_id, amount_satang as amount from ledger_entries
      union all select debit_account, debit_user_id, -amount_satang from ledger_entries) m group by account, user_id`);
    const rows = (balances as unknown as { rows: { account: string; user_id: string | null; balance: number }[] }).rows;
    expect(sum!.credits).toBeGreaterThan(0);
    expect(rows.reduce((total, r) => total + r.balance, 0)).toBe(0);
    expect(rows.find((r) => r.user_id === a!.id)?.balance).toBe(exchangeCredit(PRICE, 19, 1000).net);
  });

  it('refuses to list a ticket that is not a season holder\'s own, or after the exchange closes, and closes listings at their time', async () => {
    const s = await season();
    const [h] = s.holders;
    await db().update(schema.matches).set({ matchDate: new Date(Date.now() + 2 * 3_600_000) }).where(eq(schema.matches.id, s.matchId));
    const closed = await api.call('POST', `/api/v1/tickets/${h!.ticket.id}/listing`, { token: h!.token });
    expect(closed.body.error.message).toBe('The exchange for this match has closed: it closes 3 hours before kick-off');
    await db().update(schema.matches).set({ matchDate: new Date(Date.now() + 10 * DAY) }).where(eq(schema.matches.id, s.matchId));
    expect((await api.call('POST', `/api/v1/tickets/${h!.ticket.id}/listing`, { token: h!.token })).status).toBe(201);
    await db().update(schema.exchangeListings).set({ closesAt: new Date(Date.now() - 1000) }).where(eq(schema.exchangeListings.ticketId, h!.ticket.id));
    expect(await exchangeLifecycle.closeListings(db())).toBe(1);
    const [listing] = await db().select().from(schema.exchangeListings).where(and(eq(schema.exchangeListings.ticketId, h!.ticket.id)));
    expect(listing!.status).toBe('unsold');
    expect((await scan(h!.ticket.ticketNumber, s.matchId)).status).toBe(200);

    // A single match's ticket is not a season ticket.
    const fan = await api.signUp();
    const single = (await buy(fan.token, s.matchId, s.zoneId)).body.data;
    await s.approve(single.id);
    const [ticket] = await db().select().from(schema.tickets).where(eq(schema.tickets.purchaseId, single.id));
    expect((await api.call('POST', `/api/v1/tickets/${ticket!.id}/listing`, { token: fan.token })).body.error.message).toBe('Only a season ticket\'s holder may offer it on the exchange');
  });
});
