import { count, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTableWithColumns } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import {
  PROMO_KINDS, SHIPPING_TYPES, bahtToSatang, bannerInputSchema, categoryInputSchema, pickupLocationInputSchema, promoCodeInputSchema, satangToBaht,
  shippingMethodInputSchema, slugify, categoryHasProducts, fieldNegative, promoCodeTaken, slugTaken,
  type AdminBannerDto, type AdminCategoryDto, type AdminPickupLocationDto, type AdminPromoCodeDto, type AdminShippingMethodDto,
} from '@club/core';
import { audit, schema, type Db, type Tx } from '@club/db';
import { pickupLocationDto, shippingMethodDto } from '../shipping/service.js';
import { Conflict, NotFound, type Message } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { allOf, commonFilters, diff, idCondition, iso, mergeInput, orderBy, pageSize, searchIn, translateDbErrors, type ConstraintMessages } from './persistence.js';

const { banners, categories, pickupLocations, products, promoCodes, shippingMethods } = schema;

type Table = PgTableWithColumns<any>;

/**
 * A catalogue table the console edits field by field: how its rows look in the API, how input
 * becomes columns, what may be searched, filtered and sorted, and what the database may refuse.
 */
export interface CatalogueResource<Input extends object, Dto extends { id: string }> {
  /** URL segment and Content-Range name: `promo-codes`. */
  path: string;
  /** audit_log entity type: `promo_code`. */
  entity: string;
  notFound: Message;
  table: Table;
  inputSchema: z.ZodType<Input>;
  /** Extra computed columns read with each row (a category's product count). */
  extra?: Record<string, SQL>;
  toDto(row: Record<string, unknown>, extra: Record<string, unknown>): Dto;
  toColumns(input: Input): Record<string, unknown>;
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
  afterWrite?(tx: Tx, write: { actorId: string; id: string }): Promise<void>;
  /**
   * An edit's body before it is laid over the stored record (read under its row lock): lets a
   * resource take a figure others change meanwhile (a match's seats) as a change, not a value.
   */
  reviseUpdate?(body: Record<string, unknown>, before: Dto): Record<string, unknown>;
  hasUpdatedAt: boolean;
}

export const define = <I extends object, D extends { id: string }>(r: CatalogueResource<I, D>) => r;

const date = (v: unknown) => iso(v as Date | null);

export const categoriesResource = define({
  path: 'categories',
  entity: 'category',
  notFound: 'catalogue.category_not_found',
  table: categories,
  inputSchema: categoryInputSchema,
  // Spelled out: in a one-table select the ORM leaves column names bare, and a bare "id" would be the product's.
  extra: { product_count: sql<number>`(select count(*)::int from products p where p.category_id = categories.id)` },
  toDto: (c, extra): AdminCategoryDto => ({
    id: c.id as string,
    slug: c.slug as string,
    name: c.name as string,
    name_th: c.nameTh as string,
    sort_order: c.sortOrder as number,
    product_count: Number(extra.product_count ?? 0),
    created_at: date(c.createdAt)!,
    updated_at: date(c.updatedAt)!,
  }),
  toColumns: (i) => ({ name: i.name, nameTh: i.name_th, slug: i.slug ?? slugify(i.name), sortOrder: i.sort_order }),
  search: [categories.name, categories.nameTh, categories.slug],
  sortable: { name: categories.name, name_th: categories.nameTh, slug: categories.slug, sort_order: categories.sortOrder, created_at: categories.createdAt },
  defaultSort: 'sort_order',
  constraints: (i) => ({
    unique: { categories_slug_unique: { path: 'slug', message: i ? slugTaken(i.slug ?? slugify(i.name)) : 'catalogue.slug_taken' } },
    // A product added between the check below and the delete.
    inUse: { products_category_id_categories_id_fk: 'catalogue.category_has_products' },
  }),
  async refuseDelete(tx, id) {
    const [used] = await tx.select({ n: count() }).from(products).where(eq(products.categoryId, id));
    const n = used?.n ?? 0;
    return n ? categoryHasProducts(n) : null;
  },
  hasUpdatedAt: true,
});

