import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dataPaths } from '@club/core';
import { openDatabase, seedDemoData } from '@club/db';
import { diskStorage } from '@club/storage';
import { createScratchDatabase } from './scratch.js';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    dataDir: string;
  }
}

/** The real PostgreSQL server (TEST_POSTGRES_URL); each run gets a database of its own, dropped at the end. */
export default async function setup(project: TestProject) {
  const scratch = await createScratchDatabase('club_test');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-test-'));

  const database = await openDatabase({ url: scratch.url, dataDir });
  await seedDemoData(database.db, { images: diskStorage(dataPaths(dataDir).uploads) });
  await database.close();

  project.provide('databaseUrl', scratch.url);
  project.provide('dataDir', dataDir);

  return async () => {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
