import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES, bangkokDay, parseTicketCode,
  type CheckInAdmitted, type CheckInGate, type CheckInInput, type CheckInMatch, type CheckInRefusal, type CheckInRefused, type CheckInStaff, type CheckInStats, type CheckInTicket,
  type GateDto,
} from '@club/core';
import { audit, awayTeams, schema, selectMatches, ticketLifecycle, zoneGatesOf, type Db, type TicketKeys, type Tx } from '@club/db';
import { HttpError, Invalid, NotFound } from '../../http/errors.js';

const { matches, purchases, teams, tickets, users, venueGates, venueSeats, venueZones } = schema;
const usedBy = alias(users, 'used_by_users');
const UNKNOWN = 'check_in.unknown_ticket';

const matchColumns = {
  id: matches.id, matchDate: matches.matchDate, status: matches.status, league: matches.league, leagueTh: matches.leagueTh,
  home: teams.name, homeTh: teams.nameTh, away: awayTeams.name, awayTh: awayTeams.nameTh,
};
type MatchRow = { id: string; matchDate: Date; status: string; league: string; leagueTh: string; home: string; homeTh: string; away: string | null; awayTh: string | null };

const matchDto = (m: MatchRow, now: Date): CheckInMatch => {
  const day = bangkokDay(now);
  return {
    id: m.id, match_date: m.matchDate.toISOString(), home_team: m.home, home_team_th: m.homeTh, away_team: m.away, away_team_th: m.awayTh,
    league: m.league, league_th: m.leagueTh, status: m.status, today: m.matchDate >= day.start && m.matchDate < day.end,
  };
};

/** Today's (Bangkok) and upcoming scheduled matches, soonest first: the gate's match picker. */
export async function listGateMatches(db: Db, now: Date): Promise<CheckInMatch[]> {
  const rows = await selectMatches(db, matchColumns)
    .where(and(eq(matches.status, 'scheduled'), gte(matches.matchDate, bangkokDay(now).start)))
    .orderBy(asc(matches.matchDate)).limit(50);
  return rows.map((m) => matchDto(m, now));
}

/** The match a gate checks when it names none: the scheduled match kicking off today, the nearest to now if there are several. */
async function resolveMatch(db: Db, matchId: string | undefined, now: Date): Promise<CheckInMatch> {
  if (matchId) {
    const [m] = await selectMatches(db, matchColumns).where(eq(matches.id, matchId));
    if (!m) throw new NotFound('match.not_found');
    return matchDto(m, now);
  }
  const day = bangkokDay(now);
  const [m] = await selectMatches(db, matchColumns)
    .where(and(eq(matches.status, 'scheduled'), gte(matches.matchDate, day.start), lt(matches.matchDate, day.end)))
    .orderBy(sql`abs(extract(epoch from ${matches.matchDate} - ${now.toISOString()}::timestamptz))`).limit(1);
  if (!m) throw new Invalid('check_in.no_match_today');
  return matchDto(m, now);
}

/** Tickets issued (ticketLifecycle.countsAsIssued) and admitted so far, for the gate's running count. */
export async function gateStats(db: Db, matchId: string | undefined, now: Date): Promise<CheckInStats> {
  const match = await resolveMatch(db, matchId, now);
  const [row] = await db.select({
    issued: sql<number>`count(*) filter (where ${ticketLifecycle.countsAsIssued})::int`,
    admitted: sql<number>`count(*) filter (where ${tickets.status} = 'used')::int`,
  }).from(tickets).innerJoin(purchases, eq(tickets.purchaseId, purchases.id))
    .where(and(eq(tickets.matchId, match.id), eq(purchases.status, 'completed')));
  return { match_id: match.id, issued: row?.issued ?? 0, admitted: row?.admitted ?? 0 };
}

const gateDto = (g: GateDto): CheckInGate => ({ id: g.id, code: g.code, name: g.name, name_th: g.nameTh });

/** The gates of the match's venue, by code: the gate picker (none: the venue's gates are not set up, and the gate types its name). */
export async function listGates(db: Db, matchId: string | undefined, now: Date): Promise<CheckInGate[]> {
  const match = await resolveMatch(db, matchId, now);
  const gates = await db.select({ id: venueGates.id, code: venueGates.code, name: venueGates.name, nameTh: venueGates.nameTh }).from(venueGates)
    .innerJoin(matches, eq(matches.venueId, venueGates.venueId)).where(eq(matches.id, match.id)).orderBy(asc(venueGates.code));
  return gates.map(gateDto);
}

/** The gate a scan names, when it is one of the match's venue's gates; a gate of another venue (or none) is invalid input. */
async function gateOfMatch(db: Db, gateId: string, matchId: string) {
  const [gate] = await db.select({ id: venueGates.id, name: venueGates.name }).from(venueGates)
    .innerJoin(matches, eq(matches.venueId, venueGates.venueId)).where(and(eq(venueGates.id, gateId), eq(matches.id, matchId)));
  if (!gate) throw new Invalid('check_in.gate_unknown');
  return gate;
}

