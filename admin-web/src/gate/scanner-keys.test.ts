import { describe, expect, it } from 'vitest';
import { ticketCodeFieldBytes, ticketCodeText } from '@club/core';
import { ScannerReader, type ScannerKey } from './scanner-keys';

/** A signed code's text (its signature is not checked here). */
const SIGNED = ticketCodeText(ticketCodeFieldBytes({
  kid: 1, ticketId: '0a1b2c3d-0000-4000-8000-000000000001', matchPrefix: '0011223344556677', gateMask: 5, validFromMinutes: 29_000_000, validMinutes: 2160, codeVersion: 0,
}), new Uint8Array(64).fill(7));

/** The Thai Kedmanee layout's letter on each key a code uses (what KeyboardEvent.key says there). */
const KEDMANEE: Record<string, string> = Object.fromEntries([
  ...'QWERTYUIOPASDFGHJKLZXCVBNM'.split('').map((l, i) => [`Key${l}`, 'ๆไำพะัีรนยฟหกดเ้่าสผปแอิืท'[i]!]),
  ...'1234567890'.split('').map((d, i) => [`Digit${d}`, 'ๅ/-ภถุึคตจ'[i]!]),
  ['Minus', 'ข'], ['Semicolon', 'ซ'], ['ShiftLeft', 'Shift'], ['Enter', 'Enter'],
]);

/** What a scanner sends for a text on a device set to the Thai layout: the keys' places, and Thai letters as their `key`. */
function keysOf(text: string, start: number, gap: number): (ScannerKey & { key: string })[] {
  const keys: (ScannerKey & { key: string })[] = [];
  let at = start;
  const press = (code: string, shiftKey = false) => keys.push({ code, key: KEDMANEE[code]!, shiftKey, timeStamp: (at += gap) });
  for (const ch of text) {
    if (/[A-Z]/.test(ch)) { press('ShiftLeft', true); press(`Key${ch}`, true); }
    else if (/\d/.test(ch)) press(`Digit${ch}`);
    else if (ch === '-') press('Minus');
    else if (ch === ':') { press('ShiftLeft', true); press('Semicolon', true); }
  }
  press('Enter');
  return keys;
}

function read(keys: ScannerKey[]) {
  const codes: string[] = [];
  const reader = new ScannerReader((c) => codes.push(c));
  const taken = keys.map((k) => reader.key(k));
  return { codes, taken };
}

describe('a handheld scanner on a Thai keyboard layout', () => {
  it('yields the signed code from the keys it presses', () => {
    expect(read(keysOf(SIGNED, 1000, 8)).codes).toEqual([SIGNED]);
  });

  it('yields an old TICKET: code with its colons and dashes', () => {
    const code = 'TICKET:T-ABCD-EF23-45:0A1B2C3D-0000-4000-8000-000000000001';
    expect(read(keysOf(code, 1000, 8)).codes).toEqual([code]);
  });

  it('still reads a code whose keys a busy phone delivered late', () => {
    expect(read(keysOf(SIGNED, 1000, 180)).codes).toEqual([SIGNED]);
  });

  it('leaves a typed ticket number to the number field', () => {
    const { codes, taken } = read(keysOf('T-ABCD-EF23-45', 1000, 150));
    expect(codes).toEqual([]);
    expect(taken.some(Boolean)).toBe(false);
  });

  it("reads two scans in a row, and keeps a scanner's keys after its first out of the page", () => {
    const { codes, taken } = read([...keysOf(SIGNED, 1000, 5), ...keysOf(SIGNED, 5000, 5)]);
    expect(codes).toEqual([SIGNED, SIGNED]);
    expect(taken[0]).toBe(false);
    expect(taken.slice(1).filter((t) => !t)).toHaveLength(1);
  });
});
