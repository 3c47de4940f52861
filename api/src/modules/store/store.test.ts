import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const get = async (path: string) => (await api.call('GET', path)).body;

describe('the public store catalogue', () => {
  it('lists active banners, at most the number asked for', async () => {
    const { data } = await get('/api/v1/public/store-banners?limit=2');
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({ id: expect.any(String), image_url: expect.any(String), title: expect.any(String), title_th: expect.stringMatching(/[\u0E00-\u0E7F]/), target_link: expect.anything() });
  });

  it('lists the categories in both languages', async () => {
    const { data } = await get('/api/v1/public/merchandise/categories');
    expect(data.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Jerseys', 'Accessories', 'Souvenirs', 'Equipment']));
    expect(data.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(data.every((c: { name_th: string }) => /[\u0E00-\u0E7F]/.test(c.name_th))).toBe(true);
  });

  it('pages through active products 12 at a time, never showing a draft', async () => {
    // Other test files add products of their own meanwhile; the seeded souvenirs are this test's alone.
    const first = (await get('/api/v1/public/merchandise/products')).data;
    expect(first.products).toHaveLength(12);
    expect(first.pagination).toMatchObject({ current_page: 1, per_page: 12 });
    expect(first.pagination.total).toBeGreaterThanOrEqual(24);
    expect(first.pagination.total_pages).toBe(Math.ceil(first.pagination.total / 12));
    const categories = (await get('/api/v1/public/merchandise/categories')).data;
    const souvenirs = categories.find((c: { name: string }) => c.name === 'Souvenirs').id;
    const page = async (n: number) => (await get(`/api/v1/public/merchandise/products?category_id=${souvenirs}&limit=4&page=${n}`)).data;
    const [one, two] = [await page(1), await page(2)];
    expect(one.pagination).toEqual({ current_page: 1, per_page: 4, total: 6, total_pages: 2 });
    expect(one.products).toHaveLength(4);
    expect(two.products).toHaveLength(2);
    const names = [...one.products, ...two.products].map((p: { name: string }) => p.name);
    expect(new Set(names).size).toBe(6);
    expect(names).not.toContain('Stand Flag');
    const past = (await get(`/api/v1/public/merchandise/products?category_id=${souvenirs}&limit=4&page=5`)).data;
    expect(past).toEqual({ products: [], pagination: { current_page: 5, per_page: 4, total: 6, total_pages: 2 } });
  });

  it('sorts by what the fan pays, sale price first when lower', async () => {
    const pays = (p: { price: number; sale_price: number | null }) => p.sale_price ?? p.price;
    const low = (await get('/api/v1/public/merchandise/products?sort=price_low&limit=48')).data.products.map(pays);
    expect(low).toEqual([...low].sort((a: number, b: number) => a - b));
    const high = (await get('/api/v1/public/merchandise/products?sort=price_high&limit=48')).data.products.map(pays);
    expect(high).toEqual([...high].sort((a: number, b: number) => b - a));
    const featured = (await get('/api/v1/public/merchandise/products?sort=featured')).data.products;
    expect(featured[0].featured).toBe(true);
  });

  it('searches English and Thai names case-insensitively, and filters by category', async () => {
    const english = (await get('/api/v1/public/merchandise/products?search=JERSEY')).data;
    expect(english.products.length).toBeGreaterThan(0);
    expect(english.products.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(english.products.every((p: { name: string; short_description: string }) => /jersey/i.test(p.name + p.short_description))).toBe(true);
    const thai = (await get(`/api/v1/public/merchandise/products?search=${encodeURIComponent('เสื้อแข่ง')}`)).data;
    expect(thai.products.length).toBeGreaterThan(0);
    expect(thai.products.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(thai.products.every((p: { name_th: string; short_description_th: string }) => (p.name_th + p.short_description_th).includes('เสื้อแข่ง'))).toBe(true);
    expect((await get('/api/v1/public/merchandise/products?search=%25')).data.pagination.total).toBe(0);
    const categories = (await get('/api/v1/public/merchandise/categories')).data;
    const jerseys = categories.find((c: { name: string }) => c.name === 'Jerseys');
    const filtered = (await get(`/api/v1/public/merchandise/products?category_id=${jerseys.id}&limit=48`)).data.products;
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(filtered.every((p: { category_name: string }) => p.category_name === 'Jerseys')).toBe(true);
  });

  it('marks low and sold-out stock', async () => {
    const all = (await get('/api/v1/public/merchandise/products?limit=48')).data.products;
    for (const p of all) {
      expect(p.stock_status).toBe(p.stock_quantity === 0 ? 'out_of_stock' : p.stock_quantity <= 5 ? 'low_stock' : 'in_stock');
    }
    expect(all.some((p: { stock_status: string }) => p.stock_status === 'low_stock')).toBe(true);
  });

  it('lists at most 8 featured products', async () => {
    const { data } = await get('/api/v1/public/merchandise/featured');
    expect(data.products.length).toBeGreaterThan(0);
    expect(data.products.length).toBeLessThanOrEqual(8);
    expect(data.products.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(data.products.every((p: { featured: boolean }) => p.featured)).toBe(true);
  });

  it('shows a product with its images, variant groups and available quantity', async () => {
    const [jersey] = (await get('/api/v1/public/merchandise/products?search=Home%20Jersey%202026')).data.products;
    const { data } = await get(`/api/v1/public/merchandise/products/${jersey.id}`);
    expect(data).toMatchObject({ id: jersey.id, sku: 'JER-HOME-26', status: 'active', available_quantity: jersey.stock_quantity, category: { name: 'Jerseys' } });
    expect(data.images.main.url).toMatch(/^\/uploads\//);
    expect(Object.keys(data.variants)).toEqual(expect.arrayContaining(['size', 'color']));
    expect(data.variants.color.some((o: unknown) => typeof o === 'object')).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for bad list parameters', async () => {
    const missing = await api.call('GET', '/api/v1/public/merchandise/products/00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Product not found');
    for (const query of ['sort=cheapest', 'page=0', 'limit=1000', 'category_id=jerseys']) {
      const res = await api.call('GET', `/api/v1/public/merchandise/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_ERROR');
    }
  });
});
