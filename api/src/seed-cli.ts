// `npm run seed`: the ADMIN_EMAIL account (with none and no admin yet, one whose password goes into a file of DATA_DIR),
// then demo data into an empty database (DATABASE_URL or the embedded one).
import { ConfigError } from '@club/core';
import { openDatabase } from '@club/db';
import { openStores } from '@club/storage';
import { prepareData } from './bootstrap.js';
import { loadApiConfig } from './config.js';

try {
  const config = { ...loadApiConfig(), SEED_DEMO_DATA: true };
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.paths.db });
  const { seeded, firstAdmin } = await prepareData(config, database.db, openStores(config).public);
  console.log(seeded ? 'Demo data seeded.' : 'The database already has data: nothing seeded.');
  if (config.ADMIN_EMAIL) console.log(`Admin account ready: ${config.ADMIN_EMAIL}`);
  else if (firstAdmin) console.log(`Admin account: its email and password are in ${firstAdmin.file}`);
  await database.close();
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
}
