import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gateLookup } from './gate-crypto';
import { loadPack } from './offline-pack';
import { openGateDb, queuedCount, queuedScans, saveDevice, type PackRecord } from './queue';
import { GateSession } from './session';
import { packFixture } from './testing/pack-fixture';

/** A phone that downloaded the fixture's match at Gate A, on a database of its own. */
async function phone(fixture = packFixture(), name = `gate-${randomUUID()}`) {
  const db = await openGateDb(name);
  const device = await saveDevice(db, { matchId: fixture.matchId, gateId: fixture.gates[0]!.id, label: 'Gate A · 1' });
  const record: PackRecord = { matchId: fixture.matchId, bytes: fixture.bytes, etag: null, downloadedAt: new Date().toISOString(), offsetMs: 0, rev: 0, scan: 0, held: null, dataAt: new Date().toISOString() };
  await db.put('packs', record);
  const session = await GateSession.open(db, (await loadPack(fixture.bytes))!, record, device);
  return { db, session, fixture, name };
}

describe('the gate queue on the phone (IndexedDB)', () => {
  it('admits offline, then says "already scanned on this phone", also after the database is reopened', async () => {
    const { db, session, fixture, name } = await phone();
    const code = fixture.codeOf(fixture.tickets[0]!.id);
    const first = await session.scan(code, 'camera');
    expect(first).toMatchObject({ verdict: 'admitted', by: 'phone', ticket: { initials: 'ส.จ.', row: 'C', seat: 12, zone: { name: 'North' } } });
    expect((await session.scan(code, 'scanner')).verdict).toBe('already_used');
    db.close();

    const again = await phone(fixture, name);
    const third = await again.session.scan(code, 'camera');
    expect(third).toMatchObject({ verdict: 'already_used', use: { here: true } });
    expect(again.session.counts()).toEqual({ gate: 1, phone: 1 });
  });

  it('numbers scans with a sequence that only rises, across a reopened database and a new match', async () => {
    const { db, session, fixture, name } = await phone();
    await session.scan(fixture.codeOf(fixture.tickets[0]!.id), 'camera');
    await session.scan('not a code', 'scanner');
    db.close();
    const reopened = await phone(fixture, name);
    await reopened.session.scan(fixture.codeOf(fixture.tickets[1]!.id), 'camera');
    const other = packFixture();
    const device = await saveDevice(reopened.db, { matchId: other.matchId, gateId: null, label: 'Gate B · 1' });
    expect(device.id).not.toBe(reopened.session.device.id);
    expect(device.nextSeq).toBe(4);

    const queued = await queuedScans(reopened.db);
    expect(queued.map((s) => s.seq)).toEqual([1, 2, 3]);
    expect(queued.map((s) => s.verdict)).toEqual(['admitted', 'unknown', 'admitted']);
    expect(await queuedCount(reopened.db)).toBe(3);
  });

  it('shows a verdict only once its scan is stored: what is on screen is in the queue', async () => {
    const { db, session, fixture, name } = await phone();
    const shown = await session.scan(fixture.codeOf(fixture.tickets[0]!.id), 'camera');
    const other = await openGateDb(name);
    expect(await other.get('scans', shown.key)).toMatchObject({ seq: 1, verdict: 'admitted', waiting: 1 });

    // A scan that cannot be stored shows nothing: here the phone's record is gone.
    await db.clear('device');
    await expect(session.scan(fixture.codeOf(fixture.tickets[1]!.id), 'camera')).rejects.toThrow();
    expect(await other.count('scans')).toBe(1);
    expect(session.counts().phone).toBe(1);
  });

  it('decides each kind offline: passed on, another match, another day, forged, wrong gate, on the exchange, old codes, typed numbers', async () => {
    const stranger = packFixture();
    const fixture = packFixture();
    const [t0, t1] = fixture.tickets;
    const { session } = await phone(fixture);
    const verdict = async (text: string) => (await session.scan(text, 'scanner')).verdict;

    await session.hearRevoked({ lookup: await gateLookup(t1!.id), below: 1 });
    expect(await verdict(fixture.codeOf(t1!.id))).toBe('transferred');
    expect(await verdict(fixture.codeOf(t0!.id, { matchPrefix: '0011223344556677' }))).toBe('wrong_match');
    // The day is the match's kick-off as the pack has it, not the window a code was made with.
    const inThreeDays = packFixture({ kickOff: new Date(Date.now() + 3 * 86_400_000) });
    const early = (await phone(inThreeDays)).session;
    expect((await early.scan(inThreeDays.codeOf(inThreeDays.tickets[0]!.id), 'scanner')).verdict).toBe('wrong_day');
    const movedToToday = packFixture();
    const moved = (await phone(movedToToday)).session;
    const madeBefore = movedToToday.codeOf(movedToToday.tickets[0]!.id, { validFromMinutes: Math.floor(Date.now() / 60_000) + 3 * 1440 });
    expect((await moved.scan(madeBefore, 'scanner')).verdict).toBe('admitted');
    expect(await verdict(stranger.codeOf(t0!.id))).toBe('forged');
    expect(await verdict(`TICKET:T-ABCD-EF23-45:${stranger.tickets[0]!.id}`)).toBe('forged');
    expect(await session.scan(fixture.codeOf(t0!.id, { gateMask: 0b10 }), 'camera')).toMatchObject({ verdict: 'wrong_gate', gateBits: [1] });
    expect(await verdict('T-ABCD-EF23-45')).toBe('scan_only');
    expect(await verdict(`TICKET:T-ABCD-EF23-45:${t0!.id}`)).toBe('admitted');
    expect(await verdict(fixture.codeOf(t1!.id, { codeVersion: 1 }))).toBe('admitted');

    expect((await session.scan('T-ABCD-EF23-45', 'typed', { steward: false })).verdict).toBe('typed_offline');
  });

  it("knows the pack's revocations and held tickets, and what changes and the gate room say since", async () => {
    const fixture = packFixture({ revoke: [0], hold: [1] });
    const [t0, t1] = fixture.tickets;
    const { session } = await phone(fixture);
    expect((await session.scan(fixture.codeOf(t0!.id), 'camera')).verdict).toBe('transferred');
    expect((await session.scan(fixture.codeOf(t1!.id), 'camera')).verdict).toBe('on_exchange');

    // The holder took it back, and another phone at Gate B admitted it.
    const at = new Date().toISOString();
    await session.applyChanges({ revocations: [], held: [], admissions: [], rev: 1, scan: 0, server_time: at }, Date.now(), Date.now());
    await session.hearAdmitted({ lookup: await gateLookup(t1!.id), at, gateBit: 1, device: 'Gate B · 2' });
    expect(await session.scan(fixture.codeOf(t1!.id), 'camera')).toMatchObject({ verdict: 'already_used', use: { gateBit: 1, here: false, at } });
  });

  it("online, shows the server's verdict; with no answer in 1.5 s, the phone's, and tells the page it is late", async () => {
    const { session, fixture } = await phone();
    const [t0, t1] = fixture.tickets;
    const usedAt = new Date(Date.now() - 60_000).toISOString();
    const answered = await session.scan(fixture.codeOf(t0!.id), 'camera', {
      decide: async (scan) => ({ key: scan.key, outcome: 'refused', verdict: 'already_used', ticket: { zone: { code: 'N', name: 'North', name_th: 'เหนือ', colour: '#1565c0' }, place: { row: 'C', number: 12 }, initials: 'ส.จ.', used_at: usedAt, used_gate: 'Gate B' } }),
    });
    expect(answered).toMatchObject({ verdict: 'already_used', by: 'server', use: { at: usedAt, gateName: 'Gate B', here: false } });
    // Offline again, the phone says where it was used, as the server told it.
    expect((await session.scan(fixture.codeOf(t0!.id), 'camera'))).toMatchObject({ verdict: 'already_used', use: { gateName: 'Gate B', here: false } });

    let late = false;
    const started = Date.now();
    const unanswered = await session.scan(fixture.codeOf(t1!.id), 'camera', { decide: () => new Promise(() => {}), onLate: () => { late = true; } });
    expect(unanswered).toMatchObject({ verdict: 'admitted', by: 'phone' });
    expect(late).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect((await queuedScans(session.db)).map((s) => s.lookup)).toContain(await gateLookup(t1!.id));
  });

  it("keeps the gate of a use it heard of when the server says the ticket was used", async () => {
    const { session, fixture } = await phone();
    const code = fixture.codeOf(fixture.tickets[0]!.id);
    const at = new Date(Date.now() - 60_000).toISOString();
    await session.hearAdmitted({ lookup: await gateLookup(fixture.tickets[0]!.id), at, gateBit: 0, device: 'Gate A · 2' });
    const answered = await session.scan(code, 'camera', {
      decide: async (scan) => ({ key: scan.key, outcome: 'refused', verdict: 'already_used', ticket: { zone: { code: 'N', name: 'North', name_th: 'เหนือ', colour: '#1565c0' }, place: null, initials: 'ส.จ.', used_at: at, used_gate: 'Gate A' } }),
    });
    expect(answered).toMatchObject({ verdict: 'already_used', by: 'server', use: { gateBit: 0, here: false } });
    expect(session.counts()).toEqual({ gate: 1, phone: 0 });
  });

  it('forgets its own admission when the server refused the ticket (held on the exchange since the download)', async () => {
    const { session, fixture } = await phone();
    const code = fixture.codeOf(fixture.tickets[0]!.id);
    const refused = await session.scan(code, 'camera', { decide: async (scan) => ({ key: scan.key, outcome: 'refused', verdict: 'on_exchange', ticket: null }) });
    expect(refused).toMatchObject({ verdict: 'on_exchange', by: 'server' });
    expect(session.counts().phone).toBe(0);
    expect((await session.scan(code, 'camera')).verdict).toBe('admitted');
  });
});
