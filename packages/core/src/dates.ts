import type { Language } from './statuses.js';

/** The club plays and works in Bangkok: dates show its clock wherever the reader is (no daylight saving, UTC+7). */
export const CLUB_TIME_ZONE = 'Asia/Bangkok';

/** 'th-TH' writes the Buddhist-era year (2569 for 2026), as Thai readers expect; 'en-GB' writes "24 Nov 2026". */
export const DATE_LOCALES: Record<Language, string> = { en: 'en-GB', th: 'th-TH' };

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const LONG_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${JSON.stringify(options)}`;
  let fmt = formatters.get(key);
  if (!fmt) formatters.set(key, (fmt = new Intl.DateTimeFormat(DATE_LOCALES[lang], { timeZone: CLUB_TIME_ZONE, ...options })));
  return fmt;
}

type When = string | number | Date;
const toDate = (when: When) => (when instanceof Date ? when : new Date(when));

interface ClubDateOptions {
  /** The day of the week first, where it matters (a kick-off): "Fri, 27 Nov 2026" / "ศุกร์ 27 พ.ย. 2569". */
  weekday?: boolean;
}

const day = ({ weekday = false }: ClubDateOptions): Intl.DateTimeFormatOptions => (weekday ? { weekday: 'short', ...DAY } : DAY);

/** "24 Nov 2026" / "24 พ.ย. 2569"; with `weekday`, "Tue, 24 Nov 2026" / "อังคาร 24 พ.ย. 2569". */
export const formatClubDate = (when: When, lang: Language, options: ClubDateOptions = {}) => formatter(lang, day(options)).format(toDate(when));

/**
 * "24 Nov 2026, 13:10" / "24 พ.ย. 2569 13:10", on a 24-hour clock; "13:10:52" with `seconds`;
 * "Tue, 24 Nov 2026, 13:10" / "อังคาร 24 พ.ย. 2569 13:10" with `weekday`.
 */
export const formatClubDateTime = (when: When, lang: Language, { seconds = false, ...options }: ClubDateOptions & { seconds?: boolean } = {}) =>
  formatter(lang, { ...day(options), ...CLOCK, ...(seconds ? { second: '2-digit' } : {}) }).format(toDate(when));

/** "13:10", or "13:10:52" with `seconds`. */
export const formatClubTime = (when: When, lang: Language, { seconds = false }: { seconds?: boolean } = {}) =>
  formatter(lang, seconds ? { ...CLOCK, second: '2-digit' } : CLOCK).format(toDate(when));

/**
 * A headline date, month written out (the fan site's match pages and cards): "1 January 2024" /
 * "1 มกราคม 2567"; with `weekday`, "Sunday, 29 November 2026" / "วันอาทิตย์ที่ 29 พฤศจิกายน 2569".
 */
export const formatClubLongDate = (when: When, lang: Language, { weekday = false }: ClubDateOptions = {}) =>
  formatter(lang, weekday ? { weekday: 'long', ...LONG_DAY } : LONG_DAY).format(toDate(when));

/** A year on its own: "2026" / "พ.ศ. 2569". */
export const formatClubYear = (year: number, lang: Language) => formatter(lang, { year: 'numeric' }).format(new Date(Date.UTC(year, 6, 1)));

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400_000], ['hour', 3_600_000], ['minute', 60_000]];

/** "in 12 minutes" / "อีก 12 นาที", "3 hours ago" / "3 ชั่วโมงที่ผ่านมา": the largest whole unit, down to minutes. */
export function formatRelative(when: When, lang: Language, now: number = Date.now()): string {
  const ms = toDate(when).getTime() - now;
  const rtf = new Intl.RelativeTimeFormat(DATE_LOCALES[lang], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(ms) >= size) return rtf.format(Math.trunc(ms / size), unit);
  }
  return rtf.format(0, 'minute');
}
