import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '@club/db';
import { loadApiConfig } from './config.js';

const dirs: string[] = [];
afterAll(async () => { await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))); });
const dataDir = async () => { const d = await mkdtemp(path.join(os.tmpdir(), 'club-secret-')); dirs.push(d); return d; };

describe('the session signing secret in production', () => {
  it('refuses to start with a secret printed in the repository or a placeholder like it, naming the variable', () => {
    for (const secret of ['change-me-to-a-long-random-secret-of-32-chars', 'test-secret-that-is-long-enough-0123456789', 'replace-me-with-your-own-long-secret-value', 'a'.repeat(40)]) {
      expect(() => loadApiConfig({ NODE_ENV: 'production', AUTH_SECRET: secret }), secret).toThrow(/AUTH_SECRET: is an example anyone can read/);
    }
  });

  it('docker-compose falls back on no published secret', async () => {
    const compose = await readFile(path.join(import.meta.dirname, '../../docker-compose.yml'), 'utf8');
    const fallback = compose.match(/AUTH_SECRET: \$\{AUTH_SECRET:-([^}]*)\}/);
    expect(fallback).not.toBeNull();
    const value = fallback![1]!;
    if (value) expect(() => loadApiConfig({ NODE_ENV: 'production', AUTH_SECRET: value })).toThrow(/AUTH_SECRET/);
  });

  it('unset, a random secret is generated once into the data folder, private to its owner, and kept', async () => {
    const [one, two] = [await dataDir(), await dataDir()];
    const config = loadApiConfig({ NODE_ENV: 'production', DATA_DIR: one });
    const secret = await resolveAuthSecret(config);
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect(await resolveAuthSecret(config)).toBe(secret);
    expect((await stat(path.join(one, 'auth-secret'))).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret(loadApiConfig({ NODE_ENV: 'production', DATA_DIR: two }))).not.toBe(secret);
  });
});
