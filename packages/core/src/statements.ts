/**
 * Bank statements staff import (issue 17, part 2): how a statement file's columns are read, how its
 * dates and amounts are written, and what became of each credit line. The API parses and matches;
 * the console maps the columns and shows the lines.
 */
import { z } from 'zod';
import { msg } from './messages.js';
import type { BankFinding } from './bank-checks.js';
import type { OrderStatus, PurchaseStatus } from './statuses.js';

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

type Field = 'date' | 'time' | 'credit' | 'description' | 'payer' | 'reference';

/**
 * The one table of the names banks give each field's column, in English and Thai (KBank, SCB,
 * Bangkok Bank, Krungthai exports), compared as asName writes them. Groups are tried in order: a
 * note the payer wrote (หมายเหตุ, บันทึก, where our references are) is a better description than
 * the bank's details, and those than the kind of transaction (รายการ). Withdrawals (ถอนเงิน,
 * Withdrawal, Debit) are no field: they are never read as the credit, nor is a bare amount
 * (จำนวนเงิน, Amount), which some banks sign or pair with a column saying ฝาก or ถอน.
 */
const NAMES: Record<Field, string[][]> = {
  date: [['date', 'transaction date', 'trans date', 'txn date', 'value date', 'posting date', 'date/time', 'date time', 'วันที่', 'วันที่ทำรายการ', 'วันที่รายการ', 'วันที่ทำธุรกรรม', 'วันที่/เวลา', 'วัน/เวลา', 'วันเวลา']],
  time: [['time', 'transaction time', 'เวลา', 'เวลาทำรายการ', 'เวลาทำธุรกรรม']],
  credit: [['deposit', 'deposits', 'deposit amount', 'credit', 'credit amount', 'credits', 'amount in', 'money in', 'cr', 'ฝากเงิน', 'เงินฝาก', 'ยอดเงินฝาก', 'จำนวนเงินฝาก', 'ฝาก', 'เงินเข้า', 'ยอดเงินเข้า', 'รับเงิน', 'เงินโอนเข้า']],
  description: [
    ['note', 'notes', 'memo', 'remark', 'remarks', 'note to payee', 'หมายเหตุ', 'บันทึก', 'บันทึกช่วยจำ', 'ข้อความ', 'ข้อความถึงผู้รับ'],
    ['description', 'details', 'detail', 'particulars', 'narrative', 'รายละเอียด', 'รายละเอียดรายการ', 'รายละเอียดเพิ่มเติม', 'คำอธิบาย'],
    ['transaction', 'รายการ'],
  ],
  payer: [['payer', 'payer name', 'from', 'from name', 'sender', 'sender name', 'name', 'ผู้โอน', 'ชื่อผู้โอน', 'ชื่อบัญชีผู้โอน', 'ผู้ฝาก', 'ชื่อผู้ฝาก', 'ชื่อ', 'จาก']],
  reference: [['reference', 'reference no', 'reference number', 'ref', 'ref no', 'transaction reference', 'trans ref', 'อ้างอิง', 'เลขที่อ้างอิง', 'เลขอ้างอิง', 'หมายเลขอ้างอิง']],
};
/** A header as NAMES has it: lower case, spaced once, with no zero-width character, colon or the unit some add ("Deposit (Baht)"). */
const asName = (header: string) => header.replace(/[\u200B-\u200D\uFEFF]/g, '').trim().toLowerCase().replace(/\s+/g, ' ')
  .replace(/\s*\((?:baht|thb|บาท)\)$/, '').replace(/[.:]$/, '');
/**
 * Whether a header is one of `names`: by its whole name, or when it gives the name in both
 * languages ("ฝากเงิน/Deposit", "หมายเหตุ (Note)") by each of them ("Debit/Credit" names none).
 */
function named(header: string, names: string[]): boolean {
  const whole = asName(header);
  if (names.includes(whole)) return true;
  const parts = whole.split(/\s*[/|()]\s*/).map(asName).filter(Boolean);
  return parts.length > 1 && parts.every((p) => names.includes(p));
}

/**
 * A mapping guessed from a file's header row: each field's column when its name is one banks use
 * for it, in English or Thai. The console offers it; staff correct it, and it is saved per account.
 */
