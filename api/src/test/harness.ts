import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@club/db';
import type { Language } from '@club/core';
import { pino, type Logger } from 'pino';
import { loadApiConfig, type ApiConfig } from '../config.js';
import { startApi, type StartApiOptions, type StartedApi } from '../server.js';
import { startMailServer } from './mail-server.js';
import { createScratchDatabase } from './scratch.js';

export interface TestApi extends StartedApi {
  config: ApiConfig;
  /** fetch against the test server: JSON body in, parsed body out. */
  call(method: string, path: string, opts?: { token?: string; json?: unknown; body?: string | Buffer | FormData; headers?: Record<string, string> }): Promise<{ status: number; headers: Headers; body: any }>;
  /**
   * A fresh fan account: its token and id. `verified`: its address is proven, as if its owner had
   * followed the confirmation mail (users/email-verification.test.ts follows the real one).
   */
  /** `language`: the language of the page the fan signs up from, which their mail is in; English unless told. */
  signUp(overrides?: { email?: string; password?: string; name?: string; verified?: boolean; language?: Language }): Promise<{ token: string; id: string; email: string; password: string }>;
  signIn(email: string, password: string): Promise<string>;
}

export const ADMIN = { email: 'admin@club.test', password: 'admin-password-123' };

/**
 * A new copy of the run's seeded database and data folder: migrated, with the demo data and its
 * images, as a first start leaves them. Named after the seeded one, so the global setup drops
 * whatever copy is left at the end of the run.
 */
async function copyOfSeeded(): Promise<{ url: string; dataDir: string; drop(): Promise<void> }> {
  const seededUrl = inject('seededDatabaseUrl');
  const { url, drop } = await createScratchDatabase(new URL(seededUrl).pathname.slice(1), seededUrl);
  const dataDir = await mkdtemp(path.join(path.dirname(inject('seededDataDir')), 'file-'));
  await cp(inject('seededDataDir'), dataDir, { recursive: true });
  return { url, dataDir, drop };
}

/** Each test file's copy, by the file's path: a worker runs one file after another (the api project does not isolate them). */
const copies = new Map<string, Promise<{ url: string; dataDir: string }>>();

/**
 * This test file's copy of the run's seeded database and data folder, made on first use. Files run
 * side by side, and one after another in the same process, so each has its own rows, outbox and
 * uploads: one file's worker never relays another's events, and no count or sweep sees another
 * file's data. The global setup drops the copies at the end of the run.
 */
export function testDatabase(): Promise<{ url: string; dataDir: string }> {
  const file = expect.getState().testPath ?? '';
  let copy = copies.get(file);
  if (!copy) {
    copy = copyOfSeeded();
    copies.set(file, copy);
  }
  return copy;
}

