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

/** Keys closer together than this are a scanner's: nobody types that fast. */
export const SCANNER_GAP_MS = 50;

export interface ScannerKey { code: string; shiftKey: boolean; timeStamp: number }

/**
 * Reads scanners' codes from a page's key presses. `key` answers true for a key the scanner typed
 * after its first (the page should not also take it as typing); a code is handed to `onCode` at its
 * Enter. Keys of a person (further apart) start over, so typing never reads as a code.
 */
export class ScannerReader {
  private text = '';
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly onCode: (code: string) => void) {}

  key(e: ScannerKey): boolean {
    const fast = e.timeStamp - this.last < SCANNER_GAP_MS;
    this.last = e.timeStamp;
    if (!fast) this.text = '';
    if (e.code === 'Enter' || e.code === 'NumpadEnter') {
      const code = this.text;
      this.text = '';
      if (code.length > 1) this.onCode(code);
      return code.length > 1;
    }
    // Shift (pressed before a capital or a colon) is part of the burst, not a character.
    if (!e.code.startsWith('Shift')) this.text += scannerChar(e.code, e.shiftKey) ?? '';
    return fast;
  }
}
