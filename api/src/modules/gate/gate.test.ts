import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { decodeEntryDetails, newTicketNumber, parsePack, purchaseReference } from '@club/core';
import { gateLookup, openEntry, schema, ticketCodesOf, ticketKeys, ticketLifecycle } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createMatch, zoneOf } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;
let staff: string;
let steward: string;
let fan: { token: string; id: string; email: string };
let matchId: string;
let gates: { id: string; name: string }[];

const HOLDER = 'Zanzibar Quokka';
const minutes = (n: number) => n * 60_000;

interface Ticket { id: string; ticketNumber: string }

/** `count` tickets of `match` held by the fan, written as a paid purchase's (ten a purchase). */
async function ticketsOf(match: string, count: number): Promise<Ticket[]> {
  const db = api.database.db;
  const zoneId = await zoneOf(db, match);
  const purchases = await db.insert(schema.purchases).values(Array.from({ length: Math.ceil(count / 10) }, (_, i) => {
    const quantity = Math.min(10, count - i * 10);
    return { userId: fan.id, matchId: match, zoneId, quantity, unitPriceSatang: 10_000, totalSatang: quantity * 10_000, status: 'completed' as const, referenceNumber: purchaseReference(), phone: '0812345678', expiresAt: new Date(), completedAt: new Date() };
  })).returning();
  const rows = purchases.flatMap((p) => Array.from({ length: p.quantity }, (_, s) => ({ purchaseId: p.id, seat: s + 1, matchId: match, zoneId, ticketNumber: newTicketNumber(s + 1), holderId: fan.id })));
  const made: Ticket[] = [];
  for (let i = 0; i < rows.length; i += 1000) made.push(...await db.insert(schema.tickets).values(rows.slice(i, i + 1000)).returning({ id: schema.tickets.id, ticketNumber: schema.tickets.ticketNumber }));
  return made;
}

const legacy = (t: Ticket) => `TICKET:${t.ticketNumber}:${t.id}`;

async function phone(token: string, label: string, id = randomUUID(), gateId = gates[0]!.id) {
  const res = await api.call('POST', '/api/v1/gate/devices', { token, json: { id, match_id: matchId, gate_id: gateId, label } });
  expect(res.status).toBe(201);
  return id;
}

let seq = 0;
/** A scan as a phone queues it; `at` its corrected time. */
const offlineScan = (code: string, at: Date, o: { seq?: number; verdict?: string; gateId?: string } = {}) => ({
  key: randomUUID(), seq: o.seq ?? ++seq, code, input: 'camera', device_time: at.toISOString(), scanned_at: at.toISOString(), verdict: o.verdict ?? 'admitted',
  ...(o.gateId ? { gate_id: o.gateId } : {}),
});
const send = (token: string, deviceId: string, scans: unknown[], decide = false) =>
  api.call('POST', '/api/v1/gate/scans', { token, json: { device_id: deviceId, scans, ...(decide ? { decide } : {}) } });

const scansOf = (ticketId: string) => api.database.db.select().from(schema.gateScans).where(eq(schema.gateScans.ticketId, ticketId)).orderBy(schema.gateScans.id);
const ticketRow = async (id: string) => (await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, id)))[0]!;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
  const role = async (name: string, r: string) => {
    const u = await api.signUp({ name });
    expect((await api.call('PUT', `/api/v1/admin/users/${u.id}`, { token: admin, json: { role: r } })).status).toBe(200);
    return api.signIn(u.email, u.password);
  };
  staff = await role('Supervisor Malee', 'staff');
  steward = await role('Steward Somchai', 'steward');
  fan = await api.signUp({ name: HOLDER });
  matchId = await createMatch(api.database.db, { seats: 100 });
  // Kick-off in two hours: a signed code opens now.
  const [m] = await api.database.db.update(schema.matches).set({ matchDate: new Date(Date.now() + 2 * 3_600_000) }).where(eq(schema.matches.id, matchId)).returning();
  // Two gates of the match's venue.
  await api.database.db.insert(schema.venueGates).values([{ venueId: m!.venueId, code: 'Y', name: 'Gate Y', nameTh: 'ประตู Y' }, { venueId: m!.venueId, code: 'Z', name: 'Gate Z', nameTh: 'ประตู Z' }]).onConflictDoNothing();
  gates = (await api.call('GET', `/api/v1/gate/gates?match_id=${matchId}`, { token: steward })).body.data;
  expect(gates.length).toBeGreaterThanOrEqual(2);
});
afterAll(async () => {
  await api?.close();
});

