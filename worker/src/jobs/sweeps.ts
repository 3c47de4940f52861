import type { Logger } from 'pino';
import { expireUnpaidPurchases, type Db } from '@club/db';

/** The repeatable sweep: unpaid purchases past their window give their seats back. */
export function sweepsProcessor(db: Db, logger: Logger) {
  return async (): Promise<void> => {
    const expired = await expireUnpaidPurchases(db);
    if (expired) logger.info({ expired }, 'expired unpaid purchases');
  };
}
