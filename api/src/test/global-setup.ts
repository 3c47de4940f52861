import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dataPaths } from '@club/core';
import { openDatabase, seedDemoData } from '@club/db';
import { diskStorage } from '@club/storage';
import { createScratchDatabase, dropScratchDatabases } from './scratch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's migrated and seeded database: only ever copied (harness.ts testDatabase), never opened. */
    seededDatabaseUrl: string;
    /** Its data folder (the demo's images); each copy gets a folder of its own beside it. */
    seededDataDir: string;
  }
}

/**
 * The real PostgreSQL server (TEST_POSTGRES_URL): each run migrates and seeds one database, which
 * each test file copies for itself; the copies and the seeded one are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const seeded = await createScratchDatabase('club_test');
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'club-test-'));
  const dataDir = path.join(runDir, 'seeded');

  const database = await openDatabase({ url: seeded.url, dataDir });
  await seedDemoData(database.db, { images: diskStorage(dataPaths(dataDir).uploads) });
  await database.close();

  project.provide('seededDatabaseUrl', seeded.url);
  project.provide('seededDataDir', dataDir);

  return async () => {
    await dropScratchDatabases(new URL(seeded.url).pathname.slice(1));
    await rm(runDir, { recursive: true, force: true });
  };
}
