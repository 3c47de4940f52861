import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { schema } from '@club/db';
import { recordingLogger, startTestApiOnOwnDatabase, startTestWorker, type TestApi } from '../../test/harness.js';
import { eventually } from '../../test/fixtures.js';
import { startMailServer } from '../../test/mail-server.js';
import { purchaseAwaitingApproval } from '../../faults/purchase.js';
import { freePort } from '../../test/scratch.js';

let smtpPort: number;
let smtp: Awaited<ReturnType<typeof startMailServer>> | undefined;
// A database of its own: the list is every failed job of the installation.
let api: TestApi;
let worker: Awaited<ReturnType<typeof startTestWorker>> | undefined;
let staff: { token: string; id: string; email: string };
const workerLog = recordingLogger();

beforeAll(async () => {
  // The mail server is down at first, and a mail gives up after four quick attempts.
  smtpPort = await freePort();
  api = await startTestApiOnOwnDatabase();
  worker = await startTestWorker(api, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, JOB_RETRY_BASE_MS: '20', JOB_RETRY_MAX_DELAY_MS: '20', JOB_RETRY_FOR_MS: '60',
  }, workerLog.logger);
  const member = await api.signUp({ name: 'Queue Staff' });
  await api.database.db.update(schema.users).set({ role: 'staff' }).where(eq(schema.users.id, member.id));
  staff = member;
});
afterAll(async () => {
  await worker?.close();
  await api?.close();
  await smtp?.close();
});

const failedJobs = (token?: string) => api.call('GET', '/api/v1/admin/failed-jobs', { token });

describe('failed jobs in the console', () => {
  it('lists a mail that gave up to staff, and a retry sends it once, audited', async () => {
    const { fan, id } = await purchaseAwaitingApproval(api);
    expect((await api.call('POST', `/api/v1/admin/purchases/${id}/approve`, { token: staff.token })).status).toBe(200);
    // The address confirmations mailed at sign-up (the staff member's, the fan's) gave up too.
    const jobs = await eventually(async () => {
      const data = (await failedJobs(staff.token)).body.data as { id: string; job: string; recipient: string; last_error: string }[] | undefined;
      return data?.length === 3 && data;
    });
    expect(jobs.map((j) => [j.job, j.recipient])).toEqual(expect.arrayContaining([['tickets', fan.email], ['verify-email', fan.email], ['verify-email', staff.email]]));
    const listed = jobs.find((j) => j.job === 'tickets')!;
    const confirmations = jobs.filter((j) => j.job === 'verify-email').map((j) => j.id).sort();
    const list = await failedJobs(staff.token);
    expect(list.headers.get('content-range')).toBe('failed-jobs 0-2/3');
    const [purchase] = await api.database.db.select().from(schema.purchases).where(eq(schema.purchases.id, id));
    expect(listed).toEqual({
      id: expect.stringMatching(/^evt-[0-9a-f-]{36}-tickets$/), queue: 'email', job: 'tickets', event_type: 'tickets.issued',
      subject_type: 'purchase', subject_id: id, reference: purchase!.referenceNumber, recipient: fan.email,
      attempts: 4, last_error: expect.stringMatching(/ECONNREFUSED/), failed_at: expect.any(String), created_at: expect.any(String),
    });
    expect(workerLog.logged('job gave up')).toHaveLength(3);
    // The dashboard counts them, so staff notice without opening the list.
    expect((await api.call('GET', '/api/v1/admin/dashboard', { token: staff.token })).body.data.failed_jobs).toBe(3);

    // Staff only.
    expect((await failedJobs()).status).toBe(401);
    expect((await failedJobs(fan.token)).status).toBe(403);
    const retryPath = `/api/v1/admin/failed-jobs/email/${listed.id}/retry`;
    expect((await api.call('POST', retryPath, { token: fan.token })).status).toBe(403);
    expect((await api.call('POST', `/api/v1/admin/failed-jobs/tickets/${listed.id}/retry`, { token: staff.token })).status).toBe(404);
    expect((await api.call('POST', '/api/v1/admin/failed-jobs/email/evt-nothing/retry', { token: staff.token })).status).toBe(404);

    smtp = await startMailServer(smtpPort);
    const retried = await api.call('POST', retryPath, { token: staff.token });
    expect(retried.status).toBe(202);
    expect(retried.body.data).toEqual({ id: listed.id, retry_requested_at: expect.any(String) });
    // Asked once: a second click finds nothing to retry, and the list no longer shows it.
    expect((await api.call('POST', retryPath, { token: staff.token })).status).toBe(409);
    expect((await failedJobs(staff.token)).body.data.map((j: { id: string }) => j.id).sort()).toEqual(confirmations);
    expect((await api.call('GET', '/api/v1/admin/dashboard', { token: staff.token })).body.data.failed_jobs).toBe(2);

    await smtp.waitFor(fan.email);
    const key = /^evt-(.{36})-/.exec(listed.id)![1]!;
    await eventually(async () => (await api.database.db.select().from(schema.outboxEvents).where(eq(schema.outboxEvents.key, key)))[0]?.doneAt);
    expect(smtp.mails.filter((m) => m.to.includes(fan.email))).toHaveLength(1);

    const audit = await api.call('GET', `/api/v1/admin/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: 'failed_job.' }))}`, { token: staff.token });
    expect(audit.body.data).toEqual([expect.objectContaining({
      action: 'failed_job.retried', entity_type: 'failed_job', entity_id: listed.id, actor_id: staff.id,
      changes: { queue: 'email', job: 'tickets', attempts: 4, last_error: listed.last_error, reference: purchase!.referenceNumber },
    })]);

    // The confirmations too, retried, go out.
    for (const id of confirmations) expect((await api.call('POST', `/api/v1/admin/failed-jobs/email/${id}/retry`, { token: staff.token })).status).toBe(202);
    await Promise.all([smtp.waitForConfirmation(fan.email), smtp.waitForConfirmation(staff.email)]);
    expect((await failedJobs(staff.token)).body.data).toEqual([]);
  });

  it('lists and retries a job Redis lost after it gave up: it is made again', async () => {
    smtp ??= await startMailServer(smtpPort);
    // A password reset mail whose job gave up, recorded in the outbox, then lost with Redis's data.
    const to = 'lost-reset@club.test';
    const [event] = await api.database.db.insert(schema.outboxEvents).values({
      type: 'auth.password_reset', payload: { to, name: 'Lost Fan', url: 'http://localhost/reset?token=x', lang: 'en' },
      publishedAt: sql`now()`, givenUpAt: sql`now()`,
    }).returning();
    const jobId = `evt-${event!.key}-password-reset`;
    await api.database.db.update(schema.outboxEvents)
      .set({ failure: { queue: 'email', job: 'password-reset', jobId, attempts: 9, error: 'Connection timeout' } })
      .where(eq(schema.outboxEvents.id, event!.id));

    const listed = await failedJobs(staff.token);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: jobId, subject_type: null, reference: null, recipient: to, attempts: 9, last_error: 'Connection timeout' })]);
    expect((await api.call('POST', `/api/v1/admin/failed-jobs/email/${jobId}/retry`, { token: staff.token })).status).toBe(202);
    await smtp.waitFor(to);
    await eventually(async () => (await api.database.db.select().from(schema.outboxEvents).where(eq(schema.outboxEvents.id, event!.id)))[0]?.doneAt);
    expect(smtp.mails.filter((m) => m.to.includes(to))).toHaveLength(1);
  });
});
