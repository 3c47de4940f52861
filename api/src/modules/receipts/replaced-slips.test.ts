import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { createMatch, createProduct, eventually, makeSlip, receiptForm } from '../../test/fixtures.js';

// A data folder of its own, so that the private store holds this file's slips only.
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;

beforeAll(async () => {
  api = await startTestApiOnOwnDatabase();
  worker = await startTestWorker(api);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
});

/** Every file in the private store, as keys. */
const privateFiles = async () =>
  (await readdir(api.config.paths.private, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(api.config.paths.private, path.join(e.parentPath, e.name)))
    .sort();
/** Every file the receipts reference. */
const referencedFiles = async () =>
  (await api.database.db.select().from(schema.receipts)).flatMap((r) => [r.storageKey, r.processedKey, r.thumbnailKey]).filter((k): k is string => !!k).sort();

const unreadable = async () => Buffer.concat([(await makeSlip()).subarray(0, 200), Buffer.alloc(2000, 7)]);

describe('a slip the worker could not read, replaced', () => {
  it('on a ticket purchase: the replaced file is deleted, so the store holds exactly the current slip', async () => {
    const fan = await api.signUp();
    const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId: await createMatch(api.database.db), quantity: 1, phone: '081-234-5678' } })).body.data;
    const upload = async (file: Buffer) => expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(file) })).status).toBe(201);
    const check = () => eventually(async () => {
      const [r] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
      return r?.checkStatus !== 'pending' && r;
    });

    for (let i = 0; i < 3; i++) {
      await upload(await unreadable());
      expect((await check()).checkStatus).toBe('unreadable');
      const [current] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.purchaseId, id));
      expect(await privateFiles()).toEqual([current!.storageKey]);
    }
    await upload(await makeSlip());
    expect((await check()).checkStatus).toBe('accepted');
    // The slip, its clean copy and its thumbnail: nothing of the three unreadable ones.
    expect(await privateFiles()).toHaveLength(3);
    expect(await privateFiles()).toEqual(await referencedFiles());
  });

  it('on a store order: the replaced file is deleted too', async () => {
    const fan = await api.signUp();
    const product = await createProduct(api.database.db);
    expect((await api.call('POST', '/api/v1/cart/add', { token: fan.token, json: { product_id: product.id, quantity: 1 } })).status).toBe(201);
    const pickup = (await api.call('GET', '/api/v1/shipping/methods')).body.data.find((m: { type: string }) => m.type === 'pickup');
    const [place] = (await api.call('GET', '/api/v1/shipping/pickup-locations')).body.data;
    const order = (await api.call('POST', '/api/v1/orders/create-from-cart', { token: fan.token, json: { notes: null, shipping_method_id: pickup.id, pickup_location_id: place.id } })).body.data.order;
    const upload = async (file: Buffer) => expect((await api.call('POST', `/api/v1/orders/${order.id}/payment-receipt`, { token: fan.token, body: receiptForm(file) })).status).toBe(201);
    const check = () => eventually(async () => {
      const [r] = await api.database.db.select().from(schema.receipts).where(eq(schema.receipts.orderId, order.id));
      return r?.checkStatus !== 'pending' && r;
    });

    const before = await privateFiles();
    await upload(await unreadable());
    const first = await check();
    expect(first.checkStatus).toBe('unreadable');
    await upload(await makeSlip());
    const second = await check();
    expect(second.checkStatus).toBe('accepted');
    const added = (await privateFiles()).filter((k) => !before.includes(k));
    expect(added.sort()).toEqual([second.storageKey, second.processedKey, second.thumbnailKey].sort());
    expect(await privateFiles()).toEqual(await referencedFiles());
  });
});
