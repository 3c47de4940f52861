import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct } from '../../test/fixtures.js';

let api: TestApi;
let admin: string;

// A database of its own: other test files buy tickets with the default 15-minute window meanwhile.
beforeAll(async () => {
  api = await startTestApiOnOwnDatabase({ PAYMENT_WINDOW_MINUTES: '20' });
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await api?.close();
});

const minutesLeft = (iso: string) => (Date.parse(iso) - Date.now()) / 60_000;

describe('club settings', () => {
  it('start from the environment, and an admin\'s change sets the payment time of the next purchase and order', async () => {
    const start = await api.call('GET', '/api/v1/admin/settings/1', { token: admin });
    expect(start.body.data).toMatchObject({ id: 1, payment_window_minutes: 20, order_payment_hours: 24 });

    const changed = await api.call('PUT', '/api/v1/admin/settings/1', { token: admin, json: { ...start.body.data, payment_window_minutes: 45, order_payment_hours: 48 } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ payment_window_minutes: 45, order_payment_hours: 48, updated_by_name: expect.any(String) });
    // Each process rereads the settings within 5 seconds.
    await new Promise((r) => setTimeout(r, 5100));

    const fan = await api.signUp();
    const matchId = await createMatch(api.database.db, { seats: 10 });
    const purchase = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } });
    expect(minutesLeft(purchase.body.data.expiresAt)).toBeGreaterThan(44);
    expect(minutesLeft(purchase.body.data.expiresAt)).toBeLessThan(46);

    const p = await createProduct(api.database.db, { stock: 3 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: p.id, quantity: 1 } });
    const [method] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: method.id, pickup_location_id: place.id, notes: null } });
    expect(minutesLeft(order.body.data.order.expires_at) / 60).toBeCloseTo(48, 1);
  });

  it('are changed by admins only, within their bounds', async () => {
    const staffUser = await api.signUp();
    await api.call('PUT', `/api/v1/admin/users/${staffUser.id}`, { token: admin, json: { role: 'staff' } });
    const staff = await api.signIn(staffUser.email, staffUser.password);
    expect((await api.call('GET', '/api/v1/admin/settings/1', { token: staff })).status).toBe(200);
    expect((await api.call('PUT', '/api/v1/admin/settings/1', { token: staff, json: { payment_window_minutes: 5, order_payment_hours: 1 } })).status).toBe(403);
    const tooLong = await api.call('PUT', '/api/v1/admin/settings/1', { token: admin, json: { payment_window_minutes: 5000, order_payment_hours: 1 } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.details[0]).toMatchObject({ path: 'payment_window_minutes', message: 'The payment window is from 1 to 1440 minutes' });
    const noTime = await api.call('PUT', '/api/v1/admin/settings/1', { token: admin, json: { payment_window_minutes: 20, order_payment_hours: 0 }, headers: { 'accept-language': 'th' } });
    expect(noTime.status).toBe(400);
    expect(noTime.body.error.details[0]).toMatchObject({ path: 'order_payment_hours', message: 'ระยะเวลาชำระค่าสินค้าต้องอยู่ระหว่าง 1 ถึง 336 ชั่วโมง' });
    expect((await api.call('GET', '/api/v1/admin/settings/1', { token: admin })).body.data.payment_window_minutes).toBe(45);
  });
});
