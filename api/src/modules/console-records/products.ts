import { asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  PRODUCT_STATUSES, bahtToSatang, fieldNegative, fieldNotPositive, fieldOneOf, msg, msgWith, oneOfWords, productInputSchema, skuTaken, stockStatus, type AdminProductDto, type ProductInput,
} from '@club/core';
import { audit, productFound, productSearchWords, schema, type Db, type Tx } from '@club/db';
import { NotFound } from '../../http/errors.js';
import type { ListQuery } from '../../http/simple-rest.js';
import { parse } from '../../http/validate.js';
import { prices, productTexts } from '../store/service.js';
import { allOf, commonFilters, diff, idCondition, mergeInput, orderBy, pageSize, searchIn, translateDbErrors, type ConstraintMessages } from './persistence.js';

const { categories, products, productImages, productVariantGroups, orderItems, cartItems } = schema;

const NOT_FOUND = 'product.not_found';

const productConstraints = (input?: { sku: string }): ConstraintMessages => ({
  unique: {
    products_sku_unique: { path: 'sku', message: skuTaken(input?.sku ?? 'this SKU') },
    product_variant_groups_name: { path: 'variant_groups', message: 'catalogue.group_names_unique' },
    product_images_one_main: { path: 'images', message: 'catalogue.one_main_image' },
  },
  invalid: {
    products_category_id_categories_id_fk: { path: 'category_id', message: 'catalogue.category_not_found' },
    products_price_check: { path: 'price', message: fieldNotPositive('field.price') },
    products_sale_price_check: { path: 'sale_price', message: fieldNotPositive('field.sale_price') },
    products_stock_check: { path: 'stock_quantity', message: fieldNegative('field.stock') },
    products_status_check: { path: 'status', message: fieldOneOf('field.status', PRODUCT_STATUSES) },
    product_variant_groups_options_check: { path: 'variant_groups', message: 'catalogue.group_needs_option' },
  },
});

const selectProducts = (db: Db | Tx) =>
  db.select({ p: products, categoryName: categories.name, categoryNameTh: categories.nameTh })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id));
type ProductRow = Awaited<ReturnType<ReturnType<typeof selectProducts>['execute']>>[number];

/** Rows with their images and variant groups, in two queries for the whole page. */
async function toDtos(db: Db | Tx, rows: ProductRow[]): Promise<AdminProductDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.p.id);
  const [images, groups] = await Promise.all([
    db.select().from(productImages).where(inArray(productImages.productId, ids)).orderBy(asc(productImages.sortOrder), asc(productImages.id)),
    db.select().from(productVariantGroups).where(inArray(productVariantGroups.productId, ids)).orderBy(asc(productVariantGroups.sortOrder), asc(productVariantGroups.id)),
  ]);
  return rows.map(({ p, categoryName, categoryNameTh }) => {
    const own = images.filter((i) => i.productId === p.id).map((i) => ({ url: i.url, alt: i.alt, alt_th: i.altTh, is_main: i.isMain }));
    return {
      id: p.id,
      sku: p.sku,
      category_id: p.categoryId,
      category_name: categoryName,
      category_name_th: categoryNameTh,
      ...productTexts(p),
      seo_keywords: p.seoKeywords,
      ...prices(p),
      stock_quantity: p.stockQuantity,
      stock_status: stockStatus(p.stockQuantity),
      status: p.status,
      featured: p.featured,
      main_image_url: (own.find((i) => i.is_main) ?? own[0])?.url ?? null,
      images: own,
      variant_groups: groups.filter((g) => g.productId === p.id).map((g) => ({ name: g.name, options: g.options })),
      created_at: p.createdAt.toISOString(),
      updated_at: p.updatedAt.toISOString(),
    };
  });
}

export async function getProduct(db: Db | Tx, id: string): Promise<AdminProductDto> {
  const [dto] = await toDtos(db, await selectProducts(db).where(eq(products.id, id)));
  if (!dto) throw new NotFound(NOT_FOUND);
  return dto;
}

const productFilter = commonFilters.extend({
  category_id: z.uuid(msg('filter.category_id')).optional(),
  status: z.union([z.enum(PRODUCT_STATUSES), z.array(z.enum(PRODUCT_STATUSES))], { error: msgWith(oneOfWords('status', PRODUCT_STATUSES)) }).optional(),
});

/** The fields the product list sorts by (the console's columns): anything else is refused. */
export const PRODUCT_SORT = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  name_th: products.nameTh,
  price: products.priceSatang,
  price_satang: products.priceSatang,
  sale_price: products.salePriceSatang,
  stock_quantity: products.stockQuantity,
  stock_status: products.stockQuantity,
  status: products.status,
  featured: products.featured,
  category_id: categories.name,
  category_name: categories.name,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
};

/**
 * Filters: q (part of the SKU or of a name, or words the store would find the product by),
 * category_id, status (one or a list), featured, id (a list).
 */
