import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { EXCHANGE_CLOSE_MINUTES, EXCHANGE_FEE_BASIS_POINTS, ORDER_PAYMENT_HOURS, PAYMENT_WINDOW_MINUTES, TRANSFER_CUTOFF_MINUTES } from '@club/core';
import { users } from './auth.js';

/** Transactional outbox: written in the same transaction as the change it announces. */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * Names the event's jobs in Redis. Unlike `id` it never repeats, even for a new database behind
     * the same Redis and queue prefix (a data folder started afresh), whose old jobs would
     * otherwise swallow the new events as duplicates.
     */
    key: uuid('key').notNull().defaultRandom(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When its job (an event has at most one) finished, or when it was published if it has none.
     * A published event without it is handed to its queue again after a while: a Redis that lost
     * its data (restarted without persistence) lost the job too.
     */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /**
     * When its job used up its retries (or failed for good): it is not retried again by itself,
     * staff see it in the console and may retry it. Cleared when they do.
     */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    /** The job that gave up, as it was then: kept here because Redis may lose the job itself. */
    failure: jsonb('failure').$type<JobFailure>(),
    /** When redelivery last looked at its job: each pass takes the events looked at longest ago, so none is starved. */
    redeliveryCheckedAt: timestamp('redelivery_checked_at', { withTimezone: true }),
    /** Staff asked for its given-up job to run again; the relay does it (the worker owns the retry policy). */
    retryRequestedAt: timestamp('retry_requested_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_unpublished_idx').on(t.id).where(sql`${t.publishedAt} is null`),
    index('outbox_redelivery_idx').on(t.redeliveryCheckedAt.asc().nullsFirst(), t.id)
      .where(sql`${t.publishedAt} is not null and ${t.doneAt} is null and ${t.givenUpAt} is null and ${t.retryRequestedAt} is null`),
    index('outbox_given_up_idx').on(t.givenUpAt).where(sql`${t.givenUpAt} is not null and ${t.doneAt} is null`),
    index('outbox_retry_requested_idx').on(t.id).where(sql`${t.retryRequestedAt} is not null`),
  ],
);

/** The last failure of an outbox event's job, recorded when the job gave up. */
interface JobFailure {
  queue: string;
  job: string;
  jobId: string;
  attempts: number;
  error: string;
}

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    changes: jsonb('changes').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId), index('audit_log_created_idx').on(t.createdAt)],
);

/**
 * The club's settings an admin changes in the console (one row). Created at start-up from the
 * environment (PAYMENT_WINDOW_MINUTES, ORDER_PAYMENT_HOURS); from then on the console's values win.
 */
export const clubSettings = pgTable(
  'club_settings',
  {
    id: integer('id').primaryKey().default(1),
    paymentWindowMinutes: integer('payment_window_minutes').notNull(),
    orderPaymentHours: integer('order_payment_hours').notNull(),
    /** Transfers close this long before kick-off. */
    transferCutoffMinutes: integer('transfer_cutoff_minutes').notNull().default(TRANSFER_CUTOFF_MINUTES.default),
    /** The exchange closes this long before kick-off. */
    exchangeCloseMinutes: integer('exchange_close_minutes').notNull().default(EXCHANGE_CLOSE_MINUTES.default),
    /** The club's fee from a holder's credit for a ticket sold on the exchange, in hundredths of a percent. */
    exchangeFeeBasisPoints: integer('exchange_fee_basis_points').notNull().default(EXCHANGE_FEE_BASIS_POINTS.default),
    updatedBy: text('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('club_settings_single_row', sql`${t.id} = 1`),
    check('club_settings_payment_window', sql`${t.paymentWindowMinutes} between ${sql.raw(String(PAYMENT_WINDOW_MINUTES.min))} and ${sql.raw(String(PAYMENT_WINDOW_MINUTES.max))}`),
    check('club_settings_transfer_cutoff', sql`${t.transferCutoffMinutes} between ${sql.raw(String(TRANSFER_CUTOFF_MINUTES.min))} and ${sql.raw(String(TRANSFER_CUTOFF_MINUTES.max))}`),
    check('club_settings_exchange_close', sql`${t.exchangeCloseMinutes} between ${sql.raw(String(EXCHANGE_CLOSE_MINUTES.min))} and ${sql.raw(String(EXCHANGE_CLOSE_MINUTES.max))}`),
    check('club_settings_exchange_fee', sql`${t.exchangeFeeBasisPoints} between 0 and 10000`),
    check('club_settings_order_hours', sql`${t.orderPaymentHours} between ${sql.raw(String(ORDER_PAYMENT_HOURS.min))} and ${sql.raw(String(ORDER_PAYMENT_HOURS.max))}`),
  ],
);
