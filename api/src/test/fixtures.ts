import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { productSearchWords, schema, seasonLifecycle, sellVenueZones, ticketLifecycle, type Db } from '@club/db';
import type { TestApi } from './harness.js';
import { slipImage } from '@club/slip-verifier-fake';
import { purchaseReference, type VariantOption } from '@club/core';

/**
 * A transfer slip as a bank app draws it (the fake's slipImage): when a transaction reference is
 * given, with the "mini QR" (sending bank + transaction reference) in the corner. `variant` changes
 * the pixels (so the file hash differs) while keeping the same QR.
 */
export function makeSlip(opts: { transRef?: string; sendingBank?: string; variant?: number; format?: 'png' | 'jpeg' | 'webp' } = {}): Promise<Buffer> {
  const variant = opts.variant ?? Math.floor(Math.random() * 1e6);
  const transfer = opts.transRef ? { sendingBank: opts.sendingBank ?? '004', transRef: opts.transRef } : null;
  return slipImage({ transfer, title: `Transfer ${variant}`, amount: '1,500.00 THB', format: opts.format });
}

/** The text of the QR code in a PNG, or null. */
export async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** A home match of the seeded club with a chosen number of seats (or unlimited), sold as its venue's one zone. */
export async function createMatch(db: Db, opts: { seats?: number; unlimited?: boolean; priceSatang?: number; bankAccountId?: string } = {}): Promise<string> {
  const [home] = await db.select().from(schema.teams).where(eq(schema.teams.isHomeClub, true));
  const [away] = await db.select().from(schema.teams).where(eq(schema.teams.isHomeClub, false)).limit(1);
  const venue = await oneZoneVenue(db);
  const [bank] = await db.select().from(schema.bankAccounts).limit(1);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(schema.matches).values({
      id, homeTeamId: home!.id, awayTeamId: away!.id, venueId: venue.id, bankAccountId: opts.bankAccountId ?? bank!.id,
      matchDate: new Date(Date.now() + 10 * 86_400_000), league: 'Thai League 1', leagueTh: 'ไทยลีก 1',
    });
    await sellVenueZones(tx, id, { priceSatang: opts.priceSatang ?? 75_000, available: opts.seats ?? 100, unlimited: opts.unlimited ?? false });
  });
  return id;
}

/** A venue of one zone (the seed's Riverside Arena: its stadium has several), where a match's seats are one figure. */
export async function oneZoneVenue(db: Db): Promise<typeof schema.venues.$inferSelect> {
  const [venue] = await db.select().from(schema.venues).where(sql`(select count(*) from venue_zones z where z.venue_id = venues.id) = 1`).limit(1);
  return venue!;
}

/**
 * A season pass of the one-zone venue covering three new home matches a week apart, each against
 * another team, bought and paid by `userId`: its rows written by hand, its tickets issued by the
 * lifecycle (one per match). The matches come by kick-off, half a year ahead: the pass covers no
 * match another test makes (createMatch's, ten days ahead), which would keep its quota of places.
 */
export async function createSeasonPurchase(db: Db, userId: string): Promise<{ purchaseId: string; passId: string; matchIds: string[] }> {
  const day = 86_400_000;
  const matchIds = [await createMatch(db), await createMatch(db), await createMatch(db)];
  const opponents = await db.select({ id: schema.teams.id }).from(schema.teams).where(eq(schema.teams.isHomeClub, false)).limit(3);
  for (const [i, id] of matchIds.entries()) {
    await db.update(schema.matches).set({ matchDate: new Date(Date.now() + (180 + 7 * i) * day), awayTeamId: opponents[i % opponents.length]!.id }).where(eq(schema.matches.id, id));
  }
  const zoneId = await zoneOf(db, matchIds[0]!);
  const [bank] = await db.select().from(schema.bankAccounts).limit(1);
  const [pass] = await db.insert(schema.seasonPasses).values({
    name: 'Riverside Season Pass', nameTh: 'ตั๋วรายฤดูกาล ริเวอร์ไซด์', seasonLabel: '2026/27', zoneId, bankAccountId: bank!.id, priceSatang: 450_000,
    quota: 10, available: 9, coversFrom: new Date(Date.now() + 179 * day), coversTo: new Date(Date.now() + 195 * day),
    saleStartsAt: new Date(Date.now() - day), saleEndsAt: new Date(Date.now() + 5 * day),
  }).returning();
  await db.insert(schema.seasonPassMatches).values(matchIds.map((matchId) => ({ seasonPassId: pass!.id, matchId })));
  const [purchase] = await db.insert(schema.purchases).values({
    userId, seasonPassId: pass!.id, zoneId, quantity: 1, unitPriceSatang: 450_000, totalSatang: 450_000, status: 'completed',
    referenceNumber: purchaseReference(), phone: '0812345678', expiresAt: new Date(), completedAt: new Date(),
  }).returning();
  await db.transaction((tx) => ticketLifecycle.issue(tx, purchase!.id));
  return { purchaseId: purchase!.id, passId: pass!.id, matchIds };
}

