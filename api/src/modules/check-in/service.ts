import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ERROR_CODES, bangkokDay, formatClubDateTime, parseTicketCode, textOf, ticketNotPaid, type Language,
  type CheckInAdmitted, type CheckInInput, type CheckInMatch, type CheckInRefused, type CheckInStaff, type CheckInStats, type CheckInTicket,
} from '@club/core';
import { audit, recordEvent, schema, type Db, type Tx } from '@club/db';
import { HttpError, Invalid, NotFound, type Message } from '../../http/errors.js';

const { matches, purchases, teams, tickets, users } = schema;
const awayTeams = alias(teams, 'away_teams');
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

const selectMatches = (db: Db | Tx) => db.select(matchColumns).from(matches)
  .innerJoin(teams, eq(matches.homeTeamId, teams.id))
  .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id));

/** Today's (Bangkok) and upcoming scheduled matches, soonest first: the gate's match picker. */
export async function listGateMatches(db: Db, now: Date): Promise<CheckInMatch[]> {
  const rows = await selectMatches(db)
    .where(and(eq(matches.status, 'scheduled'), gte(matches.matchDate, bangkokDay(now).start)))
    .orderBy(asc(matches.matchDate)).limit(50);
  return rows.map((m) => matchDto(m, now));
}

/** The match a gate checks when it names none: the scheduled match kicking off today, the nearest to now if there are several. */
async function resolveMatch(db: Db, matchId: string | undefined, now: Date): Promise<CheckInMatch> {
  if (matchId) {
    const [m] = await selectMatches(db).where(eq(matches.id, matchId));
    if (!m) throw new NotFound('match.not_found');
    return matchDto(m, now);
  }
  const day = bangkokDay(now);
  const [m] = await selectMatches(db)
    .where(and(eq(matches.status, 'scheduled'), gte(matches.matchDate, day.start), lt(matches.matchDate, day.end)))
    .orderBy(sql`abs(extract(epoch from ${matches.matchDate} - ${now.toISOString()}::timestamptz))`).limit(1);
  if (!m) throw new Invalid('check_in.no_match_today');
  return matchDto(m, now);
}

/** Tickets issued (of completed purchases, not cancelled) and admitted so far, for the gate's running count. */
export async function gateStats(db: Db, matchId: string | undefined, now: Date): Promise<CheckInStats> {
  const match = await resolveMatch(db, matchId, now);
  const [row] = await db.select({
    issued: sql<number>`count(*) filter (where ${tickets.status} in ('valid', 'used'))::int`,
    admitted: sql<number>`count(*) filter (where ${tickets.status} = 'used')::int`,
  }).from(tickets).innerJoin(purchases, eq(tickets.purchaseId, purchases.id))
    .where(and(eq(purchases.matchId, match.id), eq(purchases.status, 'completed')));
  return { match_id: match.id, issued: row?.issued ?? 0, admitted: row?.admitted ?? 0 };
}

/** A ticket as the gate sees it: its match, its holder, and who used it. */
async function readTicket(tx: Tx, where: ReturnType<typeof eq>, now: Date) {
  const [row] = await tx.select({
    ticket: { id: tickets.id, ticketNumber: tickets.ticketNumber, seat: tickets.seat, status: tickets.status, usedAt: tickets.usedAt, usedGate: tickets.usedGate },
    usedBy: { id: usedBy.id, name: usedBy.name },
    holder: sql<string>`coalesce(${users.name}, ${tickets.holderEmail})`,
    holderId: tickets.holderId,
    purchaseId: purchases.id,
    purchaseStatus: purchases.status,
    match: matchColumns,
  }).from(tickets)
    .innerJoin(purchases, eq(tickets.purchaseId, purchases.id))
    .leftJoin(users, eq(tickets.holderId, users.id))
    .innerJoin(matches, eq(purchases.matchId, matches.id))
    .innerJoin(teams, eq(matches.homeTeamId, teams.id))
    .leftJoin(awayTeams, eq(matches.awayTeamId, awayTeams.id))
    .leftJoin(usedBy, eq(tickets.usedBy, usedBy.id))
    .where(where);
  if (!row) return null;
  const ticket: CheckInTicket = {
    id: row.ticket.id, ticket_number: row.ticket.ticketNumber, seat: row.ticket.seat, status: row.ticket.status,
    holder_name: row.holder, match: matchDto(row.match, now),
  };
  return { ticket, usedAt: row.ticket.usedAt, usedGate: row.ticket.usedGate, holderId: row.holderId, purchaseId: row.purchaseId, usedBy: row.usedBy?.id ? { id: row.usedBy.id, name: row.usedBy.name } as CheckInStaff : null, purchaseStatus: row.purchaseStatus };
}

/** Gate times read in Bangkok, in the staff member's language (Buddhist year in Thai). */
const when = (at: Date, lang: Language, seconds = false) => formatClubDateTime(at, lang, { seconds });

const fixture = (m: CheckInMatch, lang: Language) => {
  const home = lang === 'th' ? m.home_team_th : m.home_team;
  const away = (lang === 'th' ? m.away_team_th : m.away_team) ?? textOf('match.opponent_tba', lang);
  return `${home} – ${away}, ${when(new Date(m.match_date), lang)}`;
};

