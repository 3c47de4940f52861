import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

it('reports the database, Redis and every queue as healthy', async () => {
  const res = await api.call('GET', '/api/v1/health');
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({
    status: 'ok',
    database: { ok: true, kind: 'postgres' },
    redis: { ok: true },
  });
  expect(Object.keys(res.body.data.queues).sort()).toEqual(['competition', 'email', 'receipts', 'sweeps', 'tickets']);
  expect(res.body.data.queues.email).toMatchObject({ waiting: 0, active: 0, failed: 0, delayed: 0 });
});

it('says 503 degraded when Redis cannot be reached', async () => {
  const cut = await startTestApi({ REDIS_URL: 'redis://127.0.0.1:1' });
  try {
    const res = await cut.call('GET', '/api/v1/health');
    expect(res.status).toBe(503);
    expect(res.body.data).toMatchObject({ status: 'degraded', database: { ok: true }, redis: { ok: false } });
  } finally {
    await cut.close();
  }
});
