import { COMPETITION_FEEDS } from '@club/core';
import { sql } from 'drizzle-orm';
import { users } from './auth.js';
import { inList, updatedAt } from './sql-helpers.js';
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

/**
 * Last good copy of each feed of the external competition service (the validated rows), and the
 * last failure. A feed whose very first fetch failed has a row with the error and no copy yet.
 */
export const competitionSnapshots = pgTable(
  'competition_snapshots',
  {
    kind: text('kind', { enum: COMPETITION_FEEDS }).primaryKey(),
    payload: jsonb('payload'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
    lastError: text('last_error'),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  },
  (t) => [
    check('competition_snapshots_kind_check', inList(t.kind, COMPETITION_FEEDS)),
    check('competition_snapshots_copy_check', sql`(${t.payload} is null) = (${t.fetchedAt} is null)`),
  ],
);

/**
 * A result staff entered or corrected in the console because the feed was wrong or late. It wins
 * over the feed's score for that match (which it marks finished) until it is deleted.
 */
export const competitionResults = pgTable(
  'competition_results',
  {
    /** The feed's match id. */
    matchId: text('match_id').primaryKey(),
    homeGoalCount: integer('home_goal_count').notNull(),
    awayGoalCount: integer('away_goal_count').notNull(),
    attendanceNumber: integer('attendance_number'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('competition_results_goals_check', sql`${t.homeGoalCount} >= 0 and ${t.awayGoalCount} >= 0`),
    check('competition_results_attendance_check', sql`${t.attendanceNumber} is null or ${t.attendanceNumber} >= 0`),
  ],
);
