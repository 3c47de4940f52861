/**
 * The records staff edit field by field in the console's lists (the store's and the ticketing
 * tables, store-records.ts and ticketing-records.ts): how each is described, and the five verbs,
 * written once for all of them, audited.
 */
import { count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTableWithColumns } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { audit, type Db, type Tx } from '@club/db';
import { Conflict, NotFound, type Message } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { allOf, commonFilters, diff, idCondition, mergeInput, orderBy, pageSize, searchIn, translateDbErrors, type ConstraintMessages } from './persistence.js';

type Table = PgTableWithColumns<any>;

/** What each `extra` column reads as: the type its sql<…> says. */
type ExtraValues<Extra extends Record<string, SQL>> = { [K in keyof Extra]: Extra[K] extends SQL<infer V> ? V : never };

/**
 * A catalogue table the console edits field by field: how its rows look in the API, how input
 * becomes columns, what may be searched, filtered and sorted, and what the database may refuse.
 * Typed by its table, so a row's fields and the columns written are drizzle's own: a renamed
 * column fails to compile.
 */
interface CatalogueResource<T extends Table, Input extends object, Dto extends { id: string }, Extra extends Record<string, SQL> = Record<never, SQL>> {
  /** URL segment and Content-Range name: `promo-codes`. */
  path: string;
  /** audit_log entity type: `promo_code`. */
  entity: string;
  notFound: Message;
  table: T;
  inputSchema: z.ZodType<Input>;
  /** Extra computed columns read with each row (a category's product count). */
  extra?: Extra;
  toDto(row: T['$inferSelect'], extra: ExtraValues<Extra>): Dto;
  /** The row's columns as written (a column may be an expression, written by the database). */
  toColumns(input: Input): PgInsertValue<T>;
  /** Makes the row when that is more than an insert (a season pass takes its places in the matches it covers): its id. */
  insert?(tx: Tx, input: Input): Promise<string>;
  search: AnyColumn[];
  /** Filters beyond id, q and active. */
  filters?: (filter: Record<string, unknown>) => (SQL | undefined)[];
  /** What a list may be sorted by, by field name (react-admin's); any other field is refused. */
  sortable: Record<string, AnyColumn | SQL>;
  /** The field of `sortable` a list is sorted by (ascending) when it does not say. */
  defaultSort: string;
  constraints: (input?: Input) => ConstraintMessages;
  /** A reason to refuse a delete (the row is in use), or null. */
  refuseDelete?(tx: Tx, id: string): Promise<Message | null>;
  /**
   * Rules across rows, in the write's transaction before the row is saved: throw to refuse, or
   * change other rows first (auditing them as the same actor). `before` is null on create.
   */
  beforeWrite?(tx: Tx, write: { actorId: string; input: Input; id: string | null; before: Dto | null }): Promise<void>;
  /** Rules that follow from the saved row, in the write's transaction before it is read back and audited. */
  afterWrite?(tx: Tx, write: { actorId: string; id: string; input: Input; before: Dto | null }): Promise<void>;
  /**
   * An edit's body before it is laid over the stored record (read under its row lock): lets a
   * resource take a figure others change meanwhile (a match's seats) as a change, not a value.
   */
  reviseUpdate?(body: Record<string, unknown>, before: Dto): Record<string, unknown>;
  hasUpdatedAt: boolean;
}

export const define = <T extends Table, I extends object, D extends { id: string }, E extends Record<string, SQL> = Record<never, SQL>>(
  r: CatalogueResource<T, I, D, E>,
) => r;

// ---- the five verbs, the same for each of them ----

export type AnyResource = CatalogueResource<any, any, { id: string }, any>;

const selectRows = (db: Db | Tx, r: AnyResource) => db.select({ row: r.table, ...(r.extra ?? {}) }).from(r.table);

function dtoOf<Dto extends { id: string }>(r: CatalogueResource<any, any, Dto, any>, selected: Record<string, unknown>): Dto {
  const { row, ...extra } = selected;
  return r.toDto(row, extra);
}

