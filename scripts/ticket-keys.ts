// `npm run ticket-keys -- list | rotate | retire <kid>`: the keys that sign ticket codes (README, "The ticket code and the gate"),
// for an operator at the server, as an admin does in the console (POST /api/v1/admin/ticket-keys/…). Audited with no actor.
import { ConfigError } from '@club/core';
import { listTicketKeys, openDatabase, resolveAuthSecret, retireTicketKey, rotateTicketKey, type Db } from '@club/db';
import { loadApiConfig } from '../api/src/config.js';

const USAGE = 'usage: npm run ticket-keys -- list | rotate | retire <kid>';

async function printKeys(db: Db): Promise<void> {
  const keys = await listTicketKeys(db);
  if (!keys.length) console.log('No key yet: the API makes the first at its start.');
  for (const k of keys) {
    const state = !k.retiredAt ? 'signing' : k.verifyUntil && k.verifyUntil > new Date() ? `verifies until ${k.verifyUntil.toISOString()}` : 'retired';
    console.log(`kid ${k.kid}  made ${k.createdAt.toISOString()}  ${state}  public key ${k.publicKey.toString('base64url')}`);
  }
}

async function run(db: Db, secret: string, [command, arg]: string[]): Promise<string | null> {
  if (command === 'list') return null;
  if (command === 'rotate') {
    const moved = await rotateTicketKey(db, secret, null);
    return moved.ok ? `Key ${moved.kid} signs from now; the older keys verify until a day after the last scheduled kick-off.` : 'All 255 key numbers are used: no new key.';
  }
  if (command === 'retire' && arg && /^\d{1,3}$/.test(arg)) {
    const moved = await retireTicketKey(db, Number(arg), null);
    if (moved.ok) return `Key ${arg} verifies no more: every code it signed is refused as forged.`;
    return moved.refused === 'not_found' ? `No key ${arg}.` : `Key ${arg} signs now: rotate first, then retire it.`;
  }
  throw new ConfigError(USAGE);
}

try {
  const config = loadApiConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.paths.db });
  try {
    const said = await run(database.db, await resolveAuthSecret(config), process.argv.slice(2));
    if (said) console.log(said);
    await printKeys(database.db);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
