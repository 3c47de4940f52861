/**
 * The signed ticket code (issue 32; README "The ticket code and the gate"): `TK` and the RFC 4648
 * base32 (capitals, no padding) of 101 bytes, letters and digits only, so its QR code is in
 * alphanumeric mode and a handheld scanner types it through any keyboard layout.
 *
 * | offset | bytes | field |
 * |---|---|---|
 * | 0 | 1 | format version (1) |
 * | 1 | 1 | key id (1–255) |
 * | 2 | 16 | ticket id |
 * | 18 | 8 | match id, its first 8 bytes |
 * | 26 | 4 | gates that admit it: bit i is the venue gate with that bit; 0, any gate |
 * | 30 | 4 | valid from, minutes since 1970 (kick-off − 24 h, as it was when the code was made: the gate
 *   judges by the match's kick-off as it is now, so a postponed match's codes keep opening) |
 * | 34 | 2 | valid for, minutes (to kick-off + 12 h) |
 * | 36 | 1 | reissue counter (the ticket's code version) |
 * | 37 | 64 | Ed25519 signature of TICKET_SIGNATURE_CONTEXT and bytes 0–36 |
 *
 * Pure bytes and text: the server signs and verifies with node:crypto, the gate app with WebCrypto.
 */
export const TICKET_CODE_PREFIX = 'TK';
export const TICKET_CODE_FORMAT = 1;
/** Bytes 0–36: what the signature covers. */
export const TICKET_CODE_SIGNED_BYTES = 37;
export const TICKET_CODE_SIGNATURE_BYTES = 64;
/** Signed before the fields, so the ticket key signs nothing else that could pass for a code. */
export const TICKET_SIGNATURE_CONTEXT = 'BTFC-ticket\0';
/** A ticket's code version is one byte: it is raised each time a transfer of it is taken back. */
export const MAX_CODE_VERSION = 255;
/** A code opens from a day before kick-off … */
export const CODE_VALID_BEFORE_MINUTES = 24 * 60;
/** … to 12 hours after it. */
export const CODE_VALID_MINUTES = 36 * 60;

export interface TicketCodeFields {
  kid: number;
  ticketId: string;
  /** The match id's first 8 bytes, as 16 hexadecimal digits. */
  matchPrefix: string;
  /** Bit i: the venue gate with that bit admits it; 0, every gate. */
  gateMask: number;
  /** Minutes since 1970. */
  validFromMinutes: number;
  validMinutes: number;
  codeVersion: number;
}

/** A signed code read from text: its fields, the bytes its signature covers and the signature (not yet verified). */
export interface SignedTicketCode { kind: 'signed'; fields: TicketCodeFields; message: Uint8Array; signature: Uint8Array }

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Null when `text` is not base32 of whole bytes. */
export function fromBase32(text: string): Uint8Array | null {
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  // Leftover bits are padding: fewer than 5, and zero (one text per code).
  if (bits >= 5 || value !== 0) return null;
  return Uint8Array.from(out);
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) => Uint8Array.from(text.match(/../g) ?? [], (h) => parseInt(h, 16));
const uuidOf = (bytes: Uint8Array) => hex(bytes).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** The match id's first 8 bytes as the code carries them. */
export const matchIdPrefix = (matchId: string): string => matchId.replace(/-/g, '').slice(0, 16).toLowerCase();

/** The window a code opens in, from its match's kick-off. */
export function codeWindow(kickOff: Date): { validFromMinutes: number; validMinutes: number } {
  return { validFromMinutes: Math.floor(kickOff.getTime() / 60_000) - CODE_VALID_BEFORE_MINUTES, validMinutes: CODE_VALID_MINUTES };
}

/** Does the code open now (`now` on the phone's corrected clock)? */
export const withinWindow = (f: Pick<TicketCodeFields, 'validFromMinutes' | 'validMinutes'>, now: Date): boolean => {
  const minute = now.getTime() / 60_000;
  return minute >= f.validFromMinutes && minute < f.validFromMinutes + f.validMinutes;
};

