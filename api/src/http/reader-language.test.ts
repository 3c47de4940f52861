import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';
import { createMatch, createProduct } from '../test/fixtures.js';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await api?.close();
});

const TH = { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-GB,en;q=0.9' };
type Lang = typeof TH | typeof EN;

/** A fan with a pickup order waiting for payment. */
async function fanWithOrder() {
  const fan = await api.signUp();
  const product = await createProduct(api.database.db, { stock: 5 });
  expect((await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } })).status).toBe(201);
  const methods = (await api.call('GET', '/api/v1/shipping/methods')).body.data as { id: string; type: string }[];
  const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data as { id: string }[];
  const placed = await api.call('POST', '/api/v1/orders/create-from-cart', {
    token: fan.token, json: { shipping_method_id: methods.find((m) => m.type === 'pickup')!.id, pickup_location_id: place!.id },
  });
  expect(placed.status).toBe(201);
  return { fan, orderId: placed.body.data.order.id as string, methods };
}

describe('refusals in the reader\'s language', () => {
  it('words a request schema\'s refusal, its field problems and the rules without words of their own for the caller', async () => {
    const fan = await api.signUp();
    const add = (headers: Lang) => api.call('POST', '/api/v1/cart/add', { token: fan.token, headers, json: { product_id: 'nope', quantity: 1.5 } });
    const th = await add(TH);
    expect(th.status).toBe(400);
    expect(th.body).toEqual({
      success: false,
      error: {
        code: 'VALIDATION_ERROR',
        message: 'ไม่พบสินค้า',
        words: { en: 'product_id: Product not found', th: 'ไม่พบสินค้า' },
        details: [{ path: 'product_id', message: 'ไม่พบสินค้า' }, { path: 'quantity', message: 'จำนวนต้องเป็นจำนวนเต็ม' }],
      },
    });
    expect((await add(EN)).body.error).toMatchObject({ message: 'product_id: Product not found', details: [{ path: 'product_id', message: 'Product not found' }, { path: 'quantity', message: 'Quantity must be a whole number' }] });

    // A field's name in the sentence (the catalogue's schemas), and a limit the schema states without words (zod's own are English).
    const product = await api.call('POST', '/api/v1/admin/products', { token: admin, headers: TH, json: { sku: 'LANG-1', name: '', name_th: 'ชื่อ', price: 100, stock_quantity: 1 } });
    expect(product.status).toBe(400);
    expect(product.body.error.details).toContainEqual({ path: 'name', message: 'กรุณากรอกชื่อ' });
    expect(product.body.error.details).toContainEqual({ path: 'category_id', message: 'กรุณาเลือกหมวดหมู่' });
    const rename = (headers: Lang) => api.call('PUT', '/api/v1/users/profile', { token: fan.token, headers, json: { name: 'ก'.repeat(121) } });
    expect((await rename(TH)).body.error).toMatchObject({ message: 'ยาวได้ไม่เกิน 120 ตัวอักษร', details: [{ path: 'name', message: 'ยาวได้ไม่เกิน 120 ตัวอักษร' }] });
    expect((await rename(EN)).body.error.message).toBe('name: At most 120 characters');
    const address = { recipient_name: 'ก'.repeat(121), phone: '081-234-5678', address_line1: '1 ถนนสุขุมวิท', district: 'วัฒนา', province: 'กรุงเทพฯ', postal_code: '10110' };
    const long = await api.call('POST', '/api/v1/shipping/addresses', { token: fan.token, headers: TH, json: address });
    expect(long.body.error.details).toEqual([{ path: 'recipient_name', message: 'ยาวได้ไม่เกิน 120 ตัวอักษร' }]);
  });

  it('words a service\'s refusal for the caller: a fan ordering from an empty cart, cancelling a cancelled purchase', async () => {
    const fan = await api.signUp();
    const methods = (await api.call('GET', '/api/v1/shipping/methods')).body.data as { id: string; type: string }[];
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data as { id: string }[];
    const order = (headers: Lang) => api.call('POST', '/api/v1/orders/create-from-cart', {
      token: fan.token, headers, json: { shipping_method_id: methods.find((m) => m.type === 'pickup')!.id, pickup_location_id: place!.id },
    });
    expect((await order(TH)).body).toEqual({ success: false, error: { code: 'VALIDATION_ERROR', message: 'ตะกร้าสินค้าของคุณว่างอยู่', words: { en: 'Your cart is empty', th: 'ตะกร้าสินค้าของคุณว่างอยู่' } } });
    expect((await order(EN)).body.error.message).toBe('Your cart is empty');
    // A caller that asks for neither of the site's languages, or for none, reads Thai.
    for (const asked of ['fr-FR, de', '']) expect((await order({ 'accept-language': asked } as Lang)).body.error.message, asked).toBe('ตะกร้าสินค้าของคุณว่างอยู่');

    const bought = await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '081-234-5678' } });
    expect(bought.status).toBe(201);
    const cancel = (headers: Lang) => api.call('DELETE', `/api/v1/purchases/${bought.body.data.id}/cancel`, { token: fan.token, headers });
    expect((await cancel(TH)).status).toBe(200);
    expect((await cancel(TH)).body).toEqual({ success: false, error: { code: 'CONFLICT', message: 'ยกเลิกรายการซื้อนี้ไม่ได้แล้ว (สถานะ: ยกเลิกแล้ว)', words: expect.any(Object) } });
    expect((await cancel(EN)).body.error.message).toBe('This purchase can no longer be cancelled (it is cancelled)');
  });

  it('words staff refusals in the console\'s language: an order move its status forbids, a move missing its tracking number, a wrong password', async () => {
    const { orderId } = await fanWithOrder();
    const move = (headers: Lang, json: Record<string, unknown>) => api.call('PUT', `/api/v1/admin/orders/${orderId}`, { token: admin, headers, json });
    const forbidden = await move(TH, { status: 'delivered' });
    expect(forbidden.status).toBe(409);
    expect(forbidden.body).toEqual({ success: false, error: { code: 'CONFLICT', message: 'คำสั่งซื้อที่อยู่ในสถานะ "รอชำระเงิน" ไม่สามารถเปลี่ยนเป็น "ส่งถึงแล้ว" ได้', words: expect.any(Object) } });
    expect((await move(EN, { status: 'delivered' })).body.error.message).toBe('An order that is pending payment cannot be marked delivered');

    expect((await move(TH, { status: 'paid' })).status).toBe(200);
    const noTracking = await move(TH, { status: 'shipped' });
    expect(noTracking.status).toBe(400);
    expect(noTracking.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'ต้องกรอกหมายเลขพัสดุก่อนบันทึกว่าจัดส่งคำสั่งซื้อแล้ว',
      words: expect.any(Object),
      details: [{ path: 'tracking_number', message: 'ต้องกรอกหมายเลขพัสดุก่อนบันทึกว่าจัดส่งคำสั่งซื้อแล้ว' }],
    });

    // The console's sign-in: better-auth's refusal, by its code, in Thai.
    const signIn = await api.call('POST', '/api/v1/auth/sign-in/email', { headers: TH, json: { email: ADMIN.email, password: 'not-the-password-1' } });
    expect(signIn.status).toBe(401);
    expect(signIn.body.error).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' });
  });
});
