/**
 * Stewards' phones at the gate (issue 32; design §9): a phone registers itself for a match, and
 * every scan it makes becomes a gate_scans row, whether the server judged it at once (`decide`, the
 * online admission) or the phone did, offline, and sent it later. A ticket's admission is its first
 * entered scan by time, then device, then sequence; every later entered scan is a duplicate and one
 * let in on a void code is entered_invalid, all kept for the report.
 */
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  ERROR_CODES, gateVerdict, holderInitials, isStaffRole, parseTicketCode,
  type GateDevice, type GateDeviceInput, type GateScanOutcome, type GateScanResult, type GateScansInput, type GateStats, type GateVerdict, type ParsedTicketCode,
} from '@club/core';
import { audit, recordEvent, schema, ticketLifecycle, verifySignedCode, type Db, type TicketKeys, type Tx } from '@club/db';
import { HttpError, Invalid, NotFound, Conflict } from '../../http/errors.js';
import { gateStats } from '../check-in/service.js';

const { gateDevices, gateScans, matches, tickets, users, venueGates, venueSeats, venueZones } = schema;

export interface GateUser { id: string; role: string }

/** Verdicts of a code the server finds void: a scan let in on one is entered_invalid. */
const VOID: readonly GateVerdict[] = ['unknown', 'forged', 'transferred', 'wrong_match', 'wrong_day'];

const deviceDto = (d: typeof gateDevices.$inferSelect): GateDevice => ({
  id: d.id, match_id: d.matchId, gate_id: d.gateId, label: d.label, last_seen_at: d.lastSeenAt?.toISOString() ?? null, last_seq: d.lastSeq,
});

/** The venue gates of a match among `gateIds`, by id; a gate of another venue is invalid input. */
async function gatesOfMatch(db: Db, matchId: string, gateIds: string[]) {
  const found = gateIds.length ? await db.select({ id: venueGates.id, name: venueGates.name, bit: venueGates.bit }).from(venueGates)
    .innerJoin(matches, eq(matches.venueId, venueGates.venueId)).where(and(eq(matches.id, matchId), inArray(venueGates.id, gateIds))) : [];
  if (found.length !== new Set(gateIds).size) throw new Invalid('check_in.gate_unknown');
  return new Map(found.map((g) => [g.id, g]));
}

/** A phone registers for a match (again: its gate and label change; another match is refused). `created`: the first time. */
export async function registerDevice(db: Db, user: GateUser, input: GateDeviceInput): Promise<{ created: boolean; device: GateDevice }> {
  const [match] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, input.match_id));
  if (!match) throw new NotFound('match.not_found');
  if (input.gate_id) await gatesOfMatch(db, match.id, [input.gate_id]);
  const [created] = await db.insert(gateDevices)
    .values({ id: input.id, matchId: match.id, userId: user.id, gateId: input.gate_id ?? null, label: input.label })
    .onConflictDoNothing({ target: gateDevices.id }).returning();
  if (created) return { created: true, device: deviceDto(created) };
  const [updated] = await db.update(gateDevices).set({ gateId: input.gate_id ?? null, label: input.label })
    .where(and(eq(gateDevices.id, input.id), eq(gateDevices.matchId, match.id))).returning();
  if (!updated) throw new Conflict('gate.device_other_match');
  return { created: false, device: deviceDto(updated) };
}

/** What a code names before the transaction: the ticket's id or number, and whether its signature is the club's. */
async function readCode(keys: TicketKeys, parsed: ParsedTicketCode | null, at: Date) {
  if (!parsed) return { kind: 'unknown' as const, ticketId: null, number: null, signed: null };
  if (parsed.kind === 'signed') {
    const authentic = await verifySignedCode(keys, parsed, at);
    return { kind: parsed.kind, ticketId: authentic ? parsed.fields.ticketId : null, number: null, signed: parsed };
  }
  return { kind: parsed.kind, ticketId: parsed.kind === 'legacy' ? parsed.id : null, number: parsed.ticketNumber, signed: null };
}

type Ticket = typeof tickets.$inferSelect;

/** The tickets a batch names, locked in id order (two batches naming the same tickets wait for each other, never deadlock), with what judges them. */
async function lockTickets(tx: Tx, ids: string[], numbers: string[]) {
  if (!ids.length && !numbers.length) return [];
  const found = await tx.select().from(tickets)
    .where(or(ids.length ? inArray(tickets.id, ids) : undefined, numbers.length ? inArray(tickets.ticketNumber, numbers) : undefined))
    .orderBy(asc(tickets.id)).for('update');
  return ticketLifecycle.gateTicketsOf(tx, found);
}

/**
 * A phone's scans. One transaction: the scans are inserted once (a batch sent again changes nothing
 * and answers what was stored); the tickets they name are locked in id order; each scan someone
 * entered on makes its ticket's admission the first entered scan by time, device and sequence, which
 * may move an admission made online to an earlier offline scan (the old row demoted, then the new
 * one promoted; the holder is told again). `decide`: the server judges the one scan now and admits
 * it as the online check-in does. A steward's typed number is refused whole (403 SCAN_ONLY).
 */
