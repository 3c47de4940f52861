import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@club/db';
import { openStores, StoredFileMissing } from '@club/storage';
import { ADMIN, startTestApi, type TestApi } from '../test/harness.js';
import { createMatch, makeSlip, receiptForm } from '../test/fixtures.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

/** A raw GET, so that `..` and encoded slashes reach the server as written. */
const get = (path: string) => fetch(`${api.url}${path}`);

describe('/uploads on local disk', () => {
  it('serves a public image with its type and an hour of caching', async () => {
    const { body } = await api.call('GET', '/api/v1/matches/promoting?limit=1');
    const res = await get(body.data[0].homeTeam.logo);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('answers a missing image, a folder or another method with an empty 404', async () => {
    for (const res of [await get('/uploads/products/nothing-here.webp'), await get('/uploads/products'), await get('/uploads/'), await fetch(`${api.url}/uploads/products/x.webp`, { method: 'POST' })]) {
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('');
    }
  });

  it('never hands out a payment slip, by its key or by climbing out of the folder', async () => {
    const fan = await api.signUp();
    const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '081-234-5678' } })).body.data;
    expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
    const [receipt] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
    for (const path of [`/uploads/${receipt!.storageKey}`, `/uploads/..%2Fprivate/${receipt!.storageKey}`, `/uploads/%2e%2e/private/${receipt!.storageKey}`]) {
      expect((await get(path)).status).toBe(404);
    }
  });
});

describe('/uploads: sized WebP copies of uploaded images', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#2d6a4f' } }).jpeg().toBuffer();
  /** A GET of an image, its type, cache and the size sharp reads from its bytes. */
  const image = async (url: string) => {
    const res = await get(url);
    expect(res.status, url).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    return { type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), format: meta.format, width: meta.width, height: meta.height };
  };

  it('stores a WebP copy 480 and 960 px wide of an upload beside its original, each kept by browsers for good', async () => {
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    const form = new FormData();
    form.append('folder', 'products');
    form.append('image', new Blob([new Uint8Array(await photo(2000, 1500))]), 'kit.jpg');
    const res = await api.call('POST', '/api/v1/admin/uploads', { token: admin, body: form });
    expect(res.status).toBe(201);
    const url: string = res.body.data.url;
    expect(url).toMatch(/^\/uploads\/products\/[0-9a-f-]{36}\.jpg$/);

    expect(await image(url)).toEqual({ type: 'image/jpeg', cache: IMMUTABLE, format: 'jpeg', width: 1600, height: 1200 });
    for (const width of [480, 960]) {
      expect(await image(url.replace(/\.jpg$/, `-${width}.webp`))).toEqual({ type: 'image/webp', cache: IMMUTABLE, format: 'webp', width, height: width * 0.75 });
    }
    // Stored at upload, not made when asked.
    await openStores(api.config).public.get(url.replace(/^\/uploads\/(.*)\.jpg$/, '$1-480.webp'));
  });

  it('makes a copy missing beside an image uploaded before copies were made at its first request, and stores it', async () => {
    const store = openStores(api.config).public;
    const name = `products/${randomUUID()}`;
    await store.put(`${name}.webp`, await sharp(await photo(1200, 600)).webp().toBuffer());
    await expect(store.get(`${name}-960.webp`)).rejects.toBeInstanceOf(StoredFileMissing);

    expect(await image(`/uploads/${name}-960.webp`)).toEqual({ type: 'image/webp', cache: IMMUTABLE, format: 'webp', width: 960, height: 480 });
    expect((await sharp(await store.get(`${name}-960.webp`)).metadata()).width).toBe(960);
    // Never wider than its original.
    const small = `products/${randomUUID()}`;
    await store.put(`${small}.jpg`, await photo(300, 200));
    expect(await image(`/uploads/${small}-480.webp`)).toMatchObject({ format: 'webp', width: 300, height: 200 });
  });

  it('answers 404 for a copy of no stored image, at a width not made, or of a copy, and makes nothing', async () => {
    const store = openStores(api.config).public;
    const name = `products/${randomUUID()}`;
    await store.put(`${name}.jpg`, await photo(1000, 1000));
    const missing = [`products/${randomUUID()}-480.webp`, `${name}-300.webp`, `${name}-1600.webp`, `${name}-480.jpg`, `${name}-480-960.webp`];
    for (const key of missing) {
      const res = await get(`/uploads/${key}`);
      expect(res.status, key).toBe(404);
      expect(await res.text()).toBe('');
      await expect(store.get(key)).rejects.toBeInstanceOf(StoredFileMissing);
    }
  });
});
