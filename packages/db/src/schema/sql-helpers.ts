import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b')` from one of the status lists of @club/core. */
export const inList = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
