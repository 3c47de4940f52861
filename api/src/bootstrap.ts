import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { resolveAuthSecret, schema, seedDemoData, writePrivateFile, type Db } from '@club/db';
import type { Storage } from '@club/storage';
import { ConfigError, publicUrl } from '@club/core';
import { createAuth, type Auth } from './auth.js';
import type { ApiConfig } from './config.js';
import { ensureSettings } from './modules/settings/service.js';

/** The console account made on a first start without ADMIN_EMAIL: its address, and its password in this file of the data folder. */
const FIRST_ADMIN_EMAIL = 'admin@club.localhost';
export const firstAdminFile = (config: Pick<ApiConfig, 'DATA_DIR'>) => path.join(config.DATA_DIR, 'console-admin.txt');

/** Letters and digits that cannot be mistaken for one another when read off a screen and typed. */
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 24 random characters (about 140 bits) in groups of six: `Xk7pQm-…`. */
const generatePassword = () =>
  Array.from({ length: 4 }, () => Array.from({ length: 6 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('')).join('-');

/** The file of the admin account a first start made, and whether this start made it. */
export interface FirstAdmin { file: string; created: boolean }

const adminExists = async (db: Db) =>
  (await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.role, 'admin')).limit(1)).length > 0;

/**
 * The console's admin account. ADMIN_EMAIL / ADMIN_PASSWORD: that account, created once and given
 * the admin role (its address is proven: the operator who configured it vouches for it). Unset,
 * with no admin at all: outside production one is made with a generated password, written to a
 * file of the data folder (as self-hosted products do); production refuses to start instead.
 */
async function ensureAdminUser(config: ApiConfig, db: Db, auth: Auth): Promise<FirstAdmin | null> {
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const email = config.ADMIN_EMAIL.toLowerCase();
    const [existing] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    if (!existing) await auth.api.signUpEmail({ body: { email, password: config.ADMIN_PASSWORD, name: 'Club Admin' } });
    await db.update(schema.users).set({ role: 'admin', emailVerified: true }).where(eq(schema.users.email, email));
    return null;
  }
  const file = firstAdminFile(config);
  const madeBefore = () => (existsSync(file) ? { file, created: false } : null);
  if (await adminExists(db)) return madeBefore();
  if (config.NODE_ENV === 'production') {
    throw new ConfigError("Invalid configuration:\n  ADMIN_EMAIL: no account holds the admin role yet: set ADMIN_EMAIL and ADMIN_PASSWORD (one hard to guess) for the staff console's first admin");
  }
  const password = generatePassword();
  // The address is unique: of several processes starting on one database at once, one creates it.
  const created = await auth.api.signUpEmail({ body: { email: FIRST_ADMIN_EMAIL, password, name: 'Club Admin' } }).catch(async (err: unknown) => {
    const [taken] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, FIRST_ADMIN_EMAIL));
    if (taken) return null;
    throw err;
  });
  if (!created) return madeBefore();
  await db.update(schema.users).set({ role: 'admin', emailVerified: true }).where(eq(schema.users.id, created.user.id));
  await writePrivateFile(file, [
    "The staff console's admin account, made on the first start (ADMIN_EMAIL and ADMIN_PASSWORD were not set).",
    "Sign in at /admin on the site. Whoever can read this file can sign in as the club's admin.",
    '',
    `Email:    ${FIRST_ADMIN_EMAIL}`,
    `Password: ${password}`,
    '',
  ].join('\n'), { replace: true });
  return { file, created: true };
}

/** The admin account first (production without one stops here), demo data (its images into the public store) into an empty database, then the club's settings. */
export async function prepareData(config: ApiConfig, db: Db, images: Storage): Promise<{ seeded: boolean; firstAdmin: FirstAdmin | null }> {
  // Creating the account sends no mail: the site's address is only a formality here.
  const firstAdmin = await ensureAdminUser(config, db, createAuth(config, db, await resolveAuthSecret(config), { siteUrl: publicUrl(config) }));
  const { seeded } = config.SEED_DEMO_DATA ? await seedDemoData(db, { images }) : { seeded: false };
  await ensureSettings(db, { payment_window_minutes: config.PAYMENT_WINDOW_MINUTES, order_payment_hours: config.ORDER_PAYMENT_HOURS });
  return { seeded, firstAdmin };
}
