import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { checkPasswordStrength } from '@club/core/password-strength';
import { openDatabase } from '@club/db';
import { firstAdminFile } from './bootstrap.js';
import { loadApiConfig } from './config.js';
import { prepareInstallation } from './server.js';
import { recordingLogger, startTestApi } from './test/harness.js';
import { createScratchDatabase } from './test/scratch.js';

/** An installation of its own: an empty database, a data folder, no ADMIN_EMAIL / ADMIN_PASSWORD. */
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => { for (const cleanup of cleanups.reverse()) await cleanup(); });
async function freshInstallation() {
  const database = await createScratchDatabase('club_first_admin');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-first-admin-'));
  cleanups.push(() => database.drop(), () => rm(dataDir, { recursive: true, force: true }));
  return { DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_EMAIL: '', ADMIN_PASSWORD: '', SEED_DEMO_DATA: 'false' };
}

const readAccount = async (file: string) => {
  const text = await readFile(file, 'utf8');
  return { email: text.match(/^Email: +(\S+)$/m)?.[1] ?? '', password: text.match(/^Password: +(\S+)$/m)?.[1] ?? '' };
};

describe('the first start without ADMIN_EMAIL', () => {
  it('makes one admin, its password in a file of DATA_DIR only its owner reads, that signs in to the console; a second start makes nothing', async () => {
    const env = await freshInstallation();
    const file = firstAdminFile({ DATA_DIR: env.DATA_DIR });
    const first = recordingLogger();
    const api = await startTestApi(env, first.logger);
    let account: Awaited<ReturnType<typeof readAccount>>;
    try {
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      account = await readAccount(file);
      expect(account.email).toMatch(/^admin@/);
      expect(checkPasswordStrength(account.password, { email: account.email, name: 'Club Admin' }).strongEnough).toBe(true);
      // The log says where the file is, never the password.
      expect(first.lines.filter((l) => l.file === file)).toHaveLength(1);
      expect(JSON.stringify(first.lines)).not.toContain(account.password);

      const token = await api.signIn(account.email, account.password);
      const users = await api.call('GET', '/api/v1/admin/users', { token });
      expect(users.status).toBe(200);
      expect(users.body.data.filter((u: { role: string }) => u.role === 'admin').map((u: { email: string }) => u.email)).toEqual([account.email]);
    } finally {
      await api.close();
    }

    const second = recordingLogger();
    const again = await startTestApi(env, second.logger);
    try {
      expect(await readAccount(file)).toEqual(account);
      const users = await again.call('GET', '/api/v1/admin/users', { token: await again.signIn(account.email, account.password) });
      expect(users.body.data.filter((u: { role: string }) => u.role === 'admin')).toHaveLength(1);
      // Still says where the file is, and that it made nothing.
      expect(second.lines.filter((l) => l.file === file).map((l) => l.msg)).toEqual([expect.stringMatching(/made on the first start/)]);
    } finally {
      await again.close();
    }
  });

  it('of several processes preparing one new database at once, one makes the admin', async () => {
    const env = await freshInstallation();
    const config = loadApiConfig({ ...env, NODE_ENV: 'test', AUTH_SECRET: 'test-secret-that-is-long-enough-0123456789' });
    // Migrated first: migrations run at once on a new database collide, whoever makes the admin.
    await (await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR })).close();
    await Promise.all(Array.from({ length: 3 }, () => prepareInstallation(config, pino({ level: 'silent' }))));
    const api = await startTestApi(env);
    try {
      const account = await readAccount(firstAdminFile(config));
      const users = await api.call('GET', '/api/v1/admin/users', { token: await api.signIn(account.email, account.password) });
      expect(users.body.data.filter((u: { role: string }) => u.role === 'admin')).toHaveLength(1);
    } finally {
      await api.close();
    }
  });

  it('refuses to start in production with no admin and no ADMIN_EMAIL, naming the variables; with an admin it starts', async () => {
    const env = await freshInstallation();
    const production = loadApiConfig({ ...env, NODE_ENV: 'production' });
    await expect(prepareInstallation(production, pino({ level: 'silent' }))).rejects.toThrow(/ADMIN_EMAIL: no account holds the admin role yet: set ADMIN_EMAIL and ADMIN_PASSWORD/);
    await expect(stat(firstAdminFile(production))).rejects.toThrow(/ENOENT/);

    await prepareInstallation(loadApiConfig({ ...env, NODE_ENV: 'production', ADMIN_EMAIL: 'owner@club.test', ADMIN_PASSWORD: 'quiet-mango-lantern-42' }), pino({ level: 'silent' }));
    await expect(prepareInstallation(production, pino({ level: 'silent' }))).resolves.toBeUndefined();
  });
});
