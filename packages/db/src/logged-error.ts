import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error's message as a log may keep it. Drizzle writes a failed query's parameters into its
 * message ("Failed query: <sql>\nparams: <values>"): the values are the data (a statement line's
 * payer, a fan's e-mail), the SQL is not.
 */
export function messageForLog(err: unknown): string {
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  return err instanceof Error ? err.message : String(err);
}
