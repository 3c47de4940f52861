import { DrizzleQueryError } from 'drizzle-orm';

/**
 * An error's message as a log may keep it. Drizzle writes a failed query's parameters into its
 * message ("Failed query: <sql>\nparams: <values>"): the values are the data (a statement line's
 * payer, a fan's e-mail), the SQL is not.
 */
export function messageForLog(err: unknown): string {
  if (err instanceof DrizzleQueryError) return `Failed query: ${err.query}`;
  const text = err instanceof Error ? err.message : String(err);
  // Such a message copied on its own (better-auth logs some errors by their message).
  return text.startsWith('Failed query: ') ? text.replace(/\nparams: [\s\S]*$/, '') : text;
}
