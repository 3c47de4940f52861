/**
 * `npm run bench:season [-- --holders 15000 --matches 19]`
 *
 * Issuing a season: against the real PostgreSQL and Redis, the product (`npm start`'s server, with
 * its worker) runs in a child process on a fresh database. Untimed: a stadium with a numbered zone
 * of one seat per holder, a season pass on it, and HOLDERS fans who have each paid for it (rows
 * written by SQL). Timed: staff add the season's MATCHES home matches through the console
 * (POST /api/v1/admin/matches), each of which holds every holder's seat and issues their ticket
 * in the transaction that creates it. Prints the tickets issued, the seconds, tickets per second,
 * and what must be 0: tickets missing, numbers issued twice, seats with two live tickets.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

const { values } = parseArgs({ options: { holders: { type: 'string', default: '15000' }, matches: { type: 'string', default: '19' } } });
const HOLDERS = Number(values.holders);
const MATCHES = Number(values.matches);
const ADMIN = { email: 'bench-admin@club.test', password: 'quiet-mango-lantern-bench-42' };

const scratch = await createScratchDatabase('club_bench');
const port = await freePort();
const server = await startServerProcess({ DATABASE_URL: scratch.url, PORT: String(port), QUEUE_PREFIX: `bench-season-${port}` });
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: scratch.url });
db.on('error', () => {});
await db.connect();

const call = async (path: string, token: string | null, body: unknown) => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as { data: any; token?: string };
};

try {
  console.log(`setting up ${HOLDERS} season holders …`);
  const one = async <R extends pg.QueryResultRow>(text: string, params: unknown[] = []) => (await db.query<R>(text, params)).rows[0]!;
  const venue = await one<{ id: string }>(`insert into venues (name, name_th, address, address_th, capacity) values ('Season Bench Stadium', 'สนามทดสอบฤดูกาล', 'Road', 'ถนน', $1) returning id`, [HOLDERS]);
  const zone = await one<{ id: string }>(`insert into venue_zones (venue_id, code, name, name_th, colour, position, capacity, seated, numbered, default_price_satang)
    values ($1, 'S', 'Season stand', 'อัฒจันทร์ฤดูกาล', '#224466', 'west', $2, true, true, 60000) returning id`, [venue.id, HOLDERS]);
  // Rows of 100 seats, nearest the pitch first.
  await db.query(`insert into venue_seats (zone_id, row_label, row_index, number, position)
    select $1, 'R' || (n / 100 + 1), n / 100, n % 100 + 1, n % 100 + 1 from generate_series(0, $2 - 1) n`, [zone.id, HOLDERS]);
  const bank = await one<{ id: string }>('select id from bank_accounts limit 1');
  const pass = await one<{ id: string }>(`insert into season_passes (name, name_th, season_label, zone_id, bank_account_id, price_satang, quota, available, covers_from, covers_to, sale_starts_at, sale_ends_at)
    values ('Bench season', 'ฤดูกาลทดสอบ', '2026/27', $1, $2, 900000, $3, 0, now(), now() + interval '300 days', now() - interval '10 days', now() - interval '1 day') returning id`, [zone.id, bank.id, HOLDERS]);
  await db.query(`insert into users (id, name, email, email_verified) select 'bench-holder-' || n, 'Holder ' || n, 'holder-' || n || '@club.test', true from generate_series(1, $1) n`, [HOLDERS]);
  await db.query(`insert into purchases (user_id, season_pass_id, zone_id, seat_ids, quantity, unit_price_satang, total_satang, status, reference_number, phone, expires_at, completed_at)
    select 'bench-holder-' || s.n, $1, $2, array[s.id], 1, 900000, 900000, 'completed', 'TK-' || upper(substr(md5(s.id::text), 1, 4)) || '-' || upper(substr(md5(s.id::text), 5, 4)) || s.n, '0812345678', now(), now()
    from (select id, row_number() over (order by row_index, position) n from venue_seats where zone_id = $2) s`, [pass.id, zone.id]);
  const teams = await one<{ home: string; away: string }>('select (select id from teams where is_home_club) as home, (select id from teams where not is_home_club limit 1) as away');
  await db.query('analyze');
  const staff = (await call('/api/v1/auth/sign-in/email', null, ADMIN)).token!;

  console.log(`adding ${MATCHES} home matches through the console …`);
  const started = performance.now();
  const perMatch: number[] = [];
  for (let i = 0; i < MATCHES; i++) {
    const t = performance.now();
    await call('/api/v1/admin/matches', staff, {
      home_team_id: teams.home, away_team_id: teams.away, venue_id: venue.id, bank_account_id: bank.id,
      match_date: new Date(Date.now() + (10 + 7 * i) * 86_400_000).toISOString(), league: 'Bench League', league_th: 'ลีกทดสอบ', ticket_price: 600, available_tickets: HOLDERS,
    });
    perMatch.push(performance.now() - t);
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = await one<{ tickets: number; numbers_twice: number; seats_twice: number; seats_held: number }>(`select
    (select count(*)::int from tickets where status <> 'transferred') as tickets,
    (select count(*)::int - count(distinct ticket_number)::int from tickets) as numbers_twice,
    (select count(*)::int from (select 1 from tickets where status <> 'transferred' and venue_seat_id is not null group by match_id, venue_seat_id having count(*) > 1) d) as seats_twice,
    (select count(*)::int from match_seats) as seats_held`);
  const expected = HOLDERS * MATCHES;
  perMatch.sort((a, b) => a - b);
  console.log('');
  console.log(`| holders | matches | tickets issued | seconds | tickets/s | per match p50 / max (ms) | missing | numbers twice | seats with two live tickets |`);
  console.log(`|---|---|---|---|---|---|---|---|---|`);
  console.log(`| ${HOLDERS} | ${MATCHES} | ${figures.tickets} | ${seconds.toFixed(1)} | ${Math.round(figures.tickets / seconds)} | ${Math.round(perMatch[Math.floor(perMatch.length / 2)]!)} / ${Math.round(perMatch.at(-1)!)} | ${expected - figures.tickets} | ${figures.numbers_twice} | ${figures.seats_twice} |`);
  console.log(`seats held for holders: ${figures.seats_held} (expected ${expected})`);
  if (figures.tickets !== expected || figures.numbers_twice || figures.seats_twice || figures.seats_held !== expected) process.exitCode = 1;
} finally {
  await db.end();
  await server.stop();
  await scratch.drop();
}