describe('who may use the gate API', () => {
  it('lets a steward pick a match and a gate and see the counts, but not type a number or open the console', async () => {
    expect((await api.call('GET', '/api/v1/gate/matches', { token: steward })).body.data.some((m: { id: string }) => m.id === matchId)).toBe(true);
    const stats = await api.call('GET', `/api/v1/gate/stats?match_id=${matchId}`, { token: steward });
    expect(stats.body.data).toMatchObject({ match_id: matchId, gates: expect.any(Array) });
    for (const path of ['/api/v1/admin/check-in/matches', `/api/v1/admin/matches/${matchId}/gate-report`, '/api/v1/admin/users']) {
      expect((await api.call('GET', path, { token: steward })).status).toBe(403);
    }
    expect((await api.call('GET', '/api/v1/gate/matches', { token: fan.token })).status).toBe(403);

    const [t] = await ticketsOf(matchId, 1);
    const device = await phone(steward, 'Gate Y · 1');
    const typed = await send(steward, device, [{ ...offlineScan(t!.ticketNumber, new Date()), input: 'typed' }], true);
    expect(typed.status).toBe(403);
    expect(typed.body.error).toMatchObject({ code: 'SCAN_ONLY', message: 'Stewards scan codes only: call a supervisor to look up a number' });
    expect((await ticketRow(t!.id)).status).toBe('valid');
    // Staff may type one, online.
    const staffPhone = await phone(staff, 'Supervisor');
    const byStaff = await send(staff, staffPhone, [{ ...offlineScan(t!.ticketNumber, new Date()), input: 'typed' }], true);
    expect(byStaff.body.data).toMatchObject([{ outcome: 'admission', verdict: 'admitted', ticket: { initials: 'Z.Q.', used_gate: gates[0]!.name } }]);
    const counted = await api.call('GET', `/api/v1/gate/stats?match_id=${matchId}`, { token: steward });
    expect(counted.body.data).toMatchObject({ admitted: 1, gates: [{ gate_id: gates[0]!.id, gate: gates[0]!.name, admitted: 1 }] });
  });

  it('registers a phone once: 201, then 200 with its new gate and label', async () => {
    const id = randomUUID();
    const json = { id, match_id: matchId, gate_id: gates[0]!.id, label: 'Gate Y · 2' };
    expect((await api.call('POST', '/api/v1/gate/devices', { token: steward, json })).status).toBe(201);
    const again = await api.call('POST', '/api/v1/gate/devices', { token: steward, json: { ...json, gate_id: gates[1]!.id, label: 'Gate Z · 1' } });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id, gate_id: gates[1]!.id, label: 'Gate Z · 1' });
  });
});