export function suggestStatementMapping(headers: string[]): Partial<StatementMapping> {
  const found: Partial<StatementMapping> = {};
  for (const [field, groups] of Object.entries(NAMES) as [Field, string[][]][]) {
    for (const names of groups) {
      const header = headers.find((h) => named(h, names));
      if (header) {
        found[field] = header.trim();
        break;
      }
    }
  }
  return found;
}

/**
 * The columns the console offers for a file with these headers: the account's saved mapping when
 * the file has its date and credit columns (the same bank's export as last time), each other field
 * guessed when the saved column is not in the file or none was saved (a note column is never left
 * unmapped for it); else the guess. Names the file does not have are left out.
 */
export function offeredStatementMapping(headers: string[], saved: StatementMapping | null | undefined): { mapping: Partial<StatementMapping>; from: 'saved' | 'suggested' } {
  const has = (name: string | null | undefined): name is string => !!name && headers.includes(name);
  const guess = suggestStatementMapping(headers);
  const fits = !!saved && has(saved.date) && has(saved.credit);
  const mapping: Partial<StatementMapping> = fits ? { dateOrder: saved.dateOrder } : {};
  for (const field of Object.keys(NAMES) as Field[]) {
    const name = fits && has(saved[field]) ? saved[field] : guess[field];
    if (has(name)) mapping[field] = name;
  }
  return { mapping, from: fits ? 'saved' : 'suggested' };
}

/** How far down a statement its header row may be. */
const HEADER_WITHIN_ROWS = 30;

/**
 * Which of a statement file's rows is its header: banks write lines above it (KBank the account,
 * its name and the period). It is the first row naming the date and credit columns staff chose
 * (the mapping sent, or saved for the account); else the first in which both are guessed from the
 * names banks use; else the first of the rows with the most cells filled (a line above the header
 * holds a label and a value, a data line leaves its withdrawal or its deposit empty). 0 for a file
 * with no rows.
 */
export function statementHeaderRow(rows: string[][], chosen?: Pick<StatementMapping, 'date' | 'credit'> | null): number {
  const head = rows.slice(0, HEADER_WITHIN_ROWS).map((row) => row.map((cell) => cell.trim()));
  const named = chosen ? head.findIndex((row) => row.includes(chosen.date) && row.includes(chosen.credit)) : -1;
  if (named >= 0) return named;
  const guessed = head.findIndex((row) => {
    const g = suggestStatementMapping(row);
    return g.date && g.credit;
  });
  if (guessed >= 0) return guessed;
  const filled = head.map((row) => row.filter(Boolean).length);
  return Math.max(0, filled.indexOf(Math.max(...filled)));
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
 * A payment (a statement line's note, a bill payment's Ref1) that names a purchase or order whose
 * payment staff rejected, or that expired unpaid, is maybe its new or late payment: the finding
 * that puts it before staff, never filed away nor taken for another's. null for any other status.
 */
export function namesUnpaid(status: PurchaseStatus | OrderStatus, reference: string): BankFinding | null {
  if (status === 'rejected') return { code: 'names_rejected', reference };
  if (status === 'expired') return { code: 'names_expired', reference };
  return null;
}

/**
 * What became of a credit line: confirmed a payment with no staff action; explained by a payment
 * already confirmed (its slip, the bank's callback, or staff); several payments could be it
 * (staff choose); none could (staff assign or dismiss it); flagged, never confirmed (the amount
 * differs, the transfer already paid something else, or it is a second payment: a refund is
 * owed); or staff assigned or dismissed it.
 */
export const STATEMENT_LINE_STATUSES = ['confirmed', 'already_paid', 'ambiguous', 'unmatched', 'flagged', 'assigned', 'dismissed'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];
/** The statuses that wait for staff. */
export const STATEMENT_LINES_OPEN: readonly StatementLineStatus[] = ['ambiguous', 'unmatched', 'flagged'];
/** A line that paid for something (a purchase or order is paid by one line at most). */
export const STATEMENT_LINES_PAID: readonly StatementLineStatus[] = ['confirmed', 'already_paid', 'assigned'];

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
