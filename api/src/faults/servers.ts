import { freePort } from '../test/scratch.js';
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { Redis } from 'ioredis';
import pg from 'pg';
import { ERROR_CODES } from '@club/core';
import { eventually } from '../test/fixtures.js';

/**
 * Private PostgreSQL and Redis servers that a fault test may stop and start again. The shared
 * servers at 5432 and 6379 serve everyone's test runs and are never touched.
 */

const run = promisify(execFile);
const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Ends what a run cut short (before its afterAll) left running, when the test process exits. */
const leftBehind = new Set<() => void>();
process.on('exit', () => leftBehind.forEach((end) => end()));

/** initdb and postgres refuse to run as root: run them as the postgres user then. */
const asPostgresArgs = (file: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
const asPostgres = (file: string, args: string[]) => run(...asPostgresArgs(file, args));

async function postgresOwnedTempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout), Number(gid));
  }
  return dir;
}

export interface PrivatePostgres {
  /** postgres://… of the `club` database on it. */
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Stop it at once, as a crash or a power cut would: no session is told, nothing is flushed. */
  kill(): Promise<void>;
  start(): Promise<void>;
  /** Stop it and delete its files. */
  destroy(): Promise<void>;
}

/** A PostgreSQL 15 cluster of its own on a free port, with an empty `club` database. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const root = await postgresOwnedTempDir('club-pg-');
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  await asPostgres(`${PG_BIN}/initdb`, ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  // -w waits until it accepts connections (or has stopped).
  const pgCtl = (...args: string[]) => asPostgres(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-w', ...args]);
  const start = async () => {
    await pgCtl('-l', path.join(root, 'log'), '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start');
  };
  let running = false;
  await start();
  running = true;
  const endAtExit = () => {
    spawnSync(...asPostgresArgs(`${PG_BIN}/pg_ctl`, ['-D', dataDir, '-w', '-m', 'immediate', 'stop']));
    rmSync(root, { recursive: true, force: true });
  };
  leftBehind.add(endAtExit);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  // A failure reaches the awaited call; an 'error' event without a listener would end the process.
  admin.on('error', () => {});
  try {
    await admin.connect();
    await admin.query('create database club');
  } finally {
    await admin.end();
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/club`,
    port,
    // "fast": open sessions are ended at once, as in a restart by an operator or a failover.
    stop: async () => { await pgCtl('-m', 'fast', 'stop'); running = false; },
    kill: async () => { await pgCtl('-m', 'immediate', 'stop'); running = false; },
    start: async () => { await start(); running = true; },
    destroy: async () => {
      if (running) await pgCtl('-m', 'immediate', 'stop').catch(() => {});
      await rm(root, { recursive: true, force: true });
      leftBehind.delete(endAtExit);
    },
  };
}

/**
 * For an afterAll: runs every step, also after one failed, each bounded so that one that hangs
 * cannot keep the rest (and the hook, until its timeout) waiting; the whole stays within
 * `budgetMs`, under the hook timeout. Then throws what failed, all of it. A server a step could
 * not stop is ended when the test process exits.
 */
export async function closeEach(steps: [what: string, step: (() => Promise<unknown>) | undefined][], budgetMs = 45_000): Promise<void> {
  const deadline = Date.now() + budgetMs;
  const failures: Error[] = [];
  for (const [what, step] of steps) {
    if (!step) continue;
    const ms = Math.max(deadline - Date.now(), 1000);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`${what}: not done after ${ms} ms`)), ms); });
    try {
      await Promise.race([step(), timedOut]);
    } catch (err) {
      failures.push(err instanceof Error ? err : new Error(`${what}: ${String(err)}`));
    } finally {
      clearTimeout(timer);
    }
  }
  if (failures.length) throw new AggregateError(failures, `closing failed: ${failures.map((e) => e.message).join('; ')}`);
}

/** Something on `port` that takes connections and never says a word, as a database host that hangs. */
export async function startSilentListener(port: number): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    close: async () => {
      sockets.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface PrivateRedis {
  url: string;
  /** A client of the test's own (ready once the server answers). */
  client: Redis;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * redis-server on a free port, keeping its data in an append-only file as a production Redis
 * does, so a restart brings back what was queued. stop() is a clean shutdown (SIGTERM).
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'club-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--appendfsync', 'always'], { stdio: 'ignore' });
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await eventually(async () => (await probe.connect().then(() => probe.ping()).catch(() => null)) === 'PONG', 10_000);
    } finally {
      probe.disconnect();
    }
  };
  await start();
  const endAtExit = () => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  leftBehind.add(endAtExit);
  const url = `redis://127.0.0.1:${port}`;
  const client = new Redis(url, { maxRetriesPerRequest: null });
  client.on('error', () => {});
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url,
    client,
    stop,
    start,
    destroy: async () => {
      client.disconnect();
      await stop();
      await rm(dir, { recursive: true, force: true });
      leftBehind.delete(endAtExit);
    },
  };
}

/** What a client sees from a call that needs a server that is down: 503 in the envelope, come back later. */
export function expectUnavailable(res: { status: number; headers: Headers; body: any }, what = '') {
  expect(res.status, what).toBe(503);
  expect(res.body, what).toEqual({ success: false, error: { code: ERROR_CODES.UNAVAILABLE, message: expect.any(String), requestId: expect.any(String) } });
  expect(Number(res.headers.get('retry-after')), what).toBeGreaterThan(0);
  expect(JSON.stringify(res.body), what).not.toMatch(/\bat .*\.[jt]s:\d+|ECONN|postgres|redis/i);
}
