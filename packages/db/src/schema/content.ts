import { COMPETITION_FEEDS } from '@club/core';
import { inList } from './sql-helpers.js';
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const banners = pgTable('banners', {
  id: uuid('id').primaryKey().defaultRandom(),
  imageUrl: text('image_url').notNull(),
  title: text('title').notNull(),
  titleTh: text('title_th').notNull(),
  targetLink: text('target_link'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Last good copy of each feed of the external competition service. */
export const competitionSnapshots = pgTable(
  'competition_snapshots',
  {
    kind: text('kind', { enum: COMPETITION_FEEDS }).primaryKey(),
    payload: jsonb('payload').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [check('competition_snapshots_kind_check', inList(t.kind, COMPETITION_FEEDS))],
);
