import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@club/db';
import { databaseBefore } from './scratch.js';

// Migration 0034 readies the gate for no network: a database of the release before it upgrades
// with every ticket passed on revoked (its old code opens no gate offline either), its gates given
// bits by code, and the new rules held by name.
let old: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;
const rows = async <T>(text: string): Promise<T[]> => (await pool.query(text)).rows as T[];
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(async () => {
  old = await databaseBefore(34, 'club_upgrade_gate');
  pool = new pg.Pool({ connectionString: old.url });
});
afterAll(async () => {
  await pool?.end();
  await old?.drop();
});

it('revokes the codes of tickets passed on, gives gates their bits and holds the new rules', async () => {
  await pool.query(`
    insert into users (id, name, email) values ('fan-1', 'Old Fan', 'old@example.com');
    insert into teams (id, name, name_th, is_home_club) values ('${id(1)}', 'Home', 'เหย้า', true), ('${id(9)}', 'Away', 'เยือน', false);
    insert into venues (id, name, name_th, address, address_th, capacity) values ('${id(2)}', 'Stadium', 'สนาม', 'Road', 'ถนน', 15000);
    insert into venue_gates (venue_id, code, name, name_th) select '${id(2)}', c, 'Gate ' || c, 'ประตู ' || c from unnest(array['E', 'B', 'A', 'D', 'C']) c;
    insert into venue_zones (id, venue_id, code, name, name_th, colour, position, sort_order, capacity, seated, numbered, default_price_satang)
      values ('${id(8)}', '${id(2)}', 'GA', 'General', 'ทั่วไป', '#224466', 'north', 0, 15000, false, false, 50000);
    insert into bank_accounts (id, bank_name, bank_name_th, account_number, account_name, account_holder_name, account_holder_position, account_holder_position_th, promptpay_id)
      values ('${id(3)}', 'Bank', 'ธนาคาร', '1234567890', 'Club', 'Holder', 'Treasurer', 'เหรัญญิก', '0812345678');
    insert into matches (id, home_team_id, away_team_id, venue_id, bank_account_id, match_date, league, league_th)
      values ('${id(4)}', '${id(1)}', '${id(9)}', '${id(2)}', '${id(3)}', now() + interval '10 days', 'League', 'ลีก');
    insert into purchases (id, user_id, match_id, zone_id, quantity, unit_price_satang, total_satang, status, reference_number, phone, expires_at)
      values ('${id(11)}', 'fan-1', '${id(4)}', '${id(8)}', 3, 50000, 150000, 'completed', 'TK-AAAA-0001', '0812345678', now());
    insert into tickets (id, purchase_id, seat, match_id, zone_id, ticket_number, status, holder_id, used_at, transferred_at, transferred_to_id) values
      ('${id(21)}', '${id(11)}', 1, '${id(4)}', '${id(8)}', 'T-AAAA-AAAA-01', 'used', 'fan-1', now(), null, null),
      ('${id(23)}', '${id(11)}', 2, '${id(4)}', '${id(8)}', 'T-AAAA-AAAA-12', 'valid', 'fan-1', null, null, null),
      ('${id(22)}', '${id(11)}', 2, '${id(4)}', '${id(8)}', 'T-AAAA-AAAA-02', 'transferred', 'fan-1', null, now(), '${id(23)}');
  `);
  await pool.end();

  const upgraded = await openDatabase({ url: old.url, dataDir: old.dataDir });
  try {
    pool = new pg.Pool({ connectionString: old.url });
    // The ticket passed on: its codes below version 1 (all it ever had) are void.
    expect(await rows('select ticket_id, match_id, below_version from ticket_revocations')).toEqual([{ ticket_id: id(22), match_id: id(4), below_version: 1 }]);
    expect(await rows('select code_version from tickets order by id')).toEqual([{ code_version: 0 }, { code_version: 0 }, { code_version: 0 }]);
    expect(await rows('select code, bit from venue_gates order by code')).toEqual(['A', 'B', 'C', 'D', 'E'].map((code, bit) => ({ code, bit })));
    // A new gate takes the lowest free bit.
    await pool.query(`delete from venue_gates where code = 'B'`);
    expect(await rows(`insert into venue_gates (venue_id, code, name, name_th) values ('${id(2)}', 'F', 'Gate F', 'ประตู F') returning bit`)).toEqual([{ bit: 1 }]);
    // A steward can be written; a made-up role still cannot.
    await pool.query(`insert into users (id, name, email, role) values ('steward-1', 'Steward', 'steward@example.com', 'steward')`);
    await expect(pool.query(`update users set role = 'bouncer' where id = 'steward-1'`)).rejects.toThrow(/users_role_check/);
    await expect(pool.query(`update tickets set code_version = 256 where id = '${id(23)}'`)).rejects.toThrow(/tickets_code_version_check/);
    // One admission per ticket, however many scans.
    const scan = (key: number, outcome: string) => `insert into gate_scans (scan_key, match_id, ticket_id, user_id, code_kind, entered, outcome, scanned_at)
      values ('${id(key)}', '${id(4)}', '${id(23)}', 'steward-1', 'signed', true, '${outcome}', now())`;
    await pool.query(scan(31, 'admission'));
    await pool.query(scan(32, 'duplicate'));
    await expect(pool.query(scan(33, 'admission'))).rejects.toThrow(/gate_scans_one_admission/);
    // The thirty-third gate of a venue is refused by name.
    await pool.query(`insert into venue_gates (venue_id, code, name, name_th) select '${id(2)}', 'G' || n, 'G', 'G' from generate_series(1, 27) n`);
    await expect(pool.query(`insert into venue_gates (venue_id, code, name, name_th) values ('${id(2)}', 'Z', 'Z', 'Z')`)).rejects.toThrow(/venue_gates_bit_check/);
  } finally {
    await upgraded.close();
  }
});
