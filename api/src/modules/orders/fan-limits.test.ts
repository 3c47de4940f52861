import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderLifecycle, schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createProduct, stockOf } from '../../test/fixtures.js';

let api: TestApi;
let staff: string;
let pickup: { id: string };
let place: { id: string };

beforeAll(async () => {
  api = await startTestApi();
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  pickup = (await api.call('GET', '/api/v1/shipping/methods')).body.data.find((m: { type: string }) => m.type === 'pickup');
  [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
});
afterAll(async () => { await api?.close(); });

const db = () => api.database.db;
const shirt = (stock = 50) => createProduct(db(), { stock, variants: { size: ['S', 'M', 'L'] } });
const add = (token: string, productId: string, quantity: number, size = 'M') =>
  api.call('POST', '/api/v1/cart/add', { token, json: { product_id: productId, quantity, variants: { size } } });
const order = (token: string, lang = 'en') => api.call('POST', '/api/v1/orders/create-from-cart', {
  token, json: { notes: null, shipping_method_id: pickup.id, pickup_location_id: place.id }, headers: { 'accept-language': lang },
});
const setStatus = (id: string, status: string) => api.call('PUT', `/api/v1/admin/orders/${id}`, { token: staff, json: { status } });
const cartUnits = async (token: string) =>
  ((await api.call('GET', '/api/v1/cart', { token })).body.data.items as { quantity: number }[]).reduce((n, i) => n + i.quantity, 0);

describe('units of a product one fan may hold awaiting payment', () => {
  it('lets a fan hold at most 10 of a product in unpaid orders, all its variants together, until one is cancelled or paid', async () => {
    const fan = await api.signUp();
    const p = await shirt();
    await add(fan.token, p.id, 4, 'S');
    await add(fan.token, p.id, 2, 'M');
    const first = await order(fan.token);
    expect(first.status).toBe(201);

    await add(fan.token, p.id, 5, 'L');
    const refused = await order(fan.token);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'UNPAID_PRODUCT_LIMIT',
      message: `You can hold at most 10 of ${p.name} in orders awaiting payment: pay for the orders you have first`,
      details: { product_id: p.id, max: 10 },
    });
    expect((await order(fan.token, 'th')).body.error.message).toBe(`สั่ง ${p.nameTh} ที่ยังไม่ได้ชำระเงินได้ไม่เกิน 10 ชิ้น กรุณาชำระเงินคำสั่งซื้อที่มีอยู่ก่อน`);
    // Refused, nothing was taken: the stock of the first order only, the cart as it was.
    expect(await stockOf(db(), p.id)).toBe(44);
    expect(await cartUnits(fan.token)).toBe(5);
    // Another fan is not held back by this one.
    const other = await api.signUp();
    await add(other.token, p.id, 10);
    expect((await order(other.token)).status).toBe(201);

    // Cancelled by staff, the first order's units no longer count.
    expect((await setStatus(first.body.data.order.id, 'cancelled')).status).toBe(200);
    const second = await order(fan.token);
    expect(second.status).toBe(201);
    await add(fan.token, p.id, 6);
    expect((await order(fan.token)).status).toBe(409);
    // Paid, they no longer await payment: room for 10 more.
    expect((await setStatus(second.body.data.order.id, 'paid')).status).toBe(200);
    await add(fan.token, p.id, 4);
    const third = await order(fan.token);
    expect(third.status).toBe(201);
    // Expired by the sweep, the same.
    await add(fan.token, p.id, 1);
    expect((await order(fan.token)).status).toBe(409);
    await db().update(schema.orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.orders.id, third.body.data.order.id));
    await orderLifecycle.expireUnpaid(db());
    expect((await order(fan.token)).status).toBe(201);
  });

  it('refuses both of two checkouts racing on a cart of 6 after an order of 6, and with none places one order of 6', async () => {
    const p = await shirt();
    const fan = await api.signUp();
    await add(fan.token, p.id, 6);
    expect((await order(fan.token)).status).toBe(201);
    await add(fan.token, p.id, 6);
    const raced = await Promise.all([order(fan.token), order(fan.token)]);
    expect(raced.map((r) => [r.status, r.body.error?.code])).toEqual([[409, 'UNPAID_PRODUCT_LIMIT'], [409, 'UNPAID_PRODUCT_LIMIT']]);

    const fresh = await api.signUp();
    await add(fresh.token, p.id, 6);
    const once = await Promise.all([order(fresh.token), order(fresh.token)]);
    expect(once.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await stockOf(db(), p.id)).toBe(50 - 6 - 6);
  });

  it('holds in the database however many checkouts of one fan run at once', async () => {
    // Past the cart's lock (which makes one fan's checkouts over HTTP take turns): orders written at once.
    const fan = await api.signUp();
    const p = await shirt();
    const place = async () => {
      const id = randomUUID();
      try {
        return await db().transaction(async (tx) => {
          const written = await orderLifecycle.create(tx, {
            id, orderNumber: `T-${id.slice(0, 8)}`, userId: fan.id, subtotalSatang: 6 * p.priceSatang, totalSatang: 6 * p.priceSatang,
            shippingMethodType: 'pickup', shippingMethodName: 'Pickup', shippingMethodNameTh: 'รับเอง', pickupLocationName: 'Stadium', expiresAt: new Date(Date.now() + 3_600_000),
          }, [{ orderId: id, productId: p.id, productName: p.name, productNameTh: p.nameTh, productSku: p.sku, unitPriceSatang: p.priceSatang, quantity: 6, totalSatang: 6 * p.priceSatang }],
          [{ productId: p.id, quantity: 6, unitSatang: p.priceSatang }]);
          if (!written.ok) throw Object.assign(new Error('refused'), { written });
          return written;
        });
      } catch (err) {
        return (err as { written?: unknown }).written ?? Promise.reject(err);
      }
    };
    const written = await Promise.all(Array.from({ length: 4 }, place));
    expect(written).toEqual(expect.arrayContaining([{ ok: true }]));
    expect(written.filter((w) => (w as { ok: boolean }).ok)).toHaveLength(1);
    expect(written.filter((w) => !(w as { ok: boolean }).ok)).toEqual(Array(3).fill({ ok: false, unpaidLimitOf: p.id }));
    expect(await stockOf(db(), p.id)).toBe(44);
  });
});