export const bannersResource = define({
  path: 'banners',
  entity: 'banner',
  notFound: 'catalogue.banner_not_found',
  table: banners,
  inputSchema: bannerInputSchema,
  toDto: (b): AdminBannerDto => ({
    id: b.id as string,
    image_url: b.imageUrl as string,
    title: b.title as string,
    title_th: b.titleTh as string,
    target_link: b.targetLink as string | null,
    sort_order: b.sortOrder as number,
    active: b.active as boolean,
    created_at: date(b.createdAt)!,
  }),
  toColumns: (i) => ({ imageUrl: i.image_url, title: i.title, titleTh: i.title_th, targetLink: i.target_link, sortOrder: i.sort_order, active: i.active }),
  search: [banners.title, banners.titleTh],
  sortable: { title: banners.title, title_th: banners.titleTh, sort_order: banners.sortOrder, active: banners.active, created_at: banners.createdAt },
  defaultSort: 'sort_order',
  constraints: () => ({}),
  hasUpdatedAt: false,
});

export const promoCodesResource = define({
  path: 'promo-codes',
  entity: 'promo_code',
  notFound: 'catalogue.promo_code_not_found',
  table: promoCodes,
  inputSchema: promoCodeInputSchema,
  toDto: (p): AdminPromoCodeDto => {
    const fixed = p.kind === 'fixed';
    return {
      id: p.id as string,
      code: p.code as string,
      kind: p.kind as AdminPromoCodeDto['kind'],
      value: fixed ? satangToBaht(p.value as number) : (p.value as number),
      value_satang: fixed ? (p.value as number) : null,
      min_subtotal: satangToBaht(p.minSubtotalSatang as number),
      min_subtotal_satang: p.minSubtotalSatang as number,
      starts_at: date(p.startsAt),
      ends_at: date(p.endsAt),
      max_uses: p.maxUses as number | null,
      used_count: p.usedCount as number,
      active: p.active as boolean,
      description: p.description as string,
      description_th: p.descriptionTh as string,
      created_at: date(p.createdAt)!,
      updated_at: date(p.updatedAt)!,
    };
  },
  // used_count is never written here: orders count it.
  toColumns: (i) => ({
    code: i.code,
    kind: i.kind,
    value: i.kind === 'fixed' ? bahtToSatang(i.value) : i.value,
    minSubtotalSatang: bahtToSatang(i.min_subtotal),
    startsAt: i.starts_at,
    endsAt: i.ends_at,
    maxUses: i.max_uses,
    active: i.active,
    description: i.description,
    descriptionTh: i.description_th,
  }),
  search: [promoCodes.code, promoCodes.description, promoCodes.descriptionTh],
  filters: (f) => [typeof f.kind === 'string' && (PROMO_KINDS as readonly string[]).includes(f.kind) ? eq(promoCodes.kind, f.kind as 'percent') : undefined],
  sortable: {
    code: promoCodes.code, kind: promoCodes.kind, value: promoCodes.value, starts_at: promoCodes.startsAt, ends_at: promoCodes.endsAt,
    used_count: promoCodes.usedCount, max_uses: promoCodes.maxUses, active: promoCodes.active, created_at: promoCodes.createdAt, min_subtotal: promoCodes.minSubtotalSatang,
  },
  defaultSort: 'created_at',
  constraints: (i) => ({
    unique: { promo_codes_code_unique: { path: 'code', message: i ? promoCodeTaken(i.code) : 'promo.code_taken' } },
    invalid: {
      promo_codes_uses_check: { path: 'max_uses', message: 'promo.uses_below_used' },
      promo_codes_value_check: { path: 'value', message: 'promo.value_range' },
      promo_codes_dates_check: { path: 'ends_at', message: 'promo.end_after_start' },
      promo_codes_code_check: { path: 'code', message: 'promo.code_length' },
    },
    inUse: {
      orders_promo_code_id_promo_codes_id_fk: 'promo.used_by_orders',
      promo_redemptions_promo_code_id_promo_codes_id_fk: 'promo.used_by_orders',
    },
  }),
  hasUpdatedAt: true,
});

