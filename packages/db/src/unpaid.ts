import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * The sweep both lifecycles run: rows still awaiting payment past their time, with no slip being
 * checked or kept (a slip that could not be read does not keep them open), 500 at a time, oldest
 * first, each locked (those another sweep holds are skipped) and handed to `expire`, which moves
 * it and answers whether it did. Answers how many moved.
 */
export async function expireUnpaidRows(
  db: Db,
  { table, awaiting, receiptOf }: { table: 'purchases' | 'orders'; awaiting: string; receiptOf: 'purchase_id' | 'order_id' },
  expire: (tx: Tx, id: string) => Promise<boolean>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx.execute(sql`
      select t.id from ${sql.identifier(table)} t
      where t.status = ${awaiting} and t.expires_at <= now()
        and not exists (select 1 from receipts r where r.${sql.identifier(receiptOf)} = t.id and r.check_status <> 'unreadable')
      order by t.expires_at
      limit 500
      for update skip locked`);
    let expired = 0;
    for (const { id } of (due as unknown as { rows: { id: string }[] }).rows) {
      if (await expire(tx, id)) expired++;
    }
    return expired;
  });
}
