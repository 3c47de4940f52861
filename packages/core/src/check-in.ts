import { z } from 'zod';
import { msg, msgWith } from './messages.js';
import type { TicketStatus } from './statuses.js';
import { admissionRefusal, type AdmissionCheck } from './tickets.js';
import { codeWindow, readSignedTicketCode, withinWindow, type SignedTicketCode } from './ticket-codes.js';

/** Longest gate name staff may type (it shows on a phone beside the admission time). */
export const GATE_NAME_MAX = 40;

/**
 * A gate's name: optional (blank is none), one line of at most 40 characters, without control
 * characters (newlines, tabs, NUL) or the invisible marks that reorder text on screen.
 */
const gateNameSchema = z.string({ error: msg('check_in.gate_text') }).trim()
  .max(GATE_NAME_MAX, msgWith({ en: `The gate name is at most ${GATE_NAME_MAX} characters`, th: `ชื่อประตูยาวได้ไม่เกิน ${GATE_NAME_MAX} ตัวอักษร` }))
  .regex(/^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u, msg('check_in.gate_control_characters'))
  .transform((name) => name.replace(/\s+/g, ' ') || undefined);

/**
 * Gate check-in: staff scan a ticket's QR code (its signed code, or the old TICKET:{ticketNumber}:{id})
 * or type its number, and the API admits it once for the match that gate is checking.
 */
