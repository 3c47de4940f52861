/**
 * `npm run bench:onsale [-- --buyers 400 --seats 300 --vip-seats 50 --requests 3000 --concurrency 64 --processes 1 --chaos]`
 *
 * Against the real PostgreSQL and Redis: the product (`npm start`'s server, with its worker)
 * runs in a child process on a fresh database; this process plays many signed-in fans.
 *  1. the floor: `GET /api/v1/users/profile`, the cheapest authenticated request (the bearer
 *     session is remembered in memory, then one select of the user's row by its key);
 *  2. throughput: purchases of one ticket for one match with plenty of seats, then the same number
 *     spread over eight such matches, at the same concurrency; prints the ratios issue 31 sets
 *     (one match ≥ 0.9 × eight matches, ≥ 0.8 × the floor);
 *  3. the race: every buyer at once for a stadium of three zones: few places standing behind one goal,
 *     plenty on the other side, and a numbered zone of VIP_SEATS seats bought two at a time (the
 *     server picks the best pair, and picks again when someone took one).
 * Prints purchases per second, p50/p95/p99 latency, and per zone the places sold, places oversold and
 * seats sold twice (both must be 0), and whether the places left (the shards' sum) and the places held
 * make the zone's capacity. `--chaos`: during the race an API process is killed (SIGKILL; the
 * supervisor starts another) and every connection of the database is ended as a restart of
 * PostgreSQL ends them (pg_terminate_backend, on this database only: the server is shared), then the
 * same is checked. With `--restart-postgres` the server itself is restarted
 * (`pg_ctlcluster <version> main restart`), which stops every other database on it too.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { createShards } from '@club/db';
import { benchClient, measure, processTreeCpuSeconds, report, signUpMany, startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '300' },
    seats: { type: 'string', default: '250' },
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '64' },
    processes: { type: 'string', default: '1' },
    'vip-seats': { type: 'string', default: '50' },
    chaos: { type: 'boolean', default: false },
    'restart-postgres': { type: 'boolean', default: false },
  },
});
const BUYERS = Number(values.buyers);
const RACE_SEATS = Number(values.seats);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
// The chaos kills an API process: the supervisor must be there to start another.
const PROCESSES = Math.max(Number(values.processes), values.chaos ? 2 : 1);
const VIP_SEATS = Number(values['vip-seats']);
const scratch = await createScratchDatabase('club_bench');
const databaseUrl = scratch.url;

const port = await freePort();
const server = await startServerProcess({ DATABASE_URL: databaseUrl, PORT: String(port), QUEUE_PREFIX: `bench-${port}` }, PROCESSES);
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: databaseUrl });
// A lost connection fails the awaited query; as an 'error' event without a listener it would end the process.
db.on('error', () => {});
await db.connect();
const { rows: [own] } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
// PostgreSQL's CPU: its postmaster's tree (the parent of this connection's backend; the server is
// otherwise quiet during a run, as the figures assume).
const postmaster = Number(readFileSync(`/proc/${own!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
const cpu = () => ({ server: server.cpuSeconds(), pg: processTreeCpuSeconds(postmaster) });

/** Mid-race: an API process killed, then the database's connections ended (or the server restarted). */
let chaosDone: Promise<void> = Promise.resolve();
function chaos(): void {
  chaosDone = (async () => {
    await new Promise((r) => setTimeout(r, 1_500));
    const { pid } = ((await (await fetch(`${base}/api/v1/health/live`)).json()) as { data: { pid: number } }).data;
    process.kill(pid, 'SIGKILL');
    console.log(`chaos: API process ${pid} killed`);
    await new Promise((r) => setTimeout(r, 1_500));
    if (values['restart-postgres']) {
      const version = readdirSync('/etc/postgresql')[0]!;
      execFileSync('pg_ctlcluster', [version, 'main', 'restart']);
      console.log(`chaos: PostgreSQL ${version} restarted`);
    } else {
      const admin = new pg.Client({ connectionString: databaseUrl });
      admin.on('error', () => {});
      await admin.connect();
      const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid not in (pg_backend_pid(), $1)', [own!.pid]);
      await admin.end().catch(() => {});
      console.log(`chaos: ${rowCount} connections of the database ended`);
    }
  })();
}