export const shippingMethodsResource = define({
  path: 'shipping-methods',
  entity: 'shipping_method',
  notFound: 'catalogue.shipping_method_not_found',
  table: shippingMethods,
  inputSchema: shippingMethodInputSchema,
  toDto: (m): AdminShippingMethodDto => ({
    ...shippingMethodDto(m as typeof shippingMethods.$inferSelect),
    active: m.active as boolean,
    sort_order: m.sortOrder as number,
    created_at: date(m.createdAt)!,
  }),
  toColumns: (i) => ({
    type: i.type, name: i.name, nameTh: i.name_th, description: i.description, descriptionTh: i.description_th,
    costSatang: bahtToSatang(i.cost), freeOverSatang: i.free_over === null ? null : bahtToSatang(i.free_over), active: i.active, sortOrder: i.sort_order,
  }),
  search: [shippingMethods.name, shippingMethods.nameTh],
  filters: (f) => [typeof f.type === 'string' && (SHIPPING_TYPES as readonly string[]).includes(f.type) ? eq(shippingMethods.type, f.type as 'pickup') : undefined],
  sortable: { name: shippingMethods.name, name_th: shippingMethods.nameTh, type: shippingMethods.type, cost: shippingMethods.costSatang, sort_order: shippingMethods.sortOrder, active: shippingMethods.active, created_at: shippingMethods.createdAt },
  defaultSort: 'sort_order',
  constraints: () => ({
    invalid: {
      shipping_methods_pickup_free: { path: 'cost', message: 'shipping.pickup_free' },
      shipping_methods_cost_check: { path: 'cost', message: fieldNegative('field.cost') },
    },
    inUse: { orders_shipping_method_id_shipping_methods_id_fk: 'shipping.used_by_orders' },
  }),
  hasUpdatedAt: false,
});

export const pickupLocationsResource = define({
  path: 'pickup-locations',
  entity: 'pickup_location',
  notFound: 'catalogue.pickup_location_not_found',
  table: pickupLocations,
  inputSchema: pickupLocationInputSchema,
  toDto: (l): AdminPickupLocationDto => ({
    ...pickupLocationDto(l as typeof pickupLocations.$inferSelect),
    active: l.active as boolean,
    created_at: date(l.createdAt)!,
  }),
  toColumns: (i) => ({
    name: i.name, nameTh: i.name_th, address: i.address, addressTh: i.address_th, phone: i.phone, description: i.description, descriptionTh: i.description_th, active: i.active,
  }),
  search: [pickupLocations.name, pickupLocations.nameTh, pickupLocations.address, pickupLocations.addressTh],
  sortable: { name: pickupLocations.name, name_th: pickupLocations.nameTh, active: pickupLocations.active, created_at: pickupLocations.createdAt },
  defaultSort: 'name',
  constraints: () => ({ inUse: { orders_pickup_location_id_pickup_locations_id_fk: 'pickup.used_by_orders' } }),
  hasUpdatedAt: false,
});

// ---- the five verbs, the same for each of them ----

export type AnyResource = CatalogueResource<any, { id: string }>;

export const SIMPLE_RESOURCES: AnyResource[] = [categoriesResource, bannersResource, promoCodesResource, shippingMethodsResource, pickupLocationsResource];

const selectRows = (db: Db | Tx, r: AnyResource) => db.select({ row: r.table, ...(r.extra ?? {}) }).from(r.table);

function dtoOf(r: AnyResource, selected: Record<string, unknown>) {
  const { row, ...extra } = selected as { row: Record<string, unknown> };
  return r.toDto(row, extra);
}

export async function getRecord(db: Db | Tx, r: AnyResource, id: string) {
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
    const [row] = await tx.insert(r.table).values(r.toColumns(input)).returning({ id: r.table.id });
    await r.afterWrite?.(tx, { actorId, id: row!.id as string });
    const created = await getRecord(tx, r, row!.id as string);
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
      await r.afterWrite?.(tx, { actorId, id });
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
