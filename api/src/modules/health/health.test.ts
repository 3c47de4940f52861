import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
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

it('says it is alive, and ready while the database answers', async () => {
  const live = await api.call('GET', '/api/v1/health/live');
  expect(live.status).toBe(200);
  expect(live.body.data).toEqual({ status: 'ok', pid: process.pid });
  const ready = await api.call('GET', '/api/v1/health/ready');
  expect(ready.status).toBe(200);
  expect(ready.body.data).toMatchObject({ status: 'ready', database: { ok: true } });
});

it('stays ready without Redis (the outbox keeps the events)', async () => {
  const cut = await startTestApi({ REDIS_URL: 'redis://127.0.0.1:1' });
  try {
    expect((await cut.call('GET', '/api/v1/health/ready')).status).toBe(200);
  } finally {
    await cut.close();
  }
});

it('says 503 draining once the process is stopping, so a load balancer sends calls elsewhere', async () => {
  const server = createServer(buildApp({ ...api.deps, draining: () => true })).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/health/ready`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ success: true, data: { status: 'draining', pid: process.pid, database: null } });
  } finally {
    server.close();
  }
});
