/**
 * The gate app's words, from the console's locale files (the `gate.*` keys, and the check-in page's
 * refusals), with their `%{name}` places filled and plurals chosen by `smart_count`: the polyglot format,
 * without react-admin.
 */
import { en } from '../i18n/en';
import { th } from '../i18n/th';
import type { ConsoleLocale } from '../locale';

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export function translator(locale: ConsoleLocale): Translate {
  const messages: unknown = locale === 'th' ? th : en;
  return (key, vars = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
    // "one |||| many" by smart_count, as polyglot (Thai has one form).
    const forms = (typeof found === 'string' ? found : key).split(' |||| ');
    const text = forms[Math.min(forms.length - 1, vars.smart_count === 1 ? 0 : 1)]!;
    return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

/** Times and dates as the gate shows them: Bangkok time, in the steward's language (th-TH counts Buddhist years). */
export function clock(locale: ConsoleLocale) {
  const tag = locale === 'th' ? 'th-TH' : 'en-GB';
  const time = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' });
  const date = new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Bangkok', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const number = new Intl.NumberFormat(tag);
  return { time: (at: Date | string) => time.format(new Date(at)), date: (at: Date | string) => date.format(new Date(at)), number: (n: number) => number.format(n) };
}
