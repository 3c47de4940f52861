import path from 'node:path';
import { z } from 'zod';
import { commonEnv, dataPaths, parseEnv } from '@club/core';

const schema = z.object({
  ...commonEnv,
  /** smtp://user:pass@host:port; unset: mails are written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Bangkok Thunder FC <tickets@bangkokthunder.example>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** How often unpaid purchases and store orders past their time are expired. */
  SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  /**
   * How long a job's lock lasts without renewal, and how often stalled jobs are looked for: the
   * job of a worker that died goes back to the queue after one to two of these.
   */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
});

export type WorkerConfig = z.infer<typeof schema> & { paths: ReturnType<typeof dataPaths> };

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = parseEnv(schema, env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return { ...parsed, DATA_DIR: dataDir, paths: dataPaths(dataDir) };
}
