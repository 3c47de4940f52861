import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';
import { createMatch, createProduct, makeSlip, receiptForm, zoneOf } from '../test/fixtures.js';

let api: TestApi;
let admin: string;
const db = () => api.database.db;
beforeAll(async () => {
  api = await startTestApi();
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => { await api?.close(); });

/** What PostgreSQL cannot store: a NUL, and a lone UTF-16 surrogate (spelled as JSON escapes, as a client would send them). */
const HOSTILE = { nul: 'Som\\u0000chai', surrogate: 'Som\\ud800chai', lowSurrogate: 'chai\\udc00' } as const;

/** A JSON body with `text` (a JSON string escape) put raw into it, so the escape reaches the server as written. */
const jsonWith = (template: Record<string, unknown>, field: string, text: string) =>
  JSON.stringify(template).replace(`"${field}":"@"`, `"${field}":"${text}"`);

const call = (method: string, path: string, token: string | undefined, body?: string) =>
  api.call(method, path, { token, ...(body === undefined ? {} : { body, headers: { 'content-type': 'application/json' } }) });

const refused = (res: { status: number; body: any }, what: string) => {
  expect(res.status, what).toBe(400);
  expect(res.body, what).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
};

describe('text PostgreSQL cannot store (NUL, lone surrogates)', () => {
  it('refuses it in a profile name with 400 and leaves the profile unchanged', async () => {
    const fan = await api.signUp({ name: 'Somchai' });
    for (const text of Object.values(HOSTILE)) {
      refused(await call('PUT', '/api/v1/users/profile', fan.token, jsonWith({ name: '@' }, 'name', text)), `name ${text}`);
    }
    // In a key too.
    refused(await call('PUT', '/api/v1/users/profile', fan.token, '{"na\\u0000me":"x"}'), 'key');
    expect((await api.call('GET', '/api/v1/users/profile', { token: fan.token })).body.data.name).toBe('Somchai');
  });

  it('refuses it in a sign-up (JSON or form) with 400 and creates no account', async () => {
    const users = async () => (await db().select({ n: count() }).from(schema.users))[0]!.n;
    const before = await users();
    for (const text of Object.values(HOSTILE)) {
      const email = `nul-${randomUUID().slice(0, 8)}@club.test`;
      refused(await call('POST', '/api/v1/auth/sign-up/email', undefined, jsonWith({ email, password: 'a-long-password-4821', name: '@' }, 'name', text)), `sign-up ${text}`);
    }
    const form = await api.call('POST', '/api/v1/auth/sign-up/email', {
      body: `email=nul-form-${Date.now()}%40club.test&password=a-long-password-4821&name=Som%00chai`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    refused(form, 'form sign-up');
    refused(await call('POST', '/api/v1/auth/sign-in/email', undefined, jsonWith({ email: '@', password: 'x' }, 'email', 'a\\u0000@club.test')), 'sign-in');
    refused(await api.call('GET', '/api/v1/auth/get-session?x=%00'), 'auth query string');
    expect(await users()).toBe(before);
  });

  it('refuses it in a search, an admin filter, a query string and a path id', async () => {
    const fan = await api.signUp();
    for (const path of [
      '/api/v1/public/merchandise/products?search=shirt%00',
      `/api/v1/admin/users?filter=${encodeURIComponent('{"q":"a\\u0000"}')}`,
      `/api/v1/admin/orders?filter=${encodeURIComponent('{"q":"a\\ud800"}')}`,
      `/api/v1/admin/audit-log?filter=${encodeURIComponent('{"entity_id":"a\\u0000"}')}`,
      `/api/v1/admin/products?filter=${encodeURIComponent('{"q":"\\u0000"}')}`,
      '/api/v1/orders?page=1%00',
      '/api/v1/admin/users/abc%00def',
      '/api/v1/admin/competition-results/abc%00',
      '/api/v1/purchases/%00',
    ]) {
      refused(await api.call('GET', path, { token: path.includes('/admin/') ? admin : fan.token }), path);
    }
  });

  it('refuses it in an address, a promo code and order notes, writing nothing', async () => {
    const fan = await api.signUp();
    const address = { recipient_name: 'Somchai', phone: '0812345678', address_line1: '@', district: 'Bang Rak', province: 'Bangkok', postal_code: '10500' };
    refused(await call('POST', '/api/v1/shipping/addresses', fan.token, jsonWith(address, 'address_line1', HOSTILE.nul)), 'address');
    refused(await call('POST', '/api/v1/shipping/addresses', fan.token, jsonWith(address, 'address_line1', HOSTILE.surrogate)), 'address');
    expect((await api.call('GET', '/api/v1/shipping/addresses', { token: fan.token })).body.data).toHaveLength(0);

    const product = await createProduct(db(), { stock: 5 });
    expect((await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } })).status).toBe(201);
    refused(await call('POST', '/api/v1/cart/promo', fan.token, jsonWith({ code: '@' }, 'code', 'SAVE\\u000010')), 'promo code');
    refused(await call('POST', '/api/v1/admin/promo-codes', admin, jsonWith({ code: '@', kind: 'percent', value: 10 }, 'code', 'NUL\\u0000CODE')), 'admin promo code');

    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = { shipping_method_id: pickup.id, pickup_location_id: place.id, notes: '@' };
    refused(await call('POST', '/api/v1/orders/create-from-cart', fan.token, jsonWith(order, 'notes', 'Ring twice\\u0000')), 'notes');
    refused(await call('POST', '/api/v1/orders/create-from-cart', fan.token, jsonWith(order, 'notes', '\\udfff')), 'notes');
    expect((await api.call('GET', '/api/v1/orders', { token: fan.token })).body.data.orders ?? []).toHaveLength(0);
    expect((await api.call('GET', '/api/v1/cart', { token: fan.token })).body.data.items).toHaveLength(1);
  });

  it('refuses it in a payment reference and other multipart fields, storing no slip', async () => {
    const fan = await api.signUp();
    const product = await createProduct(db(), { stock: 5 });
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } });
    const [pickup] = (await api.call('GET', '/api/v1/shipping/methods')).body.data.filter((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: pickup.id, pickup_location_id: place.id } })).body.data.order;
    const slip = await makeSlip();
    refused(await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(slip, 'slip.png', 'image/png', { payment_reference: 'KBank\u00000042' }) }), 'payment reference');
    refused(await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(slip, 'slip.png', 'image/png', { ['ref\u0000']: 'x' }) }), 'field name');
    expect(await db().select().from(schema.receipts).where(eq(schema.receipts.orderId, order.id))).toHaveLength(0);

    const matchId = await createMatch(db());
    const purchase = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 1, phone: '0812345678' } })).body.data;
    refused(await api.call('POST', `/api/v1/purchases/${purchase.id}/upload-receipt`, { token: fan.token, body: receiptForm(slip, 'slip.png', 'image/png', { note: 'x\u0000' }) }), 'purchase slip field');
    expect(await db().select().from(schema.receipts).where(eq(schema.receipts.purchaseId, purchase.id))).toHaveLength(0);

    refused(await api.call('POST', '/api/v1/admin/uploads', { token: admin, body: (() => { const f = new FormData(); f.append('image', new Blob([new Uint8Array(slip)], { type: 'image/png' }), 'a.png'); f.append('folder', 'products\u0000'); return f; })() }), 'admin upload folder');
  });

  it('refuses it in a reject note and a check-in code, deciding nothing', async () => {
    const fan = await api.signUp();
    const matchId = await createMatch(db());
    const [p] = await db().insert(schema.purchases).values({
      userId: fan.id, matchId, zoneId: await zoneOf(db(), matchId), quantity: 1, unitPriceSatang: 75_000, totalSatang: 75_000, status: 'verifying', phone: '0812345678',
      referenceNumber: `TK-${randomUUID().slice(0, 9)}`, expiresAt: new Date(Date.now() + 15 * 60_000),
    }).returning();
    refused(await call('POST', `/api/v1/admin/purchases/${p!.id}/reject`, admin, jsonWith({ reason: 'other', note: '@' }, 'note', 'Wrong amount\\u0000')), 'note');
    refused(await call('POST', `/api/v1/admin/purchases/${p!.id}/reject`, admin, jsonWith({ reason: 'other', note: '@' }, 'note', 'Wrong amount\\ud83d')), 'note');
    expect((await db().select().from(schema.purchases).where(eq(schema.purchases.id, p!.id)))[0]!.status).toBe('verifying');

    refused(await call('POST', '/api/v1/admin/check-in', admin, jsonWith({ code: '@' }, 'code', 'T-ABC\\u0000')), 'check-in code');
    refused(await call('POST', '/api/v1/admin/check-in', admin, jsonWith({ code: '@' }, 'code', '\\udc00T-ABC')), 'check-in code');
  });

  it('still takes Thai, emoji and other astral characters (whole surrogate pairs)', async () => {
    const fan = await api.signUp();
    const res = await call('PUT', '/api/v1/users/profile', fan.token, jsonWith({ name: '@' }, 'name', 'สมชาย \\ud83d\\ude00 ⚽'));
    expect(res.status).toBe(200);
    expect(res.body.data.name).toBe('สมชาย 😀 ⚽');
  });
});
