import express, { type Router } from 'express';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Database } from '@club/db';
import { sendData } from '../../http/envelope.js';

async function timed(check: () => Promise<unknown>): Promise<{ ok: boolean; latencyMs: number; error?: string }> {
  const started = performance.now();
  try {
    await withTimeout(check(), 2000);
    return { ok: true, latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    return { ok: false, latencyMs: Math.round(performance.now() - started), error: (err as Error).message };
  }
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);
}

/**
 * GET /api/v1/health: database, Redis and queue state; 503 when something the product needs is down.
 * GET /api/v1/health/live: this process answers (a supervisor restarts it when it does not).
 * GET /api/v1/health/ready: this process should get requests: the database answers and it is not
 * shutting down. Redis is not asked: without it the API still sells (events wait in the outbox).
 */
export function healthRouter(database: Database, redis: Redis, queues: Queue[], draining: () => boolean): Router {
  const router = express.Router();
  router.get('/live', (_req, res) => sendData(res, { status: 'ok', pid: process.pid }));
  router.get('/ready', async (_req, res) => {
    const db = draining() ? null : await timed(() => database.ping());
    const ready = db?.ok === true;
    sendData(res, { status: ready ? 'ready' : db ? 'degraded' : 'draining', pid: process.pid, database: db }, ready ? 200 : 503);
  });
  router.get('/', async (_req, res) => {
    const [db, cache] = await Promise.all([timed(() => database.ping()), timed(() => redis.ping())]);
    const queueState: Record<string, unknown> = {};
    if (cache.ok) {
      await Promise.all(queues.map(async (q) => {
        queueState[q.name] = await withTimeout(q.getJobCounts('waiting', 'active', 'delayed', 'failed'), 2000).catch((e: Error) => ({ error: e.message }));
      }));
    }
    const ok = db.ok && cache.ok;
    sendData(res, { status: ok ? 'ok' : 'degraded', database: { ...db, kind: database.kind }, redis: cache, queues: queueState }, ok ? 200 : 503);
  });
  return router;
}