export async function recordScans(db: Db, keys: TicketKeys, user: GateUser, input: GateScansInput, now: Date): Promise<GateScanResult[]> {
  const steward = !isStaffRole(user.role);
  const [device] = await db.select({ d: gateDevices, kickOff: matches.matchDate }).from(gateDevices)
    .innerJoin(matches, eq(matches.id, gateDevices.matchId)).where(eq(gateDevices.id, input.device_id))
    .then((rows) => rows.map((r) => ({ ...r.d, kickOff: r.kickOff })));
  if (!device) throw new NotFound('gate.device_unknown');
  const parsed = input.scans.map((s) => parseTicketCode(s.code));
  if (steward && parsed.some((p) => p?.kind === 'number')) throw new HttpError(403, ERROR_CODES.SCAN_ONLY, 'check_in.scan_only');
  const gates = await gatesOfMatch(db, device.matchId, [...new Set(input.scans.map((s) => s.gate_id ?? device.gateId).filter((g): g is string => g !== null))]);
  const scans = await Promise.all(input.scans.map(async (s, i) => {
    const at = input.decide ? now : new Date(s.scanned_at);
    const gate = gates.get(s.gate_id ?? device.gateId ?? '') ?? null;
    return { s, at, gate, code: parsed[i]!, read: await readCode(keys, parsed[i]!, at) };
  }));

  return db.transaction(async (tx) => {
    const locked = await lockTickets(tx, scans.flatMap((c) => c.read.ticketId ?? []), scans.flatMap((c) => (c.read.kind === 'number' ? [c.read.number!] : [])));
    const rows = scans.map(({ s, at, gate, code, read }) => {
      const facts = locked.find(({ t }) => (read.ticketId ? t.id === read.ticketId && (read.kind !== 'legacy' || t.ticketNumber === read.number) : t.ticketNumber === read.number));
      const verdict = gateVerdict(code, { matchId: device.matchId, gateId: gate?.id ?? null }, {
        authentic: Boolean(facts),
        ticket: facts && code ? ticketLifecycle.judgedTicket(code, facts) : null,
        online: true, steward, now: at, kickOff: device.kickOff,
      });
      const override = s.gate_override === true && (!input.decide || !steward);
      const entered = input.decide ? verdict === 'admitted' || (verdict === 'wrong_gate' && override) : s.verdict === 'admitted' || (s.verdict === 'wrong_gate' && override);
      const outcome: GateScanOutcome = !entered ? 'refused' : VOID.includes(verdict) ? 'entered_invalid' : 'duplicate';
      return {
        scanKey: s.key, deviceId: device.id, seq: s.seq, matchId: device.matchId, ticketId: facts?.t.id ?? null, gateId: gate?.id ?? null,
        gateName: gate?.name ?? s.gate ?? null, userId: user.id, codeKind: read.kind, input: s.input,
        // An online admission is the server's verdict: no verdict of the phone's is kept.
        deviceVerdict: input.decide ? null : s.verdict ?? null, entered, outcome,
        // Why it was refused (by the phone, offline), or what made its code void.
        refusal: outcome === 'duplicate' ? null : outcome === 'refused' && !input.decide ? s.verdict ?? verdict : verdict,
        gateOverride: entered && override, scannedAt: at, deviceTime: new Date(s.device_time),
      };
    });
    const inserted = await tx.insert(gateScans).values(rows).onConflictDoNothing().returning({ key: gateScans.scanKey, ticketId: gateScans.ticketId, entered: gateScans.entered, outcome: gateScans.outcome });
    const stored = await tx.select({ key: gateScans.scanKey }).from(gateScans).where(inArray(gateScans.scanKey, rows.map((r) => r.scanKey)));
    // Not stored under its key: its (device, seq) holds another scan, a phone whose queue went wrong.
    if (stored.length !== rows.length) throw new Conflict('gate.seq_reused');
    const touched = [...new Set(inserted.filter((r) => r.outcome === 'duplicate').map((r) => r.ticketId!))].sort();
    for (const ticketId of touched) await reconcile(tx, locked.find(({ t }) => t.id === ticketId)!.t, device.matchId);
    await tx.update(gateDevices).set({ lastSeenAt: now, lastSeq: sql`greatest(${gateDevices.lastSeq}, ${Math.max(...input.scans.map((s) => s.seq))})` })
      .where(eq(gateDevices.id, device.id));
    return scanResults(tx, rows.map((r) => r.scanKey));
  });
}

/**
 * The ticket's admission is its first entered scan on a good code, by time, then device, then
 * sequence. When that is not the admission already kept, the kept one is demoted first (one
 * admission per ticket, gate_scans_one_admission), the first promoted, and the ticket's use moves to
 * it, told to its holder. A ticket admitted without a scan row (before scans were kept) keeps that
 * admission: its entered scans are duplicates.
 */
