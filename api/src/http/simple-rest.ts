import type { Request, Response } from 'express';
import { z } from 'zod';
import { msg } from '@club/core';
import { Invalid } from './errors.js';
import { findUnstorableText } from './storable-text.js';
import { parse } from './validate.js';

type Order = 'ASC' | 'DESC';

/**
 * The list query of ra-data-simple-rest: sort=["field","ASC"]&range=[0,24]&filter={...}. `by` is
 * what the list's table of sortable fields gives for the field (a column, an expression, a key
 * function): services sort by it and never look a client's string up themselves.
 */
export interface ListQuery<By = unknown> {
  sort: { field: string; order: Order; by: By };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

/** Keys that name an object's machinery, not a field: refused at any depth, before anything copies them. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
function hasPrototypeKey(value: unknown): boolean {
  // A loop, not recursion: a query string can nest thousands of brackets.
  const pending = [value];
  while (pending.length) {
    const v = pending.pop();
    if (v === null || typeof v !== 'object') continue;
    for (const [key, inner] of Object.entries(v)) {
      if (PROTOTYPE_KEYS.has(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}

const json = <S extends z.ZodType>(inner: S) =>
  z.string().transform((v, ctx) => {
    let value: unknown;
    try { value = JSON.parse(v); } catch { ctx.addIssue({ code: 'custom', message: msg('request.must_be_json') }); return z.NEVER; }
    if (hasPrototypeKey(value)) { ctx.addIssue({ code: 'custom', message: msg('request.prototype_key') }); return z.NEVER; }
    // JSON escapes are decoded only here, after the app-wide guard read the query string.
    if (findUnstorableText(value, '')) { ctx.addIssue({ code: 'custom', message: msg('request.unstorable_text') }); return z.NEVER; }
    return value;
  }).pipe(inner);

const listQuerySchema = z.object({
  sort: json(z.tuple([z.string().min(1), z.enum(['ASC', 'DESC'])])).optional(),
  range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 1000, msg('list.range'))).optional(),
  filter: json(z.record(z.string(), z.unknown())).optional(),
});

/**
 * Parse a list query. `sortable` names every field the list sorts by; any other field (a typo,
 * or `__proto__`, `constructor`, `toString` that a plain lookup would find on the prototype) is
 * a 400, not a crash. The filter is left to each list's own schema.
 */
export function parseListQuery<S extends Readonly<Record<string, unknown>>>(
  req: Request, defaultSort: { field: keyof S & string; order: Order }, sortable: S,
): ListQuery<S[keyof S]> {
  const q = parse(listQuerySchema, req.query);
  const [start, end] = q.range ?? [0, 24];
  const { field, order } = q.sort ? { field: q.sort[0], order: q.sort[1] } : defaultSort;
  if (!Object.hasOwn(sortable, field)) {
    const fields = Object.keys(sortable).join(', ');
    const message = { en: `sort: the field must be one of ${fields}`, th: `sort: เรียงลำดับได้ตาม ${fields} เท่านั้น` };
    throw new Invalid(message, [{ path: 'sort', message }]);
  }
  return {
    sort: { field, order, by: sortable[field] as S[keyof S] },
    offset: start,
    limit: end - start + 1,
    filter: q.filter ?? {},
  };
}

/** Send a page of a resource with the Content-Range header react-admin reads. */
export function sendList(res: Response, resource: string, rows: unknown[], query: { offset: number }, total: number): void {
  const last = rows.length ? query.offset + rows.length - 1 : query.offset;
  res.setHeader('Content-Range', `${resource} ${query.offset}-${last}/${total}`);
  res.json({ success: true, data: rows });
}
