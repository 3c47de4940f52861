import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { readSignedTicketCode } from '@club/core';
import { schema } from '@club/db';
import { ADMIN, startTestApiOnOwnDatabase, type TestApi } from '../../api/src/test/harness.js';
import { createMatch, decodeQr, eventually, makeSlip, pngAttachments, receiptForm, settled } from '../../api/src/test/fixtures.js';
import { startMailServer } from '../../api/src/test/mail-server.js';

/** Short job locks, so a killed worker's job comes back within seconds. */
const JOB_LOCK_MS = 2000;
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

let api: TestApi;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
let staff: string;
/** The test's own connections: one holds the tickets table, others watch the worker's sessions. */
let pool: pg.Pool;
const running = new Set<ChildProcess>();

beforeAll(async () => {
  smtp = await startMailServer();
  // A database of its own: its workers relay only this file's events, so every mail they send is this file's.
  api = await startTestApiOnOwnDatabase();
  staff = await api.signIn(ADMIN.email, ADMIN.password);
  pool = new pg.Pool({ connectionString: api.config.DATABASE_URL });
});
afterEach(() => running.forEach((child) => child.kill('SIGKILL')));
afterAll(async () => {
  await pool?.end();
  await api?.close();
  await smtp?.close();
});

/**
 * The worker as an OS process of its own (`npm start`'s script with API_PROCESSES=0, as the Docker
 * worker container runs it), so it can really be killed; ready
 * once it says it started. Its database sessions are named `name`; its warnings are shown.
 */
async function startWorkerProcess(name: string) {
  const databaseUrl = new URL(api.config.DATABASE_URL!);
  databaseUrl.searchParams.set('application_name', name);
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      API_PROCESSES: '0',
      WORKERS: '1',
      METRICS_PORT: '0',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl.toString(),
      DATA_DIR: api.config.DATA_DIR,
      // The API's secret, which opens the key that signs the tickets' codes.
      AUTH_SECRET: api.config.AUTH_SECRET!,
      QUEUE_PREFIX: api.config.QUEUE_PREFIX,
      REDIS_URL: api.config.REDIS_URL,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: '50',
      JOB_LOCK_MS: String(JOB_LOCK_MS),
      // No competition feed answers here.
      COMPETITION_SYNC_MS: '0',
    },
  });
  running.add(child);
  const exited = once(child, 'exit').then(([code, signal]) => {
    running.delete(child);
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  const started = new Promise<void>((resolve) => createInterface({ input: child.stdout! }).on('line', (line) => {
    if (line.includes('"msg":"worker started"')) resolve();
    else if (/"level":[4-6]0/.test(line)) console.warn(`${name}: ${line}`);
  }));
  await Promise.race([started, exited.then((how) => { throw new Error(`${name} ended before it started: ${JSON.stringify(how)}`); })]);
  return {
    alive: () => running.has(child),
    kill: (signal: NodeJS.Signals) => { child.kill(signal); return exited; },
  };
}

/** Database sessions of the named worker process, with what each is waiting for. */
const sessionsOf = async (name: string) =>
  (await pool.query<{ wait_event_type: string | null; query: string }>(
    'select wait_event_type, query from pg_stat_activity where application_name = $1', [name])).rows;

const ticketsOf = (purchaseId: string) =>
  api.database.db.select().from(schema.tickets).where(eq(schema.tickets.purchaseId, purchaseId));

const purchase = async (id: string) => (await api.database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id)))[0]!;

const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));

const messageId = (raw: string) => /^message-id:\s*(\S+)/im.exec(raw)?.[1];

/**
 * A fan's 2-ticket purchase approved by staff while the test holds the tickets table, so the
 * tickets job of worker `name` stops inside its transaction, at its insert, until `release`.
 */
