/** RFC 4180: a field with a comma, quote, CR or LF is quoted, quotes doubled; lines end with CRLF. */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The whole file: a UTF-8 byte order mark first, so Excel reads Thai as UTF-8 instead of the
 * Windows code page, then the header and one line per row.
 */
export function toCsv(header: string[], rows: (string | number | null | undefined)[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const bangkok = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Bangkok local time as `2026-11-23 17:52:45`: what staff expect, and a date Excel recognises. */
export function csvDate(d: Date | null): string {
  return d ? bangkok.format(d) : '';
}

/** Baht with two decimals (`750.00`) from integer satang. */
export function csvBaht(satang: number): string {
  return (satang / 100).toFixed(2);
}
