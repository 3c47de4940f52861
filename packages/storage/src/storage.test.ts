import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3, type FakeS3 } from './fake-s3.js';
import { StoredFileMissing, openStores, type StorageConfig, type Stores } from './index.js';

let dataDir: string;
let s3: FakeS3;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-storage-'));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const config = (driver: 'disk' | 's3'): StorageConfig => ({
  STORAGE_DRIVER: driver,
  S3_BUCKET: s3.bucket,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
  S3_FORCE_PATH_STYLE: true,
  paths: { uploads: path.join(dataDir, 'uploads'), private: path.join(dataDir, 'private') },
});

describe.each(['disk', 's3'] as const)('the %s stores', (driver) => {
  let stores: Stores;
  beforeAll(() => {
    stores = openStores(config(driver));
  });

  it('give back what was put, and nothing once it is deleted', async () => {
    const key = `receipts/${driver}-slip.jpg`;
    await stores.private.put(key, Buffer.from('slip bytes'));
    expect((await stores.private.get(key)).toString()).toBe('slip bytes');
    await stores.private.put(key, Buffer.from('replaced'));
    expect((await stores.private.get(key)).toString()).toBe('replaced');
    await stores.private.delete(key);
    await expect(stores.private.get(key)).rejects.toThrow(StoredFileMissing);
    await expect(stores.private.delete(key)).resolves.toBeUndefined();
  });

  it('fail a missing key, or a folder, with StoredFileMissing', async () => {
    await stores.public.put('banners/present.svg', Buffer.from('<svg/>'));
    await expect(stores.public.get('banners/absent.svg')).rejects.toThrow(StoredFileMissing);
    await expect(stores.public.get('banners')).rejects.toThrow(StoredFileMissing);
  });

  it('keep private files out of the public store', async () => {
    await stores.private.put(`receipts/${driver}-kept.jpg`, Buffer.from('private'));
    await expect(stores.public.get(`receipts/${driver}-kept.jpg`)).rejects.toThrow(StoredFileMissing);
  });

  it('list every file with when it was written, a bounded page at a time', async () => {
    // The stores hold the other tests' files too: this test looks at its own keys only.
    const keys = ['products/a.jpg', 'products/b.webp', 'banners/c.svg', 'team-logos/d.svg', 'e.svg'].map((k) => `list-${driver}/${k}`);
    const before = Date.now() - 5_000;
    for (const key of keys) await stores.public.put(key, Buffer.from(key));
    const pages: { key: string; lastModified: Date }[][] = [];
    for await (const page of stores.public.list({ pageSize: 2 })) pages.push(page);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length, 'a rule over no rows proves nothing').toBeGreaterThan(0);
    expect(pages.every((p) => p.length >= 1 && p.length <= 2)).toBe(true);
    const listed = pages.flat().filter((f) => f.key.startsWith(`list-${driver}/`));
    expect(listed.map((f) => f.key).sort()).toEqual([...keys].sort());
    for (const f of listed) expect(f.lastModified.getTime()).toBeGreaterThan(before);
    // The private store is listed apart, and never shows the public files.
    for await (const page of stores.private.list()) expect(page.filter((f) => f.key.startsWith('list-'))).toEqual([]);
  });

  it('refuse keys that leave the store', async () => {
    await expect(stores.public.get('../private/receipts/x.jpg')).rejects.toThrow(/unsafe storage key/);
    await expect(stores.public.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
  });
});

it('the s3 stores are two prefixes of the bucket, and write nothing to disk', async () => {
  const stores = openStores(config('s3'));
  await stores.public.put('products/prefix-check.webp', Buffer.from('image'));
  await stores.private.put('receipts/prefix-check.jpg', Buffer.from('slip'));
  expect(await s3.keys('public/products/prefix-check')).toEqual(['public/products/prefix-check.webp']);
  expect(await s3.keys('private/receipts/prefix-check')).toEqual(['private/receipts/prefix-check.jpg']);
  const onDisk = await readdir(dataDir, { recursive: true });
  expect(onDisk.filter((f) => f.includes('prefix-check'))).toEqual([]);
});

it('a disk store whose folder was never made lists nothing', async () => {
  const never = openStores({ ...config('disk'), paths: { uploads: path.join(dataDir, 'never-1'), private: path.join(dataDir, 'never-2') } }).private;
  const pages = [];
  for await (const page of never.list()) pages.push(page);
  expect(pages).toEqual([]);
});
