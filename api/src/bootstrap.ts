import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { schema, seedDemoData, type Db } from '@club/db';
import type { Storage } from '@club/storage';
import { publicUrl } from '@club/core';
import { createAuth, type Auth } from './auth.js';
import type { ApiConfig } from './config.js';
import { ensureSettings } from './modules/settings/service.js';

/**
 * AUTH_SECRET when set (config refuses a published one in production); otherwise a random secret
 * generated on the first start into the data folder (a volume in Docker), so sessions survive
 * restarts and every process using that folder shares it. Never a default anyone can read.
 */
export async function resolveAuthSecret(config: ApiConfig): Promise<string> {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const file = path.join(config.DATA_DIR, 'auth-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.DATA_DIR, { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await writeFile(file, secret, { flag: 'wx', mode: 0o600 }).catch(async () => {
      // Another process wrote it first: use theirs.
    });
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * The staff account named by ADMIN_EMAIL / ADMIN_PASSWORD, created once and given the admin role.
 * Its address is proven: the operator who configured it vouches for it.
 */
async function ensureAdminUser(config: ApiConfig, db: Db, auth: Auth): Promise<void> {
  if (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD) return;
  const email = config.ADMIN_EMAIL.toLowerCase();
  const [existing] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  if (!existing) {
    await auth.api.signUpEmail({ body: { email, password: config.ADMIN_PASSWORD, name: 'Club Admin' } });
  }
  await db.update(schema.users).set({ role: 'admin', emailVerified: true }).where(eq(schema.users.email, email));
}

/** Demo data (its images into the public store) on the first start with an empty database, the club's settings, then the admin account. */
export async function prepareData(config: ApiConfig, db: Db, images: Storage): Promise<{ seeded: boolean }> {
  const result = config.SEED_DEMO_DATA ? await seedDemoData(db, { images }) : { seeded: false };
  await ensureSettings(db, { payment_window_minutes: config.PAYMENT_WINDOW_MINUTES, order_payment_hours: config.ORDER_PAYMENT_HOURS });
  // Creating the account sends no mail: the site's address is only a formality here.
  await ensureAdminUser(config, db, createAuth(config, db, await resolveAuthSecret(config), { siteUrl: publicUrl(config) }));
  return result;
}
