/**
 * `npm start` / `npm run dev`: one port serving the API, socket.io, the fan site at / and the staff
 * console at /admin, and the job workers.
 *
 * API_PROCESSES and WORKERS (1 each by default) say how many of each run. At most one of each: this
 * process runs them itself (the embedded database can only be opened by one process). More: this
 * process supervises. It prepares the database and builds the sites once, forks the API processes
 * and the workers, owns the port and hands each new connection to the next API process, starts
 * another process when one dies, and stops them all gracefully on SIGTERM or Ctrl-C. Either way the
 * Prometheus metrics of every process are served at METRICS_PORT.
 */
import { spawn, spawnSync } from 'node:child_process';
import cluster, { type Worker as ClusterProcess } from 'node:cluster';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { AggregatorRegistry, collectDefaultMetrics, register } from 'prom-client';
import { ConfigError, localUrl, publicUrl } from '@club/core';
import { openDatabase } from '@club/db';
import { firstAdminFile, loadApiConfig, prepareInstallation, startApi, staticSite, type StartedApi } from '@club/api';
import { DEFAULT_BRANCH, DEFAULT_KEY, SLIPOK_PATH, startFakeSlipVerifier } from '@club/slip-verifier-fake';
import { loadWorkerConfig, startWorker } from '@club/worker';
import { SITES, buildIfStale, root } from './build-sites.js';

type Role = 'api' | 'worker';
/** Messages between the supervisor and its processes. */
const READY = 'club:ready';
const CONNECTION = 'club:connection';
/** An API process stopping asks for no more connections; the answer comes after the last one sent. */
const LEAVING = 'club:leaving';
const LEFT = 'club:left';
const dev = process.argv.includes('--dev');
await startDemoBank();
const apiConfig = loadConfig(loadApiConfig);
const workerConfig = loadConfig(loadWorkerConfig);
const logger = pino({ level: apiConfig.LOG_LEVEL });

/**
 * The demo's bank: with no slip verifier configured, outside production, the fake of SlipOK runs in
 * this process (its processes inherit where), so that a newcomer's payment is checked with a bank
 * and confirmed without staff, and the payment page offers a test slip (DEMO_SLIP_LEDGER_URL).
 */
async function startDemoBank(): Promise<void> {
  if (process.env.SLIP_VERIFIER || process.env.NODE_ENV === 'production' || cluster.isWorker) return;
  const fake = await startFakeSlipVerifier({ latencyMs: 400 });
  Object.assign(process.env, {
    SLIP_VERIFIER: 'slipok', SLIP_VERIFIER_URL: `${fake.url}${SLIPOK_PATH}`, SLIP_VERIFIER_KEY: DEFAULT_KEY, SLIP_VERIFIER_BRANCH: DEFAULT_BRANCH, DEMO_SLIP_LEDGER_URL: fake.url,
  });
}

function loadConfig<T>(load: () => T): T {
  try {
    return load();
  } catch (err) {
    console.error(err instanceof ConfigError ? err.message : err);
    process.exit(1);
  }
}

/** The built sites, or in dev mode the Vite servers with hot reload. */
async function sites(): Promise<RequestHandler> {
  if (!dev) {
    const router = express.Router();
    // The gate app is a page of its own (its paths are its one page, and its service worker is /admin/gate/sw.js).
    router.use('/admin/gate', staticSite(path.join(root, 'admin-web', 'dist', 'gate')));
    router.use('/admin', staticSite(path.join(root, 'admin-web', 'dist')));
    router.use(staticSite(path.join(root, 'fan-web', 'dist'), { render: path.join(root, 'fan-web', 'dist-server', 'entry-server.js'), logger }));
    return router;
  }
  const { createServer: createVite } = await import('vite');
  const vite = (workspace: string, hmrPort: number) =>
    createVite({ root: path.join(root, workspace), configFile: path.join(root, workspace, 'vite.config.ts'), server: { middlewareMode: true, hmr: { port: hmrPort } }, appType: 'spa' });
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

/** The API and/or the worker in this process, on one database connection. Supervised: no port of its own. */
async function runHere(roles: Record<Role, boolean>, supervised: boolean): Promise<{ api: StartedApi | null; close(): Promise<void> }> {
  collectDefaultMetrics();
  const database = await openDatabase({ url: apiConfig.DATABASE_URL, dataDir: apiConfig.paths.db, logger });
  const api = roles.api ? await startApi(apiConfig, { logger, database, sites: await sites(), viteDev: dev, prepare: !supervised, listen: !supervised }) : null;
  const worker = roles.worker ? await startWorker(workerConfig, { logger, database }) : null;
  return {
    api,
    close: async () => {
      await api?.close();
      await worker?.close();
      await database.close();
    },
  };
}

/** Run `stop` once on SIGTERM, Ctrl-C or (a supervised process) the supervisor going away, then exit. */
function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ reason, pid: process.pid }, 'shutting down');
    stop().then(
      () => {
        if (cluster.isPrimary) console.log('Stopped: every process finished its work.');
        process.exit(0);
      },
      (err: unknown) => { logger.error({ err }, 'shutdown failed'); process.exit(1); },
    );
  };
  process.on('SIGTERM', () => handler('SIGTERM'));
  process.on('SIGINT', () => handler('SIGINT'));
  if (cluster.isWorker) process.on('disconnect', () => handler('supervisor gone'));
}

