import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { fillProductSearchWords } from './product-search.js';
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

/** The database's error code and constraint of a failed statement (drizzle wraps the driver's error). */
export const dbError = (err: unknown): { code?: string; constraint?: string } => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return e.code ? e : e.cause ?? {};
};

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

interface DatabaseOptions {
  /** postgres://… for a real server; unset for the embedded PGlite database. */
  url?: string;
  /** Folder of the embedded database (PGlite) when no url is given. */
  dataDir: string;
  poolSize?: number;
  /** Where connection problems are reported (a pino logger fits); the console when not given. */
  logger?: ConnectionLogger;
}

interface ConnectionLogger {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

const consoleLogger: ConnectionLogger = {
  warn: (details, message) => console.warn(message, details),
  info: (details, message) => console.info(message, details),
};

/** How long opening a connection may take before it fails (the server is down or does not answer). */
const CONNECT_TIMEOUT_MS = 5000;

/** How long close() lets queries in progress finish before it cuts their connections. */
const CLOSE_GRACE_MS = 5000;

/**
 * Reports lost connections once per outage: a restart ends every connection of the pool at once,
 * which is one event to whoever reads the log, not ten. The outage ends when a connection opens again.
 */
function outageReporter(logger: ConnectionLogger) {
  let lost = 0;
  return {
    lost(err: Error & { code?: string }) {
      if (lost++ === 0) logger.warn({ err: err.message, code: err.code }, 'database connection lost');
    },
    connected() {
      if (lost > 0) logger.info({ connectionsLost: lost }, 'database connection restored');
      lost = 0;
    },
  };
}

/**
 * The pool's connections. Each gives up opening after CONNECT_TIMEOUT_MS (set on the connection
 * rather than on the pool, whose timeout would also end requests waiting their turn for a busy
 * pool), and each listens for its own 'error' for its whole life: the pool listens only while a
 * connection is idle, and one the server drops while it is lent out (during a statement, or
 * between those of a transaction) would otherwise throw its 'error' event and end the process.
 *
 * A connection lost while lent out is given back to the pool at once, which discards it; the
 * borrower's statement fails with the error and its own release later does nothing. Without this
 * it would never come back when its borrower fails before releasing it: drizzle's transaction()
 * releases only after BEGIN succeeded, so each BEGIN cut off by a restart took one connection out
 * of the pool for good (a worker's relay, beginning one every poll, soon had none left, and
 * closing the pool waited for them for ever).
 */
function poolClient(onLost: (err: Error) => void, open: Set<pg.Client>) {
  return class PoolClient extends pg.Client {
    #poolRelease: ((err?: Error | boolean) => void) | undefined;
    #lent = false;
    #givenBack = false;

    /** pg-pool lends a connection by setting its release. */
    set release(poolRelease: (err?: Error | boolean) => void) {
      this.#poolRelease = poolRelease;
      this.#lent = true;
      this.#givenBack = false;
    }

    get release(): (err?: Error | boolean) => void {
      return (err) => {
        if (this.#givenBack) return;
        this.#lent = false;
        this.#poolRelease?.(err);
      };
    }

    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      let reported = false;
      // Registered first, so it runs before pg-pool's own listener of a query in progress.
      this.on('error', (err) => {
        if (!reported) onLost(err);
        reported = true;
        if (this.#lent) {
          this.#lent = false;
          this.#givenBack = true;
          this.#poolRelease?.(err);
        }
      });
      open.add(this);
      this.once('end', () => open.delete(this));
    }
  };
}

/** Resolves true when `promise` settles within `ms`, false otherwise. */
function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), ms); });
  return Promise.race([promise.then(() => true, () => true), late]).finally(() => clearTimeout(timer));
}

/** Open the database and bring its schema, and the data a migration could not write, up to date. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    const logger = opts.logger ?? consoleLogger;
    const outage = outageReporter(logger);
    const open = new Set<pg.Client>();
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10, Client: poolClient(outage.lost, open) });
    // Every connection reports its own loss (above); the pool repeats an idle one's here, and an
    // 'error' event without a listener would end the process. The pool opens a new connection on the next query.
    pool.on('error', () => {});
    pool.on('connect', outage.connected);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder });
    await fillProductSearchWords(db);
    return {
      db,
      kind: 'postgres',
      ping: async () => { await pool.query('select 1'); },
      // pool.end() waits for every lent connection to come back: a statement the server never
      // answers would keep it waiting for ever, so after a grace period the connections are cut,
      // and a connection still not back after that is left behind rather than waited for.
      close: async () => {
        const ended = pool.end();
        if (await settlesWithin(ended, CLOSE_GRACE_MS)) return ended;
        open.forEach((client) => client.connection.stream.destroy());
        if (await settlesWithin(ended, 1000)) return ended;
        logger.warn({ lent: pool.totalCount - pool.idleCount }, 'database closed with connections still lent out');
      },
    };
  }
  mkdirSync(opts.dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(opts.dataDir);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  await fillProductSearchWords(pgliteDb as unknown as Db);
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    ping: async () => { await client.query('select 1'); },
    close: () => client.close(),
  };
}
