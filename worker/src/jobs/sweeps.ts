import type { Logger } from 'pino';
import { expireUnpaidOrders, expireUnpaidPurchases, type Db } from '@club/db';

/** The repeatable sweep: unpaid purchases and store orders past their time give their seats and stock back. */
export function sweepsProcessor(db: Db, logger: Logger) {
  return async (): Promise<void> => {
    const expired = await expireUnpaidPurchases(db);
    if (expired) logger.info({ expired }, 'expired unpaid purchases');
    const cancelled = await expireUnpaidOrders(db);
    if (cancelled) logger.info({ cancelled }, 'cancelled unpaid store orders');
  };
}
