import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { ADMIN, startTestApi, type TestApi } from '../../test/harness.js';
import { createProduct } from '../../test/fixtures.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api?.close(); });

const db = () => api.database.db;
const placesOf = async (methodId: string) =>
  (await api.call('GET', `/api/v1/shipping/pickup-locations?shipping_method_id=${methodId}`)).body.data as { id: string; name: string }[];

it('"Pick up at the stadium" offers only the shops at the stadium, and an order naming a shop elsewhere is refused', async () => {
  // The seed's choice, as the reviewer met it: the club shop at the stadium, not the one in town.
  const methods = (await api.call('GET', '/api/v1/shipping/methods')).body.data as { id: string; type: string; name: string }[];
  const stadiumPickup = methods.find((m) => m.name === 'Pick up at the stadium')!;
  expect((await placesOf(stadiumPickup.id)).map((p) => p.name)).toEqual(['Thunder Stadium Club Shop']);

  // Its own stadium, a shop there and one elsewhere.
  const tag = randomUUID().slice(0, 8);
  const [venue] = await db().insert(schema.venues).values({ name: `Ground ${tag}`, nameTh: `สนาม ${tag}`, address: 'a', addressTh: 'ก', capacity: 100 }).returning();
  const [method] = await db().insert(schema.shippingMethods).values({ type: 'pickup', name: `At ground ${tag}`, nameTh: `รับที่สนาม ${tag}`, venueId: venue!.id, sortOrder: 99 }).returning();
  const [there, elsewhere] = await db().insert(schema.pickupLocations).values([
    { name: `Ground shop ${tag}`, nameTh: `ร้านในสนาม ${tag}`, address: 'a', addressTh: 'ก', phone: '02-000-0000', venueId: venue!.id },
    { name: `Town shop ${tag}`, nameTh: `ร้านในเมือง ${tag}`, address: 'b', addressTh: 'ข', phone: '02-000-0001' },
  ]).returning();
  try {
    expect((await placesOf(method!.id)).map((p) => p.id)).toEqual([there!.id]);
    // Without a method every place is listed, those at a stadium first.
    const all = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data as { id: string }[];
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining([there!.id, elsewhere!.id]));
    expect(all.findIndex((p) => p.id === there!.id)).toBeLessThan(all.findIndex((p) => p.id === elsewhere!.id));

    const fan = await api.signUp();
    const product = await createProduct(db());
    await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } });
    const order = (placeId: string) => api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { shipping_method_id: method!.id, pickup_location_id: placeId, notes: null } });
    const refused = await order(elsewhere!.id);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe('Please select a pickup location');
    const placed = await order(there!.id);
    expect(placed.status).toBe(201);
    expect(placed.body.data.order).toMatchObject({ pickup_location_name: `Ground shop ${tag}` });
  } finally {
    await db().update(schema.shippingMethods).set({ active: false }).where(eq(schema.shippingMethods.id, method!.id));
    await db().update(schema.pickupLocations).set({ active: false }).where(eq(schema.pickupLocations.venueId, venue!.id));
    await db().update(schema.pickupLocations).set({ active: false }).where(eq(schema.pickupLocations.id, elsewhere!.id));
  }
});

it('lets staff say in the console which stadium a pickup place is at and which a pickup method collects at (a delivery names none)', async () => {
  const admin = await api.signIn(ADMIN.email, ADMIN.password);
  const [venue] = await db().select().from(schema.venues).limit(1);
  const place = await api.call('POST', '/api/v1/admin/pickup-locations', { token: admin, json: { name: 'Gate 3 kiosk', name_th: 'ซุ้มประตู 3', address: '1 Road', address_th: '1 ถนน', phone: '02-555-1234', venue_id: venue!.id, active: false } });
  expect(place.status).toBe(201);
  expect(place.body.data).toMatchObject({ venue_id: venue!.id });
  const method = await api.call('POST', '/api/v1/admin/shipping-methods', { token: admin, json: { type: 'pickup', name: 'At the gate', name_th: 'รับที่ประตู', venue_id: venue!.id, active: false, sort_order: 99 } });
  expect(method.body.data).toMatchObject({ venue_id: venue!.id });
  const delivery = await api.call('POST', '/api/v1/admin/shipping-methods', { token: admin, json: { type: 'delivery', name: 'Courier', name_th: 'ขนส่ง', cost: 40, venue_id: venue!.id, active: false, sort_order: 99 } });
  expect(delivery.status).toBe(400);
  expect(delivery.body.error.details).toContainEqual({ path: 'venue_id', message: 'Only a pickup names a stadium' });
});
