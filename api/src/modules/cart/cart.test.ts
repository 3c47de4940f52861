import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { startTestApi, type TestApi } from '../../test/harness.js';
import { createProduct } from '../../test/fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const SIZES = ['S', 'M', 'L'];
const COLOURS = [{ key: 'navy', en_label: 'Navy', th_label: 'กรมท่า' }, { key: 'yellow', en_label: 'Yellow', th_label: 'เหลือง' }];
const shirt = (opts: Parameters<typeof createProduct>[1] = {}) => createProduct(api.database.db, { variants: { size: SIZES, color: COLOURS }, ...opts });
const add = (token: string, body: unknown) => api.call('POST', '/api/v1/cart/add', { token, json: body });
const cartOf = async (token: string) => (await api.call('GET', '/api/v1/cart', { token })).body.data;

async function promo(values: Partial<typeof schema.promoCodes.$inferInsert> = {}) {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await api.database.db.insert(schema.promoCodes).values({ code, kind: 'percent', value: 10, ...values });
  return code;
}

describe('the cart', () => {
  it('needs a signed-in user', async () => {
    expect((await api.call('GET', '/api/v1/cart')).status).toBe(401);
  });

  it('adds a product with its options, merges the same choice into one line and prices it on the server', async () => {
    const fan = await api.signUp();
    const p = await shirt({ priceSatang: 59_000, salePriceSatang: 49_000, stock: 10 });
    expect((await add(fan.token, { product_id: p.id, quantity: 1, variants: { size: 'M', color: 'navy' } })).status).toBe(201);
    // The same choice in another order of keys is the same line.
    await add(fan.token, { product_id: p.id, quantity: 2, variants: { color: 'navy', size: 'M' } });
    await add(fan.token, { product_id: p.id, quantity: 1, variants: { size: 'L', color: 'yellow' }, price: 1 });
    const cart = await cartOf(fan.token);
    expect(cart.items).toHaveLength(2);
    const navy = cart.items.find((i: { variants: { color: string } }) => i.variants.color === 'navy');
    expect(navy).toMatchObject({
      product_id: p.id, quantity: 3, price: 590, sale_price: 490, item_price: 490, total_price: 1470, total_price_satang: 147_000,
      available_quantity: 10, in_stock: true, sku: p.sku,
    });
    expect(navy.variant_details).toEqual([
      { group: 'size', key: 'M', en_label: 'M', th_label: 'M' },
      { group: 'color', key: 'navy', en_label: 'Navy', th_label: 'กรมท่า' },
    ]);
    expect(cart.summary).toMatchObject({ item_count: 4, subtotal: 1960, discount: 0, total: 1960, promo_code: null });
  });

  it.each([
    [{ variants: { size: 'M' } }, 400, /Please select all product options/],
    [{ variants: { size: 'XXXL', color: 'navy' } }, 400, /not an option of size/],
    [{ variants: { size: 'M', color: 'navy', fit: 'slim' } }, 400, /no option "fit"/],
    [{ quantity: 0 }, 400, /at least 1/],
    [{ quantity: 11 }, 409, /only 10 of/],
    [{ product_id: '00000000-0000-4000-8000-000000000000' }, 404, /Product not found/],
  ])('refuses %j with %i and adds nothing', async (override, status, message) => {
    const fan = await api.signUp();
    const p = await shirt({ stock: 10 });
    const res = await add(fan.token, { product_id: p.id, quantity: 1, variants: { size: 'M', color: 'navy' }, ...override });
    expect(res.status).toBe(status);
    expect(res.body.error.message).toMatch(message);
    expect((await cartOf(fan.token)).items).toEqual([]);
  });

  it('counts stock over every line of a product, and never lets the cart ask for more than there is', async () => {
    const fan = await api.signUp();
    const p = await shirt({ stock: 3 });
    await add(fan.token, { product_id: p.id, quantity: 2, variants: { size: 'M', color: 'navy' } });
    const more = await add(fan.token, { product_id: p.id, quantity: 2, variants: { size: 'L', color: 'navy' } });
    expect(more.status).toBe(409);
    expect(more.body.error.message).toBe(`Not enough stock available: only 1 of ${p.name} left`);
    const [line] = (await cartOf(fan.token)).items;
    expect((await api.call('PUT', `/api/v1/cart/update/${line.id}`, { token: fan.token, json: { quantity: 4 } })).status).toBe(409);
    const down = await api.call('PUT', `/api/v1/cart/update/${line.id}`, { token: fan.token, json: { quantity: 1 } });
    expect(down.status).toBe(200);
    expect(down.body.data.items[0].quantity).toBe(1);
  });

  it('shows a line as out of stock when the stock fell below it after it was added', async () => {
    const fan = await api.signUp();
    const p = await createProduct(api.database.db, { stock: 5 });
    await add(fan.token, { product_id: p.id, quantity: 4 });
    await api.database.db.update(schema.products).set({ stockQuantity: 2 }).where(eq(schema.products.id, p.id));
    const [line] = (await cartOf(fan.token)).items;
    expect(line).toMatchObject({ quantity: 4, available_quantity: 2, in_stock: false });
  });

  it('removes a line and clears the cart; another user\'s line is not found', async () => {
    const fan = await api.signUp();
    const other = await api.signUp();
    const p = await createProduct(api.database.db, { stock: 5 });
    const q = await createProduct(api.database.db, { stock: 5 });
    await add(fan.token, { product_id: p.id, quantity: 1 });
    const both = (await add(fan.token, { product_id: q.id, quantity: 1 })).body.data;
    expect(both.items).toHaveLength(2);
    expect((await api.call('DELETE', `/api/v1/cart/remove/${both.items[0].id}`, { token: other.token })).status).toBe(404);
    expect((await api.call('PUT', `/api/v1/cart/update/${both.items[0].id}`, { token: other.token, json: { quantity: 2 } })).status).toBe(404);
    const removed = await api.call('DELETE', `/api/v1/cart/remove/${both.items[0].id}`, { token: fan.token });
    expect(removed.body.data.items).toHaveLength(1);
    const cleared = await api.call('DELETE', '/api/v1/cart/clear', { token: fan.token });
    expect(cleared.body.data).toMatchObject({ items: [], summary: { item_count: 0, subtotal: 0, total: 0 } });
  });
});

