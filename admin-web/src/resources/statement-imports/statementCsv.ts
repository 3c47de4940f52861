/**
 * The header row of a statement file, read in the browser (with csv-parse, as the API reads the
 * whole file) so staff map its columns before uploading it. Only the start of the file is read:
 * its first records are enough, and a 2 MB file need not be parsed twice.
 */
import { parse } from 'csv-parse/browser/esm/sync';

/** Enough of the file for the header row and a first line even when both are long. */
const HEAD_BYTES = 64 * 1024;

export interface StatementHead {
  /** The column names, trimmed as the API trims them; empty names left out. */
  headers: string[];
  /** The first data line's value of each column, to show staff what the column holds. */
  sample: Record<string, string>;
}

/** Reads the file's header row and first line; null when it has no header row. */
export async function readStatementHead(file: File): Promise<StatementHead | null> {
  const text = await file.slice(0, HEAD_BYTES).text();
  // The header and the first line only: a longer file's cut-off end is never read.
  const [header, first] = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to_line: 2 }) as string[][];
  const headers = [...new Set((header ?? []).map((h) => h.trim()).filter(Boolean))];
  if (!headers.length) return null;
  const sample: Record<string, string> = {};
  (header ?? []).forEach((h, i) => {
    const name = h.trim();
    if (name && !(name in sample)) sample[name] = (first?.[i] ?? '').trim();
  });
  return { headers, sample };
}
