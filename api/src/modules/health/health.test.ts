import { once } from 'node:events';
import { connect } from 'node:net';
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
  // A real API, stopped as SIGTERM stops it, with a call still arriving on a kept-alive connection:
  // the readiness check sent behind that call, once stopping has begun, is answered 503 draining.
  const stopping = await startTestApi();
  const { hostname, port } = new URL(stopping.url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  const received: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => received.push(chunk));
  const ended = once(socket, 'close');
  const body = JSON.stringify({ email: 'drain@club.test', password: 'not-the-password' });
  // The server has the call's headers (so the connection is busy, not idle) before stopping begins.
  const busy = once(stopping.server, 'request');
  socket.write(`POST /api/v1/auth/sign-in/email HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`);
  await busy;
  const closing = stopping.close();
  socket.write(`${body.slice(5)}GET /api/v1/health/ready HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`);
  await ended;
  await closing;
  const answers = Buffer.concat(received).toString('utf8').split(/(?=HTTP\/1\.1 )/);
  expect(answers).toHaveLength(2);
  expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
  expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({ success: true, data: { status: 'draining', pid: process.pid, database: null } });
});