/** The places left of a match, across its zones (their shards). */
export async function seatsLeft(db: Db, matchId: string): Promise<number> {
  const [m] = await db.select({ n: sql<number>`sum(${schema.matchZoneShards.available})::int` }).from(schema.matchZoneShards).where(eq(schema.matchZoneShards.matchId, matchId));
  return m!.n;
}

/** Leave `places` in each zone of a match (or the one named), all in its first shard: what a test cannot wait for fans to buy. */
export async function setPlacesLeft(db: Db, matchId: string, places: number, zoneId?: string): Promise<void> {
  const s = schema.matchZoneShards;
  await db.update(s).set({ available: sql`case when ${s.shard} = 0 then ${places}::int else 0 end` })
    .where(and(eq(s.matchId, matchId), zoneId ? eq(s.zoneId, zoneId) : undefined));
}

/** The zone a one-zone match sells (what a purchase or ticket written by hand in a test is in). */
export async function zoneOf(db: Db, matchId: string): Promise<string> {
  const [z] = await db.select({ id: schema.matchZones.zoneId }).from(schema.matchZones).where(eq(schema.matchZones.matchId, matchId));
  return z!.id;
}

/** multipart/form-data with a file in `receipt` (and optional text fields). */
export function receiptForm(file: Buffer, filename = 'slip.png', type = 'image/png', fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('receipt', new Blob([new Uint8Array(file)], { type }), filename);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}

/** Poll until `check` returns a truthy value (the worker works asynchronously). */
export async function eventually<T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Waits until every event about this purchase or order has run its course (its job finished, or
 * it had none): nothing more is owed for it, so a count of its mails taken then is final, not a
 * count taken before a late duplicate could arrive.
 */
export async function settled(db: Db, about: { purchaseId: string } | { orderId: string }): Promise<void> {
  const [key, id] = Object.entries(about)[0]!;
  await eventually(async () => {
    const [row] = await db.select({ open: sql<number>`count(*) filter (where ${schema.outboxEvents.doneAt} is null)::int`, all: sql<number>`count(*)::int` })
      .from(schema.outboxEvents).where(sql`${schema.outboxEvents.payload}->>${key} = ${id}`);
    return row!.all > 0 && row!.open === 0;
  });
}

/** The PNG attachments of a raw MIME message. */
export function pngAttachments(raw: string): Buffer[] {
  const parts = raw.split(/\r?\n--[^\r\n]+/);
  return parts
    .filter((p) => /content-type:\s*image\/png/i.test(p) && /content-transfer-encoding:\s*base64/i.test(p))
    .map((p) => Buffer.from(p.split(/\r?\n\r?\n/).slice(1).join('').replace(/\s/g, ''), 'base64'));
}

/**
 * A product of its own (in a category of its own, dated in the past) so tests that buy and sell
 * stock never disturb the seeded catalogue that other test files read at the same time.
 */
export async function createProduct(db: Db, opts: { stock?: number; priceSatang?: number; salePriceSatang?: number | null; variants?: Record<string, VariantOption[]>; name?: string } = {}) {
  const tag = randomUUID().slice(0, 8);
  const [category] = await db.insert(schema.categories).values({ slug: `test-${tag}`, name: `Test ${tag}`, nameTh: `ทดสอบ ${tag}`, sortOrder: 99 }).returning();
  const text = { name: opts.name ?? `Test Tee ${tag}`, nameTh: `เสื้อทดสอบ ${tag}` };
  const [product] = await db.insert(schema.products).values({
    sku: `TEST-${tag}`.toUpperCase(), categoryId: category!.id, ...text, searchWords: productSearchWords(text),
    priceSatang: opts.priceSatang ?? 40_000, salePriceSatang: opts.salePriceSatang ?? null, stockQuantity: opts.stock ?? 10,
    createdAt: new Date('2001-01-01T00:00:00Z'),
  }).returning();
  await db.insert(schema.productImages).values({ productId: product!.id, url: '/uploads/products/test.svg', alt: 'Test', altTh: 'ทดสอบ', isMain: true });
  const groups = Object.entries(opts.variants ?? {});
  if (groups.length) await db.insert(schema.productVariantGroups).values(groups.map(([name, options], i) => ({ productId: product!.id, name, options, sortOrder: i })));
  return product!;
}

