/**
 * `npm start` / `npm run dev`: one port serving the API, socket.io, the fan site at / and the
 * staff console at /admin, with the worker in the same process (the embedded database can
 * only be opened by one process). Builds the sites when they are missing or older than their
 * sources; in dev mode serves them through Vite with hot reload instead.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { ConfigError } from '@club/core';
import { openDatabase } from '@club/db';
import { loadApiConfig, startApi, staticSite } from '@club/api';
import { loadWorkerConfig, startWorker } from '@club/worker';
import { SITES, buildIfStale, root } from './build-sites.js';

const dev = process.argv.includes('--dev');

async function sites(): Promise<RequestHandler> {
  if (!dev) {
    SITES.forEach(buildIfStale);
    const router = express.Router();
    router.use('/admin', staticSite(path.join(root, 'admin-web', 'dist')));
    router.use(staticSite(path.join(root, 'fan-web', 'dist')));
    return router;
  }
  const { createServer } = await import('vite');
  const vite = (workspace: string, hmrPort: number) =>
    createServer({ root: path.join(root, workspace), configFile: path.join(root, workspace, 'vite.config.ts'), server: { middlewareMode: true, hmr: { port: hmrPort } }, appType: 'spa' });
  const [fan, admin] = await Promise.all([vite('fan-web', 24678), vite('admin-web', 24679)]);
  // The console's Vite server is based at /admin/ and must see the full path.
  return (req, res, next) => (req.path === '/admin' || req.path.startsWith('/admin/') ? admin.middlewares(req, res, next) : fan.middlewares(req, res, next));
}

/** Use the Redis at REDIS_URL; when it is the default local one and nothing answers, start a private redis-server. */
async function ensureRedis(url: string, dataDir: string): Promise<void> {
  const ping = async () => {
    const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null });
    client.on('error', () => {});
    try { await client.connect(); await client.ping(); return true; } catch { return false; } finally { client.disconnect(); }
  };
  if (await ping()) return;
  const { hostname, port } = new URL(url);
  const local = ['127.0.0.1', 'localhost', '::1'].includes(hostname);
  const hasServer = spawnSync('redis-server', ['--version']).status === 0;
  if (!local || !hasServer) {
    throw new ConfigError(`Redis is not reachable at ${url}. Start one (for example \`apt-get install redis-server\` or \`docker compose up redis\`) or set REDIS_URL.`);
  }
  const dir = path.join(dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  console.log(`no Redis at ${url}: starting a private redis-server on port ${port || 6379}`);
  const child = spawn('redis-server', ['--port', port || '6379', '--bind', '127.0.0.1', '--dir', dir, '--appendonly', 'yes', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
  process.once('exit', () => child.kill());
  for (let i = 0; i < 50; i++) {
    if (await ping()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new ConfigError(`started redis-server but it does not answer at ${url}`);
}

try {
  const apiConfig = loadApiConfig();
  const workerConfig = loadWorkerConfig();
  const logger = pino({ level: apiConfig.LOG_LEVEL });
  await ensureRedis(apiConfig.REDIS_URL, apiConfig.DATA_DIR);
  const database = await openDatabase({ url: apiConfig.DATABASE_URL, dataDir: apiConfig.paths.db });
  const api = await startApi(apiConfig, { logger, database, sites: await sites() });
  // RUN_WORKER=false when workers run as processes of their own (docker-compose, several processes).
  const worker = apiConfig.RUN_WORKER ? await startWorker(workerConfig, { logger, database }) : null;
  console.log(`\n  Fan site:      ${api.url}/\n  Staff console: ${api.url}/admin\n  API health:    ${api.url}/api/v1/health\n  Database:      ${database.kind === 'pglite' ? `embedded (${apiConfig.paths.db})` : 'PostgreSQL'}${dev ? '\n  Mode:          development (Vite hot reload)' : ''}\n`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    await api.close();
    await worker?.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
