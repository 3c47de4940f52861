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
 *
 * Then the exchange, on the first match (its zone has no places of its own: the holders hold them
 * all): SELLERS holders (signed-up fans) list their ticket, a quarter take it back, other fans buy
 * what is on offer, some of them cancel (the listings go back on offer), and staff approve the rest.
 * Prints the listings by state, the ledger rows, the sum over all accounts and the fans whose
 * balance is not the net credit of their sales (both must be 0).
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { exchangeCredit } from '@club/core';
import { signUpMany, startServerProcess } from './bench-support.js';
import { createScratchDatabase, freePort } from '../api/src/test/scratch.js';

const { values } = parseArgs({ options: { holders: { type: 'string', default: '15000' }, matches: { type: 'string', default: '19' }, sellers: { type: 'string', default: '200' } } });
const HOLDERS = Number(values.holders);
const MATCHES = Number(values.matches);
const SELLERS = Math.min(Number(values.sellers), HOLDERS);
const ADMIN = { email: 'bench-admin@club.test', password: 'quiet-mango-lantern-bench-42' };

const scratch = await createScratchDatabase('club_bench');
const port = await freePort();
const server = await startServerProcess({ DATABASE_URL: scratch.url, PORT: String(port), QUEUE_PREFIX: `bench-season-${port}` });
const base = `http://127.0.0.1:${port}`;
const db = new pg.Client({ connectionString: scratch.url });
db.on('error', () => {});
await db.connect();

const call = async (path: string, token: string | null, body?: unknown, method = 'POST') => {
  const res = await fetch(`${base}${path}`, {
    method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', origin: base }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
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
  // The first SELLERS holders are fans signed up through the API (the exchange's sellers), the rest rows.
  const sellers = await signUpMany(base, SELLERS);
  // Each token is its session's: the fan it signs in.
  const userOf = new Map((await db.query<{ token: string; user_id: string }>('select token, user_id from sessions where token = any($1)', [sellers])).rows.map((r) => [r.token, r.user_id]));
  const sellerIds = sellers.map((token) => userOf.get(token)!);
  await db.query(`insert into users (id, name, email, email_verified) select 'bench-holder-' || n, 'Holder ' || n, 'holder-' || n || '@club.test', true from generate_series($1 + 1, $2) n`, [SELLERS, HOLDERS]);
  await db.query(`insert into purchases (user_id, season_pass_id, zone_id, seat_ids, quantity, unit_price_satang, total_satang, status, reference_number, phone, expires_at, completed_at)
    select coalesce(($3::text[])[s.n], 'bench-holder-' || s.n), $1, $2, array[s.id], 1, 900000, 900000, 'completed', 'TK-' || upper(substr(md5(s.id::text), 1, 4)) || '-' || upper(substr(md5(s.id::text), 5, 4)) || s.n, '0812345678', now(), now()
    from (select id, row_number() over (order by row_index, position) n from venue_seats where zone_id = $2) s`, [pass.id, zone.id, sellerIds]);
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

  console.log(`\nthe exchange on the first match: ${SELLERS} sellers …`);
  const first = await one<{ id: string }>('select id from matches where venue_id = $1 order by match_date limit 1', [venue.id]);
  const ticketOf = new Map((await db.query<{ holder_id: string; id: string }>('select holder_id, id from tickets where match_id = $1 and holder_id = any($2)', [first.id, sellerIds])).rows
    .map((r) => [r.holder_id, r.id]));
  const tokenOf = new Map(sellers.map((token) => [userOf.get(token)!, token]));
  await Promise.all(sellerIds.map((id) => call(`/api/v1/tickets/${ticketOf.get(id)}/listing`, tokenOf.get(id)!)));
  const withdrawn = sellerIds.filter((_, i) => i % 4 === 3);
  await Promise.all(withdrawn.map((id) => call(`/api/v1/tickets/${ticketOf.get(id)}/listing`, tokenOf.get(id)!, undefined, 'DELETE')));
  const offered = SELLERS - withdrawn.length;
  // Other fans buy one each, a few more than are on offer; every fifth gives up, and its listing is on offer again.
  const buyers = await signUpMany(base, offered + 10);
  const bought = (await Promise.all(buyers.map((token) => fetch(`${base}/api/v1/purchases`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin: base }, body: JSON.stringify({ matchId: first.id, zoneId: zone.id, quantity: 1, phone: '0812345678' }),
  }).then(async (res) => (res.ok ? { token, id: ((await res.json()) as { data: { id: string } }).data.id } : null))))).filter((b) => b !== null);
  const cancelled = bought.filter((_, i) => i % 5 === 4);
  await Promise.all(cancelled.map((b) => call(`/api/v1/purchases/${b.id}/cancel`, b.token, undefined, 'DELETE')));
  const paying = bought.filter((_, i) => i % 5 !== 4);
  await db.query(`update purchases set status = 'verifying' where id = any($1)`, [paying.map((b) => b.id)]);
  for (const b of paying) await call(`/api/v1/admin/purchases/${b.id}/approve`, staff);
  const listings = Object.fromEntries((await db.query<{ status: string; n: number }>('select status, count(*)::int as n from exchange_listings group by status')).rows.map((r) => [r.status, r.n]));
  const ledger = await one<{ rows: number; total: number; mismatched: number; club_exchange: number }>(`with legs as (
      select credit_account as account, credit_user_id as user_id, amount_satang as amount from ledger_entries
      union all select debit_account, debit_user_id, -amount_satang from ledger_entries),
    balances as (select account, user_id, sum(amount)::bigint as balance from legs group by account, user_id),
    sold as (select seller_id, count(*)::int as n from exchange_listings where status = 'sold' group by seller_id)
    select (select count(*)::int from ledger_entries) as rows, (select coalesce(sum(balance), 0)::int from balances) as total,
      (select count(*)::int from balances b left join sold s on s.seller_id = b.user_id where b.account = 'fan' and b.balance <> coalesce(s.n, 0) * $1::int)
        + (select count(*)::int from sold s where not exists (select from balances b where b.user_id = s.seller_id)) as mismatched,
      (select coalesce(sum(balance), 0)::int from balances where account = 'club_exchange') as club_exchange`,
  [exchangeCredit(900000, 19, 1000).net]);
  console.log('');
  console.log('| listed by sellers | taken back | bought | cancelled (back on offer) | paid | listings sold / listed / withdrawn | ledger rows | sum over all accounts (satang) | fans credited wrongly | club exchange account |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  console.log(`| ${SELLERS} | ${withdrawn.length} | ${bought.length} | ${cancelled.length} | ${paying.length} | ${listings.sold ?? 0} / ${listings.listed ?? 0} / ${listings.withdrawn ?? 0} | ${ledger.rows} | ${ledger.total} | ${ledger.mismatched} | ${ledger.club_exchange} |`);
  if (ledger.total !== 0 || ledger.mismatched !== 0 || (listings.sold ?? 0) !== paying.length) process.exitCode = 1;
} finally {
  await db.end();
  await server.stop();
  await scratch.drop();
}
