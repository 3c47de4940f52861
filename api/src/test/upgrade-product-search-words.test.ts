import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, productFound, schema } from '@club/db';
import { databaseBefore } from './scratch.js';

// Migration 0024 adds the products' search words, which only the code can write (PostgreSQL cannot split
// Thai into words). A database of the release before it upgrades with every product's words filled.
let old: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;

beforeAll(async () => {
  // The previous release: migrated up to 0023.
  old = await databaseBefore(24, 'club_upgrade_search');
  pool = new pg.Pool({ connectionString: old.url });
});
afterAll(async () => {
  await pool?.end();
  await old?.drop();
});

it('upgrades a database with products, filling their search words, so a Thai search finds them', async () => {
  await pool.query(`
    insert into categories (id, slug, name, name_th) values ('00000000-0000-4000-8000-000000000001', 'jerseys', 'Jerseys', 'เสื้อแข่ง');
    insert into products (sku, category_id, name, name_th, short_description_th, price_satang, updated_at) values
      ('JER-HOME-26', '00000000-0000-4000-8000-000000000001', 'Home Jersey 2026', 'เสื้อแข่งเหย้า 2026', 'สีกรมท่าประจำทีม', 189000, '2026-01-02T03:04:05Z'),
      ('ACC-SCARF', '00000000-0000-4000-8000-000000000001', 'Thunder Scarf', 'ผ้าพันคอธันเดอร์', '', 45000, '2026-01-02T03:04:05Z');
  `);

  const upgraded = await openDatabase({ url: old.url, dataDir: old.dataDir });
  try {
    const { products } = schema;
    const words = await upgraded.db.select({ sku: products.sku, words: products.searchWords, updatedAt: products.updatedAt }).from(products).orderBy(products.sku);
    expect(words).toEqual([
      { sku: 'ACC-SCARF', words: ['thunder', 'scarf', 'ผ้า', 'พัน', 'คอ', 'ธันเดอร์'], updatedAt: new Date('2026-01-02T03:04:05Z') },
      { sku: 'JER-HOME-26', words: ['home', 'jersey', '2026', 'เสื้อ', 'แข่ง', 'เหย้า', 'สี', 'กรมท่า', 'ประจำ', 'ทีม'], updatedAt: new Date('2026-01-02T03:04:05Z') },
    ]);
    const skusFound = async (search: string) => (await upgraded.db.select({ sku: products.sku }).from(products).where(productFound(search))).map((p) => p.sku);
    expect(await skusFound('เสื้อเหย้า')).toEqual(['JER-HOME-26']);
    expect(await skusFound('jers')).toEqual(['JER-HOME-26']);
  } finally {
    await upgraded.close();
  }
});
