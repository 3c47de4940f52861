import { existsSync } from 'node:fs';
import { SITES, buildIfStale } from '../scripts/build-sites.js';
import { CHROMIUM } from './support/browser.js';

/** Build the sites once up front, so no test waits on Vite. */
export default function setup() {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium fonts-thai-tlwg`);
  SITES.forEach(buildIfStale);
}