/** A ticket as the gate sees it: its match, zone and seat, its holder, and who used it when and where. */
async function readTicket(tx: Tx, ticketId: string, now: Date) {
  const [row] = await tx.select({
    ticket: { id: tickets.id, ticketNumber: tickets.ticketNumber, seat: tickets.seat, status: tickets.status, usedAt: tickets.usedAt, usedGate: tickets.usedGate, entries: purchases.quantity },
    zone: { id: venueZones.id, code: venueZones.code, name: venueZones.name, name_th: venueZones.nameTh, colour: venueZones.colour },
    place: { row: venueSeats.rowLabel, number: venueSeats.number, wheelchair: venueSeats.wheelchair },
    usedBy: { id: usedBy.id, name: usedBy.name },
    holder: sql<string>`coalesce(${users.name}, ${tickets.holderEmail})`,
    match: matchColumns,
  }).from(tickets)
    .innerJoin(purchases, eq(tickets.purchaseId, purchases.id))
    .innerJoin(venueZones, eq(venueZones.id, tickets.zoneId))
    .leftJoin(venueSeats, eq(venueSeats.id, tickets.venueSeatId))
    .leftJoin(users, eq(tickets.holderId, users.id))
    .innerJoin(matches, eq(tickets.matchId, matches.id))
    .innerJoin(teams, eq(matches.homeTeamId, teams.id))
    .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id))
    .leftJoin(usedBy, eq(tickets.usedBy, usedBy.id))
    .where(eq(tickets.id, ticketId));
  const { ticket: t, zone, place, usedBy: by, holder, match } = row!;
  const ticket: CheckInTicket = { id: t.id, ticket_number: t.ticketNumber, seat: t.seat, entries: t.entries, status: t.status, holder_name: holder, match: matchDto(match, now), zone, place };
  return { ticket, used_at: t.usedAt?.toISOString() ?? null, used_by: by?.id ? { id: by.id, name: by.name } : null, used_gate: t.usedGate };
}

/** Every scan the gate refuses is audited, with why (and at which venue gate): the ticket's id, or the code as typed when it names no ticket. */
const auditRefusal = (tx: Tx, staff: CheckInStaff, entityId: string, reason: CheckInRefusal | 'wrong_day' | 'unknown' | 'forged', matchId: string, gateId?: string) =>
  audit(tx, { actorId: staff.id, action: 'ticket.check_in_refused', entityType: 'ticket', entityId, changes: { reason, matchId, ...(gateId ? { gateId } : {}) } });

/**
 * A refused ticket's answer (409): the refusal's code, and the facts the gate words it with in its
 * own language (the ticket's match, zone and seat, who used it when and where; at the wrong gate,
 * the gates its zone enters by). The message names the reason for any other reader.
 */
async function refusal(tx: Tx, reason: CheckInRefusal | 'wrong_day', seen: Awaited<ReturnType<typeof readTicket>>): Promise<HttpError> {
  // A code for another day: said by its code alone, as the console words every answer without a reason.
  if (reason === 'wrong_day') return new HttpError(409, ERROR_CODES.WRONG_DAY, 'check_in.wrong_day');
  if (reason === 'wrong_gate') {
    const admitAt = (await zoneGatesOf(tx, [seen.ticket.zone.id])).get(seen.ticket.zone.id) ?? [];
    const details: CheckInRefused = { result: 'refused', reason, valid: true, ...seen, admit_at: admitAt.map(gateDto) };
    return new HttpError(409, ERROR_CODES.WRONG_GATE, 'check_in.wrong_gate', details);
  }
  const already = reason === 'already_used';
  const details: CheckInRefused = { result: already ? 'already_used' : 'refused', reason, valid: false, ...seen };
  return new HttpError(409, already ? ERROR_CODES.ALREADY_USED : ERROR_CODES.TICKET_REFUSED, `check_in.${reason}`, details);
}

/**
 * Admit a ticket at the gate of a match (the ticket lifecycle's admit: two gates scanning the same
 * ticket at once admit it exactly once): by its signed code (verified with `keys`; forged: 409
 * FORGED; outside its window: 409 WRONG_DAY), its old QR code or its typed number. A gate of the venue (`gate_id`) refuses a ticket whose
 * zone enters elsewhere, unless staff admit it anyway (`gate_override`); its name is the gate the
 * ticket was used at. Every scan, admitted or refused, is audited; a refusal's audit row commits
 * before the 409 is thrown.
 */
export async function checkIn(db: Db, keys: TicketKeys, staff: CheckInStaff, input: CheckInInput, now: Date): Promise<CheckInAdmitted> {
  const code = parseTicketCode(input.code);
  const match = await resolveMatch(db, input.match_id, now);
  const gate = input.gate_id ? await gateOfMatch(db, input.gate_id, match.id) : null;
  const outcome = await db.transaction(async (tx) => {
    const moved = code && await ticketLifecycle.admit(tx, {
      code, keys, now, matchId: match.id, by: staff.id, gate: gate?.name ?? input.gate ?? null, gateId: gate?.id ?? null, gateOverride: input.gate_override ?? false,
    });
    if (!moved || !('ticket' in moved)) {
      const forged = moved?.refused === 'forged';
      // The ticket a code claims to be, never the code itself (a signed code is a bearer credential).
      const named = !code ? input.code.slice(0, 64) : code.kind === 'signed' ? code.fields.ticketId : code.ticketNumber;
      await auditRefusal(tx, staff, named, forged ? 'forged' : 'unknown', match.id);
      return { refusal: forged ? new HttpError(409, ERROR_CODES.FORGED, 'check_in.forged') : new NotFound(UNKNOWN) };
    }
    const seen = await readTicket(tx, moved.ticket.id, now);
    if (moved.ok) return { admitted: { result: 'admitted', ticket: seen.ticket, used_at: seen.used_at!, used_by: staff, used_gate: seen.used_gate } satisfies CheckInAdmitted };
    await auditRefusal(tx, staff, moved.ticket.id, moved.refused, match.id, gate?.id);
    return { refusal: await refusal(tx, moved.refused, seen) };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.admitted;
}
