import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { RequestHandler } from 'express';
import { QUEUE_NAMES, localUrl, publicUrl } from '@club/core';
import { ensureTicketSigningKey, openDatabase, resolveAuthSecret, ticketKeys, type Database } from '@club/db';
import { openStores, type Storage } from '@club/storage';
import { buildApp, type AppDeps } from './app.js';
import { trustedOrigins } from './http/origins.js';
import { createAuth } from './auth.js';
import { prepareData } from './bootstrap.js';
import type { ApiConfig } from './config.js';
import { LiveAccess } from './realtime/live-access.js';
import { attachRealtime } from './realtime/socket.js';

export interface StartedApi {
  server: HttpServer;
  /** What the app was built from (tests build variants of it). */
  deps: AppDeps;
  url: string;
  /** The base of links in mail and auth callbacks: PUBLIC_URL, or the address listened on. */
  publicUrl: string;
  database: Database;
  close(): Promise<void>;
}

export interface StartApiOptions {
  logger?: Logger;
  /** Reuse an open database (the embedded one can only be opened once per process). */
  database?: Database;
  sites?: RequestHandler;
  /** `sites` is Vite's dev server (see AppDeps). */
  viteDev?: boolean;
  /** Seed an empty database and create the admin account (false when a supervisor already did). */
  prepare?: boolean;
  /**
   * Listen on PORT (the default), or not: a supervisor that owns the port hands this process its
   * connections (`server.emit('connection', socket)`).
   */
  listen?: boolean;
  /** The clock that says which day it is at the gate (see AppDeps.now). */
  now?: () => Date;
}

async function prepare(config: ApiConfig, db: Database['db'], images: Storage, logger: Logger): Promise<void> {
  const { seeded, firstAdmin } = await prepareData(config, db, images);
  if (seeded) logger.info('empty database: demo data seeded');
  // Where the password is, never the password.
  if (firstAdmin?.created) logger.info({ file: firstAdmin.file }, 'no admin account and no ADMIN_EMAIL: made one for the staff console, its email and password in this file (readable by its owner only)');
  else if (firstAdmin) logger.info({ file: firstAdmin.file }, 'the staff console account made on the first start: its email and password are in this file');
}

/**
 * Everything a first start does once before any API process serves: the database migrated, demo
 * data in an empty one, the settings and the admin account. A supervisor of several processes runs
 * this, then starts them with `prepare: false`, so they never race to seed.
 */
export async function prepareInstallation(config: ApiConfig, logger: Logger): Promise<void> {
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.paths.db, logger });
  try {
    await prepare(config, database.db, openStores(config).public, logger);
  } finally {
    await database.close();
  }
}

/** How long a starting API waits for its Redis connection before it listens anyway. */
const REDIS_READY_WAIT_MS = 2000;

export async function startApi(config: ApiConfig, opts: StartApiOptions = {}): Promise<StartedApi> {
  const logger = opts.logger ?? pino({ level: config.LOG_LEVEL });
  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.paths.db, logger }));
  const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis connection problem'));
  const queues = QUEUE_NAMES.map((name) => new Queue(name, { connection: redis, prefix: config.QUEUE_PREFIX }));
  // A queue repeats its connection's errors (logged just above); without a listener BullMQ prints each to the console.
  for (const q of queues) q.on('error', () => {});
  const secret = await resolveAuthSecret(config);
  const stores = openStores(config);
  if (opts.prepare !== false) await prepare(config, database.db, stores.public, logger);
  const signingKey = await ensureTicketSigningKey(database.db, secret, { replace: true });
  if (signingKey === 'replaced') logger.error('the ticket signing key did not open with AUTH_SECRET (lost or changed?): a new key signs from now; codes already out still verify');
  // Calls that reach Redis answer 503 until it is connected: wait for it a moment before listening,
  // not for ever (an API started while Redis is down serves what needs no Redis and says 503 for the rest).
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(REDIS_READY_WAIT_MS) }).catch(() => {});

  let draining = false;
  // The app is built once the port is known (PORT=0 picks one), since links are built on it; the
  // steps between listening and handing requests to it are synchronous, so none arrives before.
  // Idle connections outlive a load balancer's (see KEEP_ALIVE_TIMEOUT_MS); Node wants a call's time
  // limit (5 min unless that is shorter) no shorter than its headers'.
  const headersTimeout = config.KEEP_ALIVE_TIMEOUT_MS + 1000;
  const server = createServer({ keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS, headersTimeout, requestTimeout: Math.max(300_000, headersTimeout) });
  if (opts.listen !== false) {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const siteUrl = publicUrl(config, port);
  const live = new LiveAccess();
  const auth = createAuth(config, database.db, secret, { siteUrl, live, logger });
  const deps: AppDeps = {
    config, database, redis, queues, auth, logger, receipts: stores.private, images: stores.public, sites: opts.sites, viteDev: opts.viteDev,
    siteUrl, live, draining: () => draining, now: opts.now ?? (() => new Date()),
    wallets: { apple: config.wallets.apple, google: config.wallets.google(siteUrl) },
    ticketKeys: ticketKeys(database.db, secret),
  };
  server.on('request', buildApp(deps));
  const connections = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  // While stopping, each answer closes its connection: keep-alive clients come back on a new one,
  // which another process takes.
  server.on('request', (_req, res) => { if (draining) res.shouldKeepAlive = false; });
  const realtime = attachRealtime(server, { auth, db: database.db, redis, live, logger }, { corsOrigins: config.CORS_ORIGINS, trustedOrigins: trustedOrigins(config, siteUrl), queuePrefix: config.QUEUE_PREFIX });
  const url = localUrl(config.HOST, port);

  return {
    server,
    deps,
    url,
    publicUrl: siteUrl,
    database,
    // Graceful: readiness says 503, no new connections are taken, live sockets are dropped (they
    // reconnect to another process), calls in progress finish (for up to SHUTDOWN_TIMEOUT_MS), then
    // the connections close.
    close: async () => {
      draining = true;
      await realtime.close();
      if (server.listening) server.close();
      const deadline = Date.now() + config.SHUTDOWN_TIMEOUT_MS;
      // A keep-alive connection closes as soon as its call is answered; one handed over a moment
      // ago gets to send its call first.
      while (connections.size > 0 && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 50));
        server.closeIdleConnections();
      }
      server.closeAllConnections();
      await Promise.all(queues.map((q) => q.close()));
      redis.disconnect();
      if (!opts.database) await database.close();
    },
  };
}