/** An API server on a random port against this file's database (testDatabase) and a private queue prefix. */
export async function startTestApi(env: Record<string, string> = {}, logger: Logger = pino({ level: 'silent' }), clock: Pick<StartApiOptions, 'now'> = {}): Promise<TestApi> {
  const own = env.DATABASE_URL ? null : await testDatabase();
  const config = loadApiConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    ...(own ? { DATABASE_URL: own.url, DATA_DIR: own.dataDir } : {}),
    QUEUE_PREFIX: `test-${randomUUID().slice(0, 8)}`,
    AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    // Every test signs its users up and in from 127.0.0.1: the limits' own tests pass '1'.
    RATE_LIMIT_SCALE: '1000',
    ...env,
  });
  const api = await startApi(config, { logger, ...clock });

  const call: TestApi['call'] = async (method, path, opts = {}) => {
    // The test client reads English unless a test asks otherwise (a caller that says nothing reads Thai: core's readerLanguage).
    const headers: Record<string, string> = { 'accept-language': 'en', ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Uint8Array<ArrayBuffer> | FormData | undefined = Buffer.isBuffer(opts.body) ? Uint8Array.from(opts.body) : opts.body;
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const res = await fetch(`${api.url}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = JSON.parse(text); } catch { /* not JSON */ }
    return { status: res.status, headers: res.headers, body: parsed };
  };

  const signIn: TestApi['signIn'] = async (email, password) => {
    const res = await call('POST', '/api/v1/auth/sign-in/email', { json: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };

  const signUp: TestApi['signUp'] = async (overrides = {}) => {
    const email = overrides.email ?? `fan-${randomUUID().slice(0, 12)}@club.test`;
    const password = overrides.password ?? 'correct-horse-battery';
    const res = await call('POST', '/api/v1/auth/sign-up/email', { json: { email, password, name: overrides.name ?? 'Test Fan' }, headers: { 'accept-language': overrides.language ?? 'en' } });
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
    const id = res.body.user.id as string;
    if (overrides.verified) await api.database.db.update(schema.users).set({ emailVerified: true }).where(eq(schema.users.id, id));
    return { token: res.body.token as string, id, email, password };
  };

  return { ...api, config, call, signUp, signIn };
}

/**
 * The worker against the same database and queue prefix as a test API. It leaves the competition
 * feeds alone (no feed to reach) unless the test passes COMPETITION_SYNC_MS or COMPETITION_BASE_URL.
 */
export async function startTestWorker(api: TestApi, env: Record<string, string> = {}, logger: Logger = pino({ level: 'silent' })) {
  const { loadWorkerConfig, startWorker } = await import('@club/worker');
  const config = loadWorkerConfig({
    NODE_ENV: 'test',
    DATABASE_URL: api.config.DATABASE_URL,
    DATA_DIR: api.config.DATA_DIR,
    QUEUE_PREFIX: api.config.QUEUE_PREFIX,
    REDIS_URL: api.config.REDIS_URL,
    // The API's secret: it opens the ticket signing key.
    ...(api.config.AUTH_SECRET ? { AUTH_SECRET: api.config.AUTH_SECRET } : {}),
    // Links in its mails lead to the test API, as the worker of `npm start` names the site it serves.
    HOST: api.config.HOST,
    PORT: new URL(api.url).port,
    OUTBOX_POLL_MS: '50',
    COMPETITION_SYNC_MS: env.COMPETITION_BASE_URL ? '300000' : '0',
    // A file's test APIs share its database, each with a queue prefix of its own: another API's
    // unfinished events must not be handed to this one's queues (a test that needs it says so).
    OUTBOX_REDELIVER_MS: '3600000',
    ...env,
  });
  return startWorker(config, { logger });
}

/**
 * An API, its worker and a mail server catching what the worker sends, as a test of the product's
 * mail starts them before its tests; `close` stops all three.
 */
export async function startMailingApi() {
  const smtp = await startMailServer();
  const api = await startTestApi();
  const worker = await startTestWorker(api, { SMTP_URL: smtp.url });
  return { api, worker, smtp, close: async () => { await worker.close(); await api.close(); await smtp.close(); } };
}
export type MailingApi = Awaited<ReturnType<typeof startMailingApi>>;

/** A logger that keeps every line it is given, for a test to read what a process reported. */
export function recordingLogger() {
  const lines: { level: number; msg: string; [field: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines, logged: (msg: string) => lines.filter((l) => l.msg === msg) };
}

/**
 * A test API on a database and data folder of its own, apart from the file's (testDatabase): a new
 * copy of the seeded ones, dropped by close.
 */
export async function startTestApiOnOwnDatabase(env: Record<string, string> = {}, clock: Pick<StartApiOptions, 'now'> = {}): Promise<TestApi> {
  const own = await copyOfSeeded();
  return closingWith(await startTestApi({ DATABASE_URL: own.url, DATA_DIR: own.dataDir, ...env }, undefined, clock), own);
}

/**
 * A test API on an empty database and data folder of its own, which it migrates and seeds as on a
 * first start (with STORAGE_DRIVER=s3, the demo images go into the bucket); dropped by close.
 */
export async function startTestApiOnEmptyDatabase(name: string, env: Record<string, string> = {}): Promise<TestApi> {
  const database = await createScratchDatabase(`club_${name}`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `club-${name}-`));
  return closingWith(await startTestApi({ DATABASE_URL: database.url, DATA_DIR: dataDir, ...env }), { dataDir, drop: database.drop });
}

const closingWith = (api: TestApi, own: { dataDir: string; drop(): Promise<void> }): TestApi => ({
  ...api,
  close: async () => {
    await api.close();
    await own.drop();
    await rm(own.dataDir, { recursive: true, force: true });
  },
});
