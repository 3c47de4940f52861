import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  unitsOnSale,   satangToBaht, stockStatus, type BannerDto, type CategoryDto, type PaginationDto, type ProductDetailDto, type ProductImageDto, type ProductListItemDto, type ProductListQuery, type VariantOption,
} from '@club/core';
import { productFound, productPrice, schema, type Db } from '@club/db';
import { NotFound } from '../../http/errors.js';

const { banners, categories, products, productImages, productVariantGroups } = schema;

export async function listBanners(db: Db, limit: number): Promise<BannerDto[]> {
  const rows = await db.select().from(banners).where(eq(banners.active, true)).orderBy(asc(banners.sortOrder), asc(banners.createdAt)).limit(limit);
  return rows.map((b) => ({ id: b.id, image_url: b.imageUrl, title: b.title, title_th: b.titleTh, target_link: b.targetLink }));
}

export async function listCategories(db: Db): Promise<CategoryDto[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((c) => ({ id: c.id, name: c.name, name_th: c.nameTh }));
}

const mainImage = sql<string | null>`(select ${productImages.url} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.isMain} desc, ${productImages.sortOrder} limit 1)`;
/** What the fan pays: the sale price when there is one. */

const selectListItems = (db: Db) =>
  db.select({ p: products, categoryName: categories.name, categoryNameTh: categories.nameTh, mainImage })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id));
type ListRow = Awaited<ReturnType<ReturnType<typeof selectListItems>['execute']>>[number];

type Product = typeof products.$inferSelect;

/** The product's words in both languages, as every product shape shows them. */
export const productTexts = (p: Product) => ({
  name: p.name,
  name_th: p.nameTh,
  short_description: p.shortDescription,
  short_description_th: p.shortDescriptionTh,
  description: p.description,
  description_th: p.descriptionTh,
  features: p.features,
  features_th: p.featuresTh,
});

/** Baht as the spec shows them, with the exact satang twins. */
export const prices = (p: Product) => ({
  price: satangToBaht(p.priceSatang),
  sale_price: p.salePriceSatang === null ? null : satangToBaht(p.salePriceSatang),
  price_satang: p.priceSatang,
  sale_price_satang: p.salePriceSatang,
});

function toListItem({ p, categoryName, categoryNameTh, mainImage: image }: ListRow): ProductListItemDto {
  return {
    id: p.id,
    name: p.name,
    name_th: p.nameTh,
    short_description: p.shortDescription,
    short_description_th: p.shortDescriptionTh,
    category_name: categoryName,
    category_name_th: categoryNameTh,
    main_image_url: image,
    featured: p.featured,
    stock_status: stockStatus(p.stockQuantity),
    stock_quantity: p.stockQuantity,
    ...prices(p),
  };
}

const ORDER: Record<ProductListQuery['sort'], SQL[]> = {
  newest: [desc(products.createdAt)],
  featured: [desc(products.featured), desc(products.createdAt)],
  price_low: [asc(productPrice)],
  price_high: [desc(productPrice)],
};

export async function listProducts(db: Db, q: ProductListQuery): Promise<{ products: ProductListItemDto[]; pagination: PaginationDto }> {
  const where = and(eq(products.status, 'active'), q.category_id ? eq(products.categoryId, q.category_id) : undefined, q.search ? productFound(q.search) : undefined);
  // One round trip: the window count sees every matching row before the page is cut.
  const rows = await db.select({ p: products, categoryName: categories.name, categoryNameTh: categories.nameTh, mainImage, total: sql<number>`(count(*) over ())::int` })
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .where(where).orderBy(...ORDER[q.sort], asc(products.id)).limit(q.limit).offset((q.page - 1) * q.limit);
  // Past the last page there is no row to carry the count.
  const total = rows[0]?.total ?? (q.page > 1 ? (await db.select({ n: sql<number>`count(*)::int` }).from(products).where(where))[0]!.n : 0);
  return { products: rows.map(toListItem), pagination: { current_page: q.page, per_page: q.limit, total, total_pages: Math.ceil(total / q.limit) } };
}

export async function listFeaturedProducts(db: Db, limit: number): Promise<ProductListItemDto[]> {
  const rows = await selectListItems(db).where(and(eq(products.status, 'active'), eq(products.featured, true))).orderBy(desc(products.createdAt), asc(products.id)).limit(limit);
  return rows.map(toListItem);
}

/** The product's images, main first, as JSON built in the database. */
const imagesJson = sql<ProductImageDto[]>`(select coalesce(json_agg(json_build_object('url', ${productImages.url}, 'alt', ${productImages.alt}, 'alt_th', ${productImages.altTh})
  order by ${productImages.isMain} desc, ${productImages.sortOrder}), '[]') from ${productImages} where ${productImages.productId} = ${products.id})`;
/** The product's option groups in order, as [name, options] pairs. */
const groupsJson = sql<[string, VariantOption[]][]>`(select coalesce(json_agg(json_build_array(${productVariantGroups.name}, ${productVariantGroups.options})
  order by ${productVariantGroups.sortOrder}), '[]') from ${productVariantGroups} where ${productVariantGroups.productId} = ${products.id})`;

/** A product the store shows (active, or archived for old links); drafts are not found. One round trip. */
export async function getProduct(db: Db, id: string): Promise<ProductDetailDto> {
  const [row] = await db.select({ p: products, c: categories, images: imagesJson, groups: groupsJson })
    .from(products).innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), inArray(products.status, ['active', 'archived'])));
  if (!row) throw new NotFound('product.not_found');
  const { p, c, images: [main, ...additional], groups } = row;
  return {
    id: p.id,
    sku: p.sku,
    ...productTexts(p),
    status: p.status,
    featured: p.featured,
    available_quantity: unitsOnSale(p.status, p.stockQuantity),
    ...prices(p),
    category: { id: c.id, name: c.name, name_th: c.nameTh },
    images: { main: main ?? null, additional },
    variants: Object.fromEntries(groups),
    seo: { keywords: p.seoKeywords },
  };
}
