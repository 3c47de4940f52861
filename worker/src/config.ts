import path from 'node:path';
import { z } from 'zod';
import { COMPETITION_SYNC_DEFAULT_MS, commonEnv, dataPaths, parseEnv, queuePrefixFor, refineCommonEnv } from '@club/core';

const schema = z.object({
  ...commonEnv,
  /** The API's AUTH_SECRET (unset: the one generated into DATA_DIR): it opens the ticket signing key (README, The ticket code and the gate). */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** smtp://user:pass@host:port; unset: mails are written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Bangkok Thunder FC <tickets@bangkokthunder.example>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  /** An event whose job has not finished this long after it was relayed is handed to its queue again. */
  OUTBOX_REDELIVER_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** A fan's tickets and mails are retried after this, then after twice as long each time… */
  JOB_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(2000),
  /** …but never waiting longer than this between two attempts… */
  JOB_RETRY_MAX_DELAY_MS: z.coerce.number().int().min(10).max(86_400_000).default(600_000),
  /** …for this long (a mail-server outage of a weekend), before they are given up and shown to staff. */
  JOB_RETRY_FOR_MS: z.coerce.number().int().min(0).max(30 * 86_400_000).default(48 * 3_600_000),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /**
   * Jobs of the receipts queue at once: mostly bank checks waiting on the slip verifier (under a
   * second each; a sale brings 5–10 slips a second), the decoding itself held to one a core.
   */
  RECEIPTS_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(32),
  /** How often unpaid purchases and store orders past their time are expired. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /**
   * How long a job's lock lasts without renewal, and how often stalled jobs are looked for: the
   * job of a worker that died goes back to the queue after one to two of these.
   */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),

  // The external competition service (spec section 7): match days of the club and the league table.
  /** Its address; unset: the worker starts the fake of it (packages/competition-fake) on a free local port. */
  COMPETITION_BASE_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** Match-day list, asked with ?tournament_team={COMPETITION_TEAM_ID}. */
  COMPETITION_MATCHES_PATH: z.string().startsWith('/', 'must start with /').default('/public/match-days'),
  /** Standings, asked with ?tournament={COMPETITION_TOURNAMENT_ID}. */
  COMPETITION_STANDINGS_PATH: z.string().startsWith('/', 'must start with /').default('/public/standings'),
  /** The club's tournament team id in the service (1024 in the fake). */
  COMPETITION_TEAM_ID: z.string().regex(/^[\w-]+$/, 'letters, digits, - and _ only').default('1024'),
  /** The league's tournament id in the service (57 in the fake). */
  COMPETITION_TOURNAMENT_ID: z.string().regex(/^[\w-]+$/, 'letters, digits, - and _ only').default('57'),
  /** How often both feeds are fetched (and once at start-up); 0 turns the sync off in this process. */
  COMPETITION_SYNC_MS: z.coerce.number().int().refine((v) => v === 0 || (v >= 1000 && v <= 86_400_000), 'must be 0 (off) or 1000..86400000')
    .default(COMPETITION_SYNC_DEFAULT_MS),
  /** How long one fetch may take, answer included. */
  COMPETITION_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),

  // The slip verifier (issue 17): the bank is asked about each slip's transfer, and a payment that passes every check is confirmed without staff.
  /** off, or the service asked: SlipOK or EasySlip (packages/payment-providers). */
  SLIP_VERIFIER: z.enum(['off', 'slipok', 'easyslip']).default('off'),
  /** Its address; unset: the vendor's own. A local fake (npm run fake:slip-verifier) answers the same. */
  SLIP_VERIFIER_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  /** The API key the service issued (SlipOK: x-authorization; EasySlip: the bearer token). */
  SLIP_VERIFIER_KEY: z.string().min(1).optional(),
  /** SlipOK's branch id, part of its address. */
  SLIP_VERIFIER_BRANCH: z.string().regex(/^[\w-]+$/, 'letters, digits, - and _ only').optional(),
  /** How long one question to the service may take before it is asked again later. */
  SLIP_VERIFIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
}).superRefine((env, ctx) => {
  refineCommonEnv(env, ctx);
  if (env.SLIP_VERIFIER !== 'off' && !env.SLIP_VERIFIER_KEY) ctx.addIssue({ code: 'custom', path: ['SLIP_VERIFIER_KEY'], message: `is needed with SLIP_VERIFIER=${env.SLIP_VERIFIER}` });
  if (env.SLIP_VERIFIER === 'slipok' && !env.SLIP_VERIFIER_BRANCH) ctx.addIssue({ code: 'custom', path: ['SLIP_VERIFIER_BRANCH'], message: 'is needed with SLIP_VERIFIER=slipok' });
  if (env.JOB_RETRY_MAX_DELAY_MS < env.JOB_RETRY_BASE_MS) {
    ctx.addIssue({ code: 'custom', path: ['JOB_RETRY_MAX_DELAY_MS'], message: 'must not be less than JOB_RETRY_BASE_MS' });
  }
});

export type WorkerConfig = z.infer<typeof schema> & { QUEUE_PREFIX: string; paths: ReturnType<typeof dataPaths> };

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = parseEnv(schema, env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const paths = dataPaths(dataDir);
  return { ...parsed, DATA_DIR: dataDir, QUEUE_PREFIX: parsed.QUEUE_PREFIX ?? queuePrefixFor(parsed.DATABASE_URL ?? paths.db), paths };
}
