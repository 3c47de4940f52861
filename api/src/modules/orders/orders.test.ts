import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { schema } from '@club/db';
import { ADMIN, startTestApi, startTestWorker, type TestApi } from '../../test/harness.js';
import { createProduct, eventually, makeSlip, receiptForm, stockOf } from '../../test/fixtures.js';
import { mailText, startMailServer } from '../../test/mail-server.js';

let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let staff: string;
let delivery: { id: string };
let pickup: { id: string };
let place: { id: string };

beforeAll(async () => {
  smtp = await startMailServer();
  api = await startTestApi();
  worker = await startTestWorker(api, { SMTP_URL: smtp.url, SWEEP_INTERVAL_MS: '200' });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  const methods = (await api.call('GET', '/api/v1/shipping/methods')).body.data;
  delivery = methods.find((m: { type: string }) => m.type === 'delivery');
  pickup = methods.find((m: { type: string }) => m.type === 'pickup');
  [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await smtp?.close();
});

const db = () => api.database.db;
const add = (token: string, productId: string, quantity = 1) => api.call('POST', '/api/v1/cart/add', { token, json: { product_id: productId, quantity } });
const ADDRESS = { recipient_name: 'Somchai Jaidee', phone: '081-234-5678', address_line1: '99/1 Sukhumvit Soi 11', address_line2: 'Khlong Toei Nuea', district: 'Watthana', province: 'Bangkok', postal_code: '10110' };
const newAddress = async (token: string) => (await api.call('POST', '/api/v1/shipping/addresses', { token, json: ADDRESS })).body.data.address_id as string;
const checkout = (token: string, body: Record<string, unknown>) => api.call('POST', '/api/v1/orders/create-from-cart', { token, json: { notes: null, ...body } });
const pickupOrder = (token: string) => checkout(token, { shipping_method_id: pickup.id, pickup_location_id: place.id });
const orderOf = async (token: string, id: string) => (await api.call('GET', `/api/v1/orders/${id}`, { token })).body.data.order;
const setStatus = (id: string, json: Record<string, unknown>, token = staff) => api.call('PUT', `/api/v1/admin/orders/${id}`, { token, json });

async function promo(values: Partial<typeof schema.promoCodes.$inferInsert> = {}) {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`;
  await db().insert(schema.promoCodes).values({ code, kind: 'percent', value: 10, ...values });
  return code;
}

describe('shipping', () => {
  it('lists methods and pickup places in both languages without a token', async () => {
    expect(delivery).toMatchObject({ type: 'delivery', cost: 50, free_over: 500, name_th: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    expect(pickup).toMatchObject({ type: 'pickup', cost: 0 });
    expect(place).toMatchObject({ name: expect.any(String), address_th: expect.stringMatching(/[\u0E00-\u0E7F]/), phone: expect.any(String) });
  });

  it('saves addresses, the first as the default, and refuses a bad postal code or a missing field', async () => {
    const fan = await api.signUp();
    expect((await api.call('GET', '/api/v1/shipping/addresses', { token: fan.token })).body.data).toEqual([]);
    const first = await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: ADDRESS });
    expect(first.status).toBe(201);
    expect(first.body.data.address).toMatchObject({ is_default: true, phone: '0812345678', postal_code: '10110' });
    await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: { ...ADDRESS, recipient_name: 'Malee', is_default: true } });
    const list = (await api.call('GET', '/api/v1/shipping/addresses', { token: fan.token })).body.data;
    expect(list.map((a: { recipient_name: string; is_default: boolean }) => [a.recipient_name, a.is_default])).toEqual([['Malee', true], ['Somchai Jaidee', false]]);
    for (const [override, message] of [[{ postal_code: '1011' }, /5 digits/], [{ district: '' }, /District is required/], [{ phone: '123' }, /Invalid phone/]] as const) {
      const res = await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, json: { ...ADDRESS, ...override } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(message);
    }
    expect((await api.call('GET', '/api/v1/shipping/addresses', { token: fan.token })).body.data).toHaveLength(2);
    expect((await api.call('GET', '/api/v1/shipping/addresses')).status).toBe(401);
  });
});

describe('placing an order', () => {
  it('turns the cart into an order: stock taken, prices, promo, delivery cost and destination kept, cart emptied, mail sent', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 10, priceSatang: 30_000, salePriceSatang: 25_000 });
    const q = await createProduct(db(), { stock: 5, priceSatang: 12_000 });
    await add(fan.token, p.id, 2);
    await add(fan.token, q.id, 1);
    const code = await promo({ kind: 'fixed', value: 5_000 });
    await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } });
    const addressId = await newAddress(fan.token);
    const res = await checkout(fan.token, { shipping_method_id: delivery.id, delivery_address_id: addressId, total: 1 });
    expect(res.status).toBe(201);
    const order = res.body.data.order;
    // 2 × 250 + 120 = 620 baht: delivery is free from 500; 50 off.
    expect(order).toMatchObject({
      status: 'pending_payment', subtotal: 620, discount_amount: 50, shipping_cost: 0, total_amount: 570, total_satang: 57_000, promo_code: code,
      shipping_method_type: 'delivery', delivery_recipient_name: 'Somchai Jaidee', delivery_postal_code: '10110', pickup_location_name: null,
      item_count: 3, receipt_image_url: null,
    });
    expect(order.order_number).toMatch(/^OR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(Date.parse(order.expires_at) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(order.items.find((i: { product_id: string }) => i.product_id === p.id)).toMatchObject({ quantity: 2, unit_price: 250, total_price: 500, product_sku: p.sku });
    expect(await stockOf(db(), p.id)).toBe(8);
    expect(await stockOf(db(), q.id)).toBe(4);
    expect((await api.call('GET', '/api/v1/cart', { token: fan.token })).body.data).toMatchObject({ items: [], summary: { promo_code: null } });
    const mail = await smtp.waitFor(fan.email);
    expect(mail.raw).toContain(order.order_number);
  });

  it('charges delivery under 500 baht, nothing for pickup, and prices at today\'s price', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 10, priceSatang: 20_000 });
    await add(fan.token, p.id, 1);
    await db().update(schema.products).set({ priceSatang: 21_000 }).where(eq(schema.products.id, p.id));
    const delivered = (await checkout(fan.token, { shipping_method_id: delivery.id, delivery_address_id: await newAddress(fan.token) })).body.data.order;
    expect(delivered).toMatchObject({ subtotal: 210, shipping_cost: 50, total_amount: 260 });
    await add(fan.token, p.id, 1);
    const collected = (await pickupOrder(fan.token)).body.data.order;
    expect(collected).toMatchObject({ subtotal: 210, shipping_cost: 0, total_amount: 210, shipping_method_type: 'pickup', pickup_location_name: expect.any(String) });
  });

  it.each<[string, { shipping_method_id?: string; delivery_address_id?: string }, number, RegExp]>([
    ['no method', {}, 400, /Please select a shipping method/],
    ['pickup without a place', { shipping_method_id: 'pickup' }, 400, /Please select a pickup location/],
    ['delivery without an address', { shipping_method_id: 'delivery' }, 400, /Please select a delivery address/],
    ['delivery to another user\'s address', { shipping_method_id: 'delivery', delivery_address_id: 'other' }, 400, /Please select a delivery address/],
  ])('refuses %s and changes nothing', async (_name, body, status, message) => {
    const fan = await api.signUp();
    const other = await api.signUp();
    const p = await createProduct(db(), { stock: 4 });
    await add(fan.token, p.id, 2);
    const resolved = {
      ...body,
      ...(body.shipping_method_id ? { shipping_method_id: body.shipping_method_id === 'pickup' ? pickup.id : delivery.id } : {}),
      ...(body.delivery_address_id ? { delivery_address_id: await newAddress(other.token) } : {}),
    };
    const res = await checkout(fan.token, resolved);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toMatch(message);
    expect(await stockOf(db(), p.id)).toBe(4);
    expect((await api.call('GET', '/api/v1/cart', { token: fan.token })).body.data.items).toHaveLength(1);
  });

  it('refuses an empty cart', async () => {
    const fan = await api.signUp();
    const res = await pickupOrder(fan.token);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Your cart is empty');
  });

  it('answers 409 naming the product when stock ran out after it went into the cart, and keeps the cart', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 5, name: 'Last Scarf' });
    const q = await createProduct(db(), { stock: 5 });
    await add(fan.token, q.id, 1);
    await add(fan.token, p.id, 3);
    await db().update(schema.products).set({ stockQuantity: 2 }).where(eq(schema.products.id, p.id));
    const res = await pickupOrder(fan.token);
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Not enough stock available: only 2 of Last Scarf left');
    expect(await stockOf(db(), q.id)).toBe(5);
    expect((await api.call('GET', '/api/v1/cart', { token: fan.token })).body.data.items).toHaveLength(2);
  });

  it('never oversells: parallel checkouts racing for the last 3 units sell exactly 3', async () => {
    const p = await createProduct(db(), { stock: 3 });
    const fans = await Promise.all(Array.from({ length: 10 }, () => api.signUp()));
    for (const fan of fans) await add(fan.token, p.id, 1);
    const results = await Promise.all(fans.map((fan) => pickupOrder(fan.token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await stockOf(db(), p.id)).toBe(0);
    const sold = await db().select({ n: schema.orderItems.quantity }).from(schema.orderItems).where(eq(schema.orderItems.productId, p.id));
    expect(sold.reduce((sum, r) => sum + r.n, 0)).toBe(3);
  });

  it('lets one user use a code once, and gives the use back when the order is cancelled', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 10, priceSatang: 60_000 });
    const code = await promo({ maxUses: 10 });
    await add(fan.token, p.id, 1);
    await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } });
    const first = (await pickupOrder(fan.token)).body.data.order;
    expect(first.discount_amount).toBe(60);
    await add(fan.token, p.id, 1);
    const again = await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('You have already used this promo code');
    expect((await setStatus(first.id, { status: 'cancelled' })).status).toBe(200);
    const [row] = await db().select().from(schema.promoCodes).where(eq(schema.promoCodes.code, code));
    expect(row!.usedCount).toBe(0);
    expect((await api.call('POST', '/api/v1/cart/promo', { token: fan.token, json: { code } })).status).toBe(200);
  });

  it('lists the user\'s own orders newest first, 10 a page, and hides other users\' orders', async () => {
    const fan = await api.signUp();
    const other = await api.signUp();
    // Two products: one fan may hold at most 10 of one product awaiting payment.
    const products = [await createProduct(db(), { stock: 20 }), await createProduct(db(), { stock: 20 })];
    const ids: string[] = [];
    for (let i = 0; i < 11; i++) {
      await add(fan.token, products[i % 2]!.id, 1);
      ids.push((await pickupOrder(fan.token)).body.data.order.id);
    }
    const first = (await api.call('GET', '/api/v1/orders?page=1', { token: fan.token })).body.data;
    expect(first.pagination).toEqual({ current_page: 1, per_page: 10, total: 11, total_pages: 2 });
    expect(first.orders[0].id).toBe(ids[10]);
    expect(first.orders[0].items).toHaveLength(1);
    const second = (await api.call('GET', '/api/v1/orders?page=2', { token: fan.token })).body.data;
    expect(second.orders.map((o: { id: string }) => o.id)).toEqual([ids[0]]);
    expect((await api.call('GET', '/api/v1/orders', { token: other.token })).body.data.orders).toEqual([]);
    const theirs = await api.call('GET', `/api/v1/orders/${ids[0]}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error.message).toBe('Order not found');
    expect((await api.call('GET', '/api/v1/orders?limit=0', { token: fan.token })).status).toBe(400);
  });

  it('shows the store bank account to anyone', async () => {
    const res = await api.call('GET', '/api/v1/orders/public/merchandise/bank-account');
    expect(res.body.data.bankAccount).toMatchObject({ bank_name: 'Kasikorn Bank', bank_name_th: 'ธนาคารกสิกรไทย', promptpay_id: '0812345678', account_number: '1234567890' });
  });
});

