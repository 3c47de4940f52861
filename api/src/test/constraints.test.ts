import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { referenceKey } from '@club/core';
import { openDatabase, schema, sellVenueZones, type Database } from '@club/db';
import { testDatabase } from './harness.js';
import { oneZoneVenue } from './fixtures.js';

// The database itself refuses what the rules forbid, whatever the code above it does.
let database: Database;
let matchId: string;
let zoneId: string;
let userId: string;

beforeAll(async () => {
  const { url, dataDir } = await testDatabase();
  database = await openDatabase({ url, dataDir });
  const db = database.db;
  userId = randomUUID();
  await db.insert(schema.users).values({ id: userId, name: 'Rules', email: `rules-${userId}@club.test` });
  const [home] = await db.select().from(schema.teams).where(eq(schema.teams.isHomeClub, true));
  const venue = await oneZoneVenue(db);
  const [bank] = await db.select().from(schema.bankAccounts).limit(1);
  const [m] = await db.insert(schema.matches).values({
    homeTeamId: home!.id, venueId: venue!.id, bankAccountId: bank!.id, matchDate: new Date(Date.now() + 86_400_000), league: 'L', leagueTh: 'ล',
  }).returning();
  matchId = m!.id;
  await db.transaction((tx) => sellVenueZones(tx, matchId, { priceSatang: 10_000, available: 2 }));
  zoneId = (await db.select().from(schema.matchZones).where(eq(schema.matchZones.matchId, matchId)))[0]!.zoneId;
});
afterAll(async () => { await database?.close(); });

const purchase = (over: Partial<typeof schema.purchases.$inferInsert> = {}) => ({
  userId, matchId, zoneId, quantity: 1, unitPriceSatang: 10_000, totalSatang: 10_000, referenceNumber: `TK-${randomUUID().slice(0, 9)}`,
  phone: '0812345678', expiresAt: new Date(Date.now() + 60_000), ...over,
});
const order = (over: Partial<typeof schema.orders.$inferInsert> = {}) => ({
  orderNumber: `ORD-${randomUUID()}`, userId, subtotalSatang: 1000, discountSatang: 0, shippingSatang: 5000, totalSatang: 6000,
  shippingMethodType: 'delivery' as const, shippingMethodName: 'd', shippingMethodNameTh: 'd', deliveryAddressLine1: 'x', expiresAt: new Date(), ...over,
});
/** The write is refused by the database, by this constraint (its name, as node-postgres reports it), not by anything else. */
async function refused(write: Promise<unknown>, constraint: string): Promise<void> {
  const error = await write.then(() => null, (e: unknown) => e as { cause?: { constraint?: string }; constraint?: string });
  expect(error, `${constraint} let the write through`).not.toBeNull();
  expect(error!.cause?.constraint ?? error!.constraint).toBe(constraint);
}

