/**
 * Bank statements staff import (issue 17, part 2): how a statement file's columns are read, how its
 * dates and amounts are written, and what became of each credit line. The API parses and matches;
 * the console maps the columns and shows the lines.
 */
import { z } from 'zod';
import { msg } from './messages.js';
import type { BankFinding } from './bank-checks.js';

/** A column of the file, by the name in its header row. */
const column = z.string().trim().min(1).max(100);

/** Which column holds what. Credits are read; a line with no credit (a withdrawal) is skipped. */
export const statementMappingSchema = z.object({
  date: column,
  /** Unset when the date column carries the time too. */
  time: column.nullable().default(null),
  credit: column,
  description: column.nullable().default(null),
  /** The payer's name, when the bank writes it in a column of its own. */
  payer: column.nullable().default(null),
  /** The transaction reference, when the bank writes it. */
  reference: column.nullable().default(null),
  /** How its dates are written: day first (25/11/2026, Thai banks' way), year first, or month first. Buddhist years (2569) are read as such. */
  dateOrder: z.enum(['DMY', 'YMD', 'MDY']).default('DMY'),
});
export type StatementMapping = z.infer<typeof statementMappingSchema>;

/** The most a statement file may be, and hold. */
export const MAX_STATEMENT_BYTES = 2 * 1024 * 1024;
export const MAX_STATEMENT_LINES = 20_000;

/**
 * A mapping guessed from a file's header row: each field's column when its name is one banks use
 * for it, in English or Thai. The console offers it; staff correct it, and it is saved per account.
 */
const NAMES: Record<'date' | 'time' | 'credit' | 'description' | 'payer' | 'reference', RegExp> = {
  date: /^(date|transaction date|value date|posting date|วันที่|วันที่ทำรายการ)$/i,
  time: /^(time|transaction time|เวลา)$/i,
  credit: /^(credit|deposit|deposits|amount in|cr|ฝาก|เงินฝาก|เงินเข้า|ยอดเงินเข้า)$/i,
  description: /^(description|details|transaction|narrative|remark|remarks|รายการ|รายละเอียด|คำอธิบาย)$/i,
  payer: /^(payer|payer name|from|sender|name|ผู้โอน|ชื่อผู้โอน|จาก)$/i,
  reference: /^(reference|ref|transaction reference|trans ref|เลขที่อ้างอิง|เลขอ้างอิง)$/i,
};
export function suggestStatementMapping(headers: string[]): Partial<StatementMapping> {
  const found: Partial<StatementMapping> = {};
  for (const [field, names] of Object.entries(NAMES) as [keyof typeof NAMES, RegExp][]) {
    const header = headers.find((h) => names.test(h.trim()));
    if (header) found[field] = header;
  }
  return found;
}

/** Baht as a statement writes it ("1,500.00", "1500", "฿1,500.5") in satang; null for none ("", "-") or not an amount. */
export function statementAmount(text: string | undefined): number | null {
  const t = (text ?? '').replace(/[฿,\s]/g, '').replace(/(THB|บาท)$/i, '');
  if (!t || t === '-') return null;
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t) * 100);
}

/**
 * When a line was booked, in Bangkok time (UTC+7, as Thai banks write it): its date in the
 * mapping's order (2-digit years are 20xx, Buddhist years are 543 ahead) and an optional "HH:MM[:SS]"
 * time, from its own column or after the date. Null when it is no date.
 */
export function statementTime(date: string | undefined, time: string | null | undefined, order: StatementMapping['dateOrder']): Date | null {
  const m = /^\s*(\d{1,4})[/.-](\d{1,2})[/.-](\d{1,4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(date ?? '');
  if (!m) return null;
  const [a, b, c] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [written, mo, d] = order === 'YMD' ? [a, b, c] : order === 'DMY' ? [c, b, a] : [c, a, b];
  const y = written < 100 ? written + 2000 : written > 2400 ? written - 543 : written;
  const clock = time ? /^\s*(\d{1,2}):(\d{2})(?::(\d{2}))?\s*$/.exec(time) : null;
  if (time && !clock) return null;
  const [hh, mm, ss] = clock ? [Number(clock[1]), Number(clock[2]), Number(clock[3] ?? 0)] : [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || hh > 23 || mm > 59 || ss > 59 || y < 2000 || y > 2100) return null;
  const at = new Date(Date.UTC(y, mo - 1, d, hh - 7, mm, ss));
  // 31/02 rolls over in Date.UTC: refused rather than read as March.
  return new Date(at.getTime() + 7 * 3_600_000).getUTCDate() === d ? at : null;
}

/** Purchase references (TK-AB12-CD34) and order numbers (OR-…) a payer wrote in a transfer's note, as the bank prints it. */
export function referencesIn(text: string | null | undefined): string[] {
  return [...(text ?? '').toUpperCase().matchAll(/\b(TK|OR)[-\s]?([0-9A-Z]{4})[-\s]?([0-9A-Z]{4})\b/g)].map(([, kind, a, b]) => `${kind}-${a}-${b}`);
}

/**
 * What became of a credit line: confirmed a payment with no staff action; explained by a payment
 * already confirmed (its slip, the bank's callback, or staff); several payments could be it
 * (staff choose); none could (staff assign or dismiss it); one is named but the amount differs
 * (flagged, never confirmed); or staff assigned or dismissed it.
 */
export const STATEMENT_LINE_STATUSES = ['confirmed', 'already_paid', 'ambiguous', 'unmatched', 'flagged', 'assigned', 'dismissed'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
/** The statuses that wait for staff. */
export const STATEMENT_LINES_OPEN: readonly StatementLineStatus[] = ['ambiguous', 'unmatched', 'flagged'];

/** A purchase or order a line may pay for, the likeliest first. */
export interface StatementCandidateDto {
  kind: 'purchase' | 'order';
  id: string;
  reference: string;
  buyer: string;
  amount_satang: number;
  created_at: string;
  /** Why it is a candidate, likeliest first: its reference in the note, the payer's name, the amount and time. */
  reason: 'reference' | 'payer_name' | 'amount_and_time';
}

export interface StatementLineDto {
  id: string;
  import_id: string;
  bank_account_id: string;
  booked_at: string;
  amount_satang: number;
  description: string | null;
  payer: string | null;
  reference: string | null;
  status: StatementLineStatus;
  candidates: StatementCandidateDto[];
  findings: BankFinding[];
  /** What it paid for, once known. */
  paid_for: { kind: 'purchase' | 'order'; id: string; reference: string } | null;
  decided_by: string | null;
  decided_at: string | null;
  note: string | null;
}

export interface StatementImportDto {
  id: string;
  bank_account_id: string;
  file_name: string;
  imported_by: string | null;
  imported_at: string;
  /** Credit lines in the file; new ones (not in an earlier import); and what became of the new ones. */
  lines: number;
  new_lines: number;
  counts: Record<StatementLineStatus, number>;
}

/** Staff assign a line to the purchase or order they know it pays for, by its reference. */
export const assignStatementLineSchema = z.object({ reference: z.string({ error: msg('statement.reference_required') }).trim().min(1, msg('statement.reference_required')).max(40) });
/** Staff dismiss a line that pays for nothing of the club's (a refund, a sponsor), saying why. */
export const dismissStatementLineSchema = z.object({ note: z.string({ error: msg('statement.note_required') }).trim().min(1, msg('statement.note_required')).max(500) });
