import path from 'node:path';
import { z } from 'zod';
import { checkPasswordStrength } from '@club/core/password-strength';
import { readAppleWalletConfig, readGoogleWalletConfig, type AppleWalletConfig, type GoogleWalletConfig } from '@club/ticket-files';
import { COMPETITION_SYNC_DEFAULT_MS, ORDER_PAYMENT_HOURS, PAYMENT_WINDOW_MINUTES, commonEnv, dataPaths, envBoolean, parseEnv, queuePrefixFor, refineCommonEnv } from '@club/core';

const schema = z
  .object({
    ...commonEnv,
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    LINE_CHANNEL_ID: z.string().optional(),
    LINE_CHANNEL_SECRET: z.string().optional(),
    /** Another address for Google's or LINE's sign-in endpoints (same paths): a local fake (packages/oauth-fake) in tests and demos. */
    GOOGLE_OAUTH_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    LINE_OAUTH_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    CORS_ORIGINS: z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be comma-separated http:// or https:// origins' }).transform((u) => new URL(u).origin)))
      .default([]),
    /** Multiplies every rate limit's allowed count (api/src/http/rate-limit.ts): 2 doubles them; tests and benchmarks raise it. */
    RATE_LIMIT_SCALE: z.coerce.number().positive('must be a positive number').max(1_000_000).default(1),
    /**
     * The console's admin account, created (or promoted) at start. Unset, with no admin yet: one is
     * made with a generated password written to DATA_DIR (bootstrap.ts), except in production, which
     * refuses to start instead.
     */
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    PAYMENT_WINDOW_MINUTES: z.coerce.number().int().min(PAYMENT_WINDOW_MINUTES.min).max(PAYMENT_WINDOW_MINUTES.max).default(15),
    ORDER_PAYMENT_HOURS: z.coerce.number().int().min(ORDER_PAYMENT_HOURS.min).max(ORDER_PAYMENT_HOURS.max).default(24),
    SEED_DEMO_DATA: envBoolean.default(true),
    /**
     * How many API processes and job workers `npm start` runs. At most one of each: one process runs
     * both (the embedded database allows no more). More: a supervisor forks them (PostgreSQL only).
     */
    API_PROCESSES: z.coerce.number().int().min(0).max(32).default(1),
    WORKERS: z.coerce.number().int().min(0).max(32).default(1),
    /** Prometheus metrics of every process `npm start` runs, at http://HOST:METRICS_PORT/metrics; 0: none. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
    /** How long a stopping process waits for requests and jobs in progress before it gives up on them. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(25_000),
    /**
     * How long an idle keep-alive connection stays open (headers may take a second more). Longer than
     * the idle timeout of the load balancer in front (AWS's 60 s; Google Cloud's 600 s wants 620000),
     * so the balancer, never this server, closes an idle connection: one it reuses just as this
     * server closes it would be a 502.
     */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(1_800_000).default(65_000),
    /** Match results and the table are marked stale when their last good fetch is older than this. */
    COMPETITION_STALE_MS: z.coerce.number().int().min(1000).default(3 * COMPETITION_SYNC_DEFAULT_MS),
    /**
     * The secret the bank (or the payment gateway relaying its payment confirmations) signs each
     * bill-payment callback with (HMAC-SHA256); unset: POST /api/v1/payments/bank-callback answers 404.
     */
    BANK_CALLBACK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The fake bank's ledger of the demo (`npm start` sets it when no slip verifier is configured,
     * outside production): fans may pay with a test slip. Never in production.
     */
    DEMO_SLIP_LEDGER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    /** The club's name in Thai exactly as the competition service writes it: its matches are the club's. */
    CLUB_NAME_TH: z.string().trim().min(1).default('บางกอก ธันเดอร์ เอฟซี'),
    /** The bot check (a proof-of-work) at joining a match's waiting room; off for tests and benchmarks. */
    QUEUE_CHALLENGE: z.enum(['on', 'off']).default('on'),
  })
  .superRefine((v, ctx) => {
    refineCommonEnv(v, ctx);
    // Test slips confirm purchases nobody paid for: a demo's, never a club's.
    if (v.NODE_ENV === 'production' && v.DEMO_SLIP_LEDGER_URL) ctx.addIssue({ code: 'custom', path: ['DEMO_SLIP_LEDGER_URL'], message: 'is for the demo only, never with NODE_ENV=production' });
    // Unset, a random one is generated into DATA_DIR (bootstrap.ts); a published one signs nothing.
    if (v.NODE_ENV === 'production' && v.AUTH_SECRET && isPublishedSecret(v.AUTH_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is an example anyone can read: set a random one (openssl rand -base64 32), or leave it unset to have one generated into DATA_DIR' });
    }
    if (Boolean(v.GOOGLE_CLIENT_ID) !== Boolean(v.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together' });
    }
    // A fake provider lets anyone sign in as anyone: tests' and demos', never a club's.
    for (const name of ['GOOGLE_OAUTH_URL', 'LINE_OAUTH_URL'] as const) {
      if (v.NODE_ENV === 'production' && v[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is for tests and demos only, never with NODE_ENV=production' });
    }
    if (Boolean(v.LINE_CHANNEL_ID) !== Boolean(v.LINE_CHANNEL_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['LINE_CHANNEL_SECRET'], message: 'LINE_CHANNEL_ID and LINE_CHANNEL_SECRET must be set together' });
    }
    if ((v.API_PROCESSES > 1 || v.WORKERS > 1) && !v.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: 'is required with more than one API process or worker (the embedded database can only be opened by one process)' });
    }
    if (v.API_PROCESSES + v.WORKERS === 0) {
      ctx.addIssue({ code: 'custom', path: ['API_PROCESSES'], message: 'API_PROCESSES and WORKERS cannot both be 0' });
    }
    if (Boolean(v.ADMIN_EMAIL) !== Boolean(v.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together' });
    }
    // The same rule as every fan's password (api/src/password-policy.ts); development and tests keep their simple ones.
    if (v.NODE_ENV === 'production' && v.ADMIN_PASSWORD && !checkPasswordStrength(v.ADMIN_PASSWORD, { email: v.ADMIN_EMAIL, name: 'Club Admin' }).strongEnough) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is too easy to guess (zxcvbn score below 3): use three or four unrelated words' });
    }
  });

/** Secrets printed in this repository, its documentation and older docker-compose files, and placeholders like them. */
const PUBLISHED_SECRETS = new Set(['change-me-to-a-long-random-secret-of-32-chars', 'test-secret-that-is-long-enough-0123456789']);
const isPublishedSecret = (secret: string) =>
  PUBLISHED_SECRETS.has(secret) || /change[-_ ]?me|replace[-_ ]?me|your[-_ ]?secret|example|placeholder/i.test(secret) || new Set(secret).size < 8;

export type ApiConfig = z.infer<typeof schema> & {
  QUEUE_PREFIX: string;
  paths: ReturnType<typeof dataPaths>;
  /** Wallet passes, when the club's Apple and Google accounts are configured (README, Wallet passes): no button otherwise. */
  wallets: { apple: AppleWalletConfig | null; google: (origin: string) => GoogleWalletConfig | null };
};

export function loadApiConfig(env: Record<string, string | undefined> = process.env): ApiConfig {
  const parsed = parseEnv(schema, env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const paths = dataPaths(dataDir);
  // Read now, so a half-configured wallet stops start-up with the variables it lacks; Google's pass names the site's origin, known once listening.
  const apple = readAppleWalletConfig(env);
  readGoogleWalletConfig(env, 'http://localhost');
  return {
    ...parsed, DATA_DIR: dataDir, QUEUE_PREFIX: parsed.QUEUE_PREFIX ?? queuePrefixFor(parsed.DATABASE_URL ?? paths.db), paths,
    wallets: { apple, google: (origin) => readGoogleWalletConfig(env, origin) },
  };
}
