import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { register } from 'prom-client';
import { ADMIN, recordingLogger, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../test/harness.js';
import { eventually } from '../test/fixtures.js';
import { startMailServer } from '../test/mail-server.js';
import { purchaseAwaitingApproval, ticketsOf } from './purchase.js';
import { freePort } from '../test/scratch.js';

let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startMailServer>> | undefined;
// A database of its own, so no other test file's worker takes this file's mail jobs.
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>>;
let redis: Redis;
let emailQueue: Queue;
let staff: string;
const workerLog = recordingLogger();

beforeAll(async () => {
  // The worker's mail server is down at first: nothing listens on its port yet.
  smtpPort = await freePort();
  api = await startTestApiOnOwnDatabase();
  worker = await startTestWorker(api, { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` }, workerLog.logger);
  redis = new Redis(api.config.REDIS_URL, { maxRetriesPerRequest: 1 });
  emailQueue = new Queue('email', { connection: redis, prefix: api.config.QUEUE_PREFIX });
  staff = await api.signIn(ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await worker?.close();
  await emailQueue?.close();
  redis?.disconnect();
  await api?.close();
  await smtp?.close();
});

/** A counter of this process's metrics (the worker runs in the test process). */
async function counted(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = await register.getSingleMetric(name)?.get();
  return metric?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0;
}

/** The purchase as the fan sees it. */
const purchaseOf = async (token: string, id: string) => (await api.call('GET', `/api/v1/purchases/${id}`, { token })).body.data;

describe('the mail server down', () => {
  it('retries the tickets mail and sends it once when the mail server is back', async () => {
    const failedBefore = await counted('club_jobs_failed_total', { queue: 'email' });
    const sentBefore = await counted('club_emails_sent_total');
    const { fan, id } = await purchaseAwaitingApproval(api);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);

    // The tickets mail's failure (the fan's address confirmation, mailed at sign-up, fails too).
    const failure = await eventually(async () => {
      for (const line of workerLog.logged('job failed')) {
        if (line.queue === 'email' && (await emailQueue.getJob(line.jobId as string))?.name === 'tickets') return line;
      }
      return undefined;
    });
    expect(failure.err).toMatch(/ECONNREFUSED/);
    // The tickets were issued all the same; only their mail waits.
    expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);

    smtp = await startMailServer(smtpPort);
    const mail = await smtp.waitFor(fan.email, 30_000);
    expect(mail.subject).toMatch(/ticket/i);
    // The same job, done on a later attempt.
    const job = await eventually(async () => {
      const found = await emailQueue.getJob(failure.jobId as string);
      return (await found?.getState()) === 'completed' && found;
    });
    expect(job.attemptsMade).toBeGreaterThan(1);

    expect(smtp.mails.filter((m) => m.to.includes(fan.email))).toHaveLength(1);
    // What an operator sees on the metrics page: the failed attempts, and the mail sent once (beside the address confirmation).
    await smtp.waitForConfirmation(fan.email, 30_000);
    expect(await counted('club_jobs_failed_total', { queue: 'email' })).toBeGreaterThan(failedBefore);
    // Counted once the worker has the server's answer, a moment after the server has the mail.
    expect(await eventually(async () => { const sent = await counted('club_emails_sent_total'); return sent >= sentBefore + 2 && sent; })).toBe(sentBefore + 2);
    expect(await ticketsOf(api, fan.token, id)).toHaveLength(2);
    expect((await purchaseOf(fan.token, id)).ticketsEmailedAt).not.toBeNull();
  }, 60_000);

  it('does not send the tickets mail again when it went out but recording that failed', async () => {
    // Up since the test above, or started here when this one runs alone.
    smtp ??= await startMailServer(smtpPort);
    const { fan, id } = await purchaseAwaitingApproval(api);
    // The update that records the mail fails once for this purchase, as when the database goes
    // away just after the mail server took the message.
    const sql = (statement: string) => api.database.db.execute(statement);
    const counter = `marks_${id.replaceAll('-', '_')}`;
    await sql(`create sequence ${counter}`);
    await sql(`create function fail_first_mark() returns trigger language plpgsql as $$ begin
      if new.id = '${id}' and new.tickets_emailed_at is not null then
        if nextval('${counter}') = 1 then raise exception 'database went away'; end if;
      end if;
      return new;
    end $$`);
    await sql('create trigger fail_first_mark before update on purchases for each row execute function fail_first_mark()');
    onTestFinished(async () => { await sql('drop function fail_first_mark cascade'); });

    const logged = workerLog.lines.length;
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff })).status).toBe(200);
    await eventually(async () => (await purchaseOf(fan.token, id)).ticketsEmailedAt);
    expect(workerLog.lines.slice(logged).filter((l) => l.msg === 'job failed' && l.queue === 'email')).toHaveLength(1);
    expect(smtp.mails.filter((m) => m.to.includes(fan.email))).toHaveLength(1);
  });
});
