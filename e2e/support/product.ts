import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { root } from '../../scripts/build-sites.js';
import { createScratchDatabase, freePort } from '../../api/src/test/scratch.js';

export interface RunningProduct {
  url: string;
  output: () => string;
  /** A query on the product's database (not with `{ embedded: true }`), for what a test cannot wait for (time passing). */
  sql<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Send a signal to `npm start` and everything it started, as Ctrl-C or a container stop does. */
  signal(name: NodeJS.Signals): void;
  /** Resolves once `npm start` and every process it started have ended (within `ms`). */
  gone(ms?: number): Promise<boolean>;
  stop(): Promise<void>;
}

export interface ProductOptions {
  /**
   * Run on the embedded database in the data folder, as the README's `npm start` does with no
   * configuration. Otherwise the product runs on a database of its own on the PostgreSQL server at
   * TEST_POSTGRES_URL (dropped on stop), which starts in half the time and answers faster, and
   * which the test can reach into with `sql`.
   */
  embedded?: boolean;
  /**
   * On PostgreSQL, an empty database that `npm start` migrates and seeds itself. Otherwise a copy of
   * the one global-setup.ts migrated and seeded, with its data folder (the demo's images): what a
   * first start leaves there, without each file waiting for it; `npm start` then makes the console
   * account and the settings as on a first start.
   */
  empty?: boolean;
}

/** A copy of the run's seeded database (global-setup.ts) and its images in `dataDir`. */
async function seededCopy(dataDir: string) {
  const seeded = inject('seededDatabaseUrl');
  await cp(inject('seededDataDir'), dataDir, { recursive: true });
  // Named after the seeded one: dropped with it at the end of the run, should a file not get to stop its product.
  return createScratchDatabase(new URL(seeded).pathname.slice(1), seeded);
}

/**
 * Runs the README's start command (`npm start`) with a data folder of its own, as a person
 * would: demo data seeded on first start (or copied, see `empty`); the database as `options` say.
 */
export async function startProduct(env: Record<string, string> = {}, options: ProductOptions = {}): Promise<RunningProduct> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'club-e2e-'));
  const port = await freePort();
  const database = options.embedded ? null : options.empty ? await createScratchDatabase('club_e2e') : await seededCopy(dataDir);
  const child: ChildProcess = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env, PORT: String(port), DATA_DIR: dataDir, QUEUE_PREFIX: `e2e-${port}`, LOG_LEVEL: 'warn', METRICS_PORT: '0',
      // The journeys sign many fans up and in from one address.
      RATE_LIMIT_SCALE: '1000',
      ...(database ? { DATABASE_URL: database.url } : {}), ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout!.on('data', (d) => { out += d; });
  child.stderr!.on('data', (d) => { out += d; });
  // npm dies of a signal at once; the product's own processes (same process group) take their time.
  const groupAlive = () => { try { process.kill(-child.pid!, 0); return true; } catch { return false; } };
  const gone = async (ms = 10_000) => {
    for (const deadline = Date.now() + ms; groupAlive() && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 100));
    return !groupAlive();
  };
  const url = `http://localhost:${port}`;
  let sqlClient: pg.Client | null = null;
  const stop = async () => {
    if (groupAlive()) {
      process.kill(-child.pid!, 'SIGTERM');
      if (!(await gone())) process.kill(-child.pid!, 'SIGKILL');
    }
    await sqlClient?.end();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not come up:\n${out}`)), 180_000);
      child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`npm start exited with ${code}:\n${out}`)); });
      const check = () => (out.includes('Fan site:') ? (clearTimeout(timer), resolve()) : setTimeout(check, 100));
      check();
    });
    if (database) {
      sqlClient = new pg.Client({ connectionString: database.url });
      // A lost connection fails the awaited query; as an 'error' event without a listener it would end the process.
      sqlClient.on('error', () => {});
      await sqlClient.connect();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    output: () => out,
    sql: async <Row>(text: string, params: unknown[] = []) => {
      if (!sqlClient) throw new Error('sql needs the PostgreSQL server: not with { embedded: true }');
      return (await sqlClient.query(text, params)).rows as Row[];
    },
    signal: (name) => process.kill(-child.pid!, name),
    gone,
    stop,
  };
}

/** Run `npm start` expecting it to refuse to start; resolves with its exit code and output. */
export function startExpectingFailure(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.once('exit', (code) => resolve({ code, output: out }));
  });
}
