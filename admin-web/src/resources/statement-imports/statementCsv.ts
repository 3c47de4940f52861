/**
 * The header row of a statement file, read in the browser (with csv-parse, as the API reads the
 * whole file) so staff map its columns before uploading it. Only the start of the file is read:
 * its first records are enough, and a 2 MB file need not be parsed twice.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { statementHeaderRow, type StatementMapping } from '@club/core';

/** Enough of the file for the lines above the header, the header and a first line, even when long. */
const HEAD_BYTES = 64 * 1024;
/** The records read: the bank's lines above the header (a few), the header and a first line. */
const HEAD_LINES = 40;

export interface StatementHead {
  /** The column names, trimmed as the API trims them; empty names left out. */
  headers: string[];
  /** The first data line's value of each column, to show staff what the column holds. */
  sample: Record<string, string>;
}

/**
 * The start of the file as text, read as the API reads it: UTF-8 when it is (a character cut at
 * the end of the slice is not an error), else Windows-874 (TIS-620), as Thai Excel saves CSV.
 */
function headText(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true });
  } catch {
    return new TextDecoder('windows-874').decode(bytes);
  }
}

/** The first records of the file, for statementHead. */
export async function readStatementRows(file: File): Promise<string[][]> {
  const text = headText(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  // The first records only: a longer file's cut-off end is never read.
  return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, to_line: HEAD_LINES }) as string[][];
}

/**
 * The file's header row and first line, found as the API finds them (statementHeaderRow: the row
 * naming the account's saved date and credit columns, else the guessed ones, else the widest);
 * null when it has no column names.
 */
export function statementHead(rows: string[][], saved: StatementMapping | null | undefined): StatementHead | null {
  const top = statementHeaderRow(rows, saved);
  const header = rows[top] ?? [];
  const headers = [...new Set(header.map((h) => h.trim()).filter(Boolean))];
  if (!headers.length) return null;
  const first = rows[top + 1];
  const sample: Record<string, string> = {};
  header.forEach((h, i) => {
    const name = h.trim();
    if (name && !(name in sample)) sample[name] = (first?.[i] ?? '').trim();
  });
  return { headers, sample };
}
