import { parseTicketCode } from '@club/core';

/**
 * Handheld barcode scanners act as keyboards: they type the code and Enter. The text is built from
 * each key's place on the keyboard (KeyboardEvent.code), not its letter (KeyboardEvent.key), so a
 * scanner on a device set to the Thai Kedmanee layout still yields `TK…` or `TICKET:…`, not Thai
 * letters. A code is letters, digits, `-` and `:`; any other key is not part of one.
 */
export function scannerChar(code: string, shift: boolean): string | null {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return letter[1]!;
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(code);
  if (digit && !shift) return digit[1]!;
  if ((code === 'Minus' && !shift) || code === 'NumpadSubtract') return '-';
  if (code === 'Semicolon' && shift) return ':';
  return null;
}

/** Keys closer together than this are a scanner's: nobody types that fast. They are kept out of any field. */
export const SCANNER_GAP_MS = 50;
/** A pause this long starts a new text: a scan never pauses mid-code, even on a loaded phone. */
const PAUSE_MS = 1000;

export interface ScannerKey { code: string; shiftKey: boolean; timeStamp: number }

/**
 * Reads scanners' codes from a page's key presses. A code is handed to `onCode` at its Enter when
 * the text is one (a signed `TK…` or an old `TICKET:…` code, which nobody types by hand), however
 * fast its keys came: a busy phone delivers a scanner's keys late. A typed ticket number is not
 * one: it goes to the number field. `key` answers true for a key the page should not also take:
 * a scanner's keys after its first (under 50 ms apart), and the Enter of a code.
 */
export class ScannerReader {
  private text = '';
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly onCode: (code: string) => void) {}

  key(e: ScannerKey): boolean {
    const gap = e.timeStamp - this.last;
    this.last = e.timeStamp;
    if (gap > PAUSE_MS) this.text = '';
    if (e.code === 'Enter' || e.code === 'NumpadEnter') {
      const text = this.text;
      this.text = '';
      const kind = parseTicketCode(text)?.kind;
      if (kind === 'signed' || kind === 'legacy') this.onCode(text);
      return kind === 'signed' || kind === 'legacy';
    }
    // Shift (pressed before a capital or a colon) is part of the burst, not a character.
    if (!e.code.startsWith('Shift')) this.text += scannerChar(e.code, e.shiftKey) ?? '';
    return gap < SCANNER_GAP_MS;
  }
}
