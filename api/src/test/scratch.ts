/**
 * Scratch servers for tests and benchmarks: an empty database of its own on the real PostgreSQL,
 * and a free local port.
 */
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new database on the PostgreSQL server at TEST_POSTGRES_URL, empty or a copy of `template`
 * (the URL of a database nobody is connected to), and how to drop it.
 */
export async function createScratchDatabase(prefix: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const copyOf = template ? ` template ${new URL(template).pathname.slice(1)}` : '';
  // Two copies of one template made at the same moment: the second waits for the first (55006).
  for (let attempt = 1; ; attempt++) {
    try {
      await onServer(`create database ${name}${copyOf}`);
      break;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt === 50) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { url: url.toString(), drop: async () => { await onServer(`drop database if exists ${name} with (force)`); } };
}

/** Drops every database whose name starts with `prefix`: what a test run made. */
export async function dropScratchDatabases(prefix: string): Promise<void> {
  const names = await onServer<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
  for (const { datname } of names) await onServer(`drop database if exists ${datname} with (force)`);
}

async function onServer<Row>(statement: string, params: unknown[] = []): Promise<Row[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  // A lost connection fails the awaited call; as an 'error' event without a listener it would end the process.
  admin.on('error', () => {});
  try {
    await admin.connect();
    return (await admin.query(statement, params)).rows as Row[];
  } finally {
    await admin.end();
  }
}

const MIGRATIONS = fileURLToPath(new URL('../../../packages/db/src/migrations', import.meta.url));

/**
 * A new database as the release before migration number `migration` left it (the migrations'
 * journal cut just before it), for an upgrade test to fill as that release would and then open with
 * openDatabase, which runs the rest; `dataDir` is a scratch folder for it.
 */
export async function databaseBefore(migration: number, prefix: string): Promise<{ url: string; dataDir: string; drop(): Promise<void> }> {
  const scratch = await createScratchDatabase(prefix);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-migrations-'));
  await cp(MIGRATIONS, dataDir, { recursive: true });
  const journalFile = path.join(dataDir, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { idx: number }[] };
  await writeFile(journalFile, JSON.stringify({ ...journal, entries: journal.entries.filter((e) => e.idx < migration) }));
  const pool = new pg.Pool({ connectionString: scratch.url });
  try {
    await migrate(drizzle(pool), { migrationsFolder: dataDir });
  } finally {
    await pool.end();
  }
  return { url: scratch.url, dataDir, drop: async () => { await scratch.drop(); await rm(dataDir, { recursive: true, force: true }); } };
}

/** A local port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}
