import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../test/harness.js';

// A database of its own: a product here is added and renamed, which the store tests running alongside would count.
let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await startTestApiOnOwnDatabase();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await api?.close();
});

/** The names of the products the store finds for a search, in name order. */
async function found(search: string): Promise<string[]> {
  const res = await api.call('GET', `/api/v1/public/merchandise/products?search=${encodeURIComponent(search)}&limit=48`);
  expect(res.status, search).toBe(200);
  return res.body.data.products.map((p: { name: string }) => p.name).sort();
}

describe('the store search', () => {
  it('finds Thai words in names written without spaces, every word of the search, in any order', async () => {
    // เสื้อแข่งเหย้า 2026 and เสื้อแข่งเหย้าเด็ก: เสื้อ, แข่ง, เหย้า...
    expect(await found('เสื้อเหย้า')).toEqual(['Home Jersey 2026', 'Kids Home Jersey']);
    expect(await found('เหย้า เสื้อ')).toEqual(['Home Jersey 2026', 'Kids Home Jersey']);
    expect(await found('เสื้อเหย้าเด็ก')).toEqual(['Kids Home Jersey']);
    expect(await found('เสื้อเยือน 2026')).toEqual(['Away Jersey 2026']);
    expect(await found('เสื้อแข่งเหย้า 2026')).toEqual(['Home Jersey 2026']);
  });

  it('finds English words and their beginnings whatever their case, and nothing for a search without a word', async () => {
    expect(await found('jersey')).toContain('Home Jersey 2026');
    expect(await found('JERS')).toContain('Home Jersey 2026');
    expect(await found('home jers')).toEqual(['Home Jersey 2026', 'Kids Home Jersey']);
    expect(await found('home jersey 2026')).toEqual(['Home Jersey 2026']);
    expect(await found('home scarf')).toEqual([]);
    expect(await found('%')).toEqual([]);
    // Quotes and backslashes are text, not the query language's.
    expect(await found(`o'neil \\ 'jersey':*`)).toEqual([]);
  });

  it('finds a renamed product by its new words and no longer by its old ones, in the store and the console', async () => {
    const categories = (await api.call('GET', '/api/v1/admin/categories', { token: admin })).body.data;
    const created = await api.call('POST', '/api/v1/admin/products', {
      token: admin,
      json: { sku: 'SEARCH-1', category_id: categories[0].id, name: 'Stadium Umbrella', name_th: 'ร่มสนามเหย้า', price: 490, stock_quantity: 10 },
    });
    expect(created.status).toBe(201);
    expect(await found('umbrella')).toEqual(['Stadium Umbrella']);
    expect(await found('ร่มเหย้า')).toEqual(['Stadium Umbrella']);

    const renamed = await api.call('PUT', `/api/v1/admin/products/${created.body.data.id}`, { token: admin, json: { name: 'Rain Poncho', name_th: 'เสื้อกันฝน' } });
    expect(renamed.status).toBe(200);
    expect(await found('poncho')).toEqual(['Rain Poncho']);
    expect(await found('เสื้อฝน')).toEqual(['Rain Poncho']);
    expect(await found('umbrella')).toEqual([]);
    expect(await found('ร่มเหย้า')).toEqual([]);

    const consoleFinds = async (q: string) => (await api.call('GET', `/api/v1/admin/products?filter=${encodeURIComponent(JSON.stringify({ q }))}`, { token: admin }))
      .body.data.map((p: { name: string }) => p.name).sort();
    expect(await consoleFinds('เสื้อฝน')).toEqual(['Rain Poncho']);
    expect(await consoleFinds('เสื้อเหย้า')).toEqual(['Home Jersey 2026', 'Kids Home Jersey']);
    // Still by part of a SKU or of a name, as before.
    expect(await consoleFinds('search-')).toEqual(['Rain Poncho']);
    expect(await consoleFinds('ersey 20')).toEqual(['Away Jersey 2026', 'Home Jersey 2026', 'Third Jersey 2026']);
  });
});
