import { z } from 'zod';
import { msg } from './messages.js';
import { GATE_VERDICTS, type GateVerdict } from './check-in.js';

/**
 * The gate API for stewards' phones (issue 32; /api/v1/gate): a phone registers itself for a
 * match, downloads the offline pack, sends its scans (one at once online, queued ones in batches
 * when the network returns) and fetches what changed since its pack.
 */
export const GATE_SCAN_BATCH_MAX = 200;
export const GATE_SCAN_OUTCOMES = ['admission', 'duplicate', 'entered_invalid', 'refused'] as const;
export type GateScanOutcome = (typeof GATE_SCAN_OUTCOMES)[number];
export const GATE_INPUTS = ['camera', 'scanner', 'typed'] as const;

const oneLine = /^[^\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/u;

export const gateMatchQuery = z.object({ match_id: z.uuid(msg('check_in.choose_match')) });

/** POST /gate/devices: the phone's own id (made at its first download), its match, its gate and what the report calls it ("Gate C · 2"). */
export const gateDeviceSchema = z.object({
  id: z.uuid(),
  match_id: z.uuid(msg('check_in.choose_match')),
  gate_id: z.uuid(msg('check_in.gate_unknown')).optional(),
  label: z.string().trim().min(1).max(40).regex(oneLine, msg('check_in.gate_control_characters')),
}).strict();
export type GateDeviceInput = z.infer<typeof gateDeviceSchema>;

/** One scan as the phone keeps it: its one-use key, its place in the phone's sequence, the code as read, and what the phone decided. */
export const gateScanSchema = z.object({
  key: z.uuid(),
  seq: z.number().int().min(1).max(2_147_483_647),
  code: z.string().max(200),
  input: z.enum(GATE_INPUTS),
  gate_id: z.uuid(msg('check_in.gate_unknown')).optional(),
  gate: z.string().trim().max(40).regex(oneLine, msg('check_in.gate_control_characters')).optional(),
  /** The phone's own clock, and its clock corrected by its offset from the server's (what reconciliation orders by). */
  device_time: z.iso.datetime({ offset: true }),
  scanned_at: z.iso.datetime({ offset: true }),
  verdict: z.enum(GATE_VERDICTS).optional(),
  gate_override: z.boolean().optional(),
}).strict();
export type GateScanInput = z.infer<typeof gateScanSchema>;

/** POST /gate/scans: a batch of a phone's scans; `decide` (one scan) asks the server to judge it now, the online admission. */
export const gateScansSchema = z.object({
  device_id: z.uuid(msg('gate.device_unknown')),
  decide: z.boolean().optional(),
  scans: z.array(gateScanSchema).min(1).max(GATE_SCAN_BATCH_MAX),
}).strict()
  .refine((b) => !b.decide || b.scans.length === 1, { message: msg('gate.decide_one'), path: ['scans'] })
  .refine((b) => new Set(b.scans.map((s) => s.key)).size === b.scans.length, { message: msg('gate.keys_repeated'), path: ['scans'] });
export type GateScansInput = z.infer<typeof gateScansSchema>;

/** GET …/changes: the cursors the phone holds (from its pack's meta, then from the last answer). */
export const gateChangesQuery = z.object({
  rev: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
  scan: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
});

export interface GateDevice { id: string; match_id: string; gate_id: string | null; label: string; last_seen_at: string | null; last_seq: number }

/** What the server made of one scan: its outcome (kept), the verdict to show, and what the gate shows of the ticket. */
export interface GateScanResult {
  key: string;
  outcome: GateScanOutcome;
  verdict: GateVerdict;
  ticket: {
    zone: { code: string; name: string; name_th: string; colour: string };
    place: { row: string; number: number } | null;
    initials: string;
    used_at: string | null;
    used_gate: string | null;
  } | null;
}

/** GET …/changes: revocations since `rev`, the whole held list, admissions since `scan`, and the cursors to ask from next. */
export interface GateChanges {
  revocations: { lookup: string; below: number }[];
  held: string[];
  admissions: { lookup: string; at: string; gate_bit: number | null; device: string | null }[];
  rev: number;
  scan: number;
  server_time: string;
}

export interface GateStats { match_id: string; issued: number; admitted: number; gates: { gate_id: string | null; gate: string | null; admitted: number }[] }

/** The socket.io room of the phones scanning a match (gate roles join it with `gate:join`): tickets are named there by lookup only, never by id, name or code. */
export const gateRoom = (matchId: string) => `gate:${matchId}`;
export const isGateRoom = (room: string) => room.startsWith('gate:');

/** socket.io `gate:admitted`, to `gate:{matchId}`: a ticket was admitted (by its lookup: no id, name or code goes to the room). */
export interface GateAdmittedMessage { lookup: string; at: string; gateBit: number | null; device: string | null }
/** socket.io `gate:revoked`: codes of the ticket below `below` open no gate. */
export interface GateRevokedMessage { lookup: string; below: number }

/** One entered scan of a double entry or of a void code, as the report lists it. */
export interface GateReportScan {
  gate: string | null;
  phone: string | null;
  steward: string;
  at: string;
  /** The server decided it at once (else the phone did, offline). */
  online: boolean;
  /** The ticket's admission. */
  first: boolean;
}

/** GET /admin/matches/{id}/gate-report: reconciliation after (or during) the match. */
export interface GateReport {
  match_id: string;
  admissions: { gate: string | null; online: number; offline: number }[];
  refusals: { verdict: string; count: number }[];
  doubles: { ticket_number: string; zone: string; seat: string; holder: string; scans: GateReportScan[] }[];
  entered_invalid: { ticket_number: string | null; zone: string | null; seat: string | null; holder: string | null; reason: string; scan: GateReportScan }[];
  phones: { id: string; label: string; steward: string; gate: string | null; last_seen_at: string | null; last_seq: number; missing: number[] }[];
}