/** Bytes 0–36 of a code. */
export function ticketCodeFieldBytes(f: TicketCodeFields): Uint8Array {
  if (!Number.isInteger(f.kid) || f.kid < 1 || f.kid > 255) throw new RangeError('key id is 1 to 255');
  if (!Number.isInteger(f.codeVersion) || f.codeVersion < 0 || f.codeVersion > MAX_CODE_VERSION) throw new RangeError('code version is 0 to 255');
  const bytes = new Uint8Array(TICKET_CODE_SIGNED_BYTES);
  const view = new DataView(bytes.buffer);
  bytes[0] = TICKET_CODE_FORMAT;
  bytes[1] = f.kid;
  bytes.set(fromHex(f.ticketId.replace(/-/g, '')), 2);
  bytes.set(fromHex(f.matchPrefix), 18);
  view.setUint32(26, f.gateMask >>> 0);
  view.setUint32(30, f.validFromMinutes);
  view.setUint16(34, f.validMinutes);
  bytes[36] = f.codeVersion;
  return bytes;
}

/** What the signature covers: the context and the fields' bytes. */
export function ticketSignatureMessage(fieldBytes: Uint8Array): Uint8Array {
  const context = new TextEncoder().encode(TICKET_SIGNATURE_CONTEXT);
  const message = new Uint8Array(context.length + fieldBytes.length);
  message.set(context);
  message.set(fieldBytes, context.length);
  return message;
}

/** The code's text from its fields' bytes and their signature. */
export function ticketCodeText(fieldBytes: Uint8Array, signature: Uint8Array): string {
  const bytes = new Uint8Array(TICKET_CODE_SIGNED_BYTES + TICKET_CODE_SIGNATURE_BYTES);
  bytes.set(fieldBytes);
  bytes.set(signature, TICKET_CODE_SIGNED_BYTES);
  return TICKET_CODE_PREFIX + base32(bytes);
}

/** A signed code's parts, or null when `text` is not one of format 1 (any case, surrounding space ignored). */
export function readSignedTicketCode(text: string): SignedTicketCode | null {
  const upper = text.trim().toUpperCase();
  if (!upper.startsWith(TICKET_CODE_PREFIX)) return null;
  const bytes = fromBase32(upper.slice(TICKET_CODE_PREFIX.length));
  if (!bytes || bytes.length !== TICKET_CODE_SIGNED_BYTES + TICKET_CODE_SIGNATURE_BYTES || bytes[0] !== TICKET_CODE_FORMAT || bytes[1] === 0) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fieldBytes = bytes.slice(0, TICKET_CODE_SIGNED_BYTES);
  return {
    kind: 'signed',
    fields: {
      kid: bytes[1]!,
      ticketId: uuidOf(bytes.subarray(2, 18)),
      matchPrefix: hex(bytes.subarray(18, 26)),
      gateMask: view.getUint32(26),
      validFromMinutes: view.getUint32(30),
      validMinutes: view.getUint16(34),
      codeVersion: bytes[36]!,
    },
    message: ticketSignatureMessage(fieldBytes),
    signature: bytes.slice(TICKET_CODE_SIGNED_BYTES),
  };
}

/** The gates of a mask: the bits set, lowest first. */
export const gateBits = (mask: number): number[] => Array.from({ length: 32 }, (_, i) => i).filter((i) => ((mask >>> i) & 1) === 1);
export const gateMaskOf = (bits: readonly number[]): number => bits.reduce((m, b) => (m | (1 << b)) >>> 0, 0);

const THAI_LEADING_VOWELS = /^[\u0E40-\u0E44]+/u;

/**
 * What the gate shows of a holder: the first letters of their name's first two words (Thai leading
 * vowels เ แ โ ใ ไ skipped: สมชาย ใจดี → ส.จ.; Somchai Jaidee → S.J.), or, for a transfer not claimed
 * yet, the first letter of the address it waits for.
 */
export function holderInitials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean).slice(0, 2);
  const letters = words.map((w) => Array.from(w.replace(THAI_LEADING_VOWELS, '') || w)[0]!.toUpperCase());
  if (letters.length) return letters.map((l) => `${l}.`).join('');
  const first = email?.trim()[0];
  return first ? `${first.toUpperCase()}.` : '';
}
