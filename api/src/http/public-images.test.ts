import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import { startTestApi, type TestApi } from '../test/harness.js';
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
