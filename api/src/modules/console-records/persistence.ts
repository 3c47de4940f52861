import { and, asc, desc, eq, ilike, inArray, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { atField, msg } from '@club/core';
import { Conflict, Invalid, type FieldProblem, type Message } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';

/** What the console may say about a refused database write, by constraint name. */
export interface ConstraintMessages {
  /** Unique keys: 409 with this message (the field it concerns goes in details). */
  unique?: Record<string, FieldProblem>;
  /** Check constraints and references to missing rows: 400 on that field. */
  invalid?: Record<string, FieldProblem>;
  /** References from other rows that stop a delete: 409. */
  inUse?: Record<string, Message>;
}

interface PgError { code?: string; constraint?: string; constraint_name?: string }

function pgErrorOf(err: unknown): PgError | undefined {
  const e = err as PgError & { cause?: PgError };
  if (typeof e?.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(e.code)) return e;
  if (e?.cause && typeof e.cause.code === 'string') return e.cause;
  return undefined;
}

/**
 * The database has the last word on uniqueness, references and ranges (two admins saving at once,
 * or a client that skipped validation): its refusals become 409 / 400 with a sentence, never 500.
 */
export async function translateDbErrors<T>(messages: ConstraintMessages, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const pg = pgErrorOf(err);
    const name = pg?.constraint ?? pg?.constraint_name ?? '';
    if (pg?.code === '23505') {
      const known = messages.unique?.[name];
      throw new Conflict(known?.message ?? 'catalogue.conflict', known ? [{ path: known.path, message: known.message }] : undefined);
    }
    if (pg?.code === '23503') {
      if (messages.inUse?.[name]) throw new Conflict(messages.inUse[name]!);
      const known = messages.invalid?.[name];
      if (known) throw new Invalid(atField(known.path, known.message), [known]);
      throw new Conflict('catalogue.in_use');
    }
    if (pg?.code === '23514' || pg?.code === '23502') {
      const known = messages.invalid?.[name];
      throw new Invalid(known ? atField(known.path, known.message) : 'catalogue.out_of_range', known ? [known] : undefined);
    }
    throw err;
  }
}

const IGNORED_IN_DIFF = new Set(['updated_at', 'created_at']);

/** {field: [before, after]} for every field whose value changed. */
export function diff(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (IGNORED_IN_DIFF.has(key)) continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = [before[key] ?? null, after[key] ?? null];
  }
  return changes;
}

/** A PUT body laid over the stored record, validated as a whole (react-admin sends the whole record; others may send a part). */
export function mergeInput<S extends z.ZodType>(inputSchema: S, stored: object, body: unknown): z.infer<S> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Invalid('request.body_not_object');
  return parse(inputSchema, { ...stored, ...body });
}

/** `%text%` for ILIKE, where % and _ typed by the user match themselves. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const searchIn = (text: unknown, columns: AnyColumn[]): SQL | undefined =>
  typeof text === 'string' && text.trim() ? or(...columns.map((c) => ilike(c, containing(text.trim())))) : undefined;

const booleanFilter = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const idsFilter = z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : [v]));

/** Filters every resource understands: `id` (react-admin's getMany) and `active`. */
export const commonFilters = z.object({
  id: idsFilter.optional(),
  active: booleanFilter.optional(),
  featured: booleanFilter.optional(),
  q: z.string().max(100, msg('list.search_too_long')).optional(),
});

/** Keep only ids that can be UUIDs: anything else matches nothing rather than failing the query. */
export function idCondition(idColumn: AnyColumn, ids: string[] | undefined): SQL | undefined {
  if (!ids) return undefined;
  const valid = ids.filter((id) => z.uuid().safeParse(id).success);
  return valid.length ? inArray(idColumn, valid) : eq(idColumn, '00000000-0000-0000-0000-000000000000');
}

/** The list's sort (a field parseListQuery found in the list's sortable table), then the id so pages do not overlap. */
export function orderBy(q: ListQuery<AnyColumn | SQL>, idColumn: AnyColumn): SQL[] {
  return [q.sort.order === 'ASC' ? asc(q.sort.by) : desc(q.sort.by), asc(idColumn)];
}

/** react-admin's getMany sends ids without a range: answer all of them, not the first page. */
export function pageSize(q: ListQuery, ids: string[] | undefined): number {
  return ids ? Math.max(q.limit, ids.length) : q.limit;
}

export const allOf = (...conditions: (SQL | undefined)[]) => and(...conditions.filter(Boolean));

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
