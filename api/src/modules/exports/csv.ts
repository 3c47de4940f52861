import { spreadsheetText, startsLikeFormula } from '@club/core';

/**
 * A figure the server computed and formatted itself (an amount): written as it is. Every plain
 * string is taken for text someone typed and neutralised when it begins like a formula, so a
 * computed figure that may begin with `-` (a refund) must say what it is.
 */
class CsvFigure {
  constructor(readonly text: string) {}
}

type CsvCell = string | number | CsvFigure | null | undefined;

/**
 * RFC 4180: a field with a comma, quote, CR or LF is quoted, quotes doubled; lines end with CRLF.
 * Text that a spreadsheet would run as a formula (`=HYPERLINK(...)`, OWASP's CSV injection) gets
 * a leading single quote, and is quoted so the quote is read as part of the text.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof CsvFigure) return quoteIfNeeded(value.text, false);
  if (typeof value === 'number') return String(value);
  return quoteIfNeeded(spreadsheetText(value), startsLikeFormula(value));
}

function quoteIfNeeded(s: string, always: boolean): string {
  return always || /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The whole file: a UTF-8 byte order mark first, so Excel reads Thai as UTF-8 instead of the
 * Windows code page, then the header and one line per row.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((r) => r.map(csvField).join(',')).join('\r\n')}\r\n`;
}

const bangkok = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Bangkok', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** Bangkok local time as `2026-11-23 17:52:45`: what staff expect, and a date Excel recognises. */
export function csvDate(d: Date | null): string {
  return d ? bangkok.format(d) : '';
}

/** Baht with two decimals (`750.00`, `-150.00`) from integer satang: a figure, never neutralised. */
export function csvBaht(satang: number): CsvFigure {
  return new CsvFigure((satang / 100).toFixed(2));
}
