import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** `column in ('a', 'b')` from one of the status lists of @club/core. */
export const inList = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/** Core's referenceKey in SQL, of a column of the same row (capitals, letters and digits only), for a generated column; db's reference-key test holds the two together. */
export const referenceKeyOf = (column: string): SQL => sql`regexp_replace(upper(${sql.identifier(column)}), '[^A-Z0-9]', '', 'g')`;

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
