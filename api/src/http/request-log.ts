import { stdSerializers } from 'pino';
import { messageForLog } from '@club/db';

/** An address as a log may keep it: its path, without the query string (a search, a claim or verification token) nor a reset link's token. */
export const pathForLog = (url: string) => url.split('?')[0]!.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]');

/**
 * The request in its log line: id, method and path. Never the query string (staff search users
 * by e-mail, fans and lines by name), nor a password reset link's token, nor the headers (bearer
 * tokens, session cookies).
 */
export const requestForLog = (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: pathForLog(req.url) });

/** Fields of a PostgreSQL error that copy the data of the row or call: the failing row, the context, the query inside a function. */
const DATA_FIELDS = ['params', 'detail', 'where', 'internalQuery'];

/**
 * An error in the log without the data it was about. Drizzle writes a failed query's parameters
 * (a statement line's payer names, a fan's e-mail) into its message, and so into the stack;
 * PostgreSQL writes the failing row into `detail`. The SQL text, the code and the constraint stay.
 */
export function errorForLog(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  // What each error of the chain wrote beyond what a log may keep (messageForLog), wherever its message is repeated.
  const written: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const kept = messageForLog(e);
    if (kept !== e.message && e.message.startsWith(kept)) written.push(e.message.slice(kept.length));
  }
  const logged: Record<string, unknown> = { ...stdSerializers.err(err) };
  for (const field of DATA_FIELDS) delete logged[field];
  for (const field of ['message', 'stack'] as const) {
    const text = logged[field];
    if (typeof text === 'string') logged[field] = written.reduce((kept, tail) => kept.split(tail).join(''), text);
  }
  return logged;
}
