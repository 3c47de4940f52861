/**
 * `npm run bench:queue [-- --fans 100000 --concurrency 200 --rate 600 --minutes 1 --reads 20000 --processes 1]`
 *
 * The waiting room of issue 31 against the real PostgreSQL and Redis: the product (`npm start`'s
 * server with its worker, QUEUE_CHALLENGE=off) runs in a child process on a fresh database; the
 * fans (signed in, addresses proven) are written straight into the database with a session each.
 * Prints: the joins (all in the pre-queue, before the sale start) with p50/p95 and the seconds they
 * took; Redis bytes per waiting fan (MEMORY USAGE of the room's keys ÷ fans); place reads per second
 * per API process (GET /matches/{id}/queue: Redis only); then the sale starts, the worker draws, and
 * the admissions of each whole minute are set against the rate.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Redis } from 'ioredis';
import { createShards } from '@club/db';
import { roomKeys } from '@club/waiting-room';
import { benchClient, measure, report, startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

const { values } = parseArgs({
  options: {
    fans: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '200' },
    rate: { type: 'string', default: '600' },
    minutes: { type: 'string', default: '1' },
    reads: { type: 'string', default: '20000' },
    processes: { type: 'string', default: '1' },
  },
});
const FANS = Number(values.fans);
const CONCURRENCY = Number(values.concurrency);
const RATE = Number(values.rate);
const MINUTES = Number(values.minutes);
const READS = Number(values.reads);
const PROCESSES = Number(values.processes);
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const scratch = await createScratchDatabase('club_bench_queue');
const port = await freePort();
const prefix = `bench-${port}`;
const server = await startServerProcess({ DATABASE_URL: scratch.url, PORT: String(port), QUEUE_PREFIX: prefix, QUEUE_CHALLENGE: 'off' }, PROCESSES);
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: scratch.url });
db.on('error', () => {});
await db.connect();
const redis = new Redis(REDIS_URL);

try {
  const run = randomBytes(4).toString('hex');
  console.log(`writing ${FANS} signed-in fans into the database …`);
  let t = performance.now();
  for (let i = 0; i < FANS; i += 20_000) {
    const n = Math.min(20_000, FANS - i);
    await db.query(`insert into users (id, name, email, email_verified) select 'bq-${run}-' || g, 'Bench Fan', 'bq-${run}-' || g || '@club.test', true from generate_series($1::int, $2::int) g`, [i, i + n - 1]);
    await db.query(`insert into sessions (id, token, user_id, expires_at) select 'bqs-${run}-' || g, 'bqt-${run}-' || g, 'bq-${run}-' || g, now() + interval '1 day' from generate_series($1::int, $2::int) g`, [i, i + n - 1]);
  }
  console.log(`  in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const token = (i: number) => `bqt-${run}-${i}`;

  // A stadium of one zone with plenty of places, and a match whose room is open, the sale an hour away.
  const { rows: [venue] } = await db.query<{ id: string }>(`insert into venues (name, name_th, address, address_th, capacity)
    values ('Bench Stadium', 'สนามทดสอบ', 'Road', 'ถนน', 1000000) returning id`);
  await db.query(`insert into venue_zones (venue_id, code, name, name_th, colour, position, sort_order, capacity, seated, numbered, default_price_satang)
    values ($1, 'GA', 'GA', 'GA', '#224466', 'north', 0, 1000000, false, false, 75000)`, [venue!.id]);
  const { rows: [match] } = await db.query<{ id: string }>(`insert into matches (home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th,
      sale_starts_at, queue_opens_at, queue_admit_per_minute)
    select (select id from teams where is_home_club), (select id from teams where not is_home_club limit 1), $1, (select id from bank_accounts limit 1),
      now() + interval '10 days', 'Bench League', 'ลีกทดสอบ', now() + interval '1 hour', now() - interval '1 minute', $2 returning id`, [venue!.id, RATE]);
  const matchId = match!.id;
  const { rows: zones } = await db.query<{ zoneId: string }>(`insert into match_zones (match_id, zone_id, price_satang)
    select $1, id, default_price_satang from venue_zones where venue_id = $2 returning zone_id as "zoneId"`, [matchId, venue!.id]);
  await createShards(drizzle(db), zones.map((z) => ({ matchId, zoneId: z.zoneId, places: 1_000_000, capacity: 1_000_000 })));

  const fans = benchClient(base, CONCURRENCY);
  let cpu = server.cpuSeconds();
  const joins = await measure(FANS, CONCURRENCY, (i) => fans.send(`/api/v1/matches/${matchId}/queue`, {
    method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token(i)}` }, body: '{}',
  }));
  report(`joins: ${FANS} fans join the pre-queue`, joins, CONCURRENCY);
  console.log(`  all joined in ${joins.seconds.toFixed(1)} s (goal: 100,000 within 60 s; p95 ≤ 300 ms)`);
  console.log(`  server CPU per join: ${((server.cpuSeconds() - cpu) * 1000 / FANS).toFixed(3)} ms (its processes' user and system time ÷ joins; holds on a busy machine)`);

  const k = roomKeys(prefix, matchId);
  const bytes = (await Promise.all([k.fans, k.state, k.adm].map(async (key) => Number((await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0')) ?? 0))))
    .reduce((a, b) => a + b, 0);
  console.log(`\nRedis: ${bytes} bytes for the room's keys, ${(bytes / FANS).toFixed(1)} bytes per waiting fan (goal ≤ 200)`);

  cpu = server.cpuSeconds();
  const reads = await measure(READS, 64, (i) => fans.send(`/api/v1/matches/${matchId}/queue`, { headers: { authorization: `Bearer ${token(i % FANS)}` } }));
  await fans.close();
  report(`place reads: ${READS} GET /matches/{id}/queue`, reads, 64);
  console.log(`  ${((reads.statuses.get(200) ?? 0) / reads.seconds / PROCESSES).toFixed(0)} reads per second per API process (${PROCESSES} process${PROCESSES === 1 ? '' : 'es'})`);
  console.log(`  server CPU per read: ${((server.cpuSeconds() - cpu) * 1000 / READS).toFixed(3)} ms`);

  // The sale starts: the worker draws at its next tick, then admits at the rate.
  await db.query('update matches set sale_starts_at = now() where id = $1', [matchId]);
  t = performance.now();
  while ((await redis.hget(k.state, 'phase')) !== 'drawn') {
    if (performance.now() - t > 120_000) throw new Error('the draw did not happen within 2 minutes');
    await new Promise((r) => setTimeout(r, 100));
  }
  console.log(`\ndraw: ${FANS} entries drawn ${((performance.now() - t) / 1000).toFixed(1)} s after the sale start`);
  const served = async () => Number((await redis.hget(k.state, 'served')) ?? 0);
  let worst = 0;
  for (let m = 1; m <= MINUTES; m++) {
    const from = await served();
    const started = performance.now();
    await new Promise((r) => setTimeout(r, 60_000));
    const admitted = (await served()) - from;
    const perMinute = admitted / ((performance.now() - started) / 60_000);
    const off = (perMinute - RATE) / RATE;
    worst = Math.max(worst, Math.abs(off));
    console.log(`  minute ${m}: ${admitted} admitted (${perMinute.toFixed(1)} a minute against ${RATE}: ${(off * 100).toFixed(1)} %)`);
  }
  console.log(`admission accuracy: worst minute ${(worst * 100).toFixed(1)} % off the setting (goal within ±5 %)`);
} finally {
  redis.disconnect();
  await db.end();
  await server.stop();
  await scratch.drop();
}
