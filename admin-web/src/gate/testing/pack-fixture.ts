/**
 * A match's offline pack and its tickets' signed codes, made as the server makes them (@club/db's
 * sealed entries and lookups, node:crypto's Ed25519 over core's code layout), for the gate app's
 * unit tests.
 */
import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import {
  codeWindow, encodeEntryDetails, matchIdPrefix, ticketCodeFieldBytes, ticketCodeText, ticketSignatureMessage, writePack,
  type GateEntryDetails, type GatePackMeta, type TicketCodeFields,
} from '@club/core';
import { gateLookup, rawPublicKey, sealEntry } from '@club/db';

export interface FixtureTicket { id: string; details: GateEntryDetails }

/** Two tickets; `revoke` and `hold` name some by index (revoked below version 1; held on the exchange). */
export function packFixture({ kickOff = new Date(Date.now() + 3_600_000), revoke = [] as number[], hold = [] as number[] } = {}) {
  const matchId = randomUUID();
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const salt = randomBytes(16);
  const gates = [{ id: randomUUID(), bit: 0, code: 'A', name: 'Gate A', name_th: 'ประตู A' }, { id: randomUUID(), bit: 1, code: 'B', name: 'Gate B', name_th: 'ประตู B' }];
  const tickets: FixtureTicket[] = [
    { id: randomUUID(), details: { zoneIndex: 0, wheelchair: false, initials: 'ส.จ.', row: 'C', seat: 12 } },
    { id: randomUUID(), details: { zoneIndex: 1, wheelchair: true, initials: 'S.J.', row: '', seat: 0 } },
  ];
  const meta: GatePackMeta = {
    match: { id: matchId, match_date: kickOff.toISOString(), home_team: 'Thunder', home_team_th: 'ธันเดอร์', away_team: 'Rivals', away_team_th: 'คู่แข่ง', league: 'League', league_th: 'ลีก' },
    gates,
    zones: [{ index: 0, code: 'N', name: 'North', name_th: 'เหนือ', colour: '#1565c0' }, { index: 1, code: 'S', name: 'South', name_th: 'ใต้', colour: '#c62828' }],
    keys: [{ kid: 1, key: rawPublicKey(publicKey).toString('base64') }],
    server_time: new Date().toISOString(), rev: 0, scan: 0, tickets: tickets.length,
  };
  const byLookup = <T extends { lookup: string }>(rows: T[]) => rows.sort((a, b) => a.lookup.localeCompare(b.lookup));
  const bytes = writePack({
    builtAt: new Date(), salt, matchId, meta,
    revocations: byLookup(revoke.map((i) => ({ lookup: gateLookup(tickets[i]!.id), below: 1 }))),
    held: hold.map((i) => gateLookup(tickets[i]!.id)).sort(),
    used: [],
    entries: byLookup(tickets.map((t) => ({ lookup: gateLookup(t.id), ciphertext: sealEntry(t.id, salt, encodeEntryDetails(t.details)) }))),
  });
  /** A ticket's signed code, as the server signs it (fields overridable: another match, a gate, a version). */
  const codeOf = (ticketId: string, fields: Partial<TicketCodeFields> = {}) => {
    const fieldBytes = ticketCodeFieldBytes({ kid: 1, ticketId, matchPrefix: matchIdPrefix(matchId), gateMask: 0, ...codeWindow(kickOff), codeVersion: 0, ...fields });
    return ticketCodeText(fieldBytes, sign(null, ticketSignatureMessage(fieldBytes), privateKey));
  };
  return { matchId, gates, tickets, bytes, salt, codeOf, publicKey };
}
