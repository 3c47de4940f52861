import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@club/db';
import { getMatch } from '../modules/matches/service.js';
import { databaseBefore } from './scratch.js';

// Migration 0028 sells stadiums by zone. A database of the release before it upgrades with nothing
// lost: each venue one "General admission" zone of its capacity, each match selling it at its old
// price with the places it had left (unlimited kept), every purchase and ticket in that zone.
let old: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;
const rows = async <T>(text: string): Promise<T[]> => (await pool.query(text)).rows as T[];

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  old = await databaseBefore(28, 'club_upgrade_zones');
  pool = new pg.Pool({ connectionString: old.url });
});
afterAll(async () => {
  await pool?.end();
  await old?.drop();
});

it('upgrades two venues and three matches to zones, keeping every price, place, purchase and ticket', async () => {
  await pool.query(`
    insert into users (id, name, email) values ('fan-1', 'Old Fan', 'old@example.com');
    insert into teams (id, name, name_th, is_home_club) values ('${id(1)}', 'Home', 'เหย้า', true), ('${id(9)}', 'Away', 'เยือน', false);
    insert into venues (id, name, name_th, address, address_th, capacity) values
      ('${id(2)}', 'Stadium', 'สนาม', 'Road', 'ถนน', 15000), ('${id(7)}', 'Arena', 'อารีนา', 'Road', 'ถนน', 8000);
    insert into bank_accounts (id, bank_name, bank_name_th, account_number, account_name, account_holder_name, account_holder_position, account_holder_position_th, promptpay_id)
      values ('${id(3)}', 'Bank', 'ธนาคาร', '1234567890', 'Club', 'Holder', 'Treasurer', 'เหรัญญิก', '0812345678');
    insert into matches (id, home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th, ticket_price_satang, available_tickets, unlimited_tickets, status) values
      ('${id(4)}', '${id(1)}', '${id(9)}', '${id(2)}', '${id(3)}', now() + interval '10 days', 'League', 'ลีก', 75050, 495, false, 'scheduled'),
      ('${id(5)}', '${id(1)}', '${id(9)}', '${id(7)}', '${id(3)}', now() + interval '20 days', 'League', 'ลีก', 40000, 0, true, 'scheduled'),
      ('${id(6)}', '${id(1)}', '${id(9)}', '${id(2)}', '${id(3)}', now() - interval '10 days', 'League', 'ลีก', 60000, 0, false, 'finished');
    insert into purchases (id, user_id, match_id, quantity, unit_price_satang, total_satang, status, reference_number, phone, expires_at, seats_released_at) values
      ('${id(11)}', 'fan-1', '${id(4)}', 2, 75050, 150100, 'pending', 'TK-AAAA-0001', '0812345678', now() + interval '10 minutes', null),
      ('${id(12)}', 'fan-1', '${id(4)}', 3, 75050, 225150, 'completed', 'TK-AAAA-0002', '0812345678', now(), null),
      ('${id(13)}', 'fan-1', '${id(4)}', 1, 75050, 75050, 'expired', 'TK-AAAA-0003', '0812345678', now(), now()),
      ('${id(14)}', 'fan-1', '${id(5)}', 1, 40000, 40000, 'completed', 'TK-AAAA-0004', '0812345678', now(), null);
    insert into tickets (id, purchase_id, seat, ticket_number, status, holder_id, used_at, transferred_at, transferred_to_id) values
      ('${id(21)}', '${id(12)}', 1, 'T-AAAA-AAAA-01', 'used', 'fan-1', now(), null, null),
      ('${id(23)}', '${id(12)}', 2, 'T-AAAA-AAAA-12', 'valid', 'fan-1', null, null, null),
      ('${id(22)}', '${id(12)}', 2, 'T-AAAA-AAAA-02', 'transferred', 'fan-1', null, now(), '${id(23)}'),
      ('${id(24)}', '${id(12)}', 3, 'T-AAAA-AAAA-03', 'valid', 'fan-1', null, null, null),
      ('${id(25)}', '${id(14)}', 1, 'T-AAAA-AAAA-04', 'valid', 'fan-1', null, null, null);
  `);
  const before = await rows<{ n: string }>(`select status || ':' || count(*) as n from purchases group by status union all select 't' || status || ':' || count(*) from tickets group by status order by 1`);
  await pool.end();

  const upgraded = await openDatabase({ url: old.url, dataDir: old.dataDir });
  try {
    pool = new pg.Pool({ connectionString: old.url });
    expect(await rows(`select v.name, z.code, z.name as zone, z.name_th, z.capacity, z.default_price_satang, z.numbered,
      (select count(*)::int from zone_gates g where g.zone_id = z.id) as gates from venue_zones z join venues v on v.id = z.venue_id order by v.name`)).toEqual([
      { name: 'Arena', code: 'GA', zone: 'General admission', name_th: 'โซนทั่วไป', capacity: 8000, default_price_satang: 40000, numbered: false, gates: 0 },
      // The price of the venue's latest match (by kick-off) is the zone's price for new matches.
      { name: 'Stadium', code: 'GA', zone: 'General admission', name_th: 'โซนทั่วไป', capacity: 15000, default_price_satang: 75050, numbered: false, gates: 0 },
    ]);
    // Places left are the sum of the zone's shards since 0032.
    expect(await rows(`select match_id, price_satang, (select sum(s.available)::int from match_zone_shards s where s.match_id = z.match_id and s.zone_id = z.zone_id) as available,
      unlimited, closed from match_zones z order by match_id`)).toEqual([
      { match_id: id(4), price_satang: 75050, available: 495, unlimited: false, closed: false },
      { match_id: id(5), price_satang: 40000, available: 0, unlimited: true, closed: false },
      { match_id: id(6), price_satang: 60000, available: 0, unlimited: false, closed: false },
    ]);
    // Every purchase and ticket is in its match's zone; nothing was added or lost.
    expect(await rows(`select count(*)::int as n from purchases p join match_zones z on z.match_id = p.match_id and z.zone_id = p.zone_id`)).toEqual([{ n: 4 }]);
    expect(await rows(`select count(*)::int as n from tickets t join purchases p on p.id = t.purchase_id where t.match_id = p.match_id and t.zone_id = p.zone_id`)).toEqual([{ n: 5 }]);
    expect(await rows(`select status || ':' || count(*) as n from purchases group by status union all select 't' || status || ':' || count(*) from tickets group by status order by 1`)).toEqual(before);

    // The fan site reads the match as before, now with its one zone.
    const match = await getMatch(upgraded.db, id(4));
    expect(match).toMatchObject({ ticketPrice: 750.5, ticketPriceSatang: 75050, availableTickets: 495, unlimitedTickets: false });
    expect(match.zones).toEqual([expect.objectContaining({ code: 'GA', name: 'General admission', nameTh: 'โซนทั่วไป', priceSatang: 75050, availableTickets: 495, soldOut: false, gates: [] })]);
    expect(await getMatch(upgraded.db, id(5))).toMatchObject({ unlimitedTickets: true, zones: [expect.objectContaining({ unlimited: true, soldOut: false })] });

    // The rules hold on the upgraded rows: no zone below zero, no ticket outside a zone.
    await expect(pool.query(`update match_zone_shards set available = available - 496 where match_id = '${id(4)}'`)).rejects.toThrow(/match_zone_shards_available_check/);
    await expect(pool.query(`update tickets set zone_id = null where id = '${id(24)}'`)).rejects.toThrow(/zone_id/);
  } finally {
    await upgraded.close();
  }
});