export const checkInSchema = z.object({
  code: z.string({ error: msg('check_in.scan_or_type') }).trim().min(1, msg('check_in.scan_or_type')).max(200, msg('check_in.unknown_ticket')),
  /** The match the gate is checking; by default today's (Bangkok time). */
  match_id: z.uuid(msg('check_in.choose_match')).optional(),
  /** The gate's name as its staff typed it ("Gate B"), kept on the ticket so its holder sees where it was used: for a venue without gates. */
  gate: gateNameSchema.nullish(),
  /** The venue gate the scan is made at (GET /admin/check-in/gates): a ticket whose zone it does not admit is refused (wrong_gate). */
  gate_id: z.uuid(msg('check_in.gate_unknown')).optional(),
  /** Staff admit a valid ticket at a gate its zone does not use (the wrong-gate answer's "Admit here anyway"). */
  gate_override: z.boolean().optional(),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

export const checkInStatsQuery = z.object({ match_id: z.uuid(msg('check_in.choose_match')).optional() });
/** GET /admin/check-in/gates: the gates of the match's venue (of today's match when none is named). */
export const checkInGatesQuery = checkInStatsQuery;

/**
 * A code read at the gate: a signed code (ticket-codes.ts; its signature still to verify), the old
 * QR code `TICKET:{ticketNumber}:{id}` (tickets issued before signed codes; still admitted), or a
 * typed ticket number.
 */
export type ParsedTicketCode = SignedTicketCode | { kind: 'legacy'; ticketNumber: string; id: string } | { kind: 'number'; ticketNumber: string };

const QR = /^TICKET:([^:]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * What a scanned or typed code is, or null. Typed numbers are forgiving: any case, spaces or dashes
 * anywhere, the leading T optional, and the look-alikes O, I and L read as 0 and 1 (ticket numbers
 * never contain them, see humanCode).
 */
export function parseTicketCode(raw: string): ParsedTicketCode | null {
  const signed = readSignedTicketCode(raw);
  if (signed) return signed;
  const text = raw.trim();
  const qr = QR.exec(text);
  const number = normalizeTicketNumber(qr ? qr[1]! : text);
  if (!number) return null;
  return qr ? { kind: 'legacy', ticketNumber: number, id: qr[2]!.toLowerCase() } : { kind: 'number', ticketNumber: number };
}

/**
 * Every verdict at the gate, in the order they are checked (gateVerdict): not a code of ours; a code
 * the club did not sign (or a key retired, or an old code the phone does not know); a typed number
 * a phone cannot check offline, or a steward may not type; then the ticket's own refusals
 * (admissionRefusal), with a code outside its validity window after the match check.
 */
export const GATE_VERDICTS = ['unknown', 'forged', 'scan_only', 'typed_offline', 'transferred', 'wrong_match', 'wrong_day', 'already_used', 'on_exchange', 'wrong_gate', 'admitted'] as const;
export type GateVerdict = (typeof GATE_VERDICTS)[number];

/** What the judge of a scan knows: the phone from its pack, the server from the database. */
export interface GateFacts {
  /** The signature verified with a key valid now, or (an old code) the ticket id and number match a ticket. */
  authentic: boolean;
  /** The ticket the code names as the judge knows it: `transferred` when its code is revoked, `used` when used. Null when not found. */
  ticket: { status: TicketStatus; matchId: string; zoneGateIds: readonly string[]; onExchange?: boolean } | null;
  online: boolean;
  /** The scanner is a steward, who may only scan. */
  steward: boolean;
  /** The judge's clock (a phone's corrected by its offset from the server's). */
  now: Date;
  /**
   * The kick-off of the match the gate checks, as it is now: a signed code opens from a day before it
   * to 12 hours after. Not the window the code carries, which is its kick-off when it was made: a
   * match moved to another day keeps admitting the codes mailed and printed before.
   */
  kickOff: Date;
}

/** The one rule both the phone and the server judge a scan by. */
export function gateVerdict(code: ParsedTicketCode | null, check: AdmissionCheck, facts: GateFacts): GateVerdict {
  if (!code) return 'unknown';
  if (code.kind === 'number') {
    if (facts.steward) return 'scan_only';
    if (!facts.online) return 'typed_offline';
    if (!facts.ticket) return 'unknown';
  }
  if (!facts.authentic || !facts.ticket) return 'forged';
  const t = facts.ticket;
  if (t.status === 'transferred') return 'transferred';
  if (t.matchId !== check.matchId) return 'wrong_match';
  if (code.kind === 'signed' && !withinWindow(codeWindow(facts.kickOff), facts.now)) return 'wrong_day';
  return admissionRefusal(t, check) ?? 'admitted';
}

function normalizeTicketNumber(typed: string): string | null {
  let compact = typed.toUpperCase().replace(/[\s\-_.]/g, '');
  if (compact.length === 11 && compact.startsWith('T')) compact = compact.slice(1);
  compact = compact.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (!/^[0-9A-HJKMNP-TV-Z]{8}[0-9]{2}$/.test(compact)) return null;
  return `T-${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
}

/** Start and end of the Bangkok calendar day (UTC+7 all year) that `at` falls in. */
export function bangkokDay(at: Date = new Date()): { start: Date; end: Date } {
  const offset = 7 * 3_600_000;
  const day = 86_400_000;
  const start = Math.floor((at.getTime() + offset) / day) * day - offset;
  return { start: new Date(start), end: new Date(start + day) };
}

export interface CheckInMatch {
  id: string;
  match_date: string;
  home_team: string;
  home_team_th: string;
  /** Null while the opponent is not known. */
  away_team: string | null;
  away_team_th: string | null;
  league: string;
  league_th: string;
  status: string;
  /** Kick-off is today in Bangkok. */
  today: boolean;
}

export interface CheckInTicket {
  id: string;
  ticket_number: string;
  /** The attendee's number within the purchase, of `entries` (a numbered seat is `place`). */
  seat: number;
  entries: number;
  status: TicketStatus;
  /** Its holder's name, or the address a transfer waits to be claimed by. */
  holder_name: string;
  match: CheckInMatch;
  /** Its zone, shown large at the gate, with the zone's colour. */
  zone: { id: string; code: string; name: string; name_th: string; colour: string };
  /** Its numbered seat; null in a zone without numbers. */
  place: { row: string; number: number; wheelchair: boolean } | null;
}

/** A venue gate as the console's gate picker and the wrong-gate answer name it. */
export interface CheckInGate { id: string; code: string; name: string; name_th: string }

export interface CheckInStaff { id: string; name: string }

/**
 * Why the gate refused a ticket (admissionRefusal in tickets.ts decides it): the API answers this
 * code with the facts the gate words it with (the ticket's match, who used it when), and the
 * console words each code in its own language.
 */
export type CheckInRefusal = 'already_used' | 'wrong_match' | 'transferred' | 'on_exchange' | 'wrong_gate';

/** 200: the ticket is now used. */
export interface CheckInAdmitted {
  result: 'admitted';
  ticket: CheckInTicket;
  used_at: string;
  used_by: CheckInStaff;
  /** The gate it was admitted at, when the gate named itself. */
  used_gate: string | null;
}

/** error.details of a 409 refusal (code ALREADY_USED, TICKET_REFUSED or WRONG_GATE). */
export interface CheckInRefused {
  result: 'already_used' | 'refused';
  reason: CheckInRefusal;
  /** The ticket itself may be admitted (wrong_gate: at one of `admit_at`, or here if staff choose). */
  valid: boolean;
  ticket: CheckInTicket;
  /** When and by whom it was first used (already_used). */
  used_at: string | null;
  used_by: CheckInStaff | null;
  /** The gate of that first use, when it named itself. */
  used_gate: string | null;
  /** wrong_gate: the gates its zone is admitted at (the ticket itself is valid). */
  admit_at?: CheckInGate[];
}

export interface CheckInStats { match_id: string; issued: number; admitted: number }
