import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { TICKET_CODE_PREFIX, bangkokDay, base32, fromBase32 } from '@club/core';
import { schema, sellVenueZones } from '@club/db';
import { pdfPages } from '@club/ticket-files/read-pdf';
import { ADMIN, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

// A database of its own: "today's match" is whatever match kicks off today, and other test files
// create matches (some kicking off now) in the shared one. The gate's clock reads noon tomorrow in
// Bangkok, whatever the hour the test runs at (a run near Bangkok midnight once found no match
// "today"); the match of the day kicks off two hours later, and is on sale now.
const gateNow = new Date(bangkokDay(new Date(Date.now() + 86_400_000)).start.getTime() + 12 * 3_600_000);
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;
let staff: string;
let fan: { token: string; id: string };
let todayMatch: string;

interface Ticket { id: string; ticketNumber: string; seat: number; qrContent: string }

/** Buy `quantity` tickets for a match (in `zoneId`), upload a slip, approve it and wait for the worker to issue them. */
async function issuedTickets(matchId: string, quantity = 2, zoneId?: string): Promise<Ticket[]> {
  const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity, phone: '0812345678', ...(zoneId ? { zoneId } : {}) } });
  expect(bought.status).toBe(201);
  const { id } = bought.body.data;
  expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
  expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: admin })).status).toBe(200);
  return eventually(async () => {
    const list = (await api.call('GET', `/api/v1/purchases/${id}/tickets`, { token: fan.token })).body.data as Ticket[];
    return list.length === quantity && list.sort((a, b) => a.seat - b.seat);
  });
}

/** A match on sale that kicks off on the gate's day, two hours after the gate's clock. */
async function matchToday(): Promise<string> {
  const id = await createMatch(api.database.db, { seats: 50 });
  await api.database.db.update(schema.matches).set({ matchDate: new Date(gateNow.getTime() + 2 * 3_600_000) }).where(eq(schema.matches.id, id));
  return id;
}

const scan = (code: string, opts: { token?: string; matchId?: string; lang?: string } = {}) =>
  api.call('POST', '/api/v1/admin/check-in', {
    token: opts.token ?? staff,
    json: opts.matchId === undefined ? { code } : { code, match_id: opts.matchId },
    headers: opts.lang ? { 'accept-language': opts.lang } : {},
  });
/** The old QR code of tickets issued before codes were signed: still admitted. */
const qr = (t: Ticket) => `TICKET:${t.ticketNumber}:${t.id}`;
/** A signed code with one of its bytes changed. */
const withByteFlipped = (code: string, at: number) => {
  const bytes = fromBase32(code.slice(TICKET_CODE_PREFIX.length))!;
  bytes[at]! ^= 0x01;
  return TICKET_CODE_PREFIX + base32(bytes);
};

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase({}, { now: () => gateNow });
  worker = await startTestWorker(api);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const staffUser = await api.signUp({ name: 'Gate Staff Somchai' });
  expect((await api.call('PUT', `/api/v1/admin/users/${staffUser.id}`, { token: admin, json: { role: 'staff' } })).status).toBe(200);
  staff = await api.signIn(staffUser.email, staffUser.password);
  fan = await api.signUp({ name: 'Ticket Holder' });
  todayMatch = await matchToday();
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