try {
  console.log(`signing up ${BUYERS} buyers …`);
  const tokens = await signUpMany(base, BUYERS);
  const fans = benchClient(base, CONCURRENCY);

  // A stadium of its own: one zone (the throughput run, bought without naming it), or three (the race).
  const stadium = async (zones: { code: string; capacity: number; numbered?: boolean }[]) => {
    const { rows: [venue] } = await db.query<{ id: string }>(`insert into venues (name, name_th, address, address_th, capacity)
      values ('Bench Stadium', 'สนามทดสอบ', 'Road', 'ถนน', 1000000) returning id`);
    for (const [i, z] of zones.entries()) {
      const { rows: [zone] } = await db.query<{ id: string }>(`insert into venue_zones (venue_id, code, name, name_th, colour, position, sort_order, capacity, seated, numbered, default_price_satang)
        values ($1, $2, $2, $2, '#224466', 'north', $3, $4, $5, $5, 75000) returning id`, [venue!.id, z.code, i, z.capacity, z.numbered ?? false]);
      // Rows of ten, nearest the pitch first.
      if (z.numbered) await db.query(`insert into venue_seats (zone_id, row_label, row_index, number, position)
        select $1, chr(65 + n / 10), n / 10, n % 10 + 1, n % 10 + 1 from generate_series(0, $2 - 1) n`, [zone!.id, z.capacity]);
    }
    return venue!.id;
  };
  const createMatch = async (venueId: string) => {
    const { rows } = await db.query<{ id: string }>(`insert into matches (home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th)
      select (select id from teams where is_home_club), (select id from teams where not is_home_club limit 1), $1, (select id from bank_accounts limit 1),
        now() + interval '10 days', 'Bench League', 'ลีกทดสอบ' returning id`, [venueId]);
    const { rows: zones } = await db.query<{ zoneId: string; capacity: number }>(`insert into match_zones (match_id, zone_id, price_satang)
      select $1, id, default_price_satang from venue_zones where venue_id = $2 returning zone_id as "zoneId", (select capacity from venue_zones where id = zone_id)`, [rows[0]!.id, venueId]);
    // Each zone's places in its shards, as a match put on sale by staff has them (zone-places.ts).
    await createShards(drizzle(db), zones.map((z) => ({ matchId: rows[0]!.id, zoneId: z.zoneId, places: z.capacity, capacity: z.capacity })));
    return rows[0]!.id;
  };
  const zonesOf = async (matchId: string) => Object.fromEntries((await db.query<{ code: string; id: string }>(
    'select z.code, z.id from match_zones m join venue_zones z on z.id = m.zone_id where m.match_id = $1', [matchId])).rows.map((z) => [z.code, z.id]));

  // A fan holds at most 10 unpaid seats of a match (MAX_TICKETS_PER_PURCHASE): the throughput run's
  // buyers take one seat a purchase (3000 requests of 300 buyers: 10 each), the race's one or two.
  /** The race's zones by code. */
  let zone: Record<string, string> = {};
  const run = async (label: string, matchId: string, total: number, order: (i: number) => { quantity: number; zoneId?: string }, matchOf = (_i: number) => matchId, offset = 0) => {
    // Each answer's time by the zone asked for (the race prints them apart).
    const byZone = new Map<string, number[]>();
    const measured = await measure(total, CONCURRENCY, (j) => {
      const asked = order(j + offset);
      const t0 = performance.now();
      return fans.send('/api/v1/purchases', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[(j + offset) % tokens.length]}` },
        body: JSON.stringify({ matchId: matchOf(j + offset), ...asked, phone: '0812345678' }),
      // A connection cut by the chaos (its process killed), before or during the answer: counted as 599.
      }).then(async (res) => { const body = await res.arrayBuffer(); return { status: res.status, arrayBuffer: async () => body }; })
        .catch(() => ({ status: 599, arrayBuffer: async () => null }))
        .finally(() => { const z = asked.zoneId ?? ''; byZone.set(z, [...(byZone.get(z) ?? []), performance.now() - t0]); });
    });
    report(label, measured, CONCURRENCY);
    if (byZone.size > 1) {
      const p = (l: number[], q: number) => [...l].sort((a, b) => a - b)[Math.min(l.length - 1, Math.floor(q * l.length))]!.toFixed(0);
      console.log(`  latency ms by zone:  ${[...byZone].map(([z, l]) => `${Object.entries(zone).find(([, id]) => id === z)?.[0] ?? z} p50 ${p(l, 0.5)} p95 ${p(l, 0.95)}`).join(' · ')}`);
    }
    const created = measured.statuses.get(201) ?? 0;
    console.log(`  purchases created:   ${created} (${(created / measured.seconds).toFixed(0)} per second)`);
    return { n: created, s: measured.seconds };
  };

  const plenty = await stadium([{ code: 'GA', capacity: 1_000_000 }]);
  await run('warm-up', await createMatch(plenty), Math.min(300, REQUESTS), () => ({ quantity: 1 }));
  const single = await createMatch(plenty);
  const eight: string[] = [];
  for (let i = 0; i < 8; i++) eight.push(await createMatch(plenty));
  // Each measured in two halves, in the order floor, one, eight, eight, one, floor: a machine whose
  // load drifts during the run weighs on the three alike. A fan buys one seat of a match at a time
  // (300 buyers, 3000 purchases: 10 each, the unpaid limit).
  const half = Math.floor(REQUESTS / 2);
  const floorHalf = async () => {
    const m = await measure(half, CONCURRENCY, (i) => fans.send('/api/v1/users/profile', { headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } }));
    report(`floor: ${half} authenticated GET /api/v1/users/profile`, m, CONCURRENCY);
    return { n: m.statuses.get(200) ?? 0, s: m.seconds };
  };
  const oneHalf = (k: number) => run(`throughput: ${half} purchases, one match with plenty of seats`, single, half, () => ({ quantity: 1 }), undefined, k * half);
  const eightHalf = (k: number) => run(`throughput: ${half} purchases over eight matches with plenty of seats`, eight[0]!, half, () => ({ quantity: 1 }), (i) => eight[i % 8]!, k * half);
  // Each half's CPU of the server and of PostgreSQL, so the ratio's cause is on the page.
  const withCpu = async (half: () => Promise<{ n: number; s: number }>) => {
    const before = cpu();
    const h = await half();
    const after = cpu();
    return { ...h, server: after.server - before.server, pg: after.pg - before.pg };
  };
  const halves = [await withCpu(floorHalf), await withCpu(() => oneHalf(0)), await withCpu(() => eightHalf(0)),
    await withCpu(() => eightHalf(1)), await withCpu(() => oneHalf(1)), await withCpu(floorHalf)];
  type Half = (typeof halves)[number];
  const rate = (...hs: Half[]) => hs.reduce((a, h) => a + h.n, 0) / hs.reduce((a, h) => a + h.s, 0);
  const cpuPer = (key: 'server' | 'pg', ...hs: Half[]) => (hs.reduce((a, h) => a + h[key], 0) * 1000 / hs.reduce((a, h) => a + h.n, 0)).toFixed(2);
  const kinds = { floor: [halves[0]!, halves[5]!], 'one match': [halves[1]!, halves[4]!], 'eight matches': [halves[2]!, halves[3]!] };
  const floorRate = rate(...kinds.floor);
  const one = rate(...kinds['one match']);
  const many = rate(...kinds['eight matches']);
  console.log(`\nfloor ${floorRate.toFixed(0)}/s · one match ${one.toFixed(0)}/s · eight matches ${many.toFixed(0)}/s`);
  for (const [kind, hs] of Object.entries(kinds)) console.log(`  CPU per request, ${kind.padEnd(13)} server ${cpuPer('server', ...hs)} ms · PostgreSQL ${cpuPer('pg', ...hs)} ms`);
  console.log(`  one ÷ eight: ${(one / many).toFixed(2)} (goal ≥ 0.9)   one ÷ floor: ${(one / floorRate).toFixed(2)} (goal ≥ 0.8)`);

  const ZONES = [{ code: 'N', capacity: RACE_SEATS }, { code: 'S', capacity: 100_000 }, { code: 'VIP', capacity: VIP_SEATS, numbered: true }];
  const race = await createMatch(await stadium(ZONES));
  zone = await zonesOf(race);
  if (values.chaos) void chaos();
  await run(`race: ${BUYERS * 3} buyers for ${RACE_SEATS} places in N, ${VIP_SEATS} numbered seats in VIP, while S sells`, race, BUYERS * 3,
    (i) => [{ zoneId: zone.N!, quantity: 1 + (i % 2) }, { zoneId: zone.S!, quantity: 1 }, { zoneId: zone.VIP!, quantity: 2 }][i % 3]!);
  if (values.chaos) await chaosDone;
  await fans.close();
  // After a restart of the server this process's own connection is gone too.
  const check = values['restart-postgres'] ? new pg.Client({ connectionString: databaseUrl }) : db;
  if (check !== db) await check.connect();
  const { rows } = await check.query<{ code: string; capacity: number; available: number; sold: number; seats_held: number; seats_twice: number }>(`
    select z.code, z.capacity,
      (select coalesce(sum(s.available), 0)::int from match_zone_shards s where s.match_id = m.match_id and s.zone_id = m.zone_id) as available,
      (select coalesce(sum(p.quantity), 0)::int from purchases p where p.match_id = m.match_id and p.zone_id = z.id and p.seats_released_at is null) as sold,
      (select count(*)::int from match_seats s join venue_seats v on v.id = s.seat_id where s.match_id = m.match_id and v.zone_id = z.id) as seats_held,
      (select count(*)::int from (select unnest(p.seat_ids) as seat from purchases p where p.match_id = m.match_id and p.zone_id = z.id group by 1 having count(*) > 1) twice) as seats_twice
    from match_zones m join venue_zones z on z.id = m.zone_id where m.match_id = $1 order by z.sort_order`, [race]);
  let bad = false;
  for (const r of rows) {
    const oversold = Math.max(0, r.sold - r.capacity);
    console.log(`  zone ${r.code.padEnd(4)} sold ${r.sold} of ${r.capacity} (left ${r.available}); oversold: ${oversold}; numbered seats sold twice: ${r.seats_twice}`);
    console.log(`            places left ${r.available} + held ${r.sold} = ${r.available + r.sold} (capacity ${r.capacity})`);
    if (oversold || r.sold + r.available !== r.capacity || r.seats_twice || (ZONES.find((z) => z.code === r.code)!.numbered && r.seats_held !== r.sold)) bad = true;
  }
  if (check !== db) await check.end();
  if (bad) {
    console.error('OVERSOLD, a seat sold twice, or places lost: this is a bug');
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await server.stop();
  await scratch.drop();
}
