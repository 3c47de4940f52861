/**
 * The gate report of a match (design §9), for staff: admissions per gate, refusals by verdict, every
 * double entry and every entry on a void code with the scans behind it, and each phone with the
 * scans it has not sent yet (gaps in its sequence).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { GateReport, GateReportScan } from '@club/core';
import { schema, type Db } from '@club/db';
import { NotFound } from '../../http/errors.js';
import { csvDate, toCsv } from '../exports/csv.js';
import type { CsvFile } from '../exports/service.js';

const { gateDevices, gateScans, matches, purchases, tickets, users, venueGates, venueSeats, venueZones } = schema;
const holders = alias(users, 'holders');

/** Every entered scan of the match that is not the only one of its ticket, or was let in on a void code, with its ticket. */
async function enteredScans(db: Db, matchId: string) {
  const doubled = sql`(select count(*) from gate_scans d where d.ticket_id = ${gateScans.ticketId} and d.entered and d.outcome in ('admission', 'duplicate')) > 1`;
  return db.select({
    ticketId: gateScans.ticketId, outcome: gateScans.outcome, refusal: gateScans.refusal, gate: gateScans.gateName, phone: gateDevices.label, steward: users.name,
    at: gateScans.scannedAt, online: sql<boolean>`${gateScans.deviceVerdict} is null`,
    ticketNumber: tickets.ticketNumber, zone: venueZones.name, row: venueSeats.rowLabel, number: venueSeats.number, seat: tickets.seat, entries: purchases.quantity,
    holder: sql<string | null>`coalesce(${holders.name}, ${tickets.holderEmail})`,
  }).from(gateScans)
    .innerJoin(users, eq(users.id, gateScans.userId))
    .leftJoin(gateDevices, eq(gateDevices.id, gateScans.deviceId))
    .leftJoin(tickets, eq(tickets.id, gateScans.ticketId))
    .leftJoin(purchases, eq(purchases.id, tickets.purchaseId))
    .leftJoin(venueZones, eq(venueZones.id, tickets.zoneId))
    .leftJoin(venueSeats, eq(venueSeats.id, tickets.venueSeatId))
    .leftJoin(holders, eq(holders.id, tickets.holderId))
    .where(and(eq(gateScans.matchId, matchId), eq(gateScans.entered, true),
      sql`(${gateScans.outcome} = 'entered_invalid' or (${inArray(gateScans.outcome, ['admission', 'duplicate'])} and ${doubled}))`))
    .orderBy(asc(tickets.ticketNumber), asc(gateScans.scannedAt), asc(gateScans.deviceId), asc(gateScans.seq));
}

type EnteredScan = Awaited<ReturnType<typeof enteredScans>>[number];
const seatOf = (s: EnteredScan) => (s.row ? `${s.row}-${s.number}` : s.seat ? `${s.seat}/${s.entries}` : null);
const scanOf = (s: EnteredScan): GateReportScan => ({
  gate: s.gate, phone: s.phone, steward: s.steward, at: s.at.toISOString(), online: s.online, first: s.outcome === 'admission',
});

export async function gateReport(db: Db, matchId: string): Promise<GateReport> {
  const [m] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!m) throw new NotFound('match.not_found');
  const [admissions, refusals, entered, phones] = await Promise.all([
    // Every ticket used: by a phone's scan (online when the server decided it), or at the console's check-in (online).
    db.select({
      gate: sql<string | null>`coalesce(${gateScans.gateName}, ${tickets.usedGate})`,
      online: sql<number>`count(*) filter (where ${gateScans.deviceVerdict} is null)::int`,
      offline: sql<number>`count(*) filter (where ${gateScans.deviceVerdict} is not null)::int`,
    }).from(tickets).leftJoin(gateScans, and(eq(gateScans.ticketId, tickets.id), eq(gateScans.outcome, 'admission')))
      .where(and(eq(tickets.matchId, matchId), eq(tickets.status, 'used'))).groupBy(sql`1`).orderBy(sql`1`),
    db.select({ verdict: sql<string>`coalesce(${gateScans.refusal}, 'unknown')`, count: sql<number>`count(*)::int` }).from(gateScans)
      .where(and(eq(gateScans.matchId, matchId), eq(gateScans.outcome, 'refused'))).groupBy(sql`1`).orderBy(sql`1`),
    enteredScans(db, matchId),
    db.select({
      id: gateDevices.id, label: gateDevices.label, steward: users.name, gate: venueGates.name, lastSeenAt: gateDevices.lastSeenAt, lastSeq: gateDevices.lastSeq,
      // Sequence numbers below the last sent that never arrived: scans still on the phone (at most 100 named).
      missing: sql<number[]>`array(select n from generate_series(1, ${gateDevices.lastSeq}) n where not exists (select from gate_scans s where s.device_id = ${gateDevices.id} and s.seq = n) order by n limit 100)`,
    }).from(gateDevices).innerJoin(users, eq(users.id, gateDevices.userId)).leftJoin(venueGates, eq(venueGates.id, gateDevices.gateId))
      .where(eq(gateDevices.matchId, matchId)).orderBy(asc(gateDevices.label), asc(gateDevices.id)),
  ]);
  const doubles = new Map<string, GateReport['doubles'][number]>();
  for (const s of entered.filter((e) => e.outcome !== 'entered_invalid')) {
    const entry = doubles.get(s.ticketId!) ?? { ticket_number: s.ticketNumber!, zone: s.zone!, seat: seatOf(s)!, holder: s.holder ?? '', scans: [] };
    entry.scans.push(scanOf(s));
    doubles.set(s.ticketId!, entry);
  }
  return {
    match_id: matchId, admissions, refusals,
    doubles: [...doubles.values()],
    entered_invalid: entered.filter((e) => e.outcome === 'entered_invalid').map((s) => ({
      ticket_number: s.ticketNumber, zone: s.zone, seat: seatOf(s), holder: s.holder, reason: s.refusal ?? 'unknown', scan: scanOf(s),
    })),
    phones: phones.map((p) => ({ id: p.id, label: p.label, steward: p.steward, gate: p.gate, last_seen_at: p.lastSeenAt?.toISOString() ?? null, last_seq: p.lastSeq, missing: p.missing })),
  };
}

/** The report's double entries and entries on void codes, one line per entered scan, for a spreadsheet. */
export async function gateReportCsv(db: Db, matchId: string): Promise<CsvFile> {
  const report = await gateReport(db, matchId);
  const header = ['kind', 'ticket_number', 'zone', 'seat', 'holder', 'gate', 'phone', 'steward', 'scanned_at', 'online', 'first', 'reason'];
  const line = (kind: string, t: { ticket_number: string | null; zone: string | null; seat: string | null; holder: string | null }, s: GateReportScan, reason: string | null) =>
    [kind, t.ticket_number, t.zone, t.seat, t.holder, s.gate, s.phone, s.steward, csvDate(new Date(s.at)), s.online ? 'yes' : 'no', s.first ? 'yes' : 'no', reason];
  return {
    filename: `gate-report-${matchId.slice(0, 8)}.csv`,
    body: toCsv(header, [
      ...report.doubles.flatMap((d) => d.scans.map((s) => line('double_entry', d, s, null))),
      ...report.entered_invalid.map((e) => line('entered_invalid', e, e.scan, e.reason)),
    ]),
  };
}