describe('scans from phones', () => {
  it('stores a batch sent twice once, and answers the second time what it answered the first', async () => {
    const [a, b] = await ticketsOf(matchId, 2);
    const device = await phone(steward, 'Gate Y · 3');
    const t0 = new Date(Date.now() - minutes(10));
    const batch = [offlineScan(legacy(a!), t0), offlineScan(legacy(a!), new Date(t0.getTime() + 1000)), offlineScan(legacy(b!), t0, { verdict: 'on_exchange' })];
    const first = await send(steward, device, batch);
    expect(first.status).toBe(200);
    expect(first.body.data.map((r: { outcome: string; verdict: string }) => [r.outcome, r.verdict])).toEqual([['admission', 'admitted'], ['duplicate', 'already_used'], ['refused', 'on_exchange']]);
    const count = async () => (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.gateScans))[0]!.n;
    const before = await count();
    const events = async () => (await api.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.outboxEvents).where(eq(schema.outboxEvents.type, 'ticket.checked_in')))[0]!.n;
    const eventsBefore = await events();
    const second = await send(steward, device, batch);
    expect(second.body.data).toEqual(first.body.data);
    expect(await count()).toBe(before);
    expect(await events()).toBe(eventsBefore);
    expect((await ticketRow(a!.id)).usedAt!.toISOString()).toBe(t0.toISOString());
    expect((await api.database.db.select().from(schema.gateDevices).where(eq(schema.gateDevices.id, device)))[0]).toMatchObject({ lastSeq: Math.max(...batch.map((s) => s.seq)) });
    // A new scan under a number the phone already used: its queue went wrong, and nothing of the batch is kept.
    const reused = await send(steward, device, [offlineScan(legacy(b!), t0), { ...offlineScan(legacy(b!), t0), seq: batch[0]!.seq }]);
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe('This phone sent two scans with the same number: its queue is out of order');
    expect(await count()).toBe(before);
  });

  it('admits the first scan by time, then by device, then by sequence, whatever order they arrive in', async () => {
    const [t] = await ticketsOf(matchId, 1);
    const [low, high] = [randomUUID(), randomUUID()].sort();
    await phone(steward, 'Gate Y · low', low!, gates[0]!.id);
    await phone(staff, 'Gate Z · high', high!, gates[1]!.id);
    const at = new Date(Date.now() - minutes(20));
    // The same instant on both phones: the lower device id comes first; on one phone, the lower seq.
    const later = await send(steward, low!, [offlineScan(legacy(t!), new Date(at.getTime() + 1000), { seq: 1 })]);
    expect(later.body.data[0].outcome).toBe('admission');
    expect((await send(staff, high!, [offlineScan(legacy(t!), at, { seq: 7 })])).body.data[0].outcome).toBe('admission');
    expect((await send(steward, low!, [offlineScan(legacy(t!), at, { seq: 9 })])).body.data[0].outcome).toBe('admission');
    const tie = await send(steward, low!, [offlineScan(legacy(t!), at, { seq: 8 })]);
    expect(tie.body.data[0]).toMatchObject({ outcome: 'admission', verdict: 'admitted', ticket: { used_at: at.toISOString(), used_gate: gates[0]!.name } });
    const rows = await scansOf(t!.id);
    expect(rows.map((r) => [r.deviceId === low ? 'low' : 'high', r.seq, r.outcome])).toEqual([
      ['low', 1, 'duplicate'], ['high', 7, 'duplicate'], ['low', 9, 'duplicate'], ['low', 8, 'admission'],
    ]);
  });

  it('admits exactly once when phones ask online for the same ticket at the same moment', async () => {
    const [t] = await ticketsOf(matchId, 1);
    const phones = await Promise.all(Array.from({ length: 4 }, (_, i) => phone(i % 2 ? staff : steward, `Gate Y · rush ${i}`)));
    const answers = await Promise.all(phones.map((d, i) => send(i % 2 ? staff : steward, d, [offlineScan(legacy(t!), new Date())], true)));
    expect(answers.map((a) => a.body.data[0].outcome).sort()).toEqual(['admission', 'refused', 'refused', 'refused']);
    expect(answers.filter((a) => a.body.data[0].outcome === 'refused').every((a) => a.body.data[0].verdict === 'already_used')).toBe(true);
    expect((await scansOf(t!.id)).filter((r) => r.outcome === 'admission')).toHaveLength(1);
  });

  it('moves the use to an earlier offline scan that arrives after the online admission, and tells the holder', async () => {
    const [t] = await ticketsOf(matchId, 1);
    const online = await phone(staff, 'Gate Z · online', undefined, gates[1]!.id);
    const offline = await phone(steward, 'Gate Y · offline');
    const admitted = await send(staff, online, [offlineScan(legacy(t!), new Date())], true);
    expect(admitted.body.data[0]).toMatchObject({ outcome: 'admission', verdict: 'admitted' });
    const onlineAt = (await ticketRow(t!.id)).usedAt!;
    // Asked again online: already used.
    expect((await send(staff, online, [offlineScan(legacy(t!), new Date())], true)).body.data[0]).toMatchObject({ outcome: 'refused', verdict: 'already_used' });

    const earlier = new Date(onlineAt.getTime() - minutes(5));
    const late = await send(steward, offline, [offlineScan(legacy(t!), earlier)]);
    expect(late.body.data[0]).toMatchObject({ outcome: 'admission', ticket: { used_at: earlier.toISOString(), used_gate: gates[0]!.name } });
    expect(await ticketRow(t!.id)).toMatchObject({ status: 'used', usedAt: earlier, usedGate: gates[0]!.name });
    expect((await scansOf(t!.id)).map((r) => r.outcome)).toEqual(['duplicate', 'refused', 'admission']);
    const told = await api.database.db.select().from(schema.outboxEvents)
      .where(and(eq(schema.outboxEvents.type, 'ticket.checked_in'), sql`${schema.outboxEvents.payload}->>'ticketId' = ${t!.id}`)).orderBy(schema.outboxEvents.id);
    expect(told.map((e) => (e.payload as { usedAt: string }).usedAt)).toEqual([onlineAt.toISOString(), earlier.toISOString()]);
  });

  it('counts the console\'s check-in as a scan: an earlier offline scan uploaded after it is the admission, and the report lists both', async () => {
    const [t] = await ticketsOf(matchId, 1);
    const checkIn = await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: legacy(t!), match_id: matchId, gate_id: gates[1]!.id } });
    expect(checkIn.status).toBe(200);
    const consoleAt = (await ticketRow(t!.id)).usedAt!;
    expect((await scansOf(t!.id)).map((r) => [r.outcome, r.gateId, r.deviceId])).toEqual([['admission', gates[1]!.id, null]]);
    // Refused at the console (used): kept too.
    expect((await api.call('POST', '/api/v1/admin/check-in', { token: staff, json: { code: legacy(t!), match_id: matchId, gate_id: gates[1]!.id } })).status).toBe(409);

    const offline = await phone(steward, 'Gate Y · before the console');
    const earlier = new Date(consoleAt.getTime() - minutes(3));
    expect((await send(steward, offline, [offlineScan(legacy(t!), earlier)])).body.data[0]).toMatchObject({ outcome: 'admission' });
    expect(await ticketRow(t!.id)).toMatchObject({ usedAt: earlier, usedGate: gates[0]!.name });
    expect((await scansOf(t!.id)).map((r) => [r.outcome, r.refusal])).toEqual([['duplicate', null], ['refused', 'already_used'], ['admission', null]]);
    const report = (await api.call('GET', `/api/v1/admin/matches/${matchId}/gate-report`, { token: staff })).body.data;
    expect(report.doubles.find((d: { ticket_number: string }) => d.ticket_number === t!.ticketNumber).scans).toMatchObject([
      { gate: gates[0]!.name, phone: 'Gate Y · before the console', at: earlier.toISOString(), online: false, first: true },
      { gate: gates[1]!.name, steward: 'Supervisor Malee', at: consoleAt.toISOString(), online: true, first: false },
    ]);
  });

  it('keeps a scan let in on a passed-on code as entered_invalid, and a signed code of the new holder admits', async () => {
    const [t] = await ticketsOf(matchId, 1);
    const moved = await api.database.db.transaction((tx) => ticketLifecycle.transfer(tx, { holderId: fan.id, ticketId: t!.id, email: 'friend@club.test', cutoffMinutes: 0, now: new Date() }));
    expect(moved.ok).toBe(true);
    const device = await phone(steward, 'Gate Y · stale list');
    const res = await send(steward, device, [offlineScan(legacy(t!), new Date())]);
    expect(res.body.data[0]).toMatchObject({ outcome: 'entered_invalid', verdict: 'transferred' });
    expect((await ticketRow(t!.id)).status).toBe('transferred');

    const keys = ticketKeys(api.database.db, api.config.AUTH_SECRET!);
    const [newTicket] = await api.database.db.select().from(schema.tickets).where(eq(schema.tickets.id, moved.ok ? moved.old.transferredToId! : ''));
    const code = (await ticketCodesOf(api.database.db, keys, [newTicket!.id])).get(newTicket!.id)!;
    const signed = await send(steward, device, [offlineScan(code, new Date())], true);
    expect(signed.body.data[0]).toMatchObject({ outcome: 'admission', verdict: 'admitted', ticket: { initials: 'F.' } });
    // One signature byte flipped: forged.
    const forged = code.slice(0, -3) + (code.at(-3) === 'A' ? 'B' : 'A') + code.slice(-2);
    expect((await send(steward, device, [offlineScan(forged, new Date())], true)).body.data[0]).toMatchObject({ outcome: 'refused', verdict: 'forged', ticket: null });
  });
});

