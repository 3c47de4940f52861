import { createHash } from 'node:crypto';
import { isUtf8 } from 'node:buffer';
import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import iconv from 'iconv-lite';
import {
  MAX_STATEMENT_LINES, statementAmount, statementColumnMissing, statementHeaderRow, statementRowUnreadable, statementTime, type StatementMapping,
} from '@club/core';
import { Invalid } from '../../http/errors.js';

interface ReadLine { bookedAt: Date; amountSatang: number; description: string | null; payer: string | null; reference: string | null; checksum: string }

/**
 * A statement file's text. Internet banking exports UTF-8 (with or without a byte-order mark) or,
 * from Thai Excel, Windows-874 (TIS-620 and the Windows characters around it): valid UTF-8 is
 * read as UTF-8, anything else as Windows-874. What is text in neither (a byte Windows-874 has no
 * character for, which iconv-lite reads as U+FFFD) or holds a NUL (a spreadsheet, a UTF-16 file,
 * nothing PostgreSQL could store) is refused whole.
 */
function statementText(file: Buffer): string {
  const utf8 = isUtf8(file);
  const text = utf8 ? file.toString('utf8') : iconv.decode(file, 'windows-874');
  if (text.includes('\0') || (!utf8 && text.includes('\uFFFD'))) throw new Invalid('statement.not_text');
  return text;
}

/**
 * The credit lines of a statement file, read with the mapping: the header row is the one naming
 * the mapping's date and credit columns (statementHeaderRow: lines above it are the bank's); a
 * line with no credit (a withdrawal, a balance line) is skipped; any date or amount that cannot be
 * read refuses the whole file, naming the line. Each line's checksum makes it the same line in an
 * overlapping file.
 */
export function readStatement(file: Buffer, mapping: StatementMapping, bankAccountId: string): ReadLine[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    const options = { bom: true, info: true, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 64 * 1024 } as const;
    records = parseCsv(statementText(file), options) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) throw new Invalid('statement.not_csv');
    throw err;
  }
  const top = statementHeaderRow(records.map((r) => r.record), mapping);
  const header = (records[top]?.record ?? []).map((h) => h.trim());
  const rows = records.slice(top + 1).map(({ record, info }) => ({ line: info.lines, cells: Object.fromEntries(header.map((h, i) => [h, record[i] ?? ''])) }));
  if (rows.length > MAX_STATEMENT_LINES) throw new Invalid('statement.too_many_lines');
  for (const column of [mapping.date, mapping.credit, mapping.time, mapping.description, mapping.payer, mapping.reference]) {
    if (column && rows.length && !header.includes(column)) throw new Invalid(statementColumnMissing(column));
  }
  const seen = new Map<string, number>();
  const lines: ReadLine[] = [];
  for (const { line: at, cells: row } of rows) {
    const creditText = row[mapping.credit] ?? '';
    const amountSatang = statementAmount(creditText);
    if (amountSatang === null) {
      // Empty or "-": a withdrawal or a balance line. Anything else is an amount the file got wrong.
      if (creditText.replace(/[-\s]/g, '')) throw new Invalid(statementRowUnreadable(at, 'amount', creditText.slice(0, 40)));
      continue;
    }
    if (amountSatang <= 0) continue;
    const bookedAt = statementTime(row[mapping.date], mapping.time ? row[mapping.time] : null, mapping.dateOrder);
    if (!bookedAt) {
      const written = `${row[mapping.date] ?? ''} ${mapping.time ? row[mapping.time] ?? '' : ''}`.trim();
      throw new Invalid(statementRowUnreadable(at, 'date', written.slice(0, 40)));
    }
    const text = (column: string | null) => (column ? row[column]?.slice(0, 500) || null : null);
    const line = { bookedAt, amountSatang, description: text(mapping.description), payer: text(mapping.payer), reference: text(mapping.reference) };
    const key = JSON.stringify([bankAccountId, bookedAt.toISOString(), amountSatang, line.description, line.payer, line.reference]);
    // Identical lines (two equal transfers in one minute) are told apart by their place among them.
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    lines.push({ ...line, checksum: createHash('sha256').update(`${key}#${nth}`).digest('hex') });
  }
  return lines;
}
