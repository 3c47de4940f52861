import { z } from 'zod';

/**
 * Parse environment variables with a zod schema. A bad value stops start-up with a
 * message that names the variable. Empty strings (VAR= in a shell or compose file) mean "not set".
 */
export function parseEnv<S extends z.ZodType>(schema: S, env: Record<string, string | undefined>): z.infer<S> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const result = schema.safeParse(cleaned);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const envBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Settings every process (api, worker) reads the same way. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must be a redis:// URL').default('redis://127.0.0.1:6379'),
  /** Prefix of every queue key, so several deployments (or test runs) can share one Redis; see queuePrefixFor. */
  QUEUE_PREFIX: z.string().regex(/^[a-z0-9_-]+$/i, 'letters, digits, - and _ only').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** HTTP port of the site, API and socket.io (0: any free port, for tests). */
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /**
   * The site's public address (`https://tickets.example.com`), the one base of every link in mail
   * and of auth callbacks, and the origin trusted for sign-in. Unset: the address the server listens on.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Where uploads are kept: `disk` (folders of DATA_DIR) or `s3`, an S3-compatible bucket (S3_BUCKET and the S3_* below). */
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  /** The bucket: public images under public/, payment slips under private/. Nothing in it is made public. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3-63 lower-case letters, digits, . and -)').optional(),
  /** Another S3-compatible service (MinIO, R2, …); unset: AWS. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset: the AWS SDK's own credentials (AWS_* variables, instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (http://host/bucket/key) instead of the host name, as MinIO usually needs. */
  S3_FORCE_PATH_STYLE: envBoolean.default(false),
  /**
   * Confirm a payment the bank reported (a slip's verified transfer, a bill-payment callback) that
   * passes every check without staff; false: staff still decide, with the findings in front of them.
   */
  PAYMENT_AUTO_CONFIRM: envBoolean.default(true),
};

/** The rules of commonEnv that tie several variables together; every process's schema runs them. */
export function refineCommonEnv(
  v: { STORAGE_DRIVER: 'disk' | 's3'; S3_BUCKET?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string },
  ctx: z.RefinementCtx,
): void {
  if (v.STORAGE_DRIVER === 's3' && !v.S3_BUCKET) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER is s3' });
  }
  if (Boolean(v.S3_ACCESS_KEY_ID) !== Boolean(v.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together' });
  }
}

/**
 * How often the worker fetches the competition feeds (COMPETITION_SYNC_MS's default); the API calls
 * a copy stale after three of these (COMPETITION_STALE_MS's default).
 */
export const COMPETITION_SYNC_DEFAULT_MS = 5 * 60_000;

/** The address of a server listening on `host` (all interfaces: this machine's name for itself). */
export function localUrl(host: string, port: number): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The base of every link the product hands out (mails, auth callbacks), without a trailing slash:
 * PUBLIC_URL, else the address the server listens on (`port`: the one it got when PORT is 0).
 * Never taken from a request's Host or Origin: those are the caller's to choose.
 */
export function publicUrl(env: { PUBLIC_URL?: string; HOST: string; PORT: number }, port = env.PORT): string {
  return env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : localUrl(env.HOST, port);
}

/** The folders inside DATA_DIR (an absolute path), the same for every process. */
export const dataPaths = (dataDir: string) => ({
  /** The embedded database (when DATABASE_URL is unset). */
  db: `${dataDir}/db`,
  /** Public images served as /uploads: team logos, products, banners. */
  uploads: `${dataDir}/uploads`,
  /** Private files (payment slips), handed out by the API only. */
  private: `${dataDir}/private`,
  /** Mails written to disk when no SMTP_URL is set. */
  mail: `${dataDir}/outbox`,
});

/**
 * The queue prefix when QUEUE_PREFIX is unset: named after the database (its URL, or the embedded
 * database's folder), so two installations on one Redis (another data folder, another database)
 * never take each other's jobs, while every process of one installation shares its queues.
 */
export function queuePrefixFor(database: string): string {
  // FNV-1a: short, stable, and no Node API (this package also runs in the browser).
  let hash = 0x811c9dc5;
  for (const ch of database) hash = Math.imul(hash ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `club-${hash.toString(16).padStart(8, '0')}`;
}
