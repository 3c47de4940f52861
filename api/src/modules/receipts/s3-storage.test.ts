import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { schema } from '@club/db';
import { startFakeS3, type FakeS3 } from '@club/storage/fake-s3';
import { openStores } from '@club/storage';
import { pino } from 'pino';
import { sweepOrphanFiles } from '../../../../worker/src/jobs/orphan-files.js';
import { loadApiConfig } from '../../config.js';
import { ADMIN, startTestApiOnEmptyDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

// A database of its own, so that the demo data (and its images) is seeded into the bucket.
let s3: FakeS3;
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let admin: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  api = await startTestApiOnEmptyDatabase('s3', s3.env);
  worker = await startTestWorker(api, s3.env);
  admin = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await s3?.close();
});

/** The images anywhere under the data folder (where the disk stores would have put them). */
const imagesOnDisk = async () =>
  (await readdir(api.config.DATA_DIR, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && /\.(jpe?g|png|webp|svg)$/.test(e.name)).map((e) => e.name);

describe('with STORAGE_DRIVER=s3', () => {
  it('refuses to start without S3_BUCKET, naming it', async () => {
    const { loadWorkerConfig } = await import('@club/worker');
    expect(() => loadApiConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER is s3/);
    expect(() => loadWorkerConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: is required when STORAGE_DRIVER is s3/);
  });

  it('seeds the demo images into the bucket and serves them at /uploads', async () => {
    expect(await s3.keys('public/team-logos/')).not.toEqual([]);
    expect(await imagesOnDisk()).toEqual([]);
    const { body } = await api.call('GET', '/api/v1/matches/promoting?limit=1');
    const res = await fetch(`${api.url}${body.data[0].homeTeam.logo}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
    expect((await fetch(`${api.url}/uploads/team-logos/nobody.svg`)).status).toBe(404);
  });

  it('keeps a fan\'s slip in the bucket, checks it in the worker, and shows it to its owner and staff only', async () => {
    const fan = await api.signUp();
    const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 2, phone: '081-234-5678' } })).body.data;
    const slip = await makeSlip({ format: 'jpeg' });
    expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(slip, 'slip.jpg', 'image/jpeg') })).status).toBe(201);

    // The worker read the slip from the bucket: the purchase turns verifying, the clean copy and thumbnail are in the bucket too.
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
    const [receipt] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
    expect(await s3.keys('private/receipts/')).toEqual(expect.arrayContaining([receipt!.storageKey, receipt!.processedKey, receipt!.thumbnailKey].map((k) => `private/${k}`)));
    expect(await imagesOnDisk()).toEqual([]);

    const fetchSlip = (token?: string, query = '') =>
      fetch(`${api.url}/api/v1/purchases/${id}/receipt${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    const own = await fetchSlip(fan.token);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await own.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 900 });
    expect((await sharp(Buffer.from(await (await fetchSlip(fan.token, '?size=thumb')).arrayBuffer())).metadata()).height).toBe(320);
    expect((await fetchSlip(admin)).status).toBe(200);
    expect((await fetchSlip((await api.signUp()).token)).status).toBe(404);
    expect((await fetchSlip()).status).toBe(401);

    for (const key of [receipt!.storageKey, receipt!.processedKey!, `../private/${receipt!.storageKey}`]) {
      expect((await fetch(`${api.url}/uploads/${key.replace('../', '..%2F')}`)).status).toBe(404);
    }
  });

  it('stores an admin\'s image in the bucket and serves it at its /uploads URL', async () => {
    const form = new FormData();
    form.append('folder', 'products');
    form.append('image', new Blob([new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c1121f' } }).png().toBuffer())]), 'kit.png');
    const res = await api.call('POST', '/api/v1/admin/uploads', { token: admin, body: form });
    expect(res.status).toBe(201);
    const url: string = res.body.data.url;
    // With its sized WebP copies beside it.
    const name = url.slice('/uploads/'.length, -'.webp'.length);
    expect((await s3.keys(`public/${name}`)).sort()).toEqual([`public/${name}-480.webp`, `public/${name}-960.webp`, `public/${name}.webp`]);

    const served = await fetch(`${api.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    expect(await imagesOnDisk()).toEqual([]);
  });

  it('sweeps an orphan slip and image from the bucket, keeping every file a row references', async () => {
    const fan = await api.signUp();
    const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '081-234-5678' } })).body.data;
    expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
    await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');
    const stores = openStores(api.config);
    await stores.private.put('receipts/orphan.png', Buffer.from('left behind'));
    await stores.public.put('banners/orphan.webp', Buffer.from('removed banner'));
    const referenced = [
      ...(await api.database.db.select().from(schema.receipts)).flatMap((r) => [r.storageKey, r.processedKey, r.thumbnailKey]).map((k) => `private/${k}`),
      ...(await api.database.db.select({ logo: schema.teams.logo }).from(schema.teams)).map((t) => `public/team-logos/${t.logo}`),
      ...(await api.database.db.select({ url: schema.productImages.url }).from(schema.productImages)).map((i) => i.url.replace('/uploads/', 'public/')),
      ...(await api.database.db.select({ url: schema.banners.imageUrl }).from(schema.banners)).map((b) => b.url.replace('/uploads/', 'public/')),
    ];
    expect(referenced.length).toBeGreaterThan(10);

    // s3rver cannot date an object back: the sweep runs as if a day and more had passed.
    await sweepOrphanFiles(api.database.db, stores, pino({ level: 'silent' }), new Date(Date.now() + 25 * 3_600_000));
    const left = [...(await s3.keys('private/')), ...(await s3.keys('public/'))];
    expect(left).not.toContain('private/receipts/orphan.png');
    expect(left).not.toContain('public/banners/orphan.webp');
    expect(left).toEqual(expect.arrayContaining(referenced));
  });
});