describe('the offline pack', () => {
  it('holds 2,000 tickets in at most 32 bytes each, names none in clear, and opens an entry with the ticket id alone', async () => {
    const other = await createMatch(api.database.db, { seats: 2000 });
    const list = await ticketsOf(other, 2000);
    const res = await fetch(`${api.url}/api/v1/gate/matches/${other}/pack`, { headers: { authorization: `Bearer ${steward}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    const bytes = new Uint8Array(await res.arrayBuffer());
    console.log(`gate pack: ${bytes.length} bytes for 2,000 tickets (${(bytes.length / 2000).toFixed(1)} B a ticket)`);
    expect(bytes.length).toBeLessThanOrEqual(32 * 2000);
    const pack = parsePack(bytes)!;
    expect(pack.matchId).toBe(other);
    expect(pack.meta).toMatchObject({ match: { id: other }, tickets: 2000, keys: [{ kid: expect.any(Number), key: expect.any(String) }] });
    expect(pack.entries).toHaveLength(2000);
    expect(pack.entries.map((e) => e.lookup)).toEqual(pack.entries.map((e) => e.lookup).sort());

    const t = list[1234]!;
    const entry = pack.entries.find((e) => e.lookup === gateLookup(t.id))!;
    const opened = openEntry(t.id, pack.salt, entry.ciphertext)!;
    expect(decodeEntryDetails(opened)).toMatchObject({ initials: 'Z.Q.', zoneIndex: expect.any(Number) });
    expect(openEntry(list[0]!.id, pack.salt, entry.ciphertext)).toBeNull();

    const text = Buffer.from(bytes).toString('latin1');
    for (const secret of [HOLDER, 'Zanzibar', fan.email, 'Z.Q.', ...list.slice(0, 50).map((x) => x.ticketNumber), ...list.slice(0, 50).map((x) => x.ticketNumber.replace(/-/g, ''))]) {
      expect(text.includes(secret), secret).toBe(false);
    }
    for (const x of list.slice(0, 50)) expect(Buffer.from(bytes).includes(Buffer.from(x.id.replace(/-/g, ''), 'hex'))).toBe(false);
    // The public key is there for phones to verify with; the private one, never.
    const { privateKey } = await ticketKeys(api.database.db, api.config.AUTH_SECRET!).signer();
    const jwk = privateKey.export({ format: 'jwk' });
    expect(pack.meta.keys.map((k) => k.key)).toContain(Buffer.from(jwk.x!, 'base64url').toString('base64'));
    for (const form of ['base64url', 'base64', 'hex'] as const) expect(text.includes(Buffer.from(jwk.d!, 'base64url').toString(form))).toBe(false);
    expect(Buffer.from(bytes).includes(Buffer.from(jwk.d!, 'base64url'))).toBe(false);

    // A second download within the minute is the same build.
    const again = await fetch(`${api.url}/api/v1/gate/matches/${other}/pack`, { headers: { authorization: `Bearer ${steward}`, 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('gives what changed since a phone\'s cursors: admissions by lookup, with the gate and the phone', async () => {
    const [t] = await ticketsOf(matchId, 1);
    expect((await api.call('GET', `/api/v1/gate/matches/${matchId}/changes?scan=1e30`, { token: steward })).status).toBe(400);
    const start = (await api.call('GET', `/api/v1/gate/matches/${matchId}/changes`, { token: steward })).body.data;
    const device = await phone(steward, 'Gate Y · changes');
    await send(steward, device, [offlineScan(legacy(t!), new Date())], true);
    const changes = await api.call('GET', `/api/v1/gate/matches/${matchId}/changes?rev=${start.rev}&scan=${start.scan}`, { token: steward });
    expect(changes.body.data.admissions).toEqual([{ lookup: gateLookup(t!.id), at: expect.any(String), gate_bit: expect.any(Number), device: 'Gate Y · changes' }]);
    expect(JSON.stringify(changes.body.data)).not.toContain(t!.id);
  });
});

describe('the gate report', () => {
  it('lists a double entry with both gates, phones and times, the first marked, and the same in the CSV', async () => {
    const [t] = await ticketsOf(matchId, 1);
    const a = await phone(steward, 'Gate Y · report');
    // A label a spreadsheet would run as a formula.
    const b = await phone(staff, '=Gate Z · report', undefined, gates[1]!.id);
    const first = new Date(Date.now() - minutes(30));
    const second = new Date(first.getTime() + minutes(2));
    await send(staff, b, [offlineScan(legacy(t!), second, { seq: 1 })]);
    // Phone A's first scan has not arrived yet: a gap the report names.
    await send(steward, a, [offlineScan(legacy(t!), first, { seq: 2 })]);
    const report = await api.call('GET', `/api/v1/admin/matches/${matchId}/gate-report`, { token: staff });
    expect(report.status).toBe(200);
    const double = report.body.data.doubles.find((d: { ticket_number: string }) => d.ticket_number === t!.ticketNumber);
    expect(double).toMatchObject({
      holder: HOLDER,
      scans: [
        { gate: gates[0]!.name, phone: 'Gate Y · report', steward: 'Steward Somchai', at: first.toISOString(), online: false, first: true },
        { gate: gates[1]!.name, phone: '=Gate Z · report', steward: 'Supervisor Malee', at: second.toISOString(), online: false, first: false },
      ],
    });
    expect(report.body.data.admissions).toContainEqual({ gate: gates[0]!.name, online: expect.any(Number), offline: expect.any(Number) });
    expect(report.body.data.admissions.find((a: { gate: string }) => a.gate === gates[0]!.name).offline).toBeGreaterThanOrEqual(1);
    expect(report.body.data.refusals).toContainEqual({ verdict: 'on_exchange', count: 1 });
    expect(report.body.data.entered_invalid.some((e: { reason: string }) => e.reason === 'transferred')).toBe(true);
    expect(report.body.data.phones.find((p: { label: string }) => p.label === 'Gate Y · report')).toMatchObject({ steward: 'Steward Somchai', last_seq: 2, missing: [1] });

    const csv = await api.call('GET', `/api/v1/admin/exports/gate-report.csv?match_id=${matchId}`, { token: staff });
    expect(csv.status).toBe(200);
    const lines = (csv.body as string).split('\r\n').filter((l) => l.includes(t!.ticketNumber));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('Gate Y · report');
    expect(lines[1]).toContain(`"'=Gate Z · report"`);
    expect((await api.call('GET', `/api/v1/admin/exports/gate-report.csv?match_id=${matchId}`, { token: steward })).status).toBe(403);
    expect(await api.database.db.select().from(schema.gateScans).where(inArray(schema.gateScans.deviceId, [a, b]))).toHaveLength(2);
  });
});
