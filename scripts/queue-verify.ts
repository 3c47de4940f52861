/**
 * `npm run queue:verify -- --match ID --base URL`
 *
 * Checks a waiting room's published draw (issue 31; README, "On-sale day"): fetches
 * `GET /api/v1/matches/{id}/queue/draw`, checks that SHA-256 of the seed is the seed hash published
 * when the room opened, and recomputes the order (each entry's key is SHA-256 of the seed's 32 bytes
 * followed by the entry's 16 bytes; smallest key first, bytes compared unsigned). Prints
 * `OK n entries`, or the first difference and exits 1. Needs nothing of the club but its address.
 */
import { parseArgs } from 'node:util';
import { drawOrder, seedHashOf } from '@club/core/waiting-room-draw';

const { values } = parseArgs({ options: { match: { type: 'string' }, base: { type: 'string', default: 'http://127.0.0.1:3000' } } });
if (!values.match) {
  console.error('usage: npm run queue:verify -- --match MATCH_ID [--base URL]');
  process.exit(2);
}
const url = `${values.base!.replace(/\/+$/, '')}/api/v1/matches/${values.match}/queue/draw`;
const res = await fetch(url, { headers: { accept: 'application/json' } });
const body = (await res.json().catch(() => null)) as { data?: { seedHash: string; seed?: string; entries?: string[] } } | null;
if (!res.ok || !body?.data) {
  console.error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  process.exit(2);
}
const { seedHash, seed, entries } = body.data;
if (!seed || !entries) {
  console.log(`not drawn yet: the seed's hash is ${seedHash}; run again after the sale start`);
  process.exit(2);
}
if (seedHashOf(seed) !== seedHash) {
  console.log(`MISMATCH: sha256(seed) = ${seedHashOf(seed)}, but the published seed hash is ${seedHash}`);
  process.exit(1);
}
const recomputed = drawOrder(seed, entries);
const at = recomputed.findIndex((e, i) => e !== entries[i]);
if (at >= 0) {
  console.log(`MISMATCH at place ${at + 1}: published ${entries[at]}, recomputed ${recomputed[at]}`);
  process.exit(1);
}
console.log(`OK ${entries.length} entries`);