describe('database rules', () => {
  it('keeps a purchase between 1 and 10 tickets with a total that adds up', async () => {
    await refused(database.db.insert(schema.purchases).values(purchase({ quantity: 11, totalSatang: 110_000 })), 'purchases_quantity_check');
    await refused(database.db.insert(schema.purchases).values(purchase({ quantity: 0, totalSatang: 0 })), 'purchases_quantity_check');
    await refused(database.db.insert(schema.purchases).values(purchase({ quantity: 2, totalSatang: 10_000 })), 'purchases_total_check');
    await refused(database.db.insert(schema.purchases).values(purchase({ status: 'paid' as never })), 'purchases_status_check');
    // The control: the same purchase with sound values is taken.
    await database.db.insert(schema.purchases).values(purchase({ quantity: 10, totalSatang: 100_000 }));
  });

  it('keeps reference numbers unique and seats never below zero', async () => {
    const ref = `TK-${randomUUID().slice(0, 9)}`;
    await database.db.insert(schema.purchases).values(purchase({ referenceNumber: ref }));
    // Unique through its key, the same reference read as core's referenceKey does it.
    await refused(database.db.insert(schema.purchases).values(purchase({ referenceNumber: ref })), 'purchases_reference_key_unique');
    // Two places, both in the zone's first shard (fewer than 50 are not spread).
    const shard = schema.matchZoneShards;
    await refused(database.db.update(shard).set({ available: sql`${shard.available} - 3` }).where(eq(shard.matchId, matchId)), 'match_zone_shards_available_check');
    await database.db.update(shard).set({ available: sql`${shard.available} - 2` }).where(and(eq(shard.matchId, matchId), eq(shard.shard, 0)));
  });

  it('never holds a numbered seat twice for a match, nor issues two live tickets on it, and names one seat per ticket', async () => {
    const [numbered] = await database.db.insert(schema.venueZones).values({
      venueId: (await database.db.select().from(schema.venues).limit(1))[0]!.id, code: `N${randomUUID().slice(0, 4).toUpperCase().replace(/[^A-Z0-9]/g, 'X')}`,
      name: 'Numbered', nameTh: 'มีหมายเลข', colour: '#123456', position: 'west', capacity: 2, seated: true, numbered: true, defaultPriceSatang: 10_000,
    }).returning();
    const [seat] = await database.db.insert(schema.venueSeats).values({ zoneId: numbered!.id, rowLabel: 'A', rowIndex: 0, number: 1, position: 1 }).returning();
    const [a] = await database.db.insert(schema.purchases).values(purchase({ zoneId: numbered!.id, seatIds: [seat!.id] })).returning();
    const [b] = await database.db.insert(schema.purchases).values(purchase({ zoneId: numbered!.id })).returning();
    await refused(database.db.insert(schema.purchases).values(purchase({ zoneId: numbered!.id, seatIds: [seat!.id, seat!.id] })), 'purchases_seats_check');
    await database.db.insert(schema.matchSeats).values({ matchId, seatId: seat!.id, purchaseId: a!.id });
    await refused(database.db.insert(schema.matchSeats).values({ matchId, seatId: seat!.id, purchaseId: b!.id }), 'match_seats_match_id_seat_id_pk');
    const ticket = (purchaseId: string, n: string) => ({ purchaseId, seat: 1, matchId, zoneId: numbered!.id, venueSeatId: seat!.id, ticketNumber: `T-${n}-${randomUUID().slice(0, 8)}`, holderId: userId });
    await database.db.insert(schema.tickets).values(ticket(a!.id, 'A'));
    await refused(database.db.insert(schema.tickets).values(ticket(b!.id, 'B')), 'tickets_match_seat');
  });

  it('keeps a season pass within its quota, one holder per seat, a purchase of a match or a pass, and a listing live once with its buyer', async () => {
    const db = database.db;
    const [bank] = await db.select().from(schema.bankAccounts).limit(1);
    const [pass] = await db.insert(schema.seasonPasses).values({
      name: 'S', nameTh: 'ส', seasonLabel: '2026/27', zoneId, bankAccountId: bank!.id, priceSatang: 10_000, quota: 1, available: 1,
      coversFrom: new Date(), coversTo: new Date(Date.now() + 86_400_000), saleStartsAt: new Date(), saleEndsAt: new Date(Date.now() + 60_000),
    }).returning();
    await refused(db.update(schema.seasonPasses).set({ available: -1 }).where(eq(schema.seasonPasses.id, pass!.id)), 'season_passes_available_check');
    await refused(db.update(schema.seasonPasses).set({ available: 2 }).where(eq(schema.seasonPasses.id, pass!.id)), 'season_passes_available_check');
    // A purchase is of a match or of a pass, never both or neither; a pass is bought one at a time.
    await refused(db.insert(schema.purchases).values(purchase({ seasonPassId: pass!.id })), 'purchases_kind_check');
    await refused(db.insert(schema.purchases).values(purchase({ matchId: null })), 'purchases_kind_check');
    await refused(db.insert(schema.purchases).values(purchase({ matchId: null, seasonPassId: pass!.id, quantity: 2, totalSatang: 20_000 })), 'purchases_season_check');
    const [seat] = await db.select().from(schema.venueSeats).limit(1);
    const [held] = await db.insert(schema.purchases).values(purchase({ matchId: null, seasonPassId: pass!.id, seatIds: [seat!.id] })).returning();
    await refused(db.insert(schema.purchases).values(purchase({ matchId: null, seasonPassId: pass!.id, seatIds: [seat!.id] })), 'purchases_season_seat');
    const [ticket] = await db.insert(schema.tickets).values({ purchaseId: held!.id, seat: 1, matchId, zoneId, ticketNumber: `T-S-${randomUUID().slice(0, 8)}`, holderId: userId }).returning();
    const listing = { ticketId: ticket!.id, sellerId: userId, matchId, zoneId, closesAt: new Date(Date.now() + 60_000) };
    await db.insert(schema.exchangeListings).values(listing);
    await refused(db.insert(schema.exchangeListings).values(listing), 'exchange_listings_live');
    await refused(db.insert(schema.exchangeListings).values({ ...listing, status: 'withdrawn', purchaseId: held!.id }), 'exchange_listings_buyer_check');
    // A ledger row names the fan whose account it moves, and moves something.
    await refused(db.insert(schema.ledgerEntries).values({ kind: 'paid_out', debitAccount: 'fan', creditAccount: 'club_payouts', amountSatang: 100 }), 'ledger_entries_fan_check');
    await refused(db.insert(schema.ledgerEntries).values({ kind: 'paid_out', debitAccount: 'fan', debitUserId: userId, creditAccount: 'club_payouts', amountSatang: 0 }), 'ledger_entries_amount_check');
  });

  it('keeps each reference unique as it is looked up: core’s referenceKey, kept by the database', async () => {
    const code = () => randomUUID().slice(0, 4).toUpperCase();
    const [ref, number] = [`TK-${code()}-${code()}`, `OR-${code()}-${code()}`];
    const [p] = await database.db.insert(schema.purchases).values(purchase({ referenceNumber: ref })).returning();
    const [o] = await database.db.insert(schema.orders).values(order({ orderNumber: number })).returning();
    expect([p!.referenceKey, o!.referenceKey]).toEqual([referenceKey(ref), referenceKey(number)]);
    // The same reference written another way (as a payer may type it) is not a second one.
    await refused(database.db.insert(schema.purchases).values(purchase({ referenceNumber: ref.toLowerCase().replaceAll('-', ' ') })), 'purchases_reference_key_unique');
    await refused(database.db.insert(schema.orders).values(order({ orderNumber: number.replaceAll('-', '') })), 'orders_reference_key_unique');
  });

  it('allows one receipt per purchase, of an image type, at most 5 MB', async () => {
    const [p] = await database.db.insert(schema.purchases).values(purchase()).returning();
    const receipt = (over: Partial<typeof schema.receipts.$inferInsert> = {}) => ({
      purchaseId: p!.id, uploadedBy: userId, storageKey: `receipts/${randomUUID()}.png`, detectedType: 'image/png', sizeBytes: 100, sha256: 'a'.repeat(64), ...over,
    });
    await refused(database.db.insert(schema.receipts).values(receipt({ sizeBytes: 5_242_881 })), 'receipts_size_check');
    await refused(database.db.insert(schema.receipts).values(receipt({ detectedType: 'application/pdf' })), 'receipts_type_check');
    await database.db.insert(schema.receipts).values(receipt());
    await refused(database.db.insert(schema.receipts).values(receipt()), 'receipts_purchase_id_unique');
  });

  it('keeps stock at zero or more and order totals consistent', async () => {
    const [category] = await database.db.select().from(schema.categories).limit(1);
    const product = (over: Partial<typeof schema.products.$inferInsert> = {}) => ({ sku: `SKU-${randomUUID()}`, categoryId: category!.id, name: 'x', nameTh: 'x', searchWords: ['x'], priceSatang: 100, stockQuantity: 0, ...over });
    await refused(database.db.insert(schema.products).values(product({ stockQuantity: -1 })), 'products_stock_check');
    await database.db.insert(schema.products).values(product());
    await refused(database.db.insert(schema.orders).values(order({ totalSatang: 1000 })), 'orders_total_check');
    await database.db.insert(schema.orders).values(order());
  });
});
