/**
 * The header row of a statement file, read in the browser so staff map its columns before
 * uploading it. Only the start of the file is read: its first records are enough, and a 2 MB file
 * need not be parsed twice (the API parses it whole).
 */

/** Enough of the file for the header row and a first line even when both are long. */
const HEAD_BYTES = 64 * 1024;

export interface StatementHead {
  /** The column names, trimmed as the API trims them; empty names left out. */
  headers: string[];
  /** The first data line's value of each column, to show staff what the column holds. */
  sample: Record<string, string>;
}

/**
 * The first `count` records of CSV text as RFC 4180 writes them: fields separated by commas,
 * quoted when they hold a comma, a quote ("") or a line break; lines end in CRLF or LF; a UTF-8
 * byte order mark (Excel's) is not part of the first name. Blank lines are skipped. A record cut
 * off by the end of `text` is kept only when `complete` (the whole file was read).
 */
export function firstCsvRecords(text: string, count: number, complete = true): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const endRecord = () => {
    record.push(field);
    if (record.some((f) => f.trim())) records.push(record);
    record = [];
    field = '';
  };
  for (let i = 0; i < src.length && records.length < count; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c !== '"') field += c;
      else if (src[i + 1] === '"') { field += '"'; i++; }
      else quoted = false;
    } else if (c === '"' && !field.trim()) {
      quoted = true;
      field = '';
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
    } else {
      field += c;
    }
  }
  if (complete && records.length < count && (field || record.length)) endRecord();
  return records;
}

/** Reads the file's header row and first line; null when it has no header row. */
export async function readStatementHead(file: File): Promise<StatementHead | null> {
  const text = await file.slice(0, HEAD_BYTES).text();
  const [header, first] = firstCsvRecords(text, 2, file.size <= HEAD_BYTES);
  const headers = [...new Set((header ?? []).map((h) => h.trim()).filter(Boolean))];
  if (!headers.length) return null;
  const sample: Record<string, string> = {};
  (header ?? []).forEach((h, i) => {
    const name = h.trim();
    if (name && !(name in sample)) sample[name] = (first?.[i] ?? '').trim();
  });
  return { headers, sample };
}