describe('paying and fulfilling an order', () => {
  it('takes one slip with a bank reference, shows it as verifying, then staff move it to paid, shipped and delivered with mails', async () => {
    const fan = await api.signUp();
    const other = await api.signUp();
    const p = await createProduct(db(), { stock: 5 });
    await add(fan.token, p.id, 1);
    const order = (await pickupOrder(fan.token)).body.data.order;
    const slip = await makeSlip({ transRef: `ORD${Date.now()}` });

    expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: other.token, body: receiptForm(slip) })).status).toBe(404);
    const text = await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(Buffer.from('not an image at all'), 'slip.png') });
    expect(text.status).toBe(415);
    const up = await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(slip, 'slip.png', 'image/png', { payment_reference: 'KBank 0042' }) });
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ receipt_image_url: `/api/v1/orders/${order.id}/receipt`, payment_reference: 'KBank 0042' });
    expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(409);

    const checked = await eventually(async () => {
      const o = await orderOf(fan.token, order.id);
      return o.receipt_check?.status === 'accepted' && o;
    });
    expect(checked).toMatchObject({ status: 'pending_payment', payment_reference: 'KBank 0042' });
    const queue = await api.call('GET', `/api/v1/admin/orders?filter=${encodeURIComponent(JSON.stringify({ awaiting_verification: true, q: order.order_number }))}`, { token: staff });
    expect(queue.headers.get('content-range')).toBe('orders 0-0/1');
    expect(queue.body.data[0]).toMatchObject({ id: order.id, customer: { email: fan.email }, receipt_transaction_ref: expect.stringMatching(/^ORD/) });
    const image = await api.call('GET', `/api/v1/orders/${order.id}/receipt`, { token: staff });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect((await api.call('GET', `/api/v1/orders/${order.id}/receipt`, { token: other.token })).status).toBe(404);

    expect((await setStatus(order.id, { status: 'paid' }, fan.token)).status).toBe(403);
    const paid = await setStatus(order.id, { status: 'paid', admin_notes: 'Thank you!' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', admin_notes: 'Thank you!', paid_at: expect.any(String) });
    const noTracking = await setStatus(order.id, { status: 'shipped' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.error.message).toMatch(/tracking number is required/);
    const shipped = await setStatus(order.id, { status: 'shipped', tracking_number: 'TH1234567890' });
    expect(shipped.body.data).toMatchObject({ status: 'shipped', tracking_number: 'TH1234567890', shipped_at: expect.any(String) });
    const back = await setStatus(order.id, { status: 'paid' });
    expect(back.status).toBe(409);
    expect(back.body.error.message).toBe('An order that is shipped cannot be marked paid');
    expect((await setStatus(order.id, { status: 'delivered' })).body.data.status).toBe('delivered');

    const fanView = await orderOf(fan.token, order.id);
    expect(fanView).toMatchObject({ status: 'delivered', tracking_number: 'TH1234567890', admin_notes: 'Thank you!' });
    const subjects = await eventually(async () => {
      const mine = smtp.mails.filter((m) => m.to.includes(fan.email)).map((m) => m.subject);
      return mine.length >= 4 && mine;
    });
    // Mails are sent by several jobs at once, so they may arrive in any order.
    expect(subjects.sort()).toEqual([
      `Order ${order.order_number} received — please pay to confirm it`,
      `Payment received for order ${order.order_number}`,
      `Order ${order.order_number} is on its way`,
      `Order ${order.order_number} has been delivered`,
    ].sort());
    expect(smtp.mails.find((m) => m.raw.includes(`is on its way`) && m.to.includes(fan.email))!.raw).toContain('TH1234567890');
    const audit = await db().select().from(schema.auditLog).where(eq(schema.auditLog.entityId, order.id)).orderBy(schema.auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['order.paid', 'order.shipped', 'order.delivered']);
  });

  it('mails the customer in Thai when Thai is their language', async () => {
    const fan = await api.signUp();
    await api.call('PUT', '/api/v1/users/profile', { token: fan.token, json: { preferredLanguage: 'th' } });
    const p = await createProduct(db(), { stock: 5 });
    await add(fan.token, p.id, 1);
    const order = (await pickupOrder(fan.token)).body.data.order;
    const mail = await smtp.waitFor(fan.email);
    expect(mail.subject).toBe(`ได้รับคำสั่งซื้อ ${order.order_number} แล้ว — กรุณาชำระเงินเพื่อยืนยัน`);
  });

  it('keeps why a slip could not be read as a code, in the order, its live message and the staff view, and takes another', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 5 });
    await add(fan.token, p.id, 1);
    const order = (await pickupOrder(fan.token)).body.data.order;
    const broken = Buffer.concat([(await makeSlip()).subarray(0, 200), Buffer.alloc(2000, 7)]);
    expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(broken) })).status).toBe(201);
    const unreadable = await eventually(async () => {
      const o = await api.call('GET', `/api/v1/orders/${order.id}`, { token: fan.token, headers: { 'accept-language': 'th' } });
      return o.body.data.order.receipt_check?.status === 'unreadable' && o.body.data.order;
    });
    expect(unreadable.receipt_check).toEqual({ status: 'unreadable', error: 'unreadable_image', bank: null });
    const [row] = await db().select({ checkError: schema.receipts.checkError }).from(schema.receipts).where(eq(schema.receipts.orderId, order.id));
    expect(row).toEqual({ checkError: 'unreadable_image' });
    const events = await db().select({ payload: schema.outboxEvents.payload }).from(schema.outboxEvents).where(eq(schema.outboxEvents.type, 'order.receipt_checked'));
    expect(events.map((e) => e.payload)).toContainEqual({ orderId: order.id, userId: fan.id, reason: 'unreadable_image' });
    expect((await api.call('GET', `/api/v1/admin/orders/${order.id}`, { token: staff })).body.data.receipt_check).toEqual({ status: 'unreadable', error: 'unreadable_image', bank: null });
    expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  });

  it('rejects a slip with a preset reason and a note: stock back, the fan mailed in their language with the order page', async () => {
    const fan = await api.signUp({ name: 'Nok' });
    await db().update(schema.users).set({ preferredLanguage: 'th' }).where(eq(schema.users.id, fan.id));
    const p = await createProduct(db(), { stock: 5 });
    await add(fan.token, p.id, 2);
    const order = (await pickupOrder(fan.token)).body.data.order;
    await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ variant: 11 })) });
    await eventually(async () => (await orderOf(fan.token, order.id)).receipt_check?.status === 'accepted');
    expect(await stockOf(db(), p.id)).toBe(3);

    const bad = await api.call('POST', `/api/v1/admin/orders/${order.id}/reject`, { token: staff, json: { reason: 'Wrong amount' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, error: { message: expect.stringContaining('Choose one of the reasons') } });
    expect((await api.call('POST', `/api/v1/admin/orders/${order.id}/reject`, { token: fan.token, json: { reason: 'amount_wrong' } })).status).toBe(403);
    const rejected = await api.call('POST', `/api/v1/admin/orders/${order.id}/reject`, { token: staff, json: { reason: 'wrong_account', note: 'โอนเข้าบัญชีตั๋ว ไม่ใช่บัญชีร้านค้า' } });
    expect(rejected.status).toBe(200);
    expect(await orderOf(fan.token, order.id)).toMatchObject({ status: 'rejected', rejection_reason: 'wrong_account', rejection_note: 'โอนเข้าบัญชีตั๋ว ไม่ใช่บัญชีร้านค้า', rejected_at: expect.any(String) });
    expect(await stockOf(db(), p.id)).toBe(5);
    expect((await api.call('POST', `/api/v1/admin/orders/${order.id}/reject`, { token: staff, json: { reason: 'amount_wrong' } })).status).toBe(409);

    const raw = await eventually(async () => smtp.mails.find((m) => m.to.includes(fan.email) && m.subject.includes('ไม่ผ่านการตรวจสอบ')));
    const mail = await mailText(raw.raw);
    expect(mail.subject).toBe(`การชำระเงินของคำสั่งซื้อ ${order.order_number} ไม่ผ่านการตรวจสอบ — กรุณาส่งสลิปใหม่`);
    expect(mail.text).toContain('เหตุผล: เงินถูกโอนเข้าบัญชีที่ไม่ใช่บัญชีของสโมสรสำหรับการชำระเงินนี้');
    expect(mail.text).toContain('หมายเหตุจากเจ้าหน้าที่: โอนเข้าบัญชีตั๋ว ไม่ใช่บัญชีร้านค้า');
    expect(mail.text).toMatch(new RegExp(`https?://\\S+/orders/${order.id}`));
  });

  it('takes a new slip for a rejected order: awaiting payment again with its stock taken again, the rejected slip replaced, and no mail for it', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 3 });
    await add(fan.token, p.id, 2);
    const order = (await pickupOrder(fan.token)).body.data.order;
    await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ variant: 12 })) });
    await eventually(async () => (await orderOf(fan.token, order.id)).receipt_check?.status === 'accepted');
    await api.call('POST', `/api/v1/admin/orders/${order.id}/reject`, { token: staff, json: { reason: 'slip_unreadable' } });
    expect(await stockOf(db(), p.id)).toBe(3);

    expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ variant: 13 })) })).status).toBe(201);
    expect(await orderOf(fan.token, order.id)).toMatchObject({ status: 'pending_payment', rejection_reason: null, rejection_note: null, rejected_at: null });
    expect(await stockOf(db(), p.id)).toBe(1);
    expect(await db().select().from(schema.receipts).where(eq(schema.receipts.orderId, order.id))).toHaveLength(1);
    await eventually(async () => (await orderOf(fan.token, order.id)).receipt_check?.status === 'accepted');
    expect((await setStatus(order.id, { status: 'paid' })).status).toBe(200);
    expect(await stockOf(db(), p.id)).toBe(1);
    const paidMail = await eventually(async () => smtp.mails.find((m) => m.to.includes(fan.email) && m.subject.startsWith('Payment received')));
    expect(paidMail).toBeTruthy();
    // Placed, rejected, paid: the new slip itself is not mailed.
    expect(smtp.mails.filter((m) => m.to.includes(fan.email))).toHaveLength(3);
  });

  it('refuses a new slip for a rejected order whose stock is gone, in the reader\'s language, changing nothing', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 2 });
    await add(fan.token, p.id, 2);
    const order = (await pickupOrder(fan.token)).body.data.order;
    await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ variant: 14 })) });
    await eventually(async () => (await orderOf(fan.token, order.id)).receipt_check?.status === 'accepted');
    await api.call('POST', `/api/v1/admin/orders/${order.id}/reject`, { token: staff, json: { reason: 'transfer_not_found' } });
    const other = await api.signUp();
    await add(other.token, p.id, 1);
    expect((await pickupOrder(other.token)).status).toBe(201);

    const refused = await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip({ variant: 15 })), headers: { 'accept-language': 'th' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/สินค้าบางรายการในคำสั่งซื้อนี้หมดแล้ว/);
    expect(await orderOf(fan.token, order.id)).toMatchObject({ status: 'rejected', rejection_reason: 'transfer_not_found' });
    expect(await stockOf(db(), p.id)).toBe(1);
  });

  it('gives the stock back when staff cancel, only once however often it is asked', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 5 });
    await add(fan.token, p.id, 3);
    const order = (await pickupOrder(fan.token)).body.data.order;
    expect(await stockOf(db(), p.id)).toBe(2);
    const [a, b] = await Promise.all([setStatus(order.id, { status: 'cancelled' }), setStatus(order.id, { status: 'cancelled' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await stockOf(db(), p.id)).toBe(5);
    expect((await orderOf(fan.token, order.id))).toMatchObject({ status: 'cancelled', cancellation_reason: 'staff', cancelled_at: expect.any(String) });
    expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(409);
  });

  it('cancels an unpaid order without a slip when its time is up, giving its stock back; a slip keeps an order open', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 5 });
    await add(fan.token, p.id, 2);
    const unpaid = (await pickupOrder(fan.token)).body.data.order;
    await add(fan.token, p.id, 1);
    const withSlip = (await pickupOrder(fan.token)).body.data.order;
    await api.call('POST', `/api/v1/orders/${withSlip.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) });
    expect(await stockOf(db(), p.id)).toBe(2);
    await db().update(schema.orders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(schema.orders.userId, fan.id));
    const expired = await eventually(async () => {
      const o = await orderOf(fan.token, unpaid.id);
      return o.status === 'cancelled' && o;
    });
    expect(expired).toMatchObject({ cancellation_reason: 'payment_expired' });
    expect(await stockOf(db(), p.id)).toBe(4);
    expect((await orderOf(fan.token, withSlip.id)).status).toBe('pending_payment');
    const late = await api.call('POST', `/api/v1/orders/${unpaid.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This order was cancelled because it was not paid in time. Please place a new order.');
  });

  it('mails a new order even when the queue still holds jobs numbered like its events (a database started afresh behind the same Redis)', async () => {
    // The old database's jobs: named after outbox ids that the new database hands out again.
    const [{ last }] = await db().select({ last: sql<number>`coalesce(max(${schema.outboxEvents.id}), 0)::int` }).from(schema.outboxEvents) as [{ last: number }];
    const connection = new Redis(api.config.REDIS_URL, { maxRetriesPerRequest: null });
    const queue = new Queue('email', { connection, prefix: api.config.QUEUE_PREFIX });
    const stale = await Promise.all(Array.from({ length: 30 }, (_, i) => queue.add('order-status', {}, { jobId: `evt-${last + 1 + i}-order-status`, delay: 3_600_000 })));
    try {
      const fan = await api.signUp();
      const p = await createProduct(db(), { stock: 5 });
      await add(fan.token, p.id, 1);
      const order = (await pickupOrder(fan.token)).body.data.order;
      expect((await smtp.waitFor(fan.email)).subject).toContain(order.order_number);
    } finally {
      await Promise.all(stale.map((job) => job.remove()));
      await queue.close();
      connection.disconnect();
    }
  });

  it('lists what needs staff when asked: a readable slip to check, paid orders to prepare and prepared ones to send, oldest first', async () => {
    const fan = await api.signUp();
    const p = await createProduct(db(), { stock: 20 });
    const placeOrder = async () => { await add(fan.token, p.id, 1); return (await pickupOrder(fan.token)).body.data.order as { id: string; order_number: string }; };
    const [unpaid, slipToCheck, unreadable, paid, processing, shipped, cancelled] = [
      await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder(), await placeOrder(),
    ];
    for (const o of [slipToCheck, unreadable]) {
      await api.call('POST', `/api/v1/orders/${o.id}/payment-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) });
      await eventually(async () => (await orderOf(fan.token, o.id)).receipt_check?.status === 'accepted');
    }
    // The fan was asked for another slip: waiting on the fan, not on staff.
    await db().update(schema.receipts).set({ checkStatus: 'unreadable' }).where(eq(schema.receipts.orderId, unreadable.id));
    await setStatus(paid.id, { status: 'paid' });
    await setStatus(processing.id, { status: 'paid' });
    await setStatus(processing.id, { status: 'processing' });
    await setStatus(shipped.id, { status: 'paid' });
    await setStatus(shipped.id, { status: 'shipped', tracking_number: 'TH0000000001' });
    await setStatus(cancelled.id, { status: 'cancelled' });
    const list = async (filter: Record<string, unknown>) => (await api.call('GET', `/api/v1/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: fan.email, ...filter }))}&sort=${encodeURIComponent('["created_at","ASC"]')}`, { token: staff })).body.data.map((o: { id: string }) => o.id);
    expect(await list({ needs_action: true })).toEqual([slipToCheck.id, paid.id, processing.id]);
    expect(await list({})).toEqual([unpaid, slipToCheck, unreadable, paid, processing, shipped, cancelled].map((o) => o.id));
    expect(await list({ needs_action: true, status: 'paid' })).toEqual([paid.id]);
    expect((await api.call('GET', `/api/v1/admin/orders?filter=${encodeURIComponent('{"needs_action":"yes"}')}`, { token: staff })).status).toBe(400);
  });

  it('keeps staff order calls to staff', async () => {
    const fan = await api.signUp();
    expect((await api.call('GET', '/api/v1/admin/orders', { token: fan.token })).status).toBe(403);
    expect((await api.call('GET', '/api/v1/admin/orders')).status).toBe(401);
    const bad = await api.call('GET', `/api/v1/admin/orders?filter=${encodeURIComponent('{"status":"lost"}')}`, { token: staff });
    expect(bad.status).toBe(400);
  });
});
