import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for a real server; unset for the embedded PGlite database. */
  url?: string;
  /** Folder of the embedded database (PGlite) when no url is given. */
  dataDir: string;
  poolSize?: number;
  /** Where connection problems are reported (a pino logger fits); the console when not given. */
  logger?: { warn(details: object, message: string): void };
}

/** How long opening a connection may take before it fails (the server is down or does not answer). */
export const CONNECT_TIMEOUT_MS = 5000;

/**
 * A connection that gives up opening after CONNECT_TIMEOUT_MS. Set on the connection rather than
 * on the pool, whose timeout would also end requests waiting their turn for a busy pool.
 */
class BoundedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/** Open the database and bring its schema up to date. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, Client: BoundedClient });
    // An idle connection the server dropped (a restart) is reported, not thrown: an 'error' event
    // without a listener would end the process. The pool opens a new connection on the next query.
    pool.on('error', (err) => {
      if (opts.logger) opts.logger.warn({ err: err.message }, 'idle database connection lost');
      else console.warn(`idle database connection lost: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    return {
      db,
      kind: 'postgres',
      ping: async () => { await pool.query('select 1'); },
      close: () => pool.end(),
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(opts.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => { await client.query('select 1'); },
    close: () => client.close(),
  };
}
