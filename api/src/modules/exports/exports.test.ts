import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, makeSlip, receiptForm, zoneOf } from '../../test/fixtures.js';
import { csvBaht, csvDate, csvField, toCsv } from './csv.js';

let api: TestApi;
let admin: string;
let staff: string;
const db = () => api.database.db;
// A name with everything CSV must quote, and Thai.
const TRICKY = 'Somchai "Sam", สมชาย\nใจดี';

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const s = await api.signUp({ name: 'Export Staff' });
  await db().update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, s.id));
  staff = s.token;
});
afterAll(async () => { await api?.close(); });

/** A strict RFC 4180 reader for the answers (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\r' && text[i + 1] === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; }
    else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  return rows;
}

async function download(path: string, token = staff) {
  const res = await fetch(`${api.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

const asRecords = (text: string) => {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]])));
};

async function matchWithSales() {
  const matchId = await createMatch(db(), { priceSatang: 75_000 });
  const buyer = await api.signUp({ name: TRICKY });
  const other = await api.signUp({ name: 'Malee' });
  const zoneId = await zoneOf(db(), matchId);
  const purchase = (userId: string, quantity: number, status: 'completed' | 'rejected' | 'pending') => db().insert(schema.purchases).values({
    userId, matchId, zoneId, quantity, unitPriceSatang: 75_000, totalSatang: quantity * 75_000, status, phone: '0812345678',
    referenceNumber: `TK-${randomUUID().slice(0, 9)}`, expiresAt: new Date(Date.now() + 15 * 60_000),
    ...(status === 'completed' ? { completedAt: new Date() } : {}),
    ...(status === 'rejected' ? { rejectedAt: new Date(), rejectionReason: 'amount_wrong', rejectionNote: 'Wrong amount, "500" not 750\nPlease pay again' } : {}),
  }).returning().then(([p]) => p!);
  const sold = await purchase(buyer.id, 2, 'completed');
  const rejected = await purchase(other.id, 1, 'rejected');
  const pending = await purchase(other.id, 1, 'pending');
  const [staffUser] = await db().select().from(schema.users).where(eq(schema.users.email, ADMIN.email));
  const usedAt = new Date();
  const tickets = await db().insert(schema.tickets).values([
    { purchaseId: sold.id, seat: 1, matchId, zoneId, ticketNumber: `T-${randomUUID().slice(0, 12)}`, holderId: buyer.id, status: 'used', usedAt, usedBy: staffUser!.id },
    { purchaseId: sold.id, seat: 2, matchId, zoneId, ticketNumber: `T-${randomUUID().slice(0, 12)}`, holderId: buyer.id },
  ]).returning();
  return { matchId, sold, rejected, pending, tickets, usedAt };
}

describe('CSV exports', () => {
  it('writes RFC 4180 fields and a UTF-8 byte order mark', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
  });

  it('neutralises text a spreadsheet would run as a formula (OWASP CSV injection), quoted so the quote stays', () => {
    expect(csvField('=HYPERLINK("http://evil.example/?x","Click")')).toBe('"\'=HYPERLINK(""http://evil.example/?x"",""Click"")"');
    expect(csvField('+66812345678')).toBe('"\'+66812345678"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1:A9)')).toBe('"\'@SUM(A1:A9)"');
    expect(csvField('\t=1+1')).toBe('"\'\t=1+1"');
    expect(csvField('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvField('＝1+1')).toBe('"\'＝1+1"');
    // Not at the start, or Thai: left alone.
    expect(csvField('a=b+c')).toBe('a=b+c');
    expect(csvField('สมชาย ใจดี')).toBe('สมชาย ใจดี');
    expect(csvField('สมชาย-ใจดี, กรุงเทพฯ')).toBe('"สมชาย-ใจดี, กรุงเทพฯ"');
  });

  it('writes the figures the server computes as plain numbers, negative ones included', () => {
    expect(csvField(csvBaht(75_000))).toBe('750.00');
    expect(csvField(csvBaht(-15_000))).toBe('-150.00');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(csvDate(new Date('2026-11-23T10:52:45Z')))).toBe('2026-11-23 17:52:45');
    expect(toCsv(['amount', 'note'], [[csvBaht(-15_000), '-15,000 refund']])).toBe('\uFEFFamount,note\r\n-150.00,"\'-15,000 refund"\r\n');
  });

  it("exports a match's purchases: one row each, with the buyer, amounts, status and reference, Thai and quotes intact", async () => {
    const { matchId, sold, rejected, pending } = await matchWithSales();
    const { res, bytes, text } = await download(`/api/v1/admin/exports/purchases.csv?match_id=${matchId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="purchases-match-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv"$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.slice(1).split('\r\n')[0]).toBe('reference,match,kick_off,buyer_name,buyer_email,phone,quantity,unit_price_baht,amount_baht,status,created_at,completed_at,rejected_at,rejection_reason,rejection_note,cancelled_at');
    // The tricky name travels quoted, its quotes doubled.
    expect(text).toContain('"Somchai ""Sam"", สมชาย\nใจดี"');
    const rows = asRecords(text);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.reference).sort()).toEqual([sold.referenceNumber, rejected.referenceNumber, pending.referenceNumber].sort());
    expect(rows.find((r) => r.reference === sold.referenceNumber)).toMatchObject({ buyer_name: TRICKY, quantity: '2', unit_price_baht: '750.00', amount_baht: '1500.00', status: 'completed' });
    expect(rows.find((r) => r.reference === sold.referenceNumber)!.completed_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows.find((r) => r.reference === rejected.referenceNumber)).toMatchObject({ buyer_name: 'Malee', status: 'rejected', rejection_reason: 'amount_wrong', rejection_note: 'Wrong amount, "500" not 750\nPlease pay again' });
  });

  it("exports a match's tickets: number, seat, holder, status, when and by whom used", async () => {
    const { matchId, tickets, sold } = await matchWithSales();
    const { res, text } = await download(`/api/v1/admin/exports/tickets.csv?match_id=${matchId}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="tickets-match-/);
    const rows = asRecords(text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ ticket_number: tickets[0]!.ticketNumber, seat: '1', holder_name: TRICKY, purchase_reference: sold.referenceNumber, status: 'used', used_by_email: ADMIN.email });
    expect(rows[0]!.used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(rows[1]).toMatchObject({ ticket_number: tickets[1]!.ticketNumber, seat: '2', status: 'valid', used_at: '', used_by_name: '' });
  });

  it("exports the sales of each zone of a match: price, left, held, sold and money taken, zone names as text, not formulas", async () => {
    const send = async (path: string, json: unknown) => (await api.call('POST', `/api/v1/admin${path}`, { token: admin, json })).body.data;
    const venue = await send('/venues', { name: 'Export Park', name_th: 'เอ็กซ์พอร์ตพาร์ค', address: '1 Test Rd', address_th: '1 ถนนทดสอบ', capacity: 5_000 });
    const zone = await send('/zones', {
      venue_id: venue.id, code: 'X', name: '=HYPERLINK("http://evil.example")', name_th: 'โซน "พิเศษ", ตะวันออก', colour: '#2f54a3', position: 'east', capacity: 100, default_price: 500, sort_order: 1,
    });
    const [home] = (await api.call('GET', '/api/v1/admin/teams?filter={"is_home_club":true}', { token: admin })).body.data;
    const [bank] = (await api.call('GET', '/api/v1/admin/bank-accounts', { token: admin })).body.data;
    const match = await send('/matches', {
      home_team_id: home.id, venue_id: venue.id, bank_account_id: bank.id, match_date: new Date(Date.now() + 86_400_000).toISOString(), league: 'Cup', league_th: 'ถ้วย', ticket_price: 0, status: 'scheduled',
    });
    const fan = await api.signUp();
    for (const [status, quantity] of [['completed', 2], ['pending', 1], ['rejected', 4]] as const) {
      await db().insert(schema.purchases).values({
        userId: fan.id, matchId: match.id, zoneId: zone.id, quantity, unitPriceSatang: 50_000, totalSatang: quantity * 50_000, status, phone: '0812345678',
        referenceNumber: `TK-${randomUUID().slice(0, 9)}`, expiresAt: new Date(Date.now() + 15 * 60_000), seatsReleasedAt: status === 'rejected' ? new Date() : null,
        ...(status === 'completed' ? { completedAt: new Date() } : {}), ...(status === 'rejected' ? { rejectedAt: new Date(), rejectionReason: 'amount_wrong' as const } : {}),
      });
    }
    const { res, text } = await download(`/api/v1/admin/exports/zone-sales.csv?match_id=${match.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="zone-sales-match-/);
    const rows = asRecords(text);
    expect(rows.map((r) => r.zone_code)).toEqual(['GA', 'X']);
    expect(rows[1]).toMatchObject({
      zone_name: `'=HYPERLINK("http://evil.example")`, zone_name_th: 'โซน "พิเศษ", ตะวันออก', price_baht: '500.00', closed: 'false', unlimited: 'false',
      available: '100', held: '1', sold: '2', revenue_baht: '1000.00',
    });
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect((await download(`/api/v1/admin/exports/zone-sales.csv?match_id=${randomUUID()}`)).res.status).toBe(404);
  });

  it('exports orders with the customer, totals, status, dates and shipping, filtered by status', async () => {
    const fan = await api.signUp({ name: TRICKY });
    const product = await createProduct(db(), { stock: 5, priceSatang: 30_000, name: 'Home shirt, "2026" เสื้อเหย้า' });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 2 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const created = await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { notes: null, shipping_method_id: pickup.id, pickup_location_id: place.id } });
    expect(created.status).toBe(201);
    const order = created.body.data.order;

    const { res, text } = await download('/api/v1/admin/exports/orders.csv?status=pending_payment');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-pending_payment-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = asRecords(text);
    expect(rows.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(rows.every((r) => r.status === 'pending_payment')).toBe(true);
    const mine = rows.filter((r) => r.order_number === order.order_number);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      customer_name: TRICKY, customer_email: fan.email, subtotal_baht: '600.00', discount_baht: '0.00', shipping_baht: '0.00', total_baht: '600.00',
      items: `2 × Home shirt, "2026" เสื้อเหย้า (${product.sku})`, shipping_method: pickup.name, ship_to: expect.stringContaining(place.name),
    });
    expect((await download('/api/v1/admin/exports/orders.csv?status=paid')).text).not.toContain(order.order_number);
    expect(asRecords((await download('/api/v1/admin/exports/orders.csv')).text).filter((r) => r.order_number === order.order_number)).toHaveLength(1);
  });

  it('exports hostile names, phones, reasons, addresses, promo codes and payment references as text, not formulas, amounts as numbers', async () => {
    const EVIL = '=HYPERLINK("http://evil.example/?x","Click")';
    const fan = await api.signUp({ name: EVIL });
    // Tickets and purchases: the buyer's name as typed; a phone and a reason as legacy rows may hold them.
    const matchId = await createMatch(db(), { priceSatang: 75_000 });
    const [p] = await db().insert(schema.purchases).values({
      userId: fan.id, matchId, zoneId: await zoneOf(db(), matchId), quantity: 1, unitPriceSatang: 75_000, totalSatang: 75_000, status: 'rejected', phone: '+66812345678',
      referenceNumber: `TK-${randomUUID().slice(0, 9)}`, expiresAt: new Date(Date.now() + 15 * 60_000), rejectedAt: new Date(), rejectionReason: 'other', rejectionNote: '-1+cmd|\' /C calc\'!A0',
    }).returning();
    await db().insert(schema.tickets).values({ purchaseId: p!.id, seat: 1, matchId, zoneId: p!.zoneId, ticketNumber: `T-${randomUUID().slice(0, 12)}`, holderId: fan.id });

    const purchasesFile = await download(`/api/v1/admin/exports/purchases.csv?match_id=${matchId}`);
    expect(purchasesFile.text).toContain(`"'=HYPERLINK(""http://evil.example/?x"",""Click"")"`);
    expect(purchasesFile.text).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(asRecords(purchasesFile.text)[0]).toMatchObject({
      buyer_name: `'${EVIL}`, phone: "'+66812345678", rejection_note: "'-1+cmd|' /C calc'!A0", quantity: '1', unit_price_baht: '750.00', amount_baht: '750.00',
    });
    const ticketsFile = await download(`/api/v1/admin/exports/tickets.csv?match_id=${matchId}`);
    expect(asRecords(ticketsFile.text)[0]).toMatchObject({ holder_name: `'${EVIL}`, phone: "'+66812345678", seat: '1' });
    expect(ticketsFile.text).not.toMatch(/(^|,)[=+\-@]/m);

    // Orders: a delivery address typed by the fan, a promo code an admin made, a payment reference sent with the slip.
    const code = `-A1${Date.now().toString(36).toUpperCase()}`;
    expect((await api.call('POST', '/api/v1/admin/promo-codes', { token: admin, json: { code, kind: 'fixed', value: 50 } })).status).toBe(201);
    const product = await createProduct(db(), { stock: 5, priceSatang: 30_000 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 2 } });
    expect((await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } })).status).toBe(200);
    const address = await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: {
      recipient_name: '@SUM(1+1)*cmd|\' /C calc\'!A0', phone: '0812345678', address_line1: '=1+1', district: '-2+3', province: 'กรุงเทพฯ', postal_code: '10110',
    } });
    expect(address.status).toBe(201);
    const [delivery] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'delivery');
    const created = await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: delivery.id, delivery_address_id: address.body.data.address_id, notes: '=evil()' } });
    expect(created.status).toBe(201);
    const order = created.body.data.order;
    const upload = await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip(), 'slip.png', 'image/png', { payment_reference: '+HYPERLINK("http://evil.example")' }) });
    expect(upload.status).toBe(201);

    const ordersFile = await download('/api/v1/admin/exports/orders.csv?status=pending_payment');
    const row = asRecords(ordersFile.text).find((r) => r.order_number === order.order_number);
    expect(row).toMatchObject({
      customer_name: `'${EVIL}`, promo_code: `'${code}`, payment_reference: `'+HYPERLINK("http://evil.example")`, ship_to: `'@SUM(1+1)*cmd|' /C calc'!A0, =1+1, -2+3, กรุงเทพฯ, 10110`,
      subtotal_baht: '600.00', discount_baht: '50.00', total_baht: order.total_amount.toFixed(2),
    });
    // Every cell of every line: none begins like a formula outside the quotes.
    for (const line of parseCsv(ordersFile.text.replace(/^\uFEFF/, ''))) for (const cell of line) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('refuses a bad match id or status, an unknown match, fans (403) and callers without a token (401)', async () => {
    expect((await download('/api/v1/admin/exports/purchases.csv?match_id=nope')).res.status).toBe(400);
    expect((await download('/api/v1/admin/exports/orders.csv?status=lost')).res.status).toBe(400);
    expect((await download(`/api/v1/admin/exports/tickets.csv?match_id=${randomUUID()}`)).res.status).toBe(404);
    const fan = await api.signUp();
    for (const path of ['purchases.csv', 'tickets.csv', 'orders.csv', 'zone-sales.csv', 'ledger.csv']) {
      expect((await download(`/api/v1/admin/exports/${path}`, fan.token)).res.status).toBe(403);
      expect((await fetch(`${api.url}/api/v1/admin/exports/${path}`)).status).toBe(401);
    }
  });
});
