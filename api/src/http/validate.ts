import { z } from 'zod';
import { localize } from '@club/core';
import { Invalid, NotFound } from './errors.js';

/** Parse request input with a zod schema from @club/core; the first problem becomes the message. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  const message = first?.message ?? 'Invalid input';
  // A Thai reader gets the message alone; the field is in `details`.
  throw new Invalid({ en: `${where}${message}`, th: localize(message, 'th') }, result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
}

const uuid = z.uuid();

/** A path id that is not even a UUID names nothing: answer 404 like any other unknown id. */
export function parseId(value: string | undefined, notFoundMessage: string): string {
  if (!uuid.safeParse(value).success) throw new NotFound(notFoundMessage);
  return value as string;
}
