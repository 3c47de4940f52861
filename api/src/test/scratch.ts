/**
 * Scratch servers for tests and benchmarks: an empty database of its own on the real PostgreSQL,
 * and a free local port.
 */
import { createServer } from 'node:net';
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