async function approveWhileTicketsLocked(name: string) {
  const fan = await api.signUp();
  const matchId = await createMatch(api.database.db);
  const { id } = (await api.call('POST', '/api/v1/purchases', { token: fan.token, json: { matchId, quantity: 2, phone: '081-234-5678' } })).body.data;
  expect((await api.call('POST', `/api/v1/purchases/${id}/upload-receipt`, { token: fan.token, body: receiptForm(await makeSlip()) })).status).toBe(201);
  await eventually(async () => (await api.call('GET', `/api/v1/purchases/${id}/status`, { token: fan.token })).body.data.status === 'verifying');

  const lock = await pool.connect();
  await lock.query('begin');
  await lock.query('lock table tickets in exclusive mode');
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    await lock.query('rollback');
    lock.release();
  };
  onTestFinished(release);

  expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
  await eventually(async () => (await sessionsOf(name)).some((s) => s.wait_event_type === 'Lock' && s.query.startsWith('insert into "tickets"')));
  return { fan, id, release };
}

describe('a worker process that dies', () => {
  it('leaves exactly one set of tickets and one mail when killed while issuing the tickets and again while mailing them', async () => {
    const first = await startWorkerProcess('crash-worker-1');
    const { fan, id, release } = await approveWhileTicketsLocked('crash-worker-1');

    // Killed inside its tickets transaction: nothing it did there may survive.
    expect(await first.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    await release();
    await eventually(async () => (await sessionsOf('crash-worker-1')).length === 0);
    expect(await ticketsOf(id)).toEqual([]);

    // The next worker takes the job up once its lock expires, issues the tickets and sends the
    // mail, but the mail server takes the message in and never answers: killed while it waits.
    smtp.holdReplies(true);
    onTestFinished(() => smtp.holdReplies(false));
    const second = await startWorkerProcess('crash-worker-2');
    const unanswered = await eventually(async () => smtp.held.find((m) => m.to.includes(fan.email)), 20_000);
    expect((await purchase(id)).ticketsEmailedAt).toBeNull();
    await second.kill('SIGKILL');
    smtp.holdReplies(false);

    const third = await startWorkerProcess('crash-worker-3');
    const mail = await smtp.waitFor(fan.email, 20_000);
    await eventually(async () => (await purchase(id)).ticketsEmailedAt);

    const tickets = await ticketsOf(id);
    expect(tickets.map((t) => t.seat).sort()).toEqual([1, 2]);
    expect(new Set(tickets.map((t) => t.ticketNumber)).size).toBe(2);
    const codes = await Promise.all(pngAttachments(mail.raw).map(decodeQr));
    expect(codes.map((c) => readSignedTicketCode(c!)?.fields.ticketId).sort()).toEqual(tickets.map((t) => t.id).sort());
    // The unanswered copy and the delivered one are the same message to a mail client.
    expect(messageId(mail.raw)).toMatch(/^<tickets-TK-/);
    expect(messageId(mail.raw)).toBe(messageId(unanswered.raw));

    // Every job of the purchase finished (a killed worker's taken up again and run): still one mail.
    await settled(api.database.db, { purchaseId: id });
    expect(mailsTo(fan.email)).toHaveLength(1);
    expect(await ticketsOf(id)).toHaveLength(2);
    expect(await third.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('finishes the tickets it is issuing before it exits on SIGTERM', async () => {
    const worker = await startWorkerProcess('term-worker-1');
    const { fan, id, release } = await approveWhileTicketsLocked('term-worker-1');

    const exited = worker.kill('SIGTERM');
    await sleep(JOB_LOCK_MS);
    expect(worker.alive()).toBe(true);
    await release();
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(await ticketsOf(id)).toHaveLength(2);

    // It stopped relaying before it finished, so the next worker sends the mail.
    const next = await startWorkerProcess('term-worker-2');
    await smtp.waitFor(fan.email, 20_000);
    await eventually(async () => (await purchase(id)).ticketsEmailedAt);
    expect(mailsTo(fan.email)).toHaveLength(1);
    expect(await next.kill('SIGTERM')).toEqual({ code: 0, signal: null });
  }, 90_000);
});
