import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { schema, type Database } from '@club/db';
import { buildApp } from '../app.js';
import { startTestApi, type TestApi } from '../test/harness.js';

let api: TestApi;
beforeAll(async () => { api = await startTestApi(); });
afterAll(async () => { await api.close(); });

/** The accounts with this email, and a user's name as stored: what a refused write must leave as it was (other files write to this database meanwhile). */
const accountsOf = async (email: string) => (await api.database.db.select({ n: count() }).from(schema.users).where(eq(schema.users.email, email)))[0]!.n;
const nameOf = async (id: string) => (await api.database.db.select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.id, id)))[0]!.name;

describe('the response envelope', () => {
  it('answers an unknown API path with a 404 envelope', async () => {
    for (const path of ['/api/v1/nothing-here', '/api/v2/matches', '/api/v1/admin/nope']) {
      const res = await api.call('GET', path);
      expect(res.status, path).toBe(path.includes('admin') ? 401 : 404);
      expect(res.body.success).toBe(false);
    }
    const res = await api.call('DELETE', '/api/v1/nothing-here');
    expect(res.body).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'No such endpoint: DELETE /nothing-here' } });
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const headers = { 'content-type': 'application/json' };
    const signUp = await api.call('POST', '/api/v1/auth/sign-up/email', { headers, body: '{"email": "x@club.test", "password": ' });
    expect(signUp.status).toBe(400);
    expect(signUp.body).toEqual({ success: false, error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } });
    const fan = await api.signUp();
    const name = await nameOf(fan.id);
    const profile = await api.call('PUT', '/api/v1/users/profile', { token: fan.token, headers, body: '{name:' });
    expect(profile.status).toBe(400);
    expect(profile.body.error.code).toBe('MALFORMED_JSON');
    expect(await accountsOf('x@club.test')).toBe(0);
    expect(await nameOf(fan.id)).toBe(name);
  });

  it('answers a huge body with 413 and writes nothing', async () => {
    const huge = JSON.stringify({ email: 'big@club.test', password: 'x'.repeat(200_000), name: 'Big' });
    const signUp = await api.call('POST', '/api/v1/auth/sign-up/email', { headers: { 'content-type': 'application/json' }, body: huge });
    expect(signUp.status).toBe(413);
    expect(signUp.body).toMatchObject({ success: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
    const fan = await api.signUp();
    const name = await nameOf(fan.id);
    const profile = await api.call('PUT', '/api/v1/users/profile', { token: fan.token, json: { name: 'n'.repeat(300_000) } });
    expect(profile.status).toBe(413);
    expect(await accountsOf('big@club.test')).toBe(0);
    expect(await nameOf(fan.id)).toBe(name);
  });

  it('answers wrong types with 400 naming the field', async () => {
    const res = await api.call('GET', '/api/v1/matches/promoting?limit=lots');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: expect.stringMatching(/^limit:/) });
  });

  it('answers a bug with 500, a request id and no stack', async () => {
    // A database whose every query throws, as an unexpected failure deep in a handler would.
    const broken = new Proxy({}, { get: () => { throw new Error('secret internal detail at /srv/app.js:42'); } });
    const database = { db: broken, kind: 'postgres', ping: async () => {}, close: async () => {} } as unknown as Database;
    const app = buildApp({ ...api.deps, database, logger: pino({ level: 'silent' }) });
    const server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const { port } = server.address() as AddressInfo;
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/matches/promoting`, { headers: { 'x-request-id': 'req-abc-123' } });
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body).toEqual({ success: false, error: { code: 'INTERNAL_ERROR', message: expect.any(String), requestId: 'req-abc-123' } });
      expect(JSON.stringify(body)).not.toMatch(/secret|srv|\.js/);
      expect(res.headers.get('x-request-id')).toBe('req-abc-123');
    } finally {
      server.close();
    }
  });
});
