import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { ADMIN, recordingLogger, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../test/harness.js';
import { eventually } from '../test/fixtures.js';
import { startMailServer } from '../test/mail-server.js';
import { purchaseAwaitingApproval, ticketsOf } from './purchase.js';
import { freePort } from '../test/scratch.js';

// The retry timings, shortened: the first wait 20 ms, doubling, never more than 300 ms apart,
// for two minutes. Eight attempts doubling from the same 20 ms (the policy before) give up after
// 20 + 40 + … + 1280 ms of waiting.
const BASE_MS = 20;
const EIGHT_ATTEMPTS_MS = BASE_MS * (2 ** 7 - 1);

let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startMailServer>> | undefined;
// A database of its own, so no other test file's worker takes this file's mail jobs.
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>> | undefined;
let redis: Redis | undefined;
let emailQueue: Queue | undefined;
const workerLog = recordingLogger();

beforeAll(async () => {
  // The mail server is down at first: nothing listens on its port yet.
  smtpPort = await freePort();
  api = await startTestApiOnOwnDatabase();
  worker = await startTestWorker(api, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    JOB_RETRY_BASE_MS: String(BASE_MS),
    JOB_RETRY_MAX_DELAY_MS: '300',
    JOB_RETRY_FOR_MS: '120000',
  }, workerLog.logger);
  redis = new Redis(api.config.REDIS_URL, { maxRetriesPerRequest: 1 });
  emailQueue = new Queue('email', { connection: redis, prefix: api.config.QUEUE_PREFIX });
});
afterAll(async () => {
  await worker?.close();
  await emailQueue?.close();
  redis?.disconnect();
  await api?.close();
  await smtp?.close();
});

const failedAttempts = (jobId: unknown) => workerLog.logged('job failed').filter((l) => l.jobId === jobId).length;

describe('a long mail-server outage', () => {
  it('still sends the tickets mail, once, when the server is back after longer than eight attempts would have waited', async () => {
    const staff = await api.signIn(ADMIN.email, ADMIN.password);
    const { fan, id } = await purchaseAwaitingApproval(api);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    // The tickets mail's job (the fan's address confirmation, sent at sign-up, fails first).
    const failure = await eventually(async () => {
      for (const l of workerLog.logged('job failed').filter((f) => f.queue === 'email')) {
        if ((await emailQueue!.getJob(l.jobId as string))?.name === 'tickets') return l;
      }
      return undefined;
    });
    expect(failure.err).toMatch(/ECONNREFUSED/);
    const downSince = Date.now();

    // Down well past the old budget, and for more attempts than it allowed: the job keeps retrying.
    await eventually(async () => failedAttempts(failure.jobId) > 12 && Date.now() - downSince > 2 * EIGHT_ATTEMPTS_MS, 30_000);
    expect(await emailQueue!.getJob(failure.jobId as string).then((j) => j?.getState())).toMatch(/delayed|waiting|active/);
    expect(workerLog.logged('job gave up')).toEqual([]);

    smtp = await startMailServer(smtpPort);
    const mail = await smtp.waitFor(fan.email, 15_000);
    expect(mail.subject).toMatch(/ticket/i);
    await eventually(async () => (await emailQueue!.getJob(failure.jobId as string).then((j) => j?.getState())) === 'completed');
    expect(smtp.mails.filter((m) => m.to.includes(fan.email))).toHaveLength(1);
    expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);
    const purchase = (await api.call('GET', `/api/v1/purchases/${id}`, { token: fan.token })).body.data;
    expect(purchase.ticketsEmailedAt).not.toBeNull();
  }, 60_000);
});