describe('gate check-in', () => {
  let tickets: Ticket[];
  beforeAll(async () => {
    tickets = await issuedTickets(todayMatch, 3);
  });

  it('lists today\'s match first for the gate picker, and counts issued against admitted', async () => {
    const res = await api.call('GET', '/api/v1/admin/check-in/matches', { token: staff });
    expect(res.status).toBe(200);
    const today = res.body.data.find((m: { id: string }) => m.id === todayMatch);
    expect(today).toMatchObject({ today: true, status: 'scheduled', home_team: expect.any(String), home_team_th: expect.any(String) });
    const stats = await api.call('GET', `/api/v1/admin/check-in/stats?match_id=${todayMatch}`, { token: staff });
    expect(stats.body.data).toMatchObject({ match_id: todayMatch, issued: 3 });
  });

  it('admits a scanned ticket once with the time and the staff user; a second scan says when and by whom', async () => {
    const t = tickets[0]!;
    const before = Date.now();
    const first = await scan(qr(t));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      result: 'admitted',
      ticket: { ticket_number: t.ticketNumber, seat: 1, holder_name: 'Ticket Holder', status: 'used', match: { id: todayMatch, today: true } },
      used_by: { name: 'Gate Staff Somchai' },
    });
    expect(Date.parse(first.body.data.used_at)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, t.id));
    expect(row).toMatchObject({ status: 'used', usedBy: expect.any(String) });
    expect(row!.usedAt!.toISOString()).toBe(first.body.data.used_at);

    const second = await scan(qr(t));
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('ALREADY_USED');
    expect(second.body.error.message).toBe('Already used: this ticket was admitted before');
    expect(second.body.error.details).toMatchObject({ result: 'already_used', reason: 'already_used', used_at: first.body.data.used_at, used_by: { name: 'Gate Staff Somchai' } });
    const thai = await scan(qr(t), { lang: 'th' });
    expect(thai.body.error).toMatchObject({ message: 'ตั๋วนี้ถูกใช้แล้ว', details: second.body.error.details });

    // Every scan is audited: one admission, two refusals.
    const audit = await api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, t.id)).orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['ticket.check_in_refused', 'ticket.check_in_refused', 'ticket.checked_in']);
  });

  it('takes a typed ticket number in any case, with spaces or without dashes, for today\'s match by default', async () => {
    const t = tickets[1]!;
    const typed = t.ticketNumber.toLowerCase().replace(/-/g, ' ');
    const res = await scan(typed);
    expect(res.status).toBe(200);
    expect(res.body.data.ticket.ticket_number).toBe(t.ticketNumber);
    const again = await scan(t.ticketNumber.replace(/-/g, '').slice(1), { matchId: todayMatch });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('ALREADY_USED');
    const stats = await api.call('GET', '/api/v1/admin/check-in/stats', { token: staff });
    expect(stats.body.data).toEqual({ match_id: todayMatch, issued: 3, admitted: 2 });
  });

  it('admits exactly once when two gates scan the same ticket at the same moment', async () => {
    const [t] = await issuedTickets(todayMatch, 1);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => scan(i % 2 ? qr(t!) : t!.ticketNumber, { token: i % 3 ? staff : admin })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'ALREADY_USED')).toBe(true);
    const admitted = await api.database.db.select().from(schema.auditLog).where(and(eq(schema.auditLog.entityId, t!.id), eq(schema.auditLog.action, 'ticket.checked_in'))).orderBy(schema.auditLog.id);
    expect(admitted).toHaveLength(1);
  });

  it('refuses a ticket of another match, saying which match it is for', async () => {
    const other = await createMatch(api.database.db, { seats: 10 });
    const [t] = await issuedTickets(other, 1);
    const res = await scan(qr(t!), { matchId: todayMatch });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'TICKET_REFUSED', message: 'Wrong match: this ticket is for another match',
      details: { result: 'refused', reason: 'wrong_match', ticket: { match: { id: other, home_team: expect.any(String), home_team_th: expect.any(String), match_date: expect.any(String) } } },
    });
    expect((await scan(qr(t!), { matchId: todayMatch, lang: 'th' })).body.error.message).toBe('ตั๋วผิดนัด: ตั๋วนี้สำหรับการแข่งขันอื่น');
    const [row] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, t!.id));
    expect(row!.status).toBe('valid');
    // The gate of its own match still admits it.
    expect((await scan(qr(t!), { matchId: other })).status).toBe(200);
  });

  it("admits the signed code the fan's ticket shows, and still the old TICKET: code; a code changed in one byte is FORGED", async () => {
    const [signed, old] = await issuedTickets(todayMatch, 2);
    expect(signed!.qrContent).toMatch(/^TK[A-Z2-7]{162}$/);
    const forged = await scan(withByteFlipped(signed!.qrContent, 80));
    expect(forged.status).toBe(409);
    expect(forged.body.error).toMatchObject({ code: 'FORGED', message: 'FORGED: the club did not issue this code. Do not admit; send the holder to the ticket office' });
    expect((await scan(withByteFlipped(signed!.qrContent, 2), { lang: 'th' })).body.error.message).toBe('ตั๋วปลอม: สโมสรไม่ได้ออกรหัสนี้ ห้ามให้เข้า กรุณาแนะนำให้ติดต่อห้องจำหน่ายตั๋ว');
    const [untouched] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, signed!.id));
    expect(untouched!.status).toBe('valid');

    const admitted = await scan(signed!.qrContent);
    expect(admitted.status).toBe(200);
    expect(admitted.body.data).toMatchObject({ result: 'admitted', ticket: { id: signed!.id, ticket_number: signed!.ticketNumber } });
    expect((await scan(signed!.qrContent)).body.error.code).toBe('ALREADY_USED');
    expect((await scan(qr(old!))).body.data).toMatchObject({ result: 'admitted', ticket: { id: old!.id } });
  });

  it('judges the day by the match\'s kick-off as it is now: a code printed before the match moved opens the gate; a day early, WRONG_DAY', async () => {
    const moved = await createMatch(api.database.db, { seats: 10 });
    const setKickOff = (at: Date) => api.database.db.update(schema.matches).set({ matchDate: at }).where(eq(schema.matches.id, moved));
    await setKickOff(new Date(gateNow.getTime() + 3 * 86_400_000));
    const [printed, early] = await issuedTickets(moved, 2);
    // Moved to today: the PDF mailed for the old date still opens the gate, and the page shows a new code.
    await setKickOff(new Date(gateNow.getTime() + 2 * 3_600_000));
    const [shown] = (await api.call('GET', `/api/v1/tickets/mine`, { token: fan.token })).body.data.filter((h: { id: string }) => h.id === printed!.id);
    expect(shown.qrContent).not.toBe(printed!.qrContent);
    expect((await scan(printed!.qrContent, { matchId: moved })).body.data).toMatchObject({ result: 'admitted', ticket: { id: printed!.id } });
    // Moved back three days: today is a day too early for any of its codes.
    await setKickOff(new Date(gateNow.getTime() + 3 * 86_400_000));
    const res = await scan(early!.qrContent, { matchId: moved });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'WRONG_DAY', message: 'Not valid now: this ticket is for another day' });
    expect((await scan(early!.qrContent, { matchId: moved, lang: 'th' })).body.error.message).toBe('ใช้ตอนนี้ไม่ได้: ตั๋วนี้สำหรับวันอื่น');
  });

  it('answers 404 for an unknown code, a forged QR id or garbage, and 400 for an empty code', async () => {
    for (const code of ['T-0000-0000-01', `TICKET:${tickets[2]!.ticketNumber}:00000000-0000-4000-8000-000000000000`, 'hello world']) {
      const res = await scan(code);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Unknown ticket');
    }
    expect((await scan('nope', { lang: 'th' })).body.error.message).toBe('ไม่พบตั๋วนี้');
    expect((await scan('   ')).status).toBe(400);
    expect((await scan(tickets[2]!.ticketNumber, { matchId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    // The forged one did not use the real ticket.
    const [row] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, tickets[2]!.id));
    expect(row!.status).toBe('valid');
  });

  it('keeps the name the gate gave on the ticket, shows the holder when and where it was used, and tells them at once (outbox, same transaction)', async () => {
    const [first, second] = await issuedTickets(todayMatch, 2);
    const purchaseOf = async (t: Ticket) => (await api.database.db.select({ id: schema.tickets.purchaseId }).from(schema.tickets).where(eq(schema.tickets.id, t.id)))[0]!.id;
    const purchaseId = await purchaseOf(first!);
    const res = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: qr(first!), match_id: todayMatch, gate: '  Gate   B ' } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ result: 'admitted', used_gate: 'Gate B' });

    // The holder's ticket and purchase say so.
    const mine = (await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token: fan.token })).body.data as { id: string; status: string; usedAt: string; usedGate: string | null }[];
    expect(mine.find((t) => t.id === first!.id)).toMatchObject({ status: 'used', usedAt: res.body.data.used_at, usedGate: 'Gate B' });
    expect(mine.find((t) => t.id === second!.id)).toMatchObject({ status: 'valid', usedAt: null, usedGate: null });
    const purchase = (await api.call('GET', `/api/v1/purchases/${purchaseId}`, { token: fan.token })).body.data;
    expect(purchase.ticketUse).toEqual({ issued: 2, used: 1, lastUsedAt: res.body.data.used_at, lastUsedGate: 'Gate B' });
    const listed = (await api.call('GET', '/api/v1/purchases/my-tickets', { token: fan.token })).body.data.find((p: { id: string }) => p.id === purchaseId);
    expect(listed.ticketUse).toEqual(purchase.ticketUse);

    // The admission's event, for the holder's room.
    const events = await api.database.db.select().from(schema.outboxEvents).where(eq(schema.outboxEvents.type, 'ticket.checked_in'));
    expect(events.map((e) => e.payload)).toContainEqual({ ticketId: first!.id, purchaseId, matchId: todayMatch, userId: fan.id, usedAt: res.body.data.used_at, usedGate: 'Gate B' });

    // A second scan names the gate of the first use; a gate with no name leaves none.
    const again = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: qr(first!), match_id: todayMatch, gate: 'Gate C' } });
    expect(again.body.error.details).toMatchObject({ reason: 'already_used', used_gate: 'Gate B' });
    const unnamed = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: qr(second!), match_id: todayMatch, gate: '' } });
    expect(unnamed.body.data.used_gate).toBeNull();
    const after = (await api.call('GET', `/api/v1/purchases/${purchaseId}`, { token: fan.token })).body.data;
    expect(after.ticketUse).toMatchObject({ issued: 2, used: 2, lastUsedGate: null });
  });

  it('refuses a gate name longer than 40 characters or with control characters, and admits nothing then', async () => {
    const [t] = await issuedTickets(todayMatch, 1);
    for (const gate of ['G'.repeat(41), 'Gate\nB', 'Gate\tB', 'Gate \u202eB', 12]) {
      const res = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: qr(t!), match_id: todayMatch, gate } });
      expect(res.status, JSON.stringify(gate)).toBe(400);
    }
    const thai = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: qr(t!), match_id: todayMatch, gate: 'ป'.repeat(41) }, headers: { 'accept-language': 'th' } });
    expect(thai.body.error.message).toBe('ชื่อประตูยาวได้ไม่เกิน 40 ตัวอักษร');
    const [row] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, t!.id));
    expect(row!.status).toBe('valid');
    const ok = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: qr(t!), match_id: todayMatch, gate: 'ประตู 3 ฝั่งอัฒจันทร์เหนือ' } });
    expect(ok.body.data.used_gate).toBe('ประตู 3 ฝั่งอัฒจันทร์เหนือ');
  });

  it('keeps fans out (403) and the signed-out (401)', async () => {
    const t = tickets[2]!;
    expect((await scan(qr(t), { token: fan.token })).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/check-in/matches', { token: fan.token })).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/check-in/stats', { token: fan.token })).status).toBe(403);
    expect((await api.call('POST', '/api/v1/admin/check-in', { json: { code: qr(t) } })).status).toBe(401);
    const [row] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, t.id));
    expect(row!.status).toBe('valid');
  });
});

