/**
 * `npm run bench:onsale [-- --buyers 400 --seats 300 --requests 3000 --concurrency 64 --processes 1]`
 *
 * Against the real PostgreSQL and Redis: the product (`npm start`'s server, with its worker)
 * runs in a child process on a fresh database; this process plays many signed-in fans.
 *  1. throughput: purchases of 1–2 tickets for a match with plenty of seats;
 *  2. the race: every buyer at once for a match with few seats.
 * Prints purchases per second, p50/p95/p99 latency, seats sold and seats oversold (must be 0).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { measure, report, signUpMany, startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '300' },
    seats: { type: 'string', default: '250' },
    requests: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '64' },
    processes: { type: 'string', default: '1' },
  },
});
const BUYERS = Number(values.buyers);
const RACE_SEATS = Number(values.seats);
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const PROCESSES = Number(values.processes);
const scratch = await createScratchDatabase('club_bench');
const databaseUrl = scratch.url;

const port = await freePort();
const server = await startServerProcess({ DATABASE_URL: databaseUrl, PORT: String(port), QUEUE_PREFIX: `bench-${port}` }, PROCESSES);
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: databaseUrl });
// A lost connection fails the awaited query; as an 'error' event without a listener it would end the process.
db.on('error', () => {});
await db.connect();

try {
  console.log(`signing up ${BUYERS} buyers …`);
  const tokens = await signUpMany(base, BUYERS);

  const createMatch = async (seats: number) => {
    const { rows } = await db.query<{ id: string }>(`insert into matches (home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th, ticket_price_satang, available_tickets)
      select (select id from teams where is_home_club), (select id from teams where not is_home_club limit 1), (select id from venues limit 1), (select id from bank_accounts limit 1),
        now() + interval '10 days', 'Bench League', 'ลีกทดสอบ', 75000, $1 returning id`, [seats]);
    return rows[0]!.id;
  };

  // A fan holds at most 10 unpaid seats of a match (MAX_TICKETS_PER_PURCHASE): the throughput run's
  // buyers take one seat a purchase (3000 requests of 300 buyers: 10 each), the race's one or two.
  const run = async (label: string, matchId: string, total: number, quantity: (i: number) => number) => {
    const measured = await measure(total, CONCURRENCY, (i) => fetch(`${base}/api/v1/purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify({ matchId, quantity: quantity(i), phone: '0812345678' }),
    }));
    report(label, measured, CONCURRENCY);
    const created = measured.statuses.get(201) ?? 0;
    console.log(`  purchases created:   ${created} (${(created / measured.seconds).toFixed(0)} per second)`);
    const { rows: [m] } = await db.query<{ available: number }>('select available_tickets as available from matches where id = $1', [matchId]);
    const { rows: [s] } = await db.query<{ sold: string }>("select coalesce(sum(quantity), 0) as sold from purchases where match_id = $1", [matchId]);
    return { sold: Number(s!.sold), available: m!.available };
  };

  await run('warm-up', await createMatch(1_000_000), Math.min(300, REQUESTS), () => 1);
  await run(`throughput: ${REQUESTS} purchases, match with plenty of seats`, await createMatch(1_000_000), REQUESTS, () => 1);

  const race = await createMatch(RACE_SEATS);
  const { sold, available } = await run(`race: ${BUYERS * 2} buyers for ${RACE_SEATS} seats`, race, BUYERS * 2, (i) => 1 + (i % 2));
  const oversold = Math.max(0, sold - RACE_SEATS);
  console.log(`  seats sold:          ${sold} of ${RACE_SEATS} (left ${available}); seats oversold: ${oversold}`);
  if (oversold !== 0 || sold + available !== RACE_SEATS) {
    console.error('OVERSOLD or seats lost: this is a bug');
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await server.stop();
  await scratch.drop();
}
