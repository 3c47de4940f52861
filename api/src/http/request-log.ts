import { stdSerializers } from 'pino';

/**
 * The request in its log line: id, method and path. Never the query string (staff search users
 * by e-mail, fans and lines by name), nor a password reset link's token, nor the headers (bearer
 * tokens, session cookies).
 */
export const requestForLog = (req: { id: unknown; method: string; url: string }) => ({
  id: req.id,
  method: req.method,
  url: req.url.split('?')[0]!.replace(/(\/reset-password\/)[^/]+/, '$1[redacted]'),
});

/** Fields of a PostgreSQL error that copy the data of the row or call: the failing row, the context, the query inside a function. */
const DATA_FIELDS = ['params', 'detail', 'where', 'internalQuery'];

/**
 * An error in the log without the data it was about. Drizzle writes a failed query's parameters
 * (a statement line's payer names, a fan's e-mail) into its message, and so into the stack;
 * PostgreSQL writes the failing row into `detail`. The SQL text, the code and the constraint stay.
 */
export function errorForLog(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const written: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const at = e.message.indexOf('\nparams: ');
    if (at >= 0 && Array.isArray((e as { params?: unknown }).params)) written.push(e.message.slice(at));
  }
  const logged: Record<string, unknown> = { ...stdSerializers.err(err) };
  for (const field of DATA_FIELDS) delete logged[field];
  for (const field of ['message', 'stack'] as const) {
    let text = logged[field];
    if (typeof text !== 'string') continue;
    for (const tail of written) text = text.split(tail).join('\nparams: [redacted]');
    logged[field] = text;
  }
  return logged;
}
