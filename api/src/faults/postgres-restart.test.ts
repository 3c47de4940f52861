import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, recordingLogger, startTestApi, startTestWorker, type TestApi } from '../test/harness.js';
import { createMatch, eventually } from '../test/fixtures.js';
import { startMailServer } from '../test/mail-server.js';
import { purchaseAwaitingApproval, ticketsOf } from './purchase.js';
import { expectUnavailable, startPrivatePostgres, startSilentListener, type PrivatePostgres } from './servers.js';

let postgres: PrivatePostgres;
let dataDir: string;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let staff: string;
const apiLog = recordingLogger();

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-faults-pg-'));
  smtp = await startMailServer();
  // The API migrates and seeds the empty database as on a first start.
  api = await startTestApi({ DATABASE_URL: postgres.url, DATA_DIR: dataDir }, apiLog.logger);
  worker = await startTestWorker(api, { SMTP_URL: smtp.url });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await smtp?.close();
  await postgres?.destroy();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** A session cookie, as the console keeps it: read by better-auth itself rather than the bearer-token shortcut. */
async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await api.call('POST', '/api/v1/auth/sign-in/email', { json: { email, password } });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe('PostgreSQL stopped and started again', () => {
  it('answers 503 in the envelope while it is down and serves again once it is back, without restarting the API', async () => {
    const fan = await api.signUp();
    // Signed in but never used yet: its first call has to look the session up in the database.
    const fresh = await api.signUp();
    const cookie = await sessionCookie(fan.email, fan.password);
    const matchId = await createMatch(api.database.db);

    const calls = {
      'browsing a match': () => api.call('GET', `/api/v1/matches/${matchId}`),
      'the store in Thai': () => api.call('GET', '/api/v1/public/merchandise/products', { headers: { 'accept-language': 'th' } }),
      "a fan's purchases": () => api.call('GET', '/api/v1/purchases', { token: fan.token }),
      'a token not checked yet': () => api.call('GET', '/api/v1/users/profile', { token: fresh.token }),
      'a session cookie': () => api.call('GET', '/api/v1/users/profile', { headers: { cookie } }),
      'the verification queue': () => api.call('GET', '/api/v1/admin/purchases', { token: staff }),
      'signing in': () => api.call('POST', '/api/v1/auth/sign-in/email', { json: { email: fan.email, password: fan.password } }),
    };
    for (const [what, call] of Object.entries(calls)) expect((await call()).status, what).toBe(200);

    await postgres.stop();
    // The pool's idle connections were ended by the server: reported, and the process carries on.
    await eventually(async () => apiLog.logged('idle database connection lost').length > 0);
    for (const [what, call] of Object.entries(calls)) expectUnavailable(await call(), what);
    expect((await calls['the store in Thai']()).body.error.message).toBe('ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่');

    await postgres.start();
    for (const [what, call] of Object.entries(calls)) expect((await call()).status, what).toBe(200);
  });

  it('answers 503 within the connection timeout, rather than hanging, while the database host takes connections but does not answer', async () => {
    expect((await api.call('GET', '/api/v1/public/merchandise/products')).status).toBe(200);
    await postgres.stop();
    const silent = await startSilentListener(postgres.port);
    try {
      expectUnavailable(await api.call('GET', '/api/v1/public/merchandise/products'));
    } finally {
      await silent.close();
      await postgres.start();
    }
    expect((await api.call('GET', '/api/v1/public/merchandise/products')).status).toBe(200);
  });

  it('takes a purchase made after the restart through the worker as usual', async () => {
    const { fan, id } = await purchaseAwaitingApproval(api);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    await smtp.waitFor(fan.email);
    expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);
  });
});
