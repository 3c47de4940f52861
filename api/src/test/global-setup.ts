import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dataPaths } from '@club/core';
import { openDatabase, seedDemoData } from '@club/db';
import { diskStorage } from '@club/storage';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    dataDir: string;
  }
}

/** The real PostgreSQL server; each run gets a database of its own, dropped at the end. */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject) {
  const name = `club_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'club-test-'));

  const database = await openDatabase({ url: url.toString(), dataDir });
  await seedDemoData(database.db, { images: diskStorage(dataPaths(dataDir).uploads) });
  await database.close();

  project.provide('databaseUrl', url.toString());
  project.provide('dataDir', dataDir);

  return async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
    await rm(dataDir, { recursive: true, force: true });
  };
}