describe('a stadium whose zones enter by their own gates', () => {
  let match: string;
  let zones: Record<'east' | 'west' | 'north' | 'vip', string>;
  let gates: Record<'A' | 'B' | 'C' | 'X', string>;

  /**
   * Zones and gates written as rows (the console's are not here yet): East by Gate C, West by A or
   * B, North by any gate, a numbered VIP row by Gate A; and a gate X of another stadium. The match
   * kicks off later on the gate's day than today's match, which stays the gate's default.
   */
  beforeAll(async () => {
    const { db } = api.database;
    const [venue, elsewhere] = await db.insert(schema.venues).values([
      { name: 'Gate Test Stadium', nameTh: 'สนามทดสอบประตู', address: '1 Test Rd', addressTh: '1 ถนนทดสอบ', capacity: 1000 },
      { name: 'Other Ground', nameTh: 'สนามอื่น', address: '2 Test Rd', addressTh: '2 ถนนทดสอบ', capacity: 500 },
    ]).returning();
    const zone = (code: string, name: string, nameTh: string, numbered = false) => ({
      venueId: venue!.id, code, name, nameTh, colour: '#2a9d8f', position: 'east' as const, capacity: numbered ? 4 : 100, seated: numbered, numbered, defaultPriceSatang: 50_000,
    });
    const made = await db.insert(schema.venueZones).values([zone('E', 'East', 'ฝั่งตะวันออก'), zone('W', 'West', 'ฝั่งตะวันตก'), zone('N', 'North', 'ฝั่งเหนือ'), zone('V', 'West VIP', 'วีไอพี', true)]).returning();
    zones = { east: made[0]!.id, west: made[1]!.id, north: made[2]!.id, vip: made[3]!.id };
    const gate = (venueId: string, code: string) => ({ venueId, code, name: `Gate ${code}`, nameTh: `ประตู ${code}` });
    const madeGates = await db.insert(schema.venueGates).values([gate(venue!.id, 'A'), gate(venue!.id, 'B'), gate(venue!.id, 'C'), gate(elsewhere!.id, 'X')]).returning();
    gates = { A: madeGates[0]!.id, B: madeGates[1]!.id, C: madeGates[2]!.id, X: madeGates[3]!.id };
    await db.insert(schema.zoneGates).values([
      { zoneId: zones.east, gateId: gates.C }, { zoneId: zones.west, gateId: gates.A }, { zoneId: zones.west, gateId: gates.B }, { zoneId: zones.vip, gateId: gates.A },
    ]);
    await db.insert(schema.venueSeats).values([11, 12, 13, 14].map((number, i) => ({ zoneId: zones.vip, rowLabel: 'C', rowIndex: 0, number, position: i + 1, wheelchair: number === 14 })));
    match = await createMatch(db);
    await db.update(schema.matches).set({ venueId: venue!.id, matchDate: new Date(gateNow.getTime() + 4 * 3_600_000) }).where(eq(schema.matches.id, match));
    await db.delete(schema.matchZones).where(eq(schema.matchZones.matchId, match));
    await db.transaction((tx) => sellVenueZones(tx, match));
  });

  const scanAt = (code: string, gate: string, extra: Record<string, unknown> = {}, lang?: string) =>
    api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code, match_id: match, gate_id: gate, ...extra }, headers: lang ? { 'accept-language': lang } : {} });
  const statusOf = async (t: Ticket) => (await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, t.id)))[0]!.status;
  const auditOf = (t: Ticket) => api.database.db.select().from(schema.auditLog).where(eq(schema.auditLog.entityId, t.id)).orderBy(schema.auditLog.id);

  it('lists the match\'s venue gates for the gate picker, and none of another venue', async () => {
    const res = await api.call('GET', `/api/v1/admin/check-in/gates?match_id=${match}`, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(['A', 'B', 'C'].map((code) => ({ id: gates[code as 'A'], code, name: `Gate ${code}`, name_th: `ประตู ${code}` })));
    // Today's match is at a venue without gates: the gate types its name.
    expect((await api.call('GET', `/api/v1/admin/check-in/gates?match_id=${todayMatch}`, { token: staff })).body.data).toEqual([]);
    expect((await api.call('GET', `/api/v1/admin/check-in/gates?match_id=${match}`, { token: fan.token })).status).toBe(403);
  });

  it('refuses a valid ticket at a gate its zone does not enter by, naming its gates, without using it; audits the refusal', async () => {
    const [t] = await issuedTickets(match, 1, zones.east);
    const res = await scanAt(qr(t!), gates.A);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'WRONG_GATE', message: 'Wrong gate: the ticket is valid, but its zone enters by another gate',
      details: {
        result: 'refused', reason: 'wrong_gate', valid: true,
        ticket: { ticket_number: t!.ticketNumber, status: 'valid', zone: { id: zones.east, code: 'E', name: 'East', name_th: 'ฝั่งตะวันออก', colour: '#2a9d8f' }, place: null },
        admit_at: [{ id: gates.C, code: 'C', name: 'Gate C', name_th: 'ประตู C' }],
      },
    });
    expect((await scanAt(qr(t!), gates.A, {}, 'th')).body.error.message).toBe('ผิดประตู ตั๋วใช้ได้ แต่โซนของตั๋วนี้ต้องเข้าทางประตูอื่น');
    expect(await statusOf(t!)).toBe('valid');
    const audit = await auditOf(t!);
    expect(audit.at(-1)).toMatchObject({ action: 'ticket.check_in_refused', changes: { reason: 'wrong_gate', matchId: match, gateId: gates.A } });

    // Its own gate admits it, and the ticket keeps the gate's name.
    const right = await scanAt(qr(t!), gates.C);
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ result: 'admitted', used_gate: 'Gate C', ticket: { zone: { code: 'E' } } });
    // Used now: the gate says so, not "wrong gate".
    expect((await scanAt(qr(t!), gates.A)).body.error).toMatchObject({ code: 'ALREADY_USED', details: { valid: false, used_gate: 'Gate C' } });
  });

  it('admits a zone of two gates at either, and a zone with no gates at any', async () => {
    const [west1, west2] = await issuedTickets(match, 2, zones.west);
    expect((await scanAt(qr(west1!), gates.A)).status).toBe(200);
    expect((await scanAt(qr(west2!), gates.B)).status).toBe(200);
    const [north] = await issuedTickets(match, 1, zones.north);
    expect((await scanAt(qr(north!), gates.C)).body.data).toMatchObject({ result: 'admitted', used_gate: 'Gate C' });
  });

  it('admits a ticket at the wrong gate when staff choose to, and audits the override', async () => {
    const [t] = await issuedTickets(match, 1, zones.east);
    const res = await scanAt(qr(t!), gates.B, { gate_override: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ result: 'admitted', used_gate: 'Gate B' });
    expect(await statusOf(t!)).toBe('used');
    expect((await auditOf(t!)).at(-1)).toMatchObject({ action: 'ticket.checked_in', changes: { status: ['valid', 'used'], gate: 'Gate B', gateId: gates.B, gateOverride: true } });
    // An override at the right gate is no override.
    const [u] = await issuedTickets(match, 1, zones.east);
    await scanAt(qr(u!), gates.C, { gate_override: true });
    expect((await auditOf(u!)).at(-1)!.changes).not.toHaveProperty('gateOverride');
  });

  it('refuses a gate of another venue, or no gate id at all, as invalid input and uses nothing', async () => {
    const [t] = await issuedTickets(match, 1, zones.east);
    const other = await scanAt(qr(t!), gates.X);
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe('Choose a gate of this match\'s stadium');
    expect((await scanAt(qr(t!), 'Gate C')).status).toBe(400);
    expect((await scanAt(qr(t!), gates.X, {}, 'th')).body.error.message).toBe('กรุณาเลือกประตูของสนามที่ใช้แข่งนัดนี้');
    expect(await statusOf(t!)).toBe('valid');
  });

  it('shows the fan the zone and seats bought, and each ticket\'s zone, gates and numbered seat: the purchase, its tickets, their held tickets, the PDF; and the gate its seat', async () => {
    const vip = await issuedTickets(match, 2, zones.vip);
    const purchaseId = (await api.database.db.select({ id: schema.tickets.purchaseId }).from(schema.tickets).where(eq(schema.tickets.id, vip[0]!.id)))[0]!.id;
    const listed = (await api.call('GET', `/api/v1/purchases/${purchaseId}/tickets`, { token: fan.token })).body.data;
    const zone = { id: zones.vip, code: 'V', name: 'West VIP', nameTh: 'วีไอพี', colour: '#2a9d8f' };
    const gateA = { id: gates.A, code: 'A', name: 'Gate A', nameTh: 'ประตู A' };
    // Two seats side by side (the server's pick), away from the wheelchair space.
    expect(listed.map((t: { place: unknown }) => t.place)).toEqual([0, 1].map(() => ({ zone, gates: [gateA], seat: { row: 'C', number: expect.any(Number), wheelchair: false } })));
    expect(Math.abs(listed[0].place.seat.number - listed[1].place.seat.number)).toBe(1);
    // The purchase says the zone and seats bought, as it is made and afterwards.
    const purchase = (await api.call('GET', `/api/v1/purchases/${purchaseId}`, { token: fan.token })).body.data;
    expect(purchase).toMatchObject({ zone: { id: zones.vip, code: 'V', name: 'West VIP', nameTh: 'วีไอพี' }, seats: listed.map((t: { place: { seat: { row: string; number: number } } }) => ({ row: 'C', number: t.place.seat.number })) });
    const made = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: match, quantity: 1, phone: '0812345678', zoneId: zones.north } });
    expect(made.body.data).toMatchObject({ zone: { code: 'N', name: 'North', nameTh: 'ฝั่งเหนือ' }, seats: null });
    const held = (await api.call('GET', '/api/v1/tickets/mine', { token: fan.token })).body.data.find((t: { id: string }) => t.id === vip[0]!.id);
    expect(held.place).toEqual(listed[0].place);
    const [eastTicket] = await issuedTickets(match, 1, zones.east);
    const east = (await api.call('GET', '/api/v1/tickets/mine', { token: fan.token })).body.data.find((t: { id: string }) => t.id === eastTicket!.id);
    expect(east.place).toEqual({ zone: expect.objectContaining({ code: 'E', name: 'East' }), gates: [expect.objectContaining({ code: 'C', name: 'Gate C' })], seat: null });

    const pdf = await fetch(`${api.url}/api/v1/tickets/${vip[0]!.id}/ticket.pdf`, { headers: { authorization: `Bearer ${fan.token}`, 'accept-language': 'th' } });
    expect(pdf.status).toBe(200);
    const [page] = pdfPages(Buffer.from(await pdf.arrayBuffer()));
    expect(page!.text.replace(/\s+/g, ' ')).toContain(`โซน วีไอพี เข้าทาง ประตู A ที่นั่ง แถว C · ที่นั่ง ${listed[0].place.seat.number}`);

    const wrong = await scanAt(qr(vip[0]!), gates.C);
    expect(wrong.body.error.details.ticket).toMatchObject({ zone: { code: 'V' }, place: listed[0].place.seat });
    expect(wrong.body.error.details.admit_at).toEqual([{ id: gates.A, code: 'A', name: 'Gate A', name_th: 'ประตู A' }]);
  });
});

describe('a day without a match', () => {
  it('asks the gate to choose a match when none kicks off today', async () => {
    await api.database.db.update(schema.matches).set({ matchDate: new Date(gateNow.getTime() + 3 * 86_400_000) }).where(eq(schema.matches.status, 'scheduled'));
    const res = await scan('T-0000-0000-01');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('There is no match today: choose the match this gate is checking');
  });
});