/** GET /metrics on METRICS_PORT (0: none). A port already taken is reported, not fatal. */
function serveMetrics(read: () => Promise<string>): { close(): void } {
  if (!apiConfig.METRICS_PORT) return { close: () => {} };
  const server = createServer((req, res) => {
    if (req.url !== '/metrics') return void res.writeHead(404).end();
    read().then(
      (body) => res.writeHead(200, { 'content-type': register.contentType }).end(body),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  server.on('error', (err) => logger.error({ err: err.message, port: apiConfig.METRICS_PORT }, 'metrics server failed'));
  server.listen(apiConfig.METRICS_PORT, apiConfig.HOST);
  return { close: () => server.close() };
}

/** The console's account: the one configured, or the one a first start made (bootstrap.ts). */
function consoleAccount(): string | null {
  if (apiConfig.ADMIN_EMAIL) return `${apiConfig.ADMIN_EMAIL} (its password is ADMIN_PASSWORD)`;
  const file = firstAdminFile(apiConfig);
  return existsSync(file) ? `email and password in ${file}` : null;
}

/**
 * What is running where, printed once at the end of start-up with what a newcomer needs to look
 * around; the public address every mail link and sign-in is built on is also logged, before it.
 */
function banner(url: string | null, port: number | null): void {
  const site = port === null ? null : publicUrl(apiConfig, port);
  if (site) logger.info({ publicUrl: site, from: apiConfig.PUBLIC_URL ? 'PUBLIC_URL' : 'the address listened on' }, 'public address');
  const account = url ? consoleAccount() : null;
  console.log([
    '',
    `  Processes:     ${apiConfig.API_PROCESSES} API, ${apiConfig.WORKERS} worker${apiConfig.WORKERS === 1 ? '' : 's'}`,
    `  Database:      ${apiConfig.DATABASE_URL ? 'PostgreSQL' : `embedded (${apiConfig.paths.db})`}`,
    ...(apiConfig.METRICS_PORT ? [`  Metrics:       http://localhost:${apiConfig.METRICS_PORT}/metrics`] : []),
    ...(dev ? ['  Mode:          development (Vite hot reload)'] : []),
    ...(url ? [`  API health:    ${url}/api/v1/health`] : []),
    ...(site ? [`  Public URL:    ${site}${apiConfig.PUBLIC_URL ? '' : ' (set PUBLIC_URL when fans reach the site by another name)'}`] : []),
    ...(apiConfig.DEMO_SLIP_LEDGER_URL ? [`  Demo bank:     a fake of SlipOK checks slips at ${apiConfig.DEMO_SLIP_LEDGER_URL}; the payment page offers a test slip`] : []),
    ...(url ? [`  Fan site:      ${url}/`, `  Staff console: ${url}/admin`] : []),
    ...(account ? [`  Console login: ${account}`] : []),
    '',
  ].join('\n'));
}

/** At most one API process and one worker: both here. */
async function single(): Promise<void> {
  await ensureRedis(apiConfig.REDIS_URL, apiConfig.DATA_DIR);
  if (!dev && apiConfig.API_PROCESSES) SITES.forEach(buildIfStale);
  const running = await runHere({ api: apiConfig.API_PROCESSES > 0, worker: apiConfig.WORKERS > 0 }, false);
  const metrics = serveMetrics(() => register.metrics());
  banner(running.api?.url ?? null, running.api ? Number(new URL(running.api.url).port) : null);
  stopOnSignals(async () => {
    metrics.close();
    await running.close();
  });
}

/** Several: fork them, keep them running, aggregate their metrics, stop them together. */
async function supervise(): Promise<void> {
  if (dev) throw new ConfigError('npm run dev runs one process: leave API_PROCESSES and WORKERS unset');
  await ensureRedis(apiConfig.REDIS_URL, apiConfig.DATA_DIR);
  await prepareInstallation(apiConfig, logger);
  if (apiConfig.API_PROCESSES) SITES.forEach(buildIfStale);

  const roles = new Map<number, Role>();
  /** API processes that said they are ready, in the order connections go to them. */
  const ready: ClusterProcess[] = [];
  const leaveReady = (child: ClusterProcess) => { if (ready.includes(child)) ready.splice(ready.indexOf(child), 1); };
  let started = false;
  let stopping = false;
  const fork = (role: Role) => {
    const child = cluster.fork({ CLUB_PROCESS: role });
    roles.set(child.id, role);
    child.on('message', (message: unknown) => {
      if (role !== 'api') return;
      if (message === READY) ready.push(child);
      if (message === LEAVING) {
        leaveReady(child);
        child.send(LEFT);
      }
    });
  };
  cluster.on('exit', (child, code, signal) => {
    const role = roles.get(child.id)!;
    roles.delete(child.id);
    leaveReady(child);
    if (stopping) return;
    if (!started) {
      logger.fatal({ role, code, signal }, 'a process failed to start');
      Object.values(cluster.workers ?? {}).forEach((w) => w?.process.kill('SIGKILL'));
      process.exit(1);
    }
    logger.error({ role, pid: child.process.pid, code, signal }, 'a process stopped: starting another');
    setTimeout(() => fork(role), 1000).unref();
  });
  for (let i = 0; i < apiConfig.API_PROCESSES; i++) fork('api');
  for (let i = 0; i < apiConfig.WORKERS; i++) fork('worker');
  while (ready.length < apiConfig.API_PROCESSES) await new Promise((r) => setTimeout(r, 50));

  // The port is this process's: each new connection goes to the next ready API process, whole (not
  // a byte read here). Closing it on SIGTERM refuses new connections at once, whatever the API
  // processes are still finishing.
  let next = 0;
  let stopListening = () => {};
  const port = apiConfig.API_PROCESSES ? await new Promise<number>((resolve, reject) => {
    const listener = createTcpServer({ pauseOnConnect: true }, (socket: Socket) => {
      const child = ready[next++ % ready.length];
      if (!child) return void socket.destroy();
      child.send(CONNECTION, socket, (err: Error | null) => { if (err) socket.destroy(); });
    });
    listener.once('error', reject);
    listener.listen(apiConfig.PORT, apiConfig.HOST, () => resolve((listener.address() as { port: number }).port));
    stopListening = () => listener.close();
  }) : null;
  started = true;

  const aggregator = new AggregatorRegistry();
  const metrics = serveMetrics(() => aggregator.clusterMetrics());
  banner(port === null ? null : localUrl(apiConfig.HOST, port), port);
  stopOnSignals(async () => {
    stopping = true;
    stopListening();
    metrics.close();
    const children = Object.values(cluster.workers ?? {}).filter((w): w is ClusterProcess => Boolean(w));
    const exited = Promise.all(children.map((w) => new Promise((resolve) => w.once('exit', resolve))));
    children.forEach((w) => w.process.kill('SIGTERM'));
    // Each process gives its own work SHUTDOWN_TIMEOUT_MS; one that still hangs after that is killed.
    const killer = setTimeout(() => children.forEach((w) => w.process.kill('SIGKILL')), apiConfig.SHUTDOWN_TIMEOUT_MS + 5000);
    await exited;
    clearTimeout(killer);
  });
}

/**
 * A process the supervisor forked: its one role. An API process serves the connections the
 * supervisor hands it. Each answers the supervisor's requests for its metrics.
 */
async function supervised(role: Role): Promise<void> {
  const running = await runHere({ api: role === 'api', worker: role === 'worker' }, true);
  const server = running.api?.server;
  if (server) {
    process.on('message', (message: unknown, socket?: Socket) => {
      if (message !== CONNECTION || !socket) return;
      server.emit('connection', socket);
      socket.resume();
    });
  }
  new AggregatorRegistry();
  stopOnSignals(async () => {
    if (server) await leaveRotation();
    await running.close();
  });
  process.send!(READY);
}

/**
 * Before an API process stops, the supervisor takes it out of the rotation. Messages keep their
 * order, so every connection handed over before the answer has arrived by then and is served.
 */
function leaveRotation(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => { clearTimeout(timer); process.off('message', onMessage); resolve(); };
    const onMessage = (message: unknown) => { if (message === LEFT) done(); };
    const timer = setTimeout(done, 2000);
    process.on('message', onMessage);
    if (process.connected) process.send!(LEAVING); else done();
  });
}

try {
  if (cluster.isWorker) await supervised(process.env.CLUB_PROCESS as Role);
  else if (apiConfig.API_PROCESSES > 1 || apiConfig.WORKERS > 1) await supervise();
  else await single();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
