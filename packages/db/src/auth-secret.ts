import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a file of the data folder only its owner can read (mode 600), unless it is there already
 * (another process wrote it first): `replace` removes an old one first. The secrets the product makes itself live there:
 * the data folder is a volume in Docker, shared by every process of the installation.
 */
export async function writePrivateFile(file: string, text: string, { replace = false } = {}): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // A mode applies only to a file being created: an old file is removed rather than overwritten.
  if (replace) await rm(file, { force: true });
  await writeFile(file, text, { flag: 'wx', mode: 0o600 }).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
}

/**
 * AUTH_SECRET when set (the API's config refuses a published one in production); otherwise a random
 * secret generated on the first start into the data folder, so sessions survive restarts and every
 * process using that folder (API and worker) shares it. Never a default anyone can read. It signs
 * sessions and seals the ticket signing keys (ticket-keys.ts).
 */
export async function resolveAuthSecret(config: { AUTH_SECRET?: string; DATA_DIR: string }): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    // Another process may write it first: its secret is the one read back then.
    await writePrivateFile(file, randomBytes(32).toString('base64url'));
    return (await readFile(file, 'utf8')).trim();
  }
}
