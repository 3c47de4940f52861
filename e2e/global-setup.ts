import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import seedOneDatabase from '../api/src/test/global-setup.js';
import { SITES, buildIfStale } from '../scripts/build-sites.js';
import { CHROMIUM } from './support/browser.js';

/**
 * Build the sites once up front, so no test waits on Vite; migrate and seed one database (and its
 * data folder of demo images) once, as the API tests do, which each product on PostgreSQL starts
 * on a copy of (product.ts), instead of migrating and seeding its own.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium fonts-thai-tlwg`);
  SITES.forEach(buildIfStale);
  return seedOneDatabase(project);
}
