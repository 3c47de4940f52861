import { access, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { schema } from '@club/db';
import { openStores, type Stores } from '@club/storage';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../../api/src/test/harness.js';
import { createMatch, makeSlip, receiptForm } from '../../../api/src/test/fixtures.js';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphan-files.js';

// A database and data folder of its own: the sweep looks at every file of the stores, and the
// other test files' uploads in progress are theirs to keep.
let api: TestApi;
let stores: Stores;
let admin: string;

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase();
  stores = openStores(api.config);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await api?.close();
});

const sweep = () => sweepOrphanFiles(api.database.db, stores, pino({ level: 'silent' }));
const fileOf = (store: 'private' | 'public', key: string) => path.join(store === 'private' ? api.config.paths.private : api.config.paths.uploads, key);
/** Make a stored file look as if it was written `ms` ago. */
const age = async (store: 'private' | 'public', key: string, ms: number) => {
  const then = new Date(Date.now() - ms);
  await utimes(fileOf(store, key), then, then);
};
const exists = (store: 'private' | 'public', key: string) => access(fileOf(store, key)).then(() => true, () => false);

async function uploadImage(colour: string): Promise<{ url: string; key: string }> {
  const form = new FormData();
  form.append('folder', 'products');
  form.append('image', new Blob([new Uint8Array(await sharp({ create: { width: 80, height: 60, channels: 3, background: colour } }).png().toBuffer())]), 'p.png');
  const res = await api.call('POST', '/api/v1/admin/uploads', { token: admin, body: form });
  expect(res.status).toBe(201);
  return { url: res.body.data.url, key: res.body.data.url.slice('/uploads/'.length) };
}

describe('the orphan file sweep', () => {
  it('deletes a slip file no receipt references once it is older than the grace period, and keeps a referenced one and a fresh one', async () => {
    const fan = await api.signUp();
    const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '081-234-5678' } })).body.data;
    expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
    const [receipt] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
    const referenced = receipt!.storageKey;

    await stores.private.put('receipts/orphan-old.png', Buffer.from('left behind'));
    await stores.private.put('receipts/orphan-fresh.png', Buffer.from('being uploaded'));
    const old = ORPHAN_GRACE_MS.private + 60_000;
    await age('private', referenced, old);
    await age('private', 'receipts/orphan-old.png', old);
    await age('private', 'receipts/orphan-fresh.png', ORPHAN_GRACE_MS.private - 60_000);

    expect((await sweep()).private).toBe(1);
    expect(await exists('private', 'receipts/orphan-old.png')).toBe(false);
    expect(await exists('private', referenced)).toBe(true);
    expect(await exists('private', 'receipts/orphan-fresh.png')).toBe(true);
    // Nothing left to do: the sweep can run again.
    expect((await sweep()).private).toBe(0);
  });

  it('deletes a product image the admin replaced, keeps the new one, one an old order still shows, and the seeded images', async () => {
    const first = await uploadImage('#c1121f');
    const ordered = await uploadImage('#1d3557');
    const replacement = await uploadImage('#2d6a4f');
    const unsaved = await uploadImage('#ffd60a');
    const [category] = await api.database.db.select().from(schema.categories).limit(1);
    const body = {
      sku: `ORPHAN-${Date.now().toString(36)}`.toUpperCase(), category_id: category!.id, name: 'Sweep Scarf', name_th: 'ผ้าพันคอ', price: 300, stock_quantity: 5, status: 'active',
      images: [{ url: first.url, alt: 'Scarf', alt_th: 'ผ้าพันคอ', is_main: true }],
    };
    const created = await api.call('POST', '/api/v1/admin/products', { token: admin, json: body });
    expect(created.status).toBe(201);
    const productId: string = created.body.data.id;
    const replaceImages = (url: string) =>
      api.call('PUT', `/api/v1/admin/products/${productId}`, { token: admin, json: { images: [{ url, alt: 'Scarf', alt_th: 'ผ้าพันคอ', is_main: true }] } });

    // A fan orders the product while it shows the second image: the order keeps that image.
    expect((await replaceImages(ordered.url)).status).toBe(200);
    const fan = await api.signUp();
    expect((await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: productId, quantity: 1 } })).status).toBe(201);
    const pickup = (await api.call('GET', '/api/v1/shipping/methods')).body.data.find((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { notes: null, shipping_method_id: pickup.id, pickup_location_id: place.id } });
    expect(order.status).toBe(201);
    expect((await replaceImages(replacement.url)).status).toBe(200);

    const old = ORPHAN_GRACE_MS.public + 60_000;
    for (const image of [first, ordered, replacement]) await age('public', image.key, old);
    await age('public', unsaved.key, ORPHAN_GRACE_MS.public - 60_000);
    const seeded = (await api.database.db.select({ logo: schema.teams.logo }).from(schema.teams)).map((t) => `team-logos/${t.logo}`);
    for (const key of seeded) await age('public', key, old);

    await sweep();
    expect(await exists('public', first.key)).toBe(false);
    expect(await exists('public', ordered.key)).toBe(true);
    expect(await exists('public', replacement.key)).toBe(true);
    expect(await exists('public', unsaved.key)).toBe(true);
    for (const key of seeded) expect(await exists('public', key)).toBe(true);
    expect((await fetch(`${api.url}${replacement.url}`)).status).toBe(200);
  });

  it("keeps the sized copies of an image a row shows, and deletes an orphan image's copies with it however new they are", async () => {
    const shown = await uploadImage('#0b1a3a');
    const orphan = await uploadImage('#e76f51');
    const copiesOf = (image: { key: string }) => [480, 960].map((width) => image.key.replace(/\.webp$/, `-${width}.webp`));
    for (const key of [...copiesOf(shown), ...copiesOf(orphan)]) expect(await exists('public', key), key).toBe(true);
    const banner = await api.call('POST', '/api/v1/admin/banners', { token: admin, json: { image_url: shown.url, title: 'Away kit', title_th: 'ชุดเยือน', active: false } });
    expect(banner.status).toBe(201);

    const old = ORPHAN_GRACE_MS.public + 60_000;
    // The orphan's copies stay new, as one the API made a moment ago of an old upload would be.
    for (const key of [shown.key, ...copiesOf(shown), orphan.key]) await age('public', key, old);
    // A copy left of an image deleted before (its delete failed) goes once old.
    const stray = copiesOf(await uploadImage('#ffffff'))[0]!;
    await stores.public.delete(stray.replace(/-480\.webp$/, '.webp'));
    await age('public', stray, old);

    await sweep();
    for (const key of [shown.key, ...copiesOf(shown)]) expect(await exists('public', key), key).toBe(true);
    for (const key of [orphan.key, ...copiesOf(orphan), stray]) expect(await exists('public', key), key).toBe(false);
    expect((await fetch(`${api.url}/uploads/${copiesOf(shown)[0]}`)).status).toBe(200);
  });
});
