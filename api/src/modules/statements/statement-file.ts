import { createHash } from 'node:crypto';
import { parse as parseCsv, CsvError } from 'csv-parse/sync';
import { MAX_STATEMENT_LINES, statementAmount, statementColumnMissing, statementRowUnreadable, statementTime, type StatementMapping } from '@club/core';
import { Invalid } from '../../http/errors.js';

interface ReadLine { bookedAt: Date; amountSatang: number; description: string | null; payer: string | null; reference: string | null; checksum: string }

/**
 * The credit lines of a statement file, read with the mapping: a line with no credit (a
 * withdrawal, a balance line) is skipped; any date or amount that cannot be read refuses the whole
 * file, naming the line. Each line's checksum makes it the same line in an overlapping file.
 */
export function readStatement(csv: Buffer, mapping: StatementMapping, bankAccountId: string): ReadLine[] {
  let rows: Record<string, string>[];
  try {
    rows = parseCsv(csv, { columns: (header: string[]) => header.map((h) => h.trim()), bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, max_record_size: 64 * 1024 });
  } catch (err) {
    if (err instanceof CsvError) throw new Invalid('statement.not_csv');
    throw err;
  }
  if (rows.length > MAX_STATEMENT_LINES) throw new Invalid('statement.too_many_lines');
  const headers = new Set(Object.keys(rows[0] ?? {}));
  for (const column of [mapping.date, mapping.credit, mapping.time, mapping.description, mapping.payer, mapping.reference]) {
    if (column && rows.length && !headers.has(column)) throw new Invalid(statementColumnMissing(column));
  }
  const seen = new Map<string, number>();
  const lines: ReadLine[] = [];
  rows.forEach((row, i) => {
    const creditText = row[mapping.credit] ?? '';
    const amountSatang = statementAmount(creditText);
    if (amountSatang === null) {
      // Empty or "-": a withdrawal or a balance line. Anything else is an amount the file got wrong.
      if (creditText.replace(/[-\s]/g, '')) throw new Invalid(statementRowUnreadable(i + 2, 'amount', creditText.slice(0, 40)));
      return;
    }
    if (amountSatang <= 0) return;
    const bookedAt = statementTime(row[mapping.date], mapping.time ? row[mapping.time] : null, mapping.dateOrder);
    if (!bookedAt) throw new Invalid(statementRowUnreadable(i + 2, 'date', `${row[mapping.date] ?? ''} ${mapping.time ? row[mapping.time] ?? '' : ''}`.trim().slice(0, 40)));
    const text = (column: string | null) => (column ? row[column]?.slice(0, 500) || null : null);
    const line = { bookedAt, amountSatang, description: text(mapping.description), payer: text(mapping.payer), reference: text(mapping.reference) };
    const key = JSON.stringify([bankAccountId, bookedAt.toISOString(), amountSatang, line.description, line.payer, line.reference]);
    // Identical lines (two equal transfers in one minute) are told apart by their place among them.
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    lines.push({ ...line, checksum: createHash('sha256').update(`${key}#${nth}`).digest('hex') });
  });
  return lines;
}
