/**
 * The gate with no network (issue 32; README "The ticket code and the gate"): the keys that sign
 * ticket codes, the codes revoked when a ticket is passed on, the stewards' phones, and every scan
 * they made, online or uploaded later. No code is kept: a code is a bearer credential, a scan keeps
 * only the ticket it named.
 */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, index, integer, pgTable, smallint, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { GATE_INPUTS, GATE_SCAN_OUTCOMES, GATE_VERDICTS } from '@club/core';
import { users } from './auth.js';
import { matches, tickets } from './ticketing.js';
import { venueGates } from './zones.js';
import { createdAt, inList } from './sql-helpers.js';

/** Bytes as a Buffer from either driver: node-postgres gives a Buffer, the embedded PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array; default: false }>({ dataType: () => 'bytea', fromDriver: (value) => Buffer.from(value) });

/** Ed25519 keys signing ticket codes; the private key sealed with AES-256-GCM under a key derived from AUTH_SECRET. */
export const ticketSigningKeys = pgTable(
  'ticket_signing_keys',
  {
    kid: smallint('kid').primaryKey(),
    publicKey: bytea('public_key').notNull(),
    privateKeySealed: bytea('private_key_sealed').notNull(),
    createdAt: createdAt(),
    /** Signs no more (a newer key does); still verifies until `verifyUntil`. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** After this, its codes are forged; null while it signs. */
    verifyUntil: timestamp('verify_until', { withTimezone: true }),
  },
  (t) => [
    check('ticket_signing_keys_kid_check', sql`${t.kid} between 1 and 255`),
    check('ticket_signing_keys_public_key_check', sql`length(${t.publicKey}) = 32`),
  ],
);

/**
 * Codes of a ticket below `belowVersion` open no gate: written with the move that passed the ticket
 * on (a transfer, its cancellation, an exchange sale). Only added or raised, so a phone whose list is
 * late is late, never wrong the other way; `seq` lets phones fetch what changed since.
 */
export const ticketRevocations = pgTable(
  'ticket_revocations',
  {
    ticketId: uuid('ticket_id').primaryKey().references(() => tickets.id),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    belowVersion: smallint('below_version').notNull(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ticket_revocations_seq').on(t.seq),
    index('ticket_revocations_match_seq').on(t.matchId, t.seq),
    check('ticket_revocations_below_check', sql`${t.belowVersion} between 1 and 256`),
  ],
);

/** A phone scanning at a match: named by the id it made itself at its first download. */
export const gateDevices = pgTable(
  'gate_devices',
  {
    id: uuid('id').primaryKey(),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    userId: text('user_id').notNull().references(() => users.id),
    gateId: uuid('gate_id').references(() => venueGates.id),
    /** "Gate C · 2": what the report calls it. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** The highest sequence number it has sent: a gap below it is scans still on the phone. */
    lastSeq: integer('last_seq').notNull().default(0),
  },
  (t) => [check('gate_devices_label_check', sql`length(${t.label}) between 1 and 40`)],
);

export const GATE_CODE_KINDS = ['signed', 'legacy', 'number', 'unknown'] as const;

/**
 * Every scan at the gate. A ticket's admission is its first entered scan by time, then device, then
 * sequence (one per ticket, by the partial unique index); every later entered scan is a duplicate,
 * kept for the report, and one let in on a code void at that time is entered_invalid.
 */
export const gateScans = pgTable(
  'gate_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The phone's one-use key: an upload sent twice is stored once. */
    scanKey: uuid('scan_key').notNull().unique(),
    deviceId: uuid('device_id').references(() => gateDevices.id),
    seq: integer('seq'),
    matchId: uuid('match_id').notNull().references(() => matches.id),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    gateId: uuid('gate_id').references(() => venueGates.id),
    gateName: text('gate_name'),
    userId: text('user_id').notNull().references(() => users.id),
    codeKind: text('code_kind', { enum: GATE_CODE_KINDS }).notNull(),
    input: text('input', { enum: GATE_INPUTS }),
    /** What the phone decided, offline. */
    deviceVerdict: text('device_verdict', { enum: GATE_VERDICTS }),
    /** Someone went in on it: the phone said admit, or the server admitted. */
    entered: boolean('entered').notNull(),
    outcome: text('outcome', { enum: GATE_SCAN_OUTCOMES }).notNull(),
    refusal: text('refusal'),
    gateOverride: boolean('gate_override').notNull().default(false),
    /** When it was scanned, by the phone's clock corrected by its offset from the server's. */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    deviceTime: timestamp('device_time', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('gate_scans_device_seq').on(t.deviceId, t.seq),
    check('gate_scans_device_pair', sql`(${t.deviceId} is null) = (${t.seq} is null)`),
    check('gate_scans_code_kind_check', inList(t.codeKind, GATE_CODE_KINDS)),
    check('gate_scans_input_check', sql`${t.input} is null or ${inList(t.input, GATE_INPUTS)}`),
    check('gate_scans_outcome_check', inList(t.outcome, GATE_SCAN_OUTCOMES)),
    index('gate_scans_match_ticket').on(t.matchId, t.ticketId, t.scannedAt),
    index('gate_scans_match_id').on(t.matchId, t.id),
    uniqueIndex('gate_scans_one_admission').on(t.ticketId).where(sql`${t.outcome} = 'admission'`),
  ],
);
