import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  satangToBaht, stockStatus, type BannerDto, type CategoryDto, type PaginationDto, type ProductDetailDto, type ProductListItemDto, type ProductListQuery,
} from '@club/core';
import { schema, type Db } from '@club/db';
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
const effectivePrice = sql`coalesce(${products.salePriceSatang}, ${products.priceSatang})`;

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
  price_low: [asc(effectivePrice)],
  price_high: [desc(effectivePrice)],
};

/** Case-insensitive search in both languages' names and descriptions; % and _ typed by the fan match themselves. */
function matchesSearch(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const columns = [products.name, products.nameTh, products.shortDescription, products.shortDescriptionTh, products.description, products.descriptionTh];
  return or(...columns.map((c) => ilike(c, pattern)))!;
}

export async function listProducts(db: Db, q: ProductListQuery): Promise<{ products: ProductListItemDto[]; pagination: PaginationDto }> {
  const where = and(eq(products.status, 'active'), q.category_id ? eq(products.categoryId, q.category_id) : undefined, q.search ? matchesSearch(q.search) : undefined);
  const [rows, [count]] = await Promise.all([
    selectListItems(db).where(where).orderBy(...ORDER[q.sort], asc(products.id)).limit(q.limit).offset((q.page - 1) * q.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const total = count?.n ?? 0;
  return { products: rows.map(toListItem), pagination: { current_page: q.page, per_page: q.limit, total, total_pages: Math.ceil(total / q.limit) } };
}

export async function listFeaturedProducts(db: Db, limit: number): Promise<ProductListItemDto[]> {
  const rows = await selectListItems(db).where(and(eq(products.status, 'active'), eq(products.featured, true))).orderBy(desc(products.createdAt), asc(products.id)).limit(limit);
  return rows.map(toListItem);
}

/** A product the store shows (active, or archived for old links); drafts are not found. */
export async function getProduct(db: Db, id: string): Promise<ProductDetailDto> {
  const [row] = await db.select({ p: products, c: categories }).from(products).innerJoin(categories, eq(products.categoryId, categories.id))
    .where(and(eq(products.id, id), inArray(products.status, ['active', 'archived'])));
  if (!row) throw new NotFound('Product not found');
  const { p, c } = row;
  const [images, groups] = await Promise.all([
    db.select().from(productImages).where(eq(productImages.productId, id)).orderBy(desc(productImages.isMain), asc(productImages.sortOrder)),
    db.select().from(productVariantGroups).where(eq(productVariantGroups.productId, id)).orderBy(asc(productVariantGroups.sortOrder)),
  ]);
  const image = (i: typeof productImages.$inferSelect) => ({ url: i.url, alt: i.alt, alt_th: i.altTh });
  const [main, ...additional] = images;
  return {
    id: p.id,
    sku: p.sku,
    ...productTexts(p),
    status: p.status,
    featured: p.featured,
    available_quantity: p.status === 'active' ? p.stockQuantity : 0,
    ...prices(p),
    category: { id: c.id, name: c.name, name_th: c.nameTh },
    images: { main: main ? image(main) : null, additional: additional.map(image) },
    variants: Object.fromEntries(groups.map((g) => [g.name, g.options])),
    seo: { keywords: p.seoKeywords },
  };
}
