import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Pool } from 'undici';
import { root } from './build-sites.js';

/**
 * The product's own server (scripts/serve.ts) in a child process, as `npm start` runs it: with
 * `apiProcesses` above 1, that many API processes and one worker under the supervisor. The rate
 * limits are raised (RATE_LIMIT_SCALE): the benchmark is many fans on one address.
 */
export async function startServerProcess(env: Record<string, string>, apiProcesses = 1): Promise<{ stop(): Promise<void>; cpuSeconds(): number }> {
  console.log(`server: ${apiProcesses} API process${apiProcesses === 1 ? ' with the worker inside' : 'es and 1 worker'}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-bench-'));
  // BENCH_NODE_ARGS: flags for the server's node, such as `--cpu-prof --cpu-prof-dir=/tmp/prof` (NODE_OPTIONS refuses those).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/serve.ts'], {
    cwd: root,
    env: {
      ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', AUTH_SECRET: 'bench-secret-that-is-long-enough-0123456789',
      API_PROCESSES: String(apiProcesses), WORKERS: '1', METRICS_PORT: '0', RATE_LIMIT_SCALE: '1000',
      // Production starts only with an admin account named (README, The console account).
      ADMIN_EMAIL: 'bench-admin@club.test', ADMIN_PASSWORD: 'quiet-mango-lantern-bench-42', ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  // BENCH_SERVER_LOG=file keeps the server's log lines (warnings and errors at this level).
  child.stdout.on('data', (d) => { out += d; if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, d); });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}\n${out}`)));
    const check = () => (out.includes('Fan site:') ? resolve() : setTimeout(check, 100));
    check();
  });
  return {
    cpuSeconds: () => processTreeCpuSeconds(child.pid!),
    stop: async () => {
      // Already gone when a Ctrl-C reached it too (same process group): no 'exit' is coming.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      if (env.QUEUE_PREFIX) await removeRedisKeys(env.REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', env.QUEUE_PREFIX);
    },
  };
}

/**
 * CPU seconds (user and system) the process `pid` and its descendants have used so far, from
 * Linux's /proc (NaN elsewhere). A figure per request from it holds on a busy machine, where
 * requests per second fall with whatever else runs.
 */
export function processTreeCpuSeconds(pid: number): number {
  try {
    const stats = readdirSync('/proc').filter((d) => /^\d+$/.test(d)).flatMap((d) => {
      try {
        // Fields after the command's closing parenthesis: state ppid … utime (14th) stime (15th), and
        // cutime cstime (16th, 17th): its children that ended and were waited for (a pool's idle
        // connection closed, a process restarted), whose time would otherwise leave the sum.
        const f = readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return [{ pid: Number(d), ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) }];
      } catch {
        return []; // ended meanwhile
      }
    });
    const tree = new Set([pid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const p of stats) if (!tree.has(p.pid) && tree.has(p.ppid)) { tree.add(p.pid); grew = true; }
    }
    // Clock ticks of 1/100 s (USER_HZ, 100 on Linux everywhere that matters).
    return stats.filter((p) => tree.has(p.pid)).reduce((a, p) => a + p.ticks, 0) / 100;
  } catch {
    return NaN;
  }
}

/** Deletes every key of a run's queue prefix (queues, repeatable jobs, rate-limit counts) from the shared Redis. */
export async function removeRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    for await (const keys of redis.scanStream({ match: `${prefix}:*`, count: 500 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}

/** Sign up `count` fans on the server at `base`, 20 at a time; their bearer tokens. */
export async function signUpMany(base: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < count; i += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, count - i) }, async () => {
      const res = await fetch(`${base}/api/v1/auth/sign-up/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email: `bench-${randomUUID()}@club.test`, password: 'bench-password-123', name: 'Bench Fan' }) });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
      return body.token;
    }));
    tokens.push(...batch);
  }
  return tokens;
}

export interface Measured {
  seconds: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** ms, sorted. */
  latencies: number[];
}

/** An answer as `measure` reads it: a fetch Response is one, and so is what `benchClient` answers. */
export interface Answer {
  status: number;
  arrayBuffer(): Promise<unknown>;
}

/**
 * A keep-alive HTTP/1.1 client of `base` with `connections` sockets (undici's Pool): the simulated
 * fans. It costs the machine about half what fetch does per request, and the load generator shares
 * the machine with the server it measures. A connection cut mid-answer rejects, as fetch does.
 */
export function benchClient(base: string, connections: number) {
  const pool = new Pool(base, { connections, pipelining: 1 });
  return {
    send: async (path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<Answer & { json(): Promise<unknown> }> => {
      const { statusCode, body } = await pool.request({ path, method: init.method ?? 'GET', headers: init.headers, body: init.body });
      return { status: statusCode, arrayBuffer: () => body.arrayBuffer(), json: () => body.json() };
    },
    close: () => pool.close(),
  };
}

/** Send `total` requests made by `request(i)`, `concurrency` at a time, timing each answer. */
export async function measure(total: number, concurrency: number, request: (i: number) => Promise<Answer>): Promise<Measured> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, async () => {
    while (next < total) {
      const i = next++;
      const t0 = performance.now();
      const res = await request(i);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  }));
  latencies.sort((a, b) => a - b);
  return { seconds: (performance.now() - started) / 1000, statuses, latencies };
}

/** Requests per second, answers and p50/p95/p99 of a measured run, as printed lines. */
export function report(label: string, m: Measured, concurrency: number): void {
  const total = m.latencies.length;
  const pct = (p: number) => m.latencies[Math.min(total - 1, Math.floor((p / 100) * total))]!.toFixed(1);
  console.log(`\n${label}`);
  console.log(`  requests:            ${total} at concurrency ${concurrency} in ${m.seconds.toFixed(2)} s (${(total / m.seconds).toFixed(0)} req/s)`);
  console.log(`  answers:             ${JSON.stringify(Object.fromEntries(m.statuses))}`);
  console.log(`  latency ms:          p50 ${pct(50)}  p95 ${pct(95)}  p99 ${pct(99)}  max ${m.latencies.at(-1)!.toFixed(1)}`);
}