export async function listProducts(db: Db, q: ListQuery<(typeof PRODUCT_SORT)[keyof typeof PRODUCT_SORT]>) {
  const f = parse(productFilter, q.filter);
  const where = allOf(
    idCondition(products.id, f.id),
    f.q?.trim() ? or(searchIn(f.q, [products.sku, products.name, products.nameTh]), productFound(f.q)) : undefined,
    f.category_id ? eq(products.categoryId, f.category_id) : undefined,
    f.status === undefined ? undefined : inArray(products.status, Array.isArray(f.status) ? f.status : [f.status]),
    f.featured === undefined ? undefined : eq(products.featured, f.featured),
  );
  const [rows, [total]] = await Promise.all([
    selectProducts(db).where(where).orderBy(...orderBy(q, products.id)).limit(pageSize(q, f.id)).offset(q.offset),
    db.select({ n: count() }).from(products).innerJoin(categories, eq(products.categoryId, categories.id)).where(where),
  ]);
  return { rows: await toDtos(db, rows), total: total?.n ?? 0 };
}

const productColumns = (input: ProductInput) => {
  const text = {
    name: input.name,
    nameTh: input.name_th,
    shortDescription: input.short_description,
    shortDescriptionTh: input.short_description_th,
    description: input.description,
    descriptionTh: input.description_th,
  };
  return {
    sku: input.sku,
    categoryId: input.category_id,
    ...text,
    searchWords: productSearchWords(text),
    features: input.features,
    featuresTh: input.features_th,
    seoKeywords: input.seo_keywords,
    priceSatang: bahtToSatang(input.price),
    salePriceSatang: input.sale_price === null ? null : bahtToSatang(input.sale_price),
    stockQuantity: input.stock_quantity,
    status: input.status,
    featured: input.featured,
  };
};

/** Images and variant groups belong to the product: saved with it, replaced as a whole. */
async function writeChildren(tx: Tx, productId: string, input: ProductInput): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  await tx.delete(productVariantGroups).where(eq(productVariantGroups.productId, productId));
  if (input.images.length) {
    await tx.insert(productImages).values(input.images.map((img, i) => ({ productId, url: img.url, alt: img.alt, altTh: img.alt_th, isMain: img.is_main, sortOrder: i })));
  }
  if (input.variant_groups.length) {
    await tx.insert(productVariantGroups).values(input.variant_groups.map((g, i) => ({ productId, name: g.name, options: g.options, sortOrder: i })));
  }
}

export async function createProduct(db: Db, actorId: string, input: ProductInput): Promise<AdminProductDto> {
  return translateDbErrors(productConstraints(input), () => db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(productColumns(input)).returning({ id: products.id });
    await writeChildren(tx, row!.id, input);
    const created = await getProduct(tx, row!.id);
    await audit(tx, { actorId, action: 'product.created', entityType: 'product', entityId: row!.id, changes: { after: input } });
    return created;
  }));
}

/** PUT: the body (whole or partial) over the stored product, validated as a whole. */
export async function updateProduct(db: Db, actorId: string, id: string, body: unknown): Promise<AdminProductDto> {
  return translateDbErrors(productConstraints(), () => db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!locked) throw new NotFound(NOT_FOUND);
    const before = await getProduct(tx, id);
    const input = mergeInput(productInputSchema, before, body);
    // Inside, so a taken SKU is named in the answer.
    return translateDbErrors(productConstraints(input), async () => {
      await tx.update(products).set({ ...productColumns(input), updatedAt: sql`now()` }).where(eq(products.id, id));
      await writeChildren(tx, id, input);
      const after = await getProduct(tx, id);
      const changes = diff(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>);
      if (Object.keys(changes).length) await audit(tx, { actorId, action: 'product.updated', entityType: 'product', entityId: id, changes });
      return after;
    });
  }));
}

/**
 * A product that was ever ordered or sits in a cart is archived (hidden from the store, kept for
 * order history and old links); one nobody used is deleted. The answer says which happened.
 */
export async function deleteProduct(db: Db, actorId: string, id: string): Promise<AdminProductDto & { archived: boolean }> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!locked) throw new NotFound(NOT_FOUND);
    const before = await getProduct(tx, id);
    const [[ordered], [inCart]] = await Promise.all([
      tx.select({ n: count() }).from(orderItems).where(eq(orderItems.productId, id)),
      tx.select({ n: count() }).from(cartItems).where(eq(cartItems.productId, id)),
    ]);
    if ((ordered?.n ?? 0) > 0 || (inCart?.n ?? 0) > 0) {
      await tx.update(products).set({ status: 'archived', featured: false, updatedAt: sql`now()` }).where(eq(products.id, id));
      await audit(tx, { actorId, action: 'product.archived', entityType: 'product', entityId: id, changes: { status: [before.status, 'archived'], reason: 'in orders or carts' } });
      return { ...(await getProduct(tx, id)), archived: true };
    }
    await tx.delete(products).where(eq(products.id, id));
    await audit(tx, { actorId, action: 'product.deleted', entityType: 'product', entityId: id, changes: { before } });
    return { ...before, archived: false };
  });
}