export async function stockOf(db: Db, productId: string): Promise<number> {
  const [p] = await db.select({ n: schema.products.stockQuantity }).from(schema.products).where(eq(schema.products.id, productId));
  return p!.n;
}

/**
 * A stadium with a numbered zone of four seats (row A), one home match in ten days, a season pass
 * on the zone at `priceSatang` (quota 2, so the match sells two places of its own), and its two
 * holders, each a fan who bought the pass through the API, approved by `staffToken` and holding
 * their ticket for the match. `names` names the holders.
 */
export async function seasonHolders(api: TestApi, staffToken: string, { priceSatang = 900_000, names = [] as (string | undefined)[] } = {}) {
  const db = api.database.db;
  const day = 86_400_000;
  const approve = async (purchaseId: string) => {
    await db.update(schema.purchases).set({ status: 'verifying' }).where(eq(schema.purchases.id, purchaseId));
    const approved = await api.call('POST', `/api/v1/admin/purchases/${purchaseId}/approve`, { token: staffToken });
    if (approved.status !== 200) throw new Error(`approve: ${approved.status}`);
    await db.transaction((tx) => ticketLifecycle.issue(tx, purchaseId));
  };
  const [home] = await db.select().from(schema.teams).where(eq(schema.teams.isHomeClub, true));
  const [bank] = await db.select().from(schema.bankAccounts).limit(1);
  const [venue] = await db.insert(schema.venues).values({ name: 'Season Ground', nameTh: 'สนามฤดูกาล', address: 'Road', addressTh: 'ถนน', capacity: 4 }).returning();
  const [zone] = await db.insert(schema.venueZones).values({
    venueId: venue!.id, code: 'VIP', name: 'VIP', nameTh: 'วีไอพี', colour: '#224466', position: 'west', capacity: 4, seated: true, numbered: true, defaultPriceSatang: 150_000,
  }).returning();
  await db.insert(schema.venueSeats).values([1, 2, 3, 4].map((number) => ({ zoneId: zone!.id, rowLabel: 'A', rowIndex: 0, number, position: number })));
  const [match] = await db.insert(schema.matches).values({
    homeTeamId: home!.id, venueId: venue!.id, bankAccountId: bank!.id, matchDate: new Date(Date.now() + 10 * day), league: 'L', leagueTh: 'ล',
  }).returning();
  await db.transaction((tx) => sellVenueZones(tx, match!.id));
  const pass = await db.transaction(async (tx) => {
    const made = await seasonLifecycle.createPass(tx, {
      name: 'Season', nameTh: 'ฤดูกาล', seasonLabel: '2026/27', zoneId: zone!.id, bankAccountId: bank!.id, priceSatang, quota: 2, available: 2,
      coversFrom: new Date(), coversTo: new Date(Date.now() + 300 * day), saleStartsAt: new Date(Date.now() - day), saleEndsAt: new Date(Date.now() + 5 * day),
    });
    if (!('pass' in made)) throw new Error('no pass');
    return made.pass;
  });
  const holders = [];
  for (let i = 0; i < 2; i++) {
    const fan = await api.signUp(names[i] ? { name: names[i] } : {});
    const bought = (await api.call('POST', `/api/v1/season-passes/${pass.id}/purchase`, { token: fan.token, json: { phone: '0812345678' } })).body.data;
    await approve(bought.id);
    const [ticket] = await db.select().from(schema.tickets).where(eq(schema.tickets.purchaseId, bought.id));
    holders.push({ ...fan, ticket: ticket! });
  }
  return { matchId: match!.id, zoneId: zone!.id, passId: pass.id, holders, approve };
}
