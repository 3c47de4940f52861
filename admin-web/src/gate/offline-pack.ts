/**
 * The phone's judge: the offline pack parsed once (core's parsePack), its keys imported once, and
 * every scan decided by core's gateVerdict from what the pack and the phone know, with no network.
 */
import {
  decodeEntryDetails, gateBits, gateVerdict, matchIdPrefix, parsePack, parseTicketCode,
  type GateEntryDetails, type GatePackMeta, type GateVerdict, type ParsedTicketCode,
} from '@club/core';
import { gateLookup, importVerifyKeys, openEntry, verifyCode } from './gate-crypto';

/** A use of a ticket the phone knows: its own admission (`here`), or one heard (the pack, changes, the gate room). */
export interface TicketUse { lookup: string; at: string; gateBit: number | null; gateName: string | null; here: boolean }

/** What the phone knows beyond the pack's own sections: uses, revocations and the held list since it was built. */
export interface GateKnowledge {
  used: Map<string, TicketUse>;
  /** lookup → codes of a version below this open no gate. */
  revoked: Map<string, number>;
  held: Set<string>;
}

export interface OfflinePack {
  matchId: string;
  builtAt: Date;
  salt: Uint8Array;
  meta: GatePackMeta;
  entries: Map<string, Uint8Array>;
  keys: Map<number, CryptoKey>;
  /** The pack's own sections, as knowledge to start from. */
  knowledge: GateKnowledge;
}

/** The pack's bytes, parsed; null when they are not a pack. Throws where WebCrypto has no Ed25519. */
export async function loadPack(bytes: Uint8Array): Promise<OfflinePack | null> {
  const parts = parsePack(bytes);
  if (!parts) return null;
  return {
    matchId: parts.matchId, builtAt: parts.builtAt, salt: parts.salt, meta: parts.meta,
    entries: new Map(parts.entries.map((e) => [e.lookup, e.ciphertext])),
    keys: await importVerifyKeys(parts.meta.keys),
    knowledge: {
      used: new Map(parts.used.map((u) => [u.lookup, { lookup: u.lookup, at: u.at.toISOString(), gateBit: u.gateBit, gateName: null, here: false }])),
      revoked: new Map(parts.revocations.map((r) => [r.lookup, r.below])),
      held: new Set(parts.held),
    },
  };
}

/** What the phone decided of a scan, and what it shows with it. */
export interface PhoneJudgement {
  verdict: GateVerdict;
  code: ParsedTicketCode | null;
  /** The ticket's lookup, once its code named one. */
  lookup: string | null;
  /** The entry's details, when the pack has the ticket (issued before the download). */
  details: GateEntryDetails | null;
  /** already_used: the use that came first. */
  use: TicketUse | null;
  /** The venue gate bits the code admits at (none: any gate). */
  gateBits: number[];
}

export interface ScanContext { gateId: string | null; steward: boolean; now: Date }

export async function judgeScan(pack: OfflinePack, known: GateKnowledge, text: string, at: ScanContext): Promise<PhoneJudgement> {
  const code = parseTicketCode(text);
  const ticketId = code?.kind === 'signed' ? code.fields.ticketId : code?.kind === 'legacy' ? code.id : null;
  const lookup = ticketId ? await gateLookup(ticketId) : null;
  const sealed = lookup ? pack.entries.get(lookup) : undefined;
  // An old TICKET: code is the club's when this match's pack has its ticket; a signed one, when its signature verifies.
  const authentic = code?.kind === 'signed' ? await verifyCode(pack.keys, code) : Boolean(sealed);
  const bits = code?.kind === 'signed' ? gateBits(code.fields.gateMask) : [];
  const use = lookup ? known.used.get(lookup) ?? null : null;
  const version = code?.kind === 'signed' ? code.fields.codeVersion : 0;
  const revoked = lookup !== null && version < (known.revoked.get(lookup) ?? 0);
  // A signed code names its match by the id's first 8 bytes; an old code found in this pack is this match's.
  const matchId = code?.kind === 'signed' && code.fields.matchPrefix !== matchIdPrefix(pack.matchId) ? code.fields.matchPrefix : pack.matchId;
  const verdict = gateVerdict(code, { matchId: pack.matchId, gateId: at.gateId }, {
    authentic,
    ticket: lookup ? {
      status: revoked ? 'transferred' : use ? 'used' : 'valid',
      matchId,
      zoneGateIds: pack.meta.gates.filter((g) => bits.includes(g.bit)).map((g) => g.id),
      onExchange: known.held.has(lookup),
    } : null,
    // The phone's own judgement is the offline one: online, the server judges.
    online: false,
    steward: at.steward,
    now: at.now,
    kickOff: new Date(pack.meta.match.match_date),
  });
  const opened = sealed && ticketId && authentic ? await openEntry(ticketId, pack.salt, sealed) : null;
  return { verdict, code, lookup, details: opened ? decodeEntryDetails(opened) : null, use: verdict === 'already_used' ? use : null, gateBits: bits };
}