async function reconcile(tx: Tx, ticket: Ticket, matchId: string): Promise<void> {
  const entered = await tx.select({ id: gateScans.id, outcome: gateScans.outcome, userId: gateScans.userId, gateName: gateScans.gateName, scannedAt: gateScans.scannedAt, bit: venueGates.bit, device: gateDevices.label })
    .from(gateScans).leftJoin(venueGates, eq(venueGates.id, gateScans.gateId)).leftJoin(gateDevices, eq(gateDevices.id, gateScans.deviceId))
    .where(and(eq(gateScans.ticketId, ticket.id), eq(gateScans.entered, true), inArray(gateScans.outcome, ['admission', 'duplicate'])))
    .orderBy(asc(gateScans.scannedAt), asc(gateScans.deviceId), asc(gateScans.seq), asc(gateScans.id));
  const first = entered[0]!;
  const kept = entered.find((s) => s.outcome === 'admission');
  if (kept?.id === first.id || (!kept && ticket.status === 'used')) return;
  if (kept) await tx.update(gateScans).set({ outcome: 'duplicate' }).where(eq(gateScans.id, kept.id));
  await tx.update(gateScans).set({ outcome: 'admission' }).where(eq(gateScans.id, first.id));
  const [used] = await tx.update(tickets).set({ status: 'used', usedAt: first.scannedAt, usedBy: first.userId, usedGate: first.gateName }).where(eq(tickets.id, ticket.id)).returning();
  await audit(tx, {
    actorId: first.userId, action: 'ticket.checked_in', entityType: 'ticket', entityId: ticket.id,
    changes: { status: [ticket.status, 'used'], matchId, ...(first.gateName ? { gate: first.gateName } : {}), ...(kept ? { usedAt: [ticket.usedAt?.toISOString() ?? null, first.scannedAt.toISOString()] } : {}) },
  });
  await recordEvent(tx, 'ticket.checked_in', {
    ticketId: ticket.id, purchaseId: ticket.purchaseId, userId: ticket.holderId, matchId, usedAt: used!.usedAt!.toISOString(), usedGate: first.gateName,
    gateBit: first.bit, device: first.device,
  });
}

/** The stored outcome of each scan, with what the gate shows of its ticket. */
async function scanResults(tx: Tx, keys: string[]): Promise<GateScanResult[]> {
  const rows = await tx.select({
    key: gateScans.scanKey, outcome: gateScans.outcome, refusal: gateScans.refusal,
    ticket: { id: tickets.id, usedAt: tickets.usedAt, usedGate: tickets.usedGate, holderEmail: tickets.holderEmail },
    holder: users.name,
    zone: { code: venueZones.code, name: venueZones.name, name_th: venueZones.nameTh, colour: venueZones.colour },
    place: { row: venueSeats.rowLabel, number: venueSeats.number },
  }).from(gateScans)
    .leftJoin(tickets, eq(tickets.id, gateScans.ticketId))
    .leftJoin(users, eq(users.id, tickets.holderId))
    .leftJoin(venueZones, eq(venueZones.id, tickets.zoneId))
    .leftJoin(venueSeats, eq(venueSeats.id, tickets.venueSeatId))
    .where(inArray(gateScans.scanKey, keys));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => {
    const r = byKey.get(key)!;
    const verdict: GateVerdict = r.outcome === 'admission' ? 'admitted' : r.outcome === 'duplicate' ? 'already_used' : r.refusal as GateVerdict;
    return {
      key, outcome: r.outcome, verdict,
      ticket: r.ticket && r.zone ? {
        zone: r.zone, place: r.place?.row ? { row: r.place.row, number: r.place.number } : null, initials: holderInitials(r.holder, r.ticket.holderEmail),
        used_at: r.ticket.usedAt?.toISOString() ?? null, used_gate: r.ticket.usedGate,
      } : null,
    };
  });
}

/** The gate's running count (issued, admitted), and admissions per gate (of today's match when none is named). */
export async function gateStatsPerGate(db: Db, matchId: string | undefined, now: Date): Promise<GateStats> {
  const totals = await gateStats(db, matchId, now);
  const gates = await db.select({ gateId: venueGates.id, gate: sql<string | null>`coalesce(${venueGates.name}, ${tickets.usedGate})`, admitted: sql<number>`count(*)::int` })
    .from(tickets)
    .leftJoin(gateScans, and(eq(gateScans.ticketId, tickets.id), eq(gateScans.outcome, 'admission')))
    .leftJoin(venueGates, eq(venueGates.id, gateScans.gateId))
    .where(and(eq(tickets.matchId, totals.match_id), eq(tickets.status, 'used')))
    .groupBy(venueGates.id, sql`2`).orderBy(sql`2`);
  return { ...totals, gates: gates.map((g) => ({ gate_id: g.gateId, gate: g.gate, admitted: g.admitted })) };
}
