import type { Language } from './statuses.js';
import { FAN_MESSAGES } from './messages/fans.js';
import { REQUEST_MESSAGES } from './messages/requests.js';
import { STAFF_MESSAGES } from './messages/staff.js';

export * from './messages/fans.js';
export * from './messages/requests.js';
export * from './messages/staff.js';

/** A message a fan or staff member may read, in both languages of the sites. The API answers in the caller's language. */
export interface Localized {
  en: string;
  th: string;
}

/**
 * Every fixed message the API may send, by a stable key (`area.what`: `cart.empty`,
 * `order.tracking_required`), in both languages; the areas live in ./messages/. A message with
 * a name or a number in it is a function of the area's file that gives a Localized.
 */
// Merged by a call marked pure: a site that reads no message (the fan site's schemas only name keys) leaves the words out of its bundle, which a top-level spread would keep.
const merged = <A extends object, B extends object, C extends object>(a: A, b: B, c: C): A & B & C => ({ ...a, ...b, ...c });
export const MESSAGES = /* @__PURE__ */ merged(REQUEST_MESSAGES, FAN_MESSAGES, STAFF_MESSAGES);
export type MessageKey = keyof typeof MESSAGES;

// hasOwn: a text that is `constructor` or `toString` must not find the prototype's.
export const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(MESSAGES, text);

/** The words of a message for a reader of `lang`. */
export const textOf = (message: MessageKey | Localized, lang: Language): string =>
  (typeof message === 'string' ? MESSAGES[message] : message)[lang];

/**
 * The message a zod schema gives: the key itself, which the compiler checks
 * (`z.uuid(msg('match.not_found'))`). The API reads it back with `schemaMessage`.
 */
export const msg = (key: MessageKey): string => key;

/** The message a zod schema gives when it has values in it: the Localized words, carried through zod as JSON. */
export const msgWith = (message: Localized): string => JSON.stringify(message);

/** Both languages of a schema's message (`msg` or `msgWith`); undefined for any other text (zod's own, in English). */
export function schemaMessage(text: string): Localized | undefined {
  if (isMessageKey(text)) return MESSAGES[text];
  if (!text.startsWith('{"en":')) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<Localized>;
    return typeof parsed.en === 'string' && typeof parsed.th === 'string' ? { en: parsed.en, th: parsed.th } : undefined;
  } catch {
    return undefined;
  }
}

/** A field's problem said on its own: "price: Price must be more than 0" in English; the Thai reader gets the words alone. */
export function atField(path: string, message: MessageKey | Localized): Localized {
  return { en: `${path}: ${textOf(message, 'en')}`, th: textOf(message, 'th') };
}

