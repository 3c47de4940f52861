import type { Request, Response } from 'express';
import { z } from 'zod';
import { parse } from './validate.js';

/** The list query of ra-data-simple-rest: sort=["field","ASC"]&range=[0,24]&filter={...}. */
export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

const json = <S extends z.ZodType>(inner: S) =>
  z.string().transform((v, ctx) => {
    try { return JSON.parse(v) as unknown; } catch { ctx.addIssue({ code: 'custom', message: 'must be JSON' }); return z.NEVER; }
  }).pipe(inner);

const listQuerySchema = z.object({
  sort: json(z.tuple([z.string().min(1), z.enum(['ASC', 'DESC'])])).optional(),
  range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)]).refine(([a, b]) => b >= a && b - a < 1000, 'range must be [start, end] with at most 1000 rows')).optional(),
  filter: json(z.record(z.string(), z.unknown())).optional(),
});

export function parseListQuery(req: Request, defaultSort: ListQuery['sort']): ListQuery {
  const q = parse(listQuerySchema, req.query);
  const [start, end] = q.range ?? [0, 24];
  return {
    sort: q.sort ? { field: q.sort[0], order: q.sort[1] } : defaultSort,
    offset: start,
    limit: end - start + 1,
    filter: q.filter ?? {},
  };
}

/** Send a page of a resource with the Content-Range header react-admin reads. */
export function sendList(res: Response, resource: string, rows: unknown[], query: ListQuery, total: number): void {
  const last = rows.length ? query.offset + rows.length - 1 : query.offset;
  res.setHeader('Content-Range', `${resource} ${query.offset}-${last}/${total}`);
  res.json({ success: true, data: rows });
}
