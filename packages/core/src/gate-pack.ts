/**
 * The offline pack a steward's phone downloads before a match (issue 32; design §5): what a phone
 * needs to judge every scan with no network. Pure bytes, so the server writes it and the gate app
 * reads it with the same layout; the crypto (lookups, each entry's key) is the caller's: node:crypto
 * on the server, WebCrypto on the phone.
 *
 * | offset | bytes | field |
 * |---|---|---|
 * | 0 | 4 | magic `BTGP` |
 * | 4 | 1 | version (1) |
 * | 5 | 3 | zero |
 * | 8 | 8 | built at, ms since 1970 (float64) |
 * | 16 | 16 | salt: random, new each build (each entry's key is derived with it) |
 * | 32 | 16 | match id |
 * | 48 | 4 | meta: bytes of UTF-8 JSON (GatePackMeta) |
 * | 52 | 4 | revocations: how many |
 * | 56 | 4 | held: how many |
 * | 60 | 4 | used: how many |
 * | 64 | … | meta |
 * | | 9 each | revocations, by lookup: lookup 8, the highest void code version 1 (codes up to it open no gate) |
 * | | 8 each | held (on the exchange), by lookup: lookup 8 |
 * | | 13 each | used so far: lookup 8, seconds from build to its admission int32 (negative: before), gate bit 1 (255: none) |
 * | | to the end | entries, by lookup: lookup 8, length 1, ciphertext (AES-256-GCM of GateEntryDetails, 8-byte tag last) |
 *
 * A ticket's lookup is the first 8 bytes of SHA-256(GATE_LOOKUP_CONTEXT ‖ its id's 16 bytes); its
 * entry's key is HKDF-SHA256(ikm = its id's 16 bytes, salt = the build's salt, info =
 * GATE_DETAILS_INFO), 32 bytes, with 12 zero bytes of IV (each key encrypts once: the salt is new per
 * build). Numbers are big-endian. Nothing in clear names a fan: the id is in the holder's codes only.
 */
export const GATE_PACK_MAGIC = 'BTGP';
export const GATE_PACK_VERSION = 1;
export const GATE_PACK_HEADER_BYTES = 64;
export const GATE_LOOKUP_CONTEXT = 'BTFC-gate-lookup v1';
export const GATE_DETAILS_INFO = 'BTFC-gate-details v1';
export const GATE_LOOKUP_BYTES = 8;
export const GATE_TAG_BYTES = 8;
/** The used section's gate bit of an admission at no venue gate. */
export const NO_GATE_BIT = 255;

/** The pack's JSON part: the match, its venue's gates and zones, the keys that verify its codes, and where its changes continue from. */
export interface GatePackMeta {
  match: { id: string; match_date: string; home_team: string; home_team_th: string; away_team: string | null; away_team_th: string | null; league: string; league_th: string };
  gates: { id: string; bit: number; code: string; name: string; name_th: string }[];
  /** An entry's zone index is its place here. */
  zones: { index: number; code: string; name: string; name_th: string; colour: string }[];
  /** Ed25519 public keys (base64 of 32 bytes) that verify the match's signed codes. */
  keys: { kid: number; key: string }[];
  server_time: string;
  /** Cursors for GET …/changes: the last revocation and the last scan the pack holds. */
  rev: number;
  scan: number;
  tickets: number;
}

/** What a phone shows of a ticket once its id opened the entry. */
export interface GateEntryDetails {
  zoneIndex: number;
  wheelchair: boolean;
  initials: string;
  /** The numbered seat's row and number; '' and 0 in a zone without numbers. */
  row: string;
  seat: number;
}

