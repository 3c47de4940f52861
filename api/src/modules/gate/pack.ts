/**
 * The offline pack of a match (core's gate-pack.ts has its layout; design §5) and the changes a
 * phone fetches since its pack. A pack names tickets only by lookup, and each ticket's details open
 * only with the ticket's id: a lost phone reveals no fan.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, max, sql } from 'drizzle-orm';
import {
  NO_GATE_BIT, encodeEntryDetails, holderInitials, writePack, type GateChanges, type GatePackMeta, type GatePackParts,
} from '@club/core';
import { awayTeams, exchangeLifecycle, gateLookup, schema, sealEntry, selectMatches, type Db, type TicketKeys } from '@club/db';
import { NotFound } from '../../http/errors.js';

const { exchangeListings, gateDevices, gateScans, matches, ticketRevocations, teams, tickets, users, venueGates, venueSeats, venueZones } = schema;

/** Each process builds a match's pack at most this often: 20,000 downloads at the gates' opening cost one build a minute. */
const PACK_REBUILD_MS = 60_000;

export interface BuiltPack { etag: string; bytes: Buffer }

const byLookup = <T extends { lookup: string }>(list: T[]) => list.sort((a, b) => (a.lookup < b.lookup ? -1 : a.lookup > b.lookup ? 1 : 0));

/** The cursors a pack or a changes answer gives: the match's last revocation and last scan. */
async function cursors(db: Db, matchId: string) {
  const [[rev], [scan]] = await Promise.all([
    db.select({ n: max(ticketRevocations.seq) }).from(ticketRevocations).where(eq(ticketRevocations.matchId, matchId)),
    db.select({ n: max(gateScans.id) }).from(gateScans).where(eq(gateScans.matchId, matchId)),
  ]);
  return { rev: Number(rev?.n ?? 0), scan: Number(scan?.n ?? 0) };
}

/** Tickets of the match on the exchange now (held by their listing): a phone refuses them. */
const heldLookups = async (db: Db, matchId: string) =>
  (await db.select({ id: exchangeListings.ticketId }).from(exchangeListings).where(and(eq(exchangeListings.matchId, matchId), exchangeLifecycle.listingHolds)))
    .map((l) => gateLookup(l.id)).sort();

async function buildPack(db: Db, keys: TicketKeys, matchId: string, now: Date): Promise<BuiltPack> {
  const [m] = await selectMatches(db, {
    id: matches.id, matchDate: matches.matchDate, venueId: matches.venueId, league: matches.league, leagueTh: matches.leagueTh,
    home: teams.name, homeTh: teams.nameTh, away: awayTeams.name, awayTh: awayTeams.nameTh,
  }).where(eq(matches.id, matchId));
  if (!m) throw new NotFound('match.not_found');
  // Cursors first: whatever changes while the pack is read comes again through changes, never lost.
  const at = await cursors(db, matchId);
  const [gates, zones, revoked, held, rows, keysAt] = await Promise.all([
    db.select({ id: venueGates.id, bit: venueGates.bit, code: venueGates.code, name: venueGates.name, name_th: venueGates.nameTh }).from(venueGates)
      .where(eq(venueGates.venueId, m.venueId)).orderBy(asc(venueGates.bit)),
    db.select({ id: venueZones.id, code: venueZones.code, name: venueZones.name, name_th: venueZones.nameTh, colour: venueZones.colour }).from(venueZones)
      .where(eq(venueZones.venueId, m.venueId)).orderBy(asc(venueZones.sortOrder), asc(venueZones.code)),
    db.select({ id: ticketRevocations.ticketId, below: ticketRevocations.belowVersion }).from(ticketRevocations).where(eq(ticketRevocations.matchId, matchId)),
    heldLookups(db, matchId),
    db.select({
      id: tickets.id, zoneId: tickets.zoneId, status: tickets.status, usedAt: tickets.usedAt, holder: users.name, holderEmail: tickets.holderEmail,
      row: venueSeats.rowLabel, number: venueSeats.number, wheelchair: venueSeats.wheelchair, gateBit: venueGates.bit,
    }).from(tickets)
      .leftJoin(users, eq(users.id, tickets.holderId))
      .leftJoin(venueSeats, eq(venueSeats.id, tickets.venueSeatId))
      .leftJoin(gateScans, and(eq(gateScans.ticketId, tickets.id), eq(gateScans.outcome, 'admission')))
      .leftJoin(venueGates, eq(venueGates.id, gateScans.gateId))
      .where(eq(tickets.matchId, matchId)),
    keys.publicKeysAt(m.matchDate),
  ]);
  const builtAt = new Date();
  const salt = randomBytes(16);
  const zoneIndex = new Map(zones.map((z, i) => [z.id, i]));
  const meta: GatePackMeta = {
    match: { id: m.id, match_date: m.matchDate.toISOString(), home_team: m.home, home_team_th: m.homeTh, away_team: m.away, away_team_th: m.awayTh, league: m.league, league_th: m.leagueTh },
    gates, zones: zones.map(({ id: _, ...z }, index) => ({ index, ...z })),
    keys: keysAt.map((k) => ({ kid: k.kid, key: k.publicKey.toString('base64') })),
    server_time: now.toISOString(), ...at, tickets: rows.length,
  };
  const parts: GatePackParts = {
    builtAt, salt, matchId, meta,
    revocations: byLookup(revoked.map((r) => ({ lookup: gateLookup(r.id), below: r.below }))),
    held,
    used: byLookup(rows.filter((r) => r.status === 'used' && r.usedAt).map((r) => ({ lookup: gateLookup(r.id), at: r.usedAt!, gateBit: r.gateBit ?? NO_GATE_BIT }))),
    entries: byLookup(rows.map((r) => ({
      lookup: gateLookup(r.id),
      ciphertext: sealEntry(r.id, salt, encodeEntryDetails({
        zoneIndex: zoneIndex.get(r.zoneId) ?? 0, wheelchair: r.wheelchair ?? false, initials: holderInitials(r.holder, r.holderEmail), row: r.row ?? '', seat: r.number ?? 0,
      })),
    }))),
  };
  return { etag: `"${salt.toString('hex')}"`, bytes: Buffer.from(writePack(parts)) };
}

