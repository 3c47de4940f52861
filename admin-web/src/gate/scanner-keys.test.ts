import { describe, expect, it } from 'vitest';
import { ScannerReader, type ScannerKey } from './scanner-keys';

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
    const code = 'TKAEAQ2345ZZ7WXYTK';
    expect(read(keysOf(code, 1000, 8)).codes).toEqual([code]);
  });

  it("yields an old TICKET: code with its colons and dashes", () => {
    const code = 'TICKET:T-ABCD-EF23-45:0A1B2C3D-0000-4000-8000-000000000001';
    expect(read(keysOf(code, 1000, 8)).codes).toEqual([code]);
  });

  it('does not read a person typing (keys 50 ms apart or more) as a code', () => {
    expect(read(keysOf('TK2345', 1000, 120)).codes).toEqual([]);
  });

  it("reads two scans in a row, and leaves the page the first key of each", () => {
    const { codes, taken } = read([...keysOf('TK22', 1000, 5), ...keysOf('TK33', 2000, 5)]);
    expect(codes).toEqual(['TK22', 'TK33']);
    expect(taken[0]).toBe(false);
    expect(taken.slice(1, 7).every(Boolean)).toBe(true);
  });
});
