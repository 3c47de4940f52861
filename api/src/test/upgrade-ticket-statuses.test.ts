import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '@club/db';
import { databaseBefore } from './scratch.js';

// Migration 0022 drops the statuses nothing produced (purchase failed, ticket cancelled). A database
// of the release before it, holding rows set to them by hand, upgrades keeping every row.
let old: Awaited<ReturnType<typeof databaseBefore>>;
let pool: pg.Pool;
const one = async <T>(text: string): Promise<T> => (await pool.query(text)).rows[0] as T;

beforeAll(async () => {
  // The previous release: migrated up to 0021.
  old = await databaseBefore(22, 'club_upgrade');
  pool = new pg.Pool({ connectionString: old.url });
});
afterAll(async () => {
  await pool?.end();
  await old?.drop();
});

it('upgrades a database with a failed purchase and a cancelled ticket, keeping every row: rejected with its seats given back, and used', async () => {
  await pool.query(`
    insert into users (id, name, email) values ('fan-1', 'Old Fan', 'old@example.com');
    insert into teams (id, name, name_th, is_home_club) values ('00000000-0000-4000-8000-000000000001', 'Home', 'เหย้า', true);
    insert into venues (id, name, name_th, address, address_th, capacity) values ('00000000-0000-4000-8000-000000000002', 'Stadium', 'สนาม', 'Road', 'ถนน', 1000);
    insert into bank_accounts (id, bank_name, bank_name_th, account_number, account_name, account_holder_name, account_holder_position, account_holder_position_th, promptpay_id)
      values ('00000000-0000-4000-8000-000000000003', 'Bank', 'ธนาคาร', '1234567890', 'Club', 'Holder', 'Treasurer', 'เหรัญญิก', '0812345678');
    insert into matches (id, home_team_id, venue_id, bank_account_id, match_date, league, league_th, ticket_price_satang, available_tickets)
      values ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000003', now() + interval '10 days', 'League', 'ลีก', 50000, 10);
    insert into purchases (id, user_id, match_id, quantity, unit_price_satang, total_satang, status, reference_number, phone, expires_at, updated_at) values
      ('00000000-0000-4000-8000-000000000005', 'fan-1', '00000000-0000-4000-8000-000000000004', 2, 50000, 100000, 'failed', 'TK-AAAA-0001', '0812345678', now(), '2026-01-02T03:04:05Z'),
      ('00000000-0000-4000-8000-000000000006', 'fan-1', '00000000-0000-4000-8000-000000000004', 3, 50000, 150000, 'completed', 'TK-AAAA-0002', '0812345678', now(), now());
    insert into fan_match_seats (user_id, match_id, unpaid_seats, held_seats, unpaid_limit) values ('fan-1', '00000000-0000-4000-8000-000000000004', 2, 5, 10);
    insert into tickets (id, purchase_id, seat, ticket_number, status, holder_id, used_at, created_at) values
      ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000006', 1, 'T-AAAA-AAAA-01', 'valid', 'fan-1', null, now()),
      ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000006', 2, 'T-AAAA-AAAA-02', 'cancelled', 'fan-1', null, '2026-01-05T06:07:08Z'),
      ('00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000006', 3, 'T-AAAA-AAAA-03', 'used', 'fan-1', '2026-01-06T00:00:00Z', now());
  `);
  await pool.end();

  const upgraded = await openDatabase({ url: old.url, dataDir: old.dataDir });
  await upgraded.close();
  pool = new pg.Pool({ connectionString: old.url });

  expect(await one('select count(*)::int as purchases, (select count(*)::int from tickets) as tickets from purchases')).toEqual({ purchases: 2, tickets: 3 });
  // Its reason, written as free text, is the preset 'other' since 0025, the text kept as staff's note.
  expect(await one(`select status, rejection_reason, rejection_note, rejected_at, seats_released_at is not null as released from purchases where reference_number = 'TK-AAAA-0001'`)).toEqual({
    status: 'rejected', rejection_reason: 'other', rejection_note: 'Payment failed / ชำระเงินไม่สำเร็จ', rejected_at: new Date('2026-01-02T03:04:05Z'), released: true,
  });
  expect(await one(`select sum(available)::int as available from match_zone_shards`)).toEqual({ available: 12 });
  expect(await one(`select unpaid_seats, held_seats from fan_match_seats`)).toEqual({ unpaid_seats: 0, held_seats: 3 });
  expect((await pool.query('select seat, status, used_at from tickets order by seat')).rows).toEqual([
    { seat: 1, status: 'valid', used_at: null },
    { seat: 2, status: 'used', used_at: new Date('2026-01-05T06:07:08Z') },
    { seat: 3, status: 'used', used_at: new Date('2026-01-06T00:00:00Z') },
  ]);
  expect((await pool.query(`select action, entity_id, changes from audit_log order by entity_type`)).rows).toEqual([
    { action: 'purchase.updated', entity_id: '00000000-0000-4000-8000-000000000005', changes: { status: ['failed', 'rejected'] } },
    { action: 'ticket.updated', entity_id: '00000000-0000-4000-8000-000000000012', changes: { status: ['cancelled', 'used'] } },
  ]);

  // The statuses are gone for good.
  await expect(pool.query(`update tickets set status = 'cancelled' where seat = 1`)).rejects.toThrow(/tickets_status_check/);
  await expect(pool.query(`update purchases set status = 'failed' where reference_number = 'TK-AAAA-0002'`)).rejects.toThrow(/purchases_status_check/);
  await expect(pool.query(`update purchases set rejection_reason = 'Wrong amount' where reference_number = 'TK-AAAA-0001'`)).rejects.toThrow(/purchases_rejection_reason_check/);
});