export async function getRecord<Dto extends { id: string }>(db: Db | Tx, r: CatalogueResource<any, any, Dto, any>, id: string): Promise<Dto> {
  const [selected] = await selectRows(db, r).where(eq(r.table.id, id));
  if (!selected) throw new NotFound(r.notFound);
  return dtoOf(r, selected);
}

/** The fields a resource's list sorts by: its own, and the id (react-admin's default). */
export const sortFields = (r: AnyResource): Record<string, AnyColumn | SQL> => ({ id: r.table.id, ...r.sortable });

export async function listRecords(db: Db, r: AnyResource, q: ListQuery<AnyColumn | SQL>) {
  const f = parse(commonFilters.passthrough(), q.filter);
  const where = allOf(
    idCondition(r.table.id, f.id),
    searchIn(f.q, r.search),
    f.active === undefined || !('active' in r.table) ? undefined : eq(r.table.active, f.active),
    ...(r.filters?.(f) ?? []),
  );
  const [rows, [total]] = await Promise.all([
    selectRows(db, r).where(where).orderBy(...orderBy(q, r.table.id)).limit(pageSize(q, f.id)).offset(q.offset),
    db.select({ n: count() }).from(r.table).where(where),
  ]);
  return { rows: rows.map((s) => dtoOf(r, s)), total: total?.n ?? 0 };
}

export async function createRecord(db: Db, r: AnyResource, actorId: string, body: unknown) {
  const input = parse(r.inputSchema, body ?? {});
  return translateDbErrors(r.constraints(input), () => db.transaction(async (tx) => {
    await r.beforeWrite?.(tx, { actorId, input, id: null, before: null });
    const id: string = r.insert ? await r.insert(tx, input) : (await tx.insert(r.table).values(r.toColumns(input)).returning({ id: r.table.id }))[0]!.id;
    await r.afterWrite?.(tx, { actorId, id, input, before: null });
    const created = await getRecord(tx, r, id);
    await audit(tx, { actorId, action: `${r.entity}.created`, entityType: r.entity, entityId: created.id, changes: { after: created } });
    return created;
  }));
}

export async function updateRecord(db: Db, r: AnyResource, actorId: string, id: string, body: unknown) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: r.table.id }).from(r.table).where(eq(r.table.id, id)).for('update');
    if (!locked) throw new NotFound(r.notFound);
    const before = await getRecord(tx, r, id);
    const given = (body ?? {}) as Record<string, unknown>;
    const input = mergeInput(r.inputSchema, before, r.reviseUpdate ? r.reviseUpdate(given, before) : given);
    return translateDbErrors(r.constraints(input), async () => {
      await r.beforeWrite?.(tx, { actorId, input, id, before });
      await tx.update(r.table).set({ ...r.toColumns(input), ...(r.hasUpdatedAt ? { updatedAt: sql`now()` } : {}) }).where(eq(r.table.id, id));
      await r.afterWrite?.(tx, { actorId, id, input, before });
      const after = await getRecord(tx, r, id);
      const changes = diff(before, after);
      if (Object.keys(changes).length) await audit(tx, { actorId, action: `${r.entity}.updated`, entityType: r.entity, entityId: id, changes });
      return after;
    });
  });
}

export async function deleteRecord(db: Db, r: AnyResource, actorId: string, id: string) {
  return translateDbErrors(r.constraints(), () => db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: r.table.id }).from(r.table).where(eq(r.table.id, id)).for('update');
    if (!locked) throw new NotFound(r.notFound);
    const refused = await r.refuseDelete?.(tx, id);
    if (refused) throw new Conflict(refused);
    const before = await getRecord(tx, r, id);
    await tx.delete(r.table).where(eq(r.table.id, id));
    await audit(tx, { actorId, action: `${r.entity}.deleted`, entityType: r.entity, entityId: id, changes: { before } });
    return before;
  }));
}