/** Packs built by this process, by match: a build serves every phone for a minute. */
export function gatePacks(db: Db, keys: TicketKeys) {
  const built = new Map<string, { at: number; pack: Promise<BuiltPack> }>();
  return async (matchId: string, now: Date): Promise<BuiltPack> => {
    // Old builds go: a season's matches do not pile up in memory.
    for (const [id, b] of built) if (Date.now() - b.at >= PACK_REBUILD_MS) built.delete(id);
    const hit = built.get(matchId);
    if (hit) return hit.pack;
    const pack = buildPack(db, keys, matchId, now);
    built.set(matchId, { at: Date.now(), pack });
    pack.catch(() => built.delete(matchId));
    return pack;
  };
}

/** What changed since a phone's cursors: revocations after `rev`, the whole held list, admissions after `scan`. */
export async function gateChanges(db: Db, matchId: string, since: { rev: number; scan: number }, now: Date): Promise<GateChanges> {
  const [m] = await db.select({ id: matches.id }).from(matches).where(eq(matches.id, matchId));
  if (!m) throw new NotFound('match.not_found');
  const at = await cursors(db, matchId);
  const [revoked, held, admitted] = await Promise.all([
    db.select({ id: ticketRevocations.ticketId, below: ticketRevocations.belowVersion }).from(ticketRevocations)
      .where(and(eq(ticketRevocations.matchId, matchId), gt(ticketRevocations.seq, since.rev), sql`${ticketRevocations.seq} <= ${at.rev}`)).orderBy(asc(ticketRevocations.seq)),
    heldLookups(db, matchId),
    db.select({ id: gateScans.ticketId, at: gateScans.scannedAt, bit: venueGates.bit, device: gateDevices.label }).from(gateScans)
      .leftJoin(venueGates, eq(venueGates.id, gateScans.gateId)).leftJoin(gateDevices, eq(gateDevices.id, gateScans.deviceId))
      .where(and(eq(gateScans.matchId, matchId), eq(gateScans.outcome, 'admission'), gt(gateScans.id, since.scan), sql`${gateScans.id} <= ${at.scan}`))
      .orderBy(asc(gateScans.id)),
  ]);
  return {
    revocations: revoked.map((r) => ({ lookup: gateLookup(r.id), below: r.below })),
    held,
    admissions: admitted.map((a) => ({ lookup: gateLookup(a.id!), at: a.at.toISOString(), gate_bit: a.bit, device: a.device })),
    ...at,
    server_time: now.toISOString(),
  };
}
