import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { APIError } from 'better-auth/api';
import { Redis } from 'ioredis';
import pg from 'pg';
import { testDatabase } from '../test/harness.js';
import { freePort } from '../test/scratch.js';
import { startSilentListener } from '../faults/servers.js';
import { isBackingServiceDown } from './error-handler.js';
import { Conflict } from './errors.js';

const failureOf = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a failure'); }, (err: unknown) => err);

describe('isBackingServiceDown', () => {
  it('recognises PostgreSQL out of reach, as pg, pg-pool, drizzle and better-auth report it', async () => {
    const nobody = await freePort();
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${nobody}/club` });
    const hungPort = await freePort();
    const hung = await startSilentListener(hungPort);
    const waiting = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${hungPort}/club`, connectionTimeoutMillis: 100 });
    // The test's own session, ended by the server as a restart ends it (57P01).
    const session = new pg.Client({ connectionString: (await testDatabase()).url });
    await session.connect();
    session.on('error', () => {});
    const failures = {
      refused: await failureOf(pool.query('select 1')),
      'refused, through drizzle': await failureOf(drizzle(pool).execute(sql`select 1`)),
      'ended by the server': await failureOf(session.query('select pg_terminate_backend(pg_backend_pid())')),
      'never answered': await failureOf(waiting.connect()),
      'starting up': Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      'connection failure (class 08)': Object.assign(new Error('connection failure'), { code: '08006' }),
      'a session lookup better-auth wrapped': APIError.from('INTERNAL_SERVER_ERROR', { code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' }, { cause: await failureOf(drizzle(pool).execute(sql`select 1`)) }),
    };
    await pool.end();
    await session.end().catch(() => {});
    await hung.close();
    for (const [what, err] of Object.entries(failures)) expect(isBackingServiceDown(err), what).toBe(true);
  });

  it('recognises Redis out of reach, as the API client (no offline queue, one retry) reports it', async () => {
    const nobody = await freePort();
    const offline = new Redis({ port: nobody, host: '127.0.0.1', enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    const retrying = new Redis({ port: nobody, host: '127.0.0.1', maxRetriesPerRequest: 1 });
    const closed = new Redis({ port: nobody, host: '127.0.0.1', lazyConnect: true });
    for (const c of [offline, retrying, closed]) c.on('error', () => {});
    closed.disconnect();
    const failures = {
      'offline queue off': await failureOf(offline.get('k')),
      'retries used up': await failureOf(retrying.get('k')),
      'connection closed': await failureOf(closed.get('k')),
    };
    offline.disconnect();
    retrying.disconnect();
    for (const [what, err] of Object.entries(failures)) expect(isBackingServiceDown(err), what).toBe(true);
  });

  it('leaves other failures alone', async () => {
    const db = new pg.Client({ connectionString: (await testDatabase()).url });
    await db.connect();
    const failures = {
      'a syntax error': await failureOf(db.query('selec 1')),
      'a unique key': Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      'a refusal of ours': new Conflict('purchase.sold_out'),
      'a bug': new TypeError("Cannot read properties of undefined (reading 'id')"),
      'a better-auth refusal': APIError.from('UNAUTHORIZED', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
      'not an error': 'ECONNREFUSED',
    };
    await db.end();
    for (const [what, err] of Object.entries(failures)) expect(isBackingServiceDown(err), what).toBe(false);
  });
});
