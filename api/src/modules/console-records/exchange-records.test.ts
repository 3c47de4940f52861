import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { exchangeCredit } from '@club/core';
import { schema } from '@club/db';
import { seasonHolders } from '../../test/fixtures.js';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';

// One sold listing, made as the exchange's own test makes it: a numbered zone of four seats, two
// season holders (quota 2), the zone's two own places bought, then the seller's listed ticket bought and paid.
let api: TestApi;
let admin: string;
let staff: string;
const db = () => api.database.db;
const PRICE = 900_000;
const FORMULA = '=HYPERLINK("http://evil.example")';
const phone = '0812345678';
let sold: { listingId: string; matchId: string; sellerId: string; buyerReference: string };

async function soldListing() {
  // The seller's name begins like a spreadsheet formula.
  const { matchId, zoneId, holders: [seller], approve } = await seasonHolders(api, admin, { priceSatang: PRICE, names: [FORMULA] });
  const { ticket } = seller!;
  expect((await api.call('POST', `/api/v1/tickets/${ticket.id}/listing`, { token: seller!.token })).status).toBe(201);
  const buy = async (quantity: number) => (await api.call('POST', '/api/v1/purchases', { token: (await api.signUp()).token, json: { matchId, zoneId, quantity, phone } })).body.data;
  await buy(2);
  const bought = await buy(1);
  await approve(bought.id);
  const [listing] = await db().select().from(schema.exchangeListings).where(and(eq(schema.exchangeListings.ticketId, ticket.id)));
  expect(listing!.status).toBe('sold');
  return { listingId: listing!.id, matchId, sellerId: seller!.id, buyerReference: bought.referenceNumber as string };
}

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Ledger Staff' });
  await db().update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, staffUser.id));
  staff = await api.signIn(staffUser.email, staffUser.password);
  sold = await soldListing();
});
afterAll(async () => { await api?.close(); });

const asStaff = (method: string, path: string, json?: unknown) => api.call(method, `/api/v1/admin${path}`, { token: staff, json });
const asAdmin = (method: string, path: string, json?: unknown) => api.call(method, `/api/v1/admin${path}`, { token: admin, json });
const list = (path: string, filter: object) => asStaff('GET', `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`);
const { gross, fee, net } = exchangeCredit(PRICE, 19, 1000);
const balanceOf = async (userId: string) => (await asStaff('GET', `/ledger-balances/fan:${userId}`)).body.data.balance_satang as number;
const ledgerRows = async () => (await db().select().from(schema.ledgerEntries).where(eq(schema.ledgerEntries.debitUserId, sold.sellerId))).length;

