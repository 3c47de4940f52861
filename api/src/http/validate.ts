import { z } from 'zod';
import {
  msgWith, numberTooBig, numberTooSmall, oneOfValues, schemaMessage, textTooLong, textTooShort, tooFewItems, tooManyItems, unknownFields,
  MESSAGES, type Localized,
} from '@club/core';
import { Invalid, NotFound, type Message } from './errors.js';

/**
 * Words for a problem whose schema gave no message (zod's own are English only), from what
 * zod found: a string too long, a number too small, a value not among the allowed ones.
 */
function defaultMessage(issue: z.core.$ZodRawIssue): Localized {
  const { code } = issue;
  if (code === 'invalid_type') return issue.input === undefined ? MESSAGES['validation.required']
    : issue.expected === 'string' ? MESSAGES['validation.text']
      : issue.expected === 'number' ? MESSAGES['validation.number']
        : issue.expected === 'int' ? MESSAGES['validation.whole_number'] : MESSAGES['validation.invalid'];
  if (code === 'too_big') return issue.origin === 'string' ? textTooLong(Number(issue.maximum)) : issue.origin === 'array' || issue.origin === 'set' ? tooManyItems(issue.maximum) : numberTooBig(issue.maximum);
  if (code === 'too_small') return issue.origin === 'string' ? textTooShort(Number(issue.minimum)) : issue.origin === 'array' || issue.origin === 'set' ? tooFewItems(issue.minimum) : numberTooSmall(issue.minimum);
  if (code === 'invalid_value') return oneOfValues(issue.values);
  if (code === 'invalid_format') return MESSAGES['validation.format'];
  if (code === 'unrecognized_keys') return unknownFields(issue.keys);
  return MESSAGES['validation.invalid'];
}

/** Both languages of an issue's message: the schema's key or words with values, else the text as it is. */
const messageOf = (text: string): Localized => schemaMessage(text) ?? { en: text, th: text };

/** Parse request input with a zod schema from @club/core; the first problem becomes the message, in the caller's language. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input, { error: (issue) => msgWith(defaultMessage(issue)) });
  if (result.success) return result.data;
  const first = result.error.issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  const message = first ? messageOf(first.message) : MESSAGES['validation.invalid'];
  // A Thai reader gets the message alone; the field is in `details`.
  throw new Invalid({ en: `${where}${message.en}`, th: message.th }, result.error.issues.map((i) => ({ path: i.path.join('.'), message: messageOf(i.message) })));
}

const uuid = z.uuid();

/** A path id that is not even a UUID names nothing: answer 404 like any other unknown id. */
export function parseId(value: string | undefined, notFoundMessage: Message): string {
  if (!uuid.safeParse(value).success) throw new NotFound(notFoundMessage);
  return value as string;
}
