import { createServer, type Server as HttpServer } from 'node:http';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { RequestHandler } from 'express';
import { QUEUE_NAMES } from '@club/core';
import { openDatabase, type Database } from '@club/db';
import { diskStorage } from '@club/storage';
import { buildApp, type AppDeps } from './app.js';
import { createAuth } from './auth.js';
import { prepareData, resolveAuthSecret } from './bootstrap.js';
import type { ApiConfig } from './config.js';
import { attachRealtime } from './realtime/socket.js';

export interface StartedApi {
  server: HttpServer;
  /** What the app was built from (tests build variants of it). */
  deps: AppDeps;
  url: string;
  database: Database;
  close(): Promise<void>;
}

export interface StartApiOptions {
  logger?: Logger;
  /** Reuse an open database (the embedded one can only be opened once per process). */
  database?: Database;
  sites?: RequestHandler;
}

export async function startApi(config: ApiConfig, opts: StartApiOptions = {}): Promise<StartedApi> {
  const logger = opts.logger ?? pino({ level: config.LOG_LEVEL });
  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.paths.db, logger }));
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));
  const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: redis, prefix: config.QUEUE_PREFIX }));
  // A queue repeats its connection's errors (logged just above); without a listener BullMQ prints each to the console.
  for (const q of queues) q.on('error', () => {});
  const auth = createAuth(config, database.db, await resolveAuthSecret(config));
  const { seeded } = await prepareData(config, database.db, auth);
  if (seeded) logger.info('empty database: demo data seeded');

  const deps: AppDeps = { config, database, redis, queues, auth, logger, receipts: diskStorage(config.paths.private), sites: opts.sites };
  const app = buildApp(deps);
  const server = createServer(app);
  const realtime = attachRealtime(server, auth, redis, config.CORS_ORIGINS);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;

  return {
    server,
    deps,
    url,
    database,
    close: async () => {
      await realtime.close();
      server.closeIdleConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(queues.map((q) => q.close()));
      redis.disconnect();
      if (!opts.database) await database.close();
    },
  };
}
