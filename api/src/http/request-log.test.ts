import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { messageForLog } from '@club/db';
import { ADMIN, recordingLogger, startTestApi, type TestApi } from '../test/harness.js';
import { errorForLog, pathForLog } from './request-log.js';

/** Issue 27, item 7: the log keeps no personal data a request carried in its query string or body. */
let api: TestApi;
const log = recordingLogger();
beforeAll(async () => { api = await startTestApi({}, log.logger); });
afterAll(async () => { await api?.close(); });

describe('what the log keeps of a request', () => {
  it('logs the path of a staff search by a fan’s e-mail or name, never what was searched for', async () => {
    const admin = await api.signIn(ADMIN.email, ADMIN.password);
    const fan = await api.signUp({ name: 'Prasert Lapmak' });
    const searches = [
      `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: fan.email }))}&range=[0,9]`,
      `/api/v1/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: 'Prasert Lapmak' }))}`,
    ];
    for (const url of searches) expect((await api.call('GET', url, { token: admin })).status).toBe(200);
    await api.call('GET', '/api/v1/auth/reset-password/a-secret-reset-token?callbackURL=%2Freset-password');

    const lines = log.lines.filter((l) => (l.req as { url?: string } | undefined)?.url?.startsWith('/api/v1/admin/users'));
    expect(lines.map((l) => (l.req as { url: string }).url)).toEqual(['/api/v1/admin/users', '/api/v1/admin/users']);
    const logged = JSON.stringify(log.lines);
    for (const secret of [fan.email, encodeURIComponent(fan.email), 'Prasert', 'a-secret-reset-token']) expect(logged).not.toContain(secret);
    // The fan site's pages too, when their server render fails: a claim or verification link's token stays out.
    expect(pathForLog('/tickets/claim?token=secret-claim-token')).toBe('/tickets/claim');
  });

  it('logs better-auth’s own failures in the API’s log, a failed query by its SQL only', async () => {
    const failed = new DrizzleQueryError('insert into "user" ("email", "name") values ($1, $2)', ['hidden.fan@club.test', 'Hidden Fan'], new Error('connection reset'));
    const auth = await api.deps.auth.$context;
    auth.logger.error('INTERNAL_SERVER_ERROR', failed);
    auth.logger.error(failed.message);
    expect(log.logged('INTERNAL_SERVER_ERROR')).toEqual([expect.objectContaining({ err: ['Failed query: insert into "user" ("email", "name") values ($1, $2)'] })]);
    expect(log.logged('Failed query: insert into "user" ("email", "name") values ($1, $2)')).toHaveLength(1);
    expect(JSON.stringify(log.lines)).not.toContain('hidden.fan');
  });

  it('logs a failed query’s SQL and code, never its parameters nor the failing row', () => {
    const cause = Object.assign(new Error('null value in column "booked_at" violates not-null constraint'), {
      code: '23502', detail: 'Failing row contains (นาย ประเสริฐ ลับมาก, 750.00)', where: 'SQL statement "insert ... ประเสริฐ"',
    });
    const failed = new DrizzleQueryError('insert into "statement_lines" ("payer", "amount_satang") values ($1, $2)', ['นาย ประเสริฐ ลับมาก', 75_000], cause);
    const logged = JSON.stringify(errorForLog(failed));
    expect(logged).not.toContain('ประเสริฐ');
    expect(logged).not.toContain('75000');
    expect(logged).toContain('insert into \\"statement_lines\\"');
    expect(logged).toContain('violates not-null constraint');
    expect(JSON.stringify(errorForLog(cause))).not.toContain('ประเสริฐ');
    // The worker's job lines keep only the message, the same way.
    expect(messageForLog(failed)).toBe('Failed query: insert into "statement_lines" ("payer", "amount_satang") values ($1, $2)');
  });
});