describe('promo codes', () => {
  it('applies a percent code and a fixed code to the subtotal, and removes it', async () => {
    const fan = await api.signUp();
    const p = await createProduct(api.database.db, { stock: 10, priceSatang: 33_333 });
    await add(fan.token, { product_id: p.id, quantity: 3 });
    const percent = await promo({ kind: 'percent', value: 15 });
    const applied = await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code: percent.toLowerCase() } });
    expect(applied.status).toBe(200);
    // 15% of 999.99 baht, rounded down to the satang.
    expect(applied.body.data.summary).toMatchObject({ subtotal_satang: 99_999, discount_satang: 14_999, total_satang: 85_000, promo_code: percent, promo_problem: null });
    const fixed = await promo({ kind: 'fixed', value: 20_000 });
    const swapped = await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code: fixed } });
    expect(swapped.body.data.summary).toMatchObject({ discount: 200, total: 799.99, promo: { kind: 'fixed', value: 200 } });
    const removed = await api.call('DELETE', '/api/v1/cart/promo', { token: fan.token });
    expect(removed.body.data.summary).toMatchObject({ discount: 0, promo_code: null });
  });

  it.each([
    ['an unknown code', {}, 'NOPE', 'Invalid promo code'],
    ['an empty code', {}, '  ', 'Please enter a promo code'],
    ['an expired code', { startsAt: new Date(Date.now() - 2 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) }, null, 'This promo code has expired'],
    ['a code not started yet', { startsAt: new Date(Date.now() + 86_400_000) }, null, 'This promo code is not valid yet'],
    ['a switched-off code', { active: false }, null, 'Invalid promo code'],
    ['a used-up code', { maxUses: 5, usedCount: 5 }, null, 'This promo code has been fully used'],
    ['a subtotal below the minimum', { minSubtotalSatang: 100_000 }, null, 'This promo code needs a subtotal of at least ฿1,000'],
  ])('refuses %s with a clear message', async (_name, values, typed, message) => {
    const fan = await api.signUp();
    const p = await createProduct(api.database.db, { stock: 10, priceSatang: 40_000 });
    await add(fan.token, { product_id: p.id, quantity: 1 });
    const code = typed ?? (await promo(values));
    const res = await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toContain(message);
    expect((await cartOf(fan.token)).summary).toMatchObject({ discount: 0, promo_code: null });
  });

  it('keeps an applied code but stops its discount when the subtotal falls below its minimum', async () => {
    const fan = await api.signUp();
    const p = await createProduct(api.database.db, { stock: 10, priceSatang: 30_000 });
    const line = (await add(fan.token, { product_id: p.id, quantity: 2 })).body.data.items[0];
    const code = await promo({ minSubtotalSatang: 50_000 });
    expect((await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } })).body.data.summary.discount).toBe(60);
    const lower = await api.call('PUT', `/api/v1/cart/update/${line.id}`, { token: fan.token, json: { quantity: 1 } });
    expect(lower.body.data.summary).toMatchObject({
      promo_code: code, discount: 0, total: 300,
      promo_problem: { en: 'This promo code needs a subtotal of at least ฿500', th: 'รหัสโปรโมชันนี้ใช้ได้เมื่อยอดสินค้าอย่างน้อย 500 บาท' },
    });
  });

  it('words its refusals in Thai for a Thai page', async () => {
    const fan = await api.signUp();
    const p = await createProduct(api.database.db, { stock: 1 });
    const th = { 'accept-language': 'th' };
    const tooMany = await api.call('POST', '/api/v1/cart/add', { token: fan.token, headers: th, json: { product_id: p.id, quantity: 2 } });
    expect(tooMany.body.error.message).toBe(`สินค้าในสต็อกไม่พอ: ${p.nameTh} เหลือเพียง 1 ชิ้น`);
    await add(fan.token, { product_id: p.id, quantity: 1 });
    const wrong = await api.call('POST', '/api/v1/cart/promo', { token: fan.token, headers: th, json: { code: 'NOPE' } });
    expect(wrong.body.error.message).toBe('รหัสโปรโมชันไม่ถูกต้อง');
    const empty = await api.call('POST', '/api/v1/cart/promo', { token: fan.token, headers: th, json: { code: '' } });
    expect(empty.body.error).toMatchObject({ message: 'กรุณากรอกรหัสโปรโมชัน', details: [{ path: 'code', message: 'กรุณากรอกรหัสโปรโมชัน' }] });
    expect((await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code: 'NOPE' } })).body.error.message).toBe('Invalid promo code');
  });
});