describe('the exchange in the console', () => {
  it('lists the sold listing with its match, zone, seat, seller and buyer\'s purchase, filtered by match, status and seller', async () => {
    const listed = await list('/exchange-listings', { match_id: sold.matchId, status: 'sold', seller_id: sold.sellerId });
    expect(listed.status).toBe(200);
    expect(listed.headers.get('content-range')).toBe('exchange-listings 0-0/1');
    expect(listed.body.data[0]).toMatchObject({
      id: sold.listingId, status: 'sold', match_id: sold.matchId, zone_code: 'VIP', zone_name_th: 'วีไอพี', seat_row: 'A', seat_number: 1,
      seller_name: FORMULA, purchase_reference: sold.buyerReference, closed_at: expect.any(String), closes_at: expect.any(String),
    });
    expect((await list('/exchange-listings', { match_id: sold.matchId, status: 'listed' })).body.data).toEqual([]);
    expect((await asStaff('GET', `/exchange-listings/${sold.listingId}`)).body.data.seller_name).toBe(FORMULA);
    expect((await list('/exchange-listings', { status: 'gone' })).status).toBe(400);
  });

  it('lists the sale\'s two ledger rows by fan and kind, and balances that sum to zero', async () => {
    const rows = (await list('/ledger-entries', { user_id: sold.sellerId })).body.data;
    expect(rows.map((r: { kind: string; amount_satang: number }) => [r.kind, r.amount_satang])).toEqual([['exchange_fee', fee], ['exchange_credit', gross]]);
    expect(rows[1]).toMatchObject({ debit_account: 'club_exchange', credit_account: 'fan', user_name: FORMULA, listing_id: sold.listingId, match_id: sold.matchId });
    expect((await list('/ledger-entries', { user_id: sold.sellerId, kind: 'exchange_fee' })).body.data).toHaveLength(1);

    const balances = await asStaff('GET', '/ledger-balances');
    expect(balances.body.data.map((b: { id: string }) => b.id)).toEqual(['fan', 'club_exchange', 'club_fees', 'club_payouts']);
    expect(balances.body.data.reduce((sum: number, b: { balance_satang: number }) => sum + b.balance_satang, 0)).toBe(0);
    expect(balances.body.data[0]).toMatchObject({ balance_satang: net, fans: 1 });
    expect(await balanceOf(sold.sellerId)).toBe(net);
  });

  it('refuses a payout above the fan\'s credit, writing nothing, and records one within it, audited', async () => {
    const before = await ledgerRows();
    const above = await asAdmin('POST', '/ledger-entries', { kind: 'paid_out', user_id: sold.sellerId, amount: (net + 1) / 100, note: 'transfer 1' });
    expect(above.status).toBe(409);
    expect(above.body.error.message).toBe('The fan\'s credit is ฿426.31: a payout can be that much at most. Nothing was recorded');
    expect(await ledgerRows()).toBe(before);

    const paid = await asAdmin('POST', '/ledger-entries', { kind: 'paid_out', user_id: sold.sellerId, amount: 400, note: 'KBank transfer 0042' });
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({
      kind: 'paid_out', debit_account: 'fan', debit_user_id: sold.sellerId, credit_account: 'club_payouts', amount_satang: 40_000, note: 'KBank transfer 0042', created_by_name: expect.any(String),
    });
    expect(await balanceOf(sold.sellerId)).toBe(net - 40_000);
    const [audited] = await db().select().from(schema.auditLog).where(and(eq(schema.auditLog.entityType, 'ledger_entry'), eq(schema.auditLog.entityId, String(paid.body.data.id))));
    expect(audited).toMatchObject({ action: 'ledger.paid_out', changes: { after: { amount_satang: 40_000, user_id: sold.sellerId } } });
    const sums = (await asStaff('GET', '/ledger-balances')).body.data;
    expect(sums.reduce((sum: number, b: { balance_satang: number }) => sum + b.balance_satang, 0)).toBe(0);
    expect(sums.find((b: { id: string }) => b.id === 'club_payouts').balance_satang).toBe(40_000);
  });

  it('pays out the rest only once when two admins record it at the same moment', async () => {
    const rest = (await balanceOf(sold.sellerId)) / 100;
    const both = await Promise.all([1, 2].map((n) => asAdmin('POST', '/ledger-entries', { kind: 'paid_out', user_id: sold.sellerId, amount: rest, note: `cash ${n}` })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await balanceOf(sold.sellerId)).toBe(0);
  });

  it('refuses a payout from staff who are not admins, and one without a note or fan', async () => {
    const before = await ledgerRows();
    expect((await asStaff('POST', '/ledger-entries', { kind: 'paid_out', user_id: sold.sellerId, amount: 1, note: 'x' })).status).toBe(403);
    const noNote = await asAdmin('POST', '/ledger-entries', { kind: 'paid_out', user_id: sold.sellerId, amount: 1, note: ' ' });
    expect(noNote.status).toBe(400);
    expect((await asAdmin('POST', '/ledger-entries', { kind: 'paid_out', user_id: 'nobody', amount: 1, note: 'x' })).status).toBe(400);
    expect((await asAdmin('POST', '/ledger-entries', { kind: 'exchange_credit', user_id: sold.sellerId, amount: 1, note: 'x' })).status).toBe(400);
    expect(await ledgerRows()).toBe(before);
  });

  it('exports the ledger as CSV with a formula in a name neutralised', async () => {
    const res = await fetch(`${api.url}/api/v1/admin/exports/ledger.csv`, { headers: { authorization: `Bearer ${staff}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ledger-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toBe('id,created_at,kind,debit_account,credit_account,fan_name,fan_email,amount_baht,match,kick_off,listing_id,recorded_by,note');
    const credit = text.split('\r\n').find((l) => l.includes(',exchange_credit,'))!;
    expect(credit).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(credit).toContain(`,${(gross / 100).toFixed(2)},`);
    expect(credit).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});
