import { describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { gateVerdict, parseTicketCode, type GateFacts } from './check-in.js';
import {
  base32, codeWindow, fromBase32, gateBits, gateMaskOf, holderInitials, matchIdPrefix, readSignedTicketCode, ticketCodeFieldBytes, ticketCodeText, withinWindow,
  type TicketCodeFields,
} from './ticket-codes.js';

const kickOff = new Date('2026-12-05T12:00:00Z');
const fields: TicketCodeFields = {
  kid: 3, ticketId: '0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b', matchPrefix: matchIdPrefix('A1B2C3D4-E5F6-4789-8abc-def012345678'),
  gateMask: gateMaskOf([0, 2, 31]), ...codeWindow(kickOff), codeVersion: 7,
};
const signature = Uint8Array.from({ length: 64 }, (_, i) => 255 - i);
const code = ticketCodeText(ticketCodeFieldBytes(fields), signature);

describe('the signed ticket code', () => {
  it('reads back every field, the signed bytes and the signature, in any case', () => {
    const read = readSignedTicketCode(` ${code.toLowerCase()} `)!;
    expect(read.fields).toEqual(fields);
    expect(read.fields.matchPrefix).toBe('a1b2c3d4e5f64789');
    expect(gateBits(read.fields.gateMask)).toEqual([0, 2, 31]);
    expect(read.signature).toEqual(signature);
    expect(new TextDecoder().decode(read.message.subarray(0, 12))).toBe('BTFC-ticket\0');
    expect(read.message.subarray(12)).toEqual(ticketCodeFieldBytes(fields));
  });

  it('is 164 letters and digits, so its QR code is alphanumeric, version 7 at most', () => {
    expect(code).toMatch(/^TK[A-Z2-7]{162}$/);
    const qr = QRCode.create(code, { errorCorrectionLevel: 'M' });
    expect(qr.segments.map((s) => s.mode.id)).toEqual(['Alphanumeric']);
    expect(qr.version).toBeLessThanOrEqual(7);
  });

  it('refuses what is not a code of format 1: another prefix or length, a letter outside base32, key id 0', () => {
    expect(readSignedTicketCode(code.slice(0, -1))).toBeNull();
    expect(readSignedTicketCode(`${code}A`)).toBeNull();
    expect(readSignedTicketCode(`TK${code.slice(2, -1)}1`)).toBeNull();
    expect(readSignedTicketCode(`XX${code.slice(2)}`)).toBeNull();
    const zeroKid = ticketCodeFieldBytes(fields);
    zeroKid[1] = 0;
    expect(readSignedTicketCode(ticketCodeText(zeroKid, signature))).toBeNull();
  });

  it('keeps base32 to one text per byte string', () => {
    for (const n of [0, 1, 4, 5, 6, 101]) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 37 + 11) & 255);
      expect(fromBase32(base32(bytes))).toEqual(bytes);
    }
    // "AB" carries 10 bits: one byte and two bits that must be zero.
    expect(fromBase32('AB')).toBeNull();
  });

  it('opens from a day before kick-off to 12 hours after', () => {
    const at = (h: number) => new Date(kickOff.getTime() + h * 3_600_000);
    expect([-24.1, -24, 0, 11.9, 12].map((h) => withinWindow(fields, at(h)))).toEqual([false, true, true, true, false]);
  });
});

describe('parseTicketCode', () => {
  it('tells a signed code, the old QR code and a typed number apart', () => {
    expect(parseTicketCode(code)?.kind).toBe('signed');
    expect(parseTicketCode('TICKET:T-7K3M-9QXD-01:0F9E8D7C-6B5A-4938-8271-605F4E3D2C1B')).toEqual({ kind: 'legacy', ticketNumber: 'T-7K3M-9QXD-01', id: fields.ticketId });
    expect(parseTicketCode('7k3m 9qxd 01')).toEqual({ kind: 'number', ticketNumber: 'T-7K3M-9QXD-01' });
    expect(parseTicketCode('hello')).toBeNull();
  });
});

describe('gateVerdict', () => {
  const matchId = 'm1';
  const valid = { status: 'valid' as const, matchId, zoneGateIds: ['gA'] };
  const facts = (over: Partial<GateFacts> = {}): GateFacts => ({ authentic: true, ticket: valid, online: false, steward: true, now: kickOff, kickOff, ...over });
  const twoDaysLater = new Date(kickOff.getTime() + 48 * 3_600_000);
  const signed = parseTicketCode(code);
  const typed = parseTicketCode('7K3M9QXD01');
  const legacy = parseTicketCode('TICKET:T-7K3M-9QXD-01:0f9e8d7c-6b5a-4938-8271-605f4e3d2c1b');

  it.each([
    ['not a code', null, facts(), 'unknown'],
    ['a bad signature', signed, facts({ authentic: false }), 'forged'],
    ['an old code the phone does not know', legacy, facts({ ticket: null }), 'forged'],
    ['a number typed by a steward, even online', typed, facts({ online: true }), 'scan_only'],
    ['a number typed by staff offline', typed, facts({ steward: false }), 'typed_offline'],
    ['a number typed by staff online, not found', typed, facts({ steward: false, online: true, ticket: null }), 'unknown'],
    ['a revoked code, though of another match', signed, facts({ ticket: { ...valid, status: 'transferred', matchId: 'm2' } }), 'transferred'],
    ['another match, though used', signed, facts({ ticket: { ...valid, status: 'used', matchId: 'm2' } }), 'wrong_match'],
    ['two days early, though used', signed, facts({ now: new Date(kickOff.getTime() - 48 * 3_600_000), ticket: { ...valid, status: 'used' } }), 'wrong_day'],
    ['a code made before the match moved two days later, on the new day', signed, facts({ kickOff: twoDaysLater, now: twoDaysLater }), 'admitted'],
    ['a code of a match moved two days later, on the day it was made for', signed, facts({ kickOff: twoDaysLater }), 'wrong_day'],
    ['used', signed, facts({ ticket: { ...valid, status: 'used' } }), 'already_used'],
    ['on the exchange, at the wrong gate', signed, facts({ ticket: { ...valid, onExchange: true, zoneGateIds: ['gB'] } }), 'on_exchange'],
    ['the wrong gate', signed, facts({ ticket: { ...valid, zoneGateIds: ['gB'] } }), 'wrong_gate'],
    ['a valid code', signed, facts(), 'admitted'],
    ['an old code the phone knows', legacy, facts(), 'admitted'],
    ['a number typed by staff online', typed, facts({ steward: false, online: true }), 'admitted'],
  ])('%s: %s', (_what, parsed, f, verdict) => {
    expect(gateVerdict(parsed, { matchId, gateId: 'gA' }, f)).toBe(verdict);
  });
});

describe('holderInitials', () => {
  it('takes the first letters of two words, skipping Thai leading vowels', () => {
    expect(holderInitials('Somchai Jaidee')).toBe('S.J.');
    expect(holderInitials('สมชาย ใจดี')).toBe('ส.จ.');
    expect(holderInitials('เอกชัย  แก้วมณี วงศ์')).toBe('อ.ก.');
    expect(holderInitials('madonna')).toBe('M.');
    expect(holderInitials('', 'friend@example.com')).toBe('F.');
    expect(holderInitials(null, null)).toBe('');
  });
});