class Refusal extends HttpError {
  constructor(code: typeof ERROR_CODES.ALREADY_USED | typeof ERROR_CODES.TICKET_REFUSED, message: Message, details: CheckInRefused) {
    super(409, code, message, details);
  }
}

/**
 * Admit a ticket at the gate of a match. One conditional update decides it (valid, of a completed
 * purchase, for this match): two gates scanning the same ticket at once admit it exactly once, as
 * the second update waits for the first and then finds the ticket used. Every scan, admitted or
 * refused, is audited; a refusal's audit row commits before the 409 is thrown. An admission
 * announces itself to the ticket's holder (outbox, same transaction): their screens show it used.
 */
export async function checkIn(db: Db, staff: CheckInStaff, input: CheckInInput, now: Date): Promise<CheckInAdmitted> {
  const code = parseTicketCode(input.code);
  const match = await resolveMatch(db, input.match_id, now);
  const outcome = await db.transaction(async (tx) => {
    if (!code) {
      await audit(tx, { actorId: staff.id, action: 'ticket.check_in_refused', entityType: 'ticket', entityId: input.code.slice(0, 64), changes: { reason: 'unknown', matchId: match.id } });
      return { refusal: new NotFound(UNKNOWN) };
    }
    const sameTicket = and(eq(tickets.ticketNumber, code.ticketNumber), code.id ? eq(tickets.id, code.id) : undefined);
    const gate = input.gate ?? null;
    const [admitted] = await tx.update(tickets).set({ status: 'used', usedAt: sql`now()`, usedBy: staff.id, usedGate: gate })
      .where(and(
        sameTicket,
        eq(tickets.status, 'valid'),
        inArray(tickets.purchaseId, tx.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.matchId, match.id), eq(purchases.status, 'completed')))),
      ))
      .returning({ id: tickets.id, usedAt: tickets.usedAt });
    if (admitted) {
      await audit(tx, { actorId: staff.id, action: 'ticket.checked_in', entityType: 'ticket', entityId: admitted.id, changes: { status: ['valid', 'used'], matchId: match.id, ...(gate ? { gate } : {}) } });
      const seen = (await readTicket(tx, eq(tickets.id, admitted.id), now))!;
      const usedAt = admitted.usedAt!.toISOString();
      await recordEvent(tx, 'ticket.checked_in', { ticketId: admitted.id, purchaseId: seen.purchaseId, userId: seen.holderId, usedAt, usedGate: gate });
      return { admitted: { result: 'admitted', ticket: seen.ticket, used_at: usedAt, used_by: staff, used_gate: gate } satisfies CheckInAdmitted };
    }

    const seen = await readTicket(tx, sameTicket!, now);
    if (!seen) {
      await audit(tx, { actorId: staff.id, action: 'ticket.check_in_refused', entityType: 'ticket', entityId: code.ticketNumber, changes: { reason: 'unknown', matchId: match.id } });
      return { refusal: new NotFound(UNKNOWN) };
    }
    const refusal = refuse(seen, match);
    await audit(tx, { actorId: staff.id, action: 'ticket.check_in_refused', entityType: 'ticket', entityId: seen.ticket.id, changes: { reason: (refusal.details as CheckInRefused).reason, matchId: match.id } });
    return { refusal };
  });
  if ('refusal' in outcome) throw outcome.refusal;
  return outcome.admitted;
}

/** Why a ticket the update did not admit is refused, the most useful reason for the gate first. */
function refuse(seen: NonNullable<Awaited<ReturnType<typeof readTicket>>>, match: CheckInMatch): Refusal {
  const { ticket } = seen;
  const base = { ticket, used_at: seen.usedAt?.toISOString() ?? null, used_by: seen.usedBy, used_gate: seen.usedGate };
  // A code that was passed on opens no gate, whatever the match: said first.
  if (ticket.status === 'transferred') {
    return new Refusal(ERROR_CODES.TICKET_REFUSED, 'check_in.ticket_transferred', { result: 'refused', reason: 'transferred', ...base });
  }
  if (ticket.match.id !== match.id) {
    return new Refusal(ERROR_CODES.TICKET_REFUSED, {
      en: `Wrong match: this ticket is for ${fixture(ticket.match, 'en')}`,
      th: `ตั๋วผิดนัด: ตั๋วนี้สำหรับ ${fixture(ticket.match, 'th')}`,
    }, { result: 'refused', reason: 'wrong_match', ...base });
  }
  if (ticket.status === 'cancelled') {
    return new Refusal(ERROR_CODES.TICKET_REFUSED, 'check_in.ticket_cancelled', { result: 'refused', reason: 'cancelled', ...base });
  }
  if (seen.purchaseStatus !== 'completed') {
    return new Refusal(ERROR_CODES.TICKET_REFUSED, ticketNotPaid(seen.purchaseStatus), { result: 'refused', reason: 'not_paid', purchase_status: seen.purchaseStatus, ...base });
  }
  const at = seen.usedAt ?? new Date();
  const by = seen.usedBy?.name ?? '?';
  return new Refusal(ERROR_CODES.ALREADY_USED, {
    en: `Already used: checked in at ${when(at, 'en', true)} by ${by}`,
    th: `ตั๋วนี้ถูกใช้แล้ว: เข้าสนามเมื่อ ${when(at, 'th', true)} โดย ${by}`,
  }, { result: 'already_used', reason: 'already_used', ...base });
}