export interface GatePackParts {
  builtAt: Date;
  salt: Uint8Array;
  matchId: string;
  meta: GatePackMeta;
  /** Each section sorted by lookup (16 hex digits). */
  revocations: { lookup: string; below: number }[];
  held: string[];
  used: { lookup: string; at: Date; gateBit: number }[];
  entries: { lookup: string; ciphertext: Uint8Array }[];
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
const uuidOf = (bytes: Uint8Array) => hex(bytes).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
/** A uuid's 16 bytes: what a lookup and an entry's key are made from. */
export const uuidBytes = (id: string): Uint8Array => fromHex(id.replace(/-/g, ''));

/** The pack's bytes from its parts (the caller sorted each section and encrypted each entry). */
export function writePack(p: GatePackParts): Uint8Array {
  const meta = new TextEncoder().encode(JSON.stringify(p.meta));
  const entryBytes = p.entries.reduce((n, e) => n + GATE_LOOKUP_BYTES + 1 + e.ciphertext.length, 0);
  const size = GATE_PACK_HEADER_BYTES + meta.length + p.revocations.length * 9 + p.held.length * 8 + p.used.length * 13 + entryBytes;
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  out.set(new TextEncoder().encode(GATE_PACK_MAGIC));
  out[4] = GATE_PACK_VERSION;
  view.setFloat64(8, p.builtAt.getTime());
  out.set(p.salt, 16);
  out.set(uuidBytes(p.matchId), 32);
  view.setUint32(48, meta.length);
  view.setUint32(52, p.revocations.length);
  view.setUint32(56, p.held.length);
  view.setUint32(60, p.used.length);
  let at = GATE_PACK_HEADER_BYTES;
  out.set(meta, at);
  at += meta.length;
  for (const r of p.revocations) {
    out.set(fromHex(r.lookup), at);
    out[at + 8] = r.below - 1;
    at += 9;
  }
  for (const lookup of p.held) {
    out.set(fromHex(lookup), at);
    at += 8;
  }
  for (const u of p.used) {
    out.set(fromHex(u.lookup), at);
    view.setInt32(at + 8, Math.round((u.at.getTime() - p.builtAt.getTime()) / 1000));
    out[at + 12] = u.gateBit;
    at += 13;
  }
  for (const e of p.entries) {
    if (e.ciphertext.length > 255) throw new RangeError('an entry is at most 255 bytes');
    out.set(fromHex(e.lookup), at);
    out[at + 8] = e.ciphertext.length;
    out.set(e.ciphertext, at + 9);
    at += 9 + e.ciphertext.length;
  }
  return out;
}

/** A pack's parts from its bytes; null when they are not a pack of this version. */
export function parsePack(bytes: Uint8Array): GatePackParts | null {
  if (bytes.length < GATE_PACK_HEADER_BYTES || new TextDecoder().decode(bytes.subarray(0, 4)) !== GATE_PACK_MAGIC || bytes[4] !== GATE_PACK_VERSION) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const builtAt = new Date(view.getFloat64(8));
  const [metaBytes, revocations, held, used] = [48, 52, 56, 60].map((o) => view.getUint32(o)) as [number, number, number, number];
  let at = GATE_PACK_HEADER_BYTES;
  const take = (n: number) => {
    if (at + n > bytes.length) throw new RangeError('the pack ends early');
    const part = bytes.subarray(at, at + n);
    at += n;
    return part;
  };
  try {
    const meta = JSON.parse(new TextDecoder().decode(take(metaBytes))) as GatePackMeta;
    const parts: GatePackParts = {
      builtAt, salt: bytes.slice(16, 32), matchId: uuidOf(bytes.subarray(32, 48)), meta,
      revocations: Array.from({ length: revocations }, () => { const r = take(9); return { lookup: hex(r.subarray(0, 8)), below: r[8]! + 1 }; }),
      held: Array.from({ length: held }, () => hex(take(8))),
      used: Array.from({ length: used }, () => {
        const u = take(13);
        const seconds = new DataView(u.buffer, u.byteOffset, 13).getInt32(8);
        return { lookup: hex(u.subarray(0, 8)), at: new Date(builtAt.getTime() + seconds * 1000), gateBit: u[12]! };
      }),
      entries: [],
    };
    while (at < bytes.length) {
      const lookup = hex(take(8));
      parts.entries.push({ lookup, ciphertext: take(take(1)[0]!).slice() });
    }
    // A download cut between two entries: the meta says how many there are.
    return parts.entries.length === meta.tickets ? parts : null;
  } catch {
    return null;
  }
}

/** An entry's plaintext: zone index 1, flags 1 (bit 0: wheelchair), seat number 2, initials (length 1, UTF-8), row (length 1, UTF-8). */
export function encodeEntryDetails(d: GateEntryDetails): Uint8Array {
  const initials = new TextEncoder().encode(d.initials).subarray(0, 255);
  const row = new TextEncoder().encode(d.row).subarray(0, 255);
  const out = new Uint8Array(6 + initials.length + row.length);
  out[0] = d.zoneIndex;
  out[1] = d.wheelchair ? 1 : 0;
  new DataView(out.buffer).setUint16(2, d.seat);
  out[4] = initials.length;
  out.set(initials, 5);
  out[5 + initials.length] = row.length;
  out.set(row, 6 + initials.length);
  return out;
}

export function decodeEntryDetails(bytes: Uint8Array): GateEntryDetails {
  const text = (from: number) => new TextDecoder().decode(bytes.subarray(from + 1, from + 1 + bytes[from]!));
  const initialsEnd = 5 + bytes[4]!;
  return {
    zoneIndex: bytes[0]!, wheelchair: (bytes[1]! & 1) === 1, seat: new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint16(2),
    initials: text(4), row: text(initialsEnd),
  };
}
