/**
 * `npm run bench:slip [-- --at-once 4]`
 *
 * What the slip check (worker/src/jobs/receipts.ts, readSlip) costs in time and peak memory, for:
 *  - a phone screenshot (1290×2796, 3.6 MP), the usual slip;
 *  - an image just under the pixel limit (6000×6600 = 39.6 MP, 16-bit PNG), the dearest accepted;
 *  - the attack: a 16383×16383 16-bit PNG (268 MP, sharp's own limit) of under 2 MB;
 * each checked before the limit (sharp's default, as the old code ran) and after it
 * (MAX_IMAGE_PIXELS), and `--at-once` attack images together after it. Each run is a child process
 * of its own, so its peak RSS is its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@club/core';
import { readSlip } from '../worker/src/jobs/receipts.js';

const { values } = parseArgs({
  options: {
    'at-once': { type: 'string', default: '4' },
    child: { type: 'string' },
    max: { type: 'string' },
    copies: { type: 'string', default: '1' },
  },
});

/** sharp's default limitInputPixels: what the check allowed before it had a limit of its own. */
const SHARP_DEFAULT_LIMIT = 0x3fff * 0x3fff;

if (values.child) {
  // The child: check `copies` copies of one image at once, print the time, the outcome and the RSS.
  const file = await readFile(values.child);
  const baseline = process.memoryUsage().rss;
  const started = performance.now();
  const results = await Promise.all(Array.from({ length: Number(values.copies) }, () => readSlip(file, 'image/png', Number(values.max))));
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, outcome: results[0] ? 'read' : 'unreadable', baselineMB: baseline / 2 ** 20, peakMB: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

const script = fileURLToPath(import.meta.url);
const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-slip-'));

async function png(name: string, width: number, height: number, deep: boolean): Promise<string> {
  let image = sharp({ create: { width, height, channels: 3, background: '#ffffff' } });
  if (deep) image = image.toColourspace('rgb16');
  const file = path.join(dir, name);
  await writeFile(file, await image.png({ compressionLevel: 9 }).toBuffer());
  return file;
}

function run(file: string, max: number, copies = 1): { ms: number; outcome: string; baselineMB: number; peakMB: number } {
  const out = execFileSync(process.execPath, ['--import', 'tsx', script, '--child', file, '--max', String(max), '--copies', String(copies)], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

try {
  console.log('making the images…');
  const cases = [
    { name: 'screenshot 1290×2796 (3.6 MP)', file: await png('screenshot.png', 1290, 2796, false) },
    { name: '6000×6600 16-bit (39.6 MP)', file: await png('near-limit.png', 6000, 6600, true) },
    { name: '16383×16383 16-bit (268 MP)', file: await png('attack.png', 16383, 16383, true) },
  ];
  const rows: Record<string, string | number>[] = [];
  for (const c of cases) {
    const bytes = (await readFile(c.file)).length;
    for (const [when, max] of [['before', SHARP_DEFAULT_LIMIT], ['after', MAX_IMAGE_PIXELS]] as const) {
      const r = run(c.file, max);
      rows.push({ image: c.name, 'file KB': Math.round(bytes / 1024), limit: when, outcome: r.outcome, 'time s': +(r.ms / 1000).toFixed(2), 'peak RSS MB': Math.round(r.peakMB), 'RSS over baseline MB': Math.round(r.peakMB - r.baselineMB) });
    }
  }
  const atOnce = Number(values['at-once']);
  const attack = run(cases[2]!.file, MAX_IMAGE_PIXELS, atOnce);
  rows.push({ image: `${atOnce} × 16383×16383 at once`, 'file KB': '', limit: 'after', outcome: attack.outcome, 'time s': +(attack.ms / 1000).toFixed(2), 'peak RSS MB': Math.round(attack.peakMB), 'RSS over baseline MB': Math.round(attack.peakMB - attack.baselineMB) });
  console.table(rows);
  console.log(`load average: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} on ${os.cpus().length} cores; sharp concurrency ${sharp.concurrency()}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
