/**
 * Scratch servers for tests and benchmarks: an empty database of its own on the real PostgreSQL,
 * and a free local port.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new empty database on the PostgreSQL server at TEST_POSTGRES_URL, and how to drop it. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    // A lost connection fails the awaited call; as an 'error' event without a listener it would end the process.
    admin.on('error', () => {});
    try {
      await admin.connect();
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
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
