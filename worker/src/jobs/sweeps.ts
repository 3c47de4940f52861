import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import { exchangeLifecycle, orderLifecycle, purchaseLifecycle, seasonLifecycle, type Db } from '@club/db';
import type { Stores } from '@club/storage';
import { sweepOrphanFiles } from './orphan-files.js';

/**
 * The repeatable sweeps: unpaid purchases and store orders past their time give their seats and
 * stock back, season passes whose sale has ended their unsold places, and exchange listings past
 * their close time are unsold (`expire-unpaid`); files no row references any more are deleted (`orphan-files`).
 */
export function sweepsProcessor(db: Db, stores: Stores, logger: Logger) {
  return async (job: Job): Promise<void> => {
    if (job.name === 'orphan-files') {
      const deleted = await sweepOrphanFiles(db, stores, logger);
      if (deleted.private || deleted.public) logger.info({ deleted }, 'deleted orphan files');
      return;
    }
    const expired = await purchaseLifecycle.expireUnpaid(db);
    if (expired) logger.info({ expired }, 'expired unpaid purchases');
    const cancelled = await orderLifecycle.expireUnpaid(db);
    if (cancelled) logger.info({ cancelled }, 'cancelled unpaid store orders');
    const unsold = await exchangeLifecycle.closeListings(db);
    if (unsold) logger.info({ unsold }, 'closed exchange listings at their close time');
    const passes = await db.transaction((tx) => seasonLifecycle.releaseUnsoldQuotas(tx));
    if (passes) logger.info({ passes }, 'gave unsold season places back to their matches');
  };
}
