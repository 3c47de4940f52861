import { and, eq, sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@club/core';
import type { Db } from './client.js';
import { products } from './schema/index.js';

type ProductText = Pick<typeof products.$inferInsert, 'name' | 'nameTh' | 'shortDescription' | 'shortDescriptionTh' | 'description' | 'descriptionTh'>;

/** What a product is found by, written with the product: the words of its names and descriptions in both languages. */
export const productSearchWords = (p: ProductText): string[] =>
  searchWords([p.name, p.nameTh, p.shortDescription, p.shortDescriptionTh, p.description, p.descriptionTh].join('\n'));

/**
 * The products a search finds: each of its words begins one of the product's words ("jers" finds
 * Jersey, "เสื้อเหย้า" finds เสื้อแข่งเหย้า). A prefix query of the words' tsvector, which the GIN
 * index products_search_words_idx serves. A search without a word (only punctuation) finds nothing.
 */
export function productFound(search: string): SQL {
  const words = searchWords(search);
  if (!words.length) return sql`false`;
  // tsquery's own syntax, taken as written (no parser, no dictionary): each word quoted, ' and \ doubled.
  const query = words.map((w) => `'${w.replace(/['\\]/g, '$&$&')}':*`).join(' & ');
  return sql`array_to_tsvector(${products.searchWords}) @@ ${query}::tsquery`;
}

const LEFT_EMPTY = sql`${products.searchWords} = '{}'`;

/**
 * Words for the products migration 0024 left without any (PostgreSQL cannot split Thai into words);
 * run after the migrations. A product with no word at all is looked at again on each start, to the
 * same empty list; one written meanwhile by the console keeps its words.
 */
export async function fillProductSearchWords(db: Db): Promise<void> {
  const rows = await db.select({
    id: products.id, name: products.name, nameTh: products.nameTh, shortDescription: products.shortDescription,
    shortDescriptionTh: products.shortDescriptionTh, description: products.description, descriptionTh: products.descriptionTh,
  }).from(products).where(LEFT_EMPTY);
  for (const { id, ...text } of rows) {
    await db.update(products).set({ searchWords: productSearchWords(text) }).where(and(eq(products.id, id), LEFT_EMPTY));
  }
}
