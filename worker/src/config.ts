import path from 'node:path';
import { z } from 'zod';
import { commonEnv, parseEnv } from '@club/core';

const schema = z.object({
  ...commonEnv,
  /** smtp://user:pass@host:port; unset: mails are written as .eml files under DATA_DIR/outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().default('Bangkok Thunder FC <tickets@bangkokthunder.example>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(20).max(60_000).default(250),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
});

export type WorkerConfig = z.infer<typeof schema> & { mailDir: string };

export function loadWorkerConfig(env: Record<string, string | undefined> = process.env): WorkerConfig {
  const parsed = parseEnv(schema, env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  return { ...parsed, DATA_DIR: dataDir, mailDir: path.join(dataDir, 'outbox') };
}
