import { formatClubDateTime, formatClubLongDate, formatClubTime, formatClubYear, type Language } from '@club/core';

// Dates are core's (packages/core/src/dates.ts), as in the console: Bangkok time wherever the
// visitor is, and the Buddhist year in Thai.

/** "Sunday, 29 November 2026" / "วันอาทิตย์ที่ 29 พฤศจิกายน 2569". */
export const formatMatchDay = (iso: string, lang: Language) => formatClubLongDate(iso, lang, { weekday: true });

/** "19:00" on a 24-hour clock. */
export const formatMatchTime = (iso: string, lang: Language) => formatClubTime(iso, lang);

/** Kick-off as one line of a ticket: "Thursday, 3 December 2026 · 22:44"; the dot never starts a line. */
export const formatMatchWhen = (iso: string, lang: Language) => `${formatMatchDay(iso, lang)}\u00a0· ${formatMatchTime(iso, lang)}`;

/** A time to do something by, such as paying: "14:35" on a 24-hour clock, Bangkok time. */
export const formatDeadlineTime = (iso: string, lang: Language) => formatClubTime(iso, lang);

/** A calendar date without weekday: "1 January 2024" / "1 มกราคม 2567". */
export const formatDay = (date: Date, lang: Language) => formatClubLongDate(date, lang);

/** A year on its own, in the Buddhist era in Thai. */
export const formatYear = (year: number, lang: Language) => formatClubYear(year, lang);


/** The English or the Thai text of a bilingual record. */
export const inLanguage = (lang: Language, english: string, thai: string) => (lang === 'th' ? thai : english);

/** Date and time of an event such as a payment: "22 Nov 2026, 14:05" / "22 พ.ย. 2569 14:05"; N/A when empty. */
export const formatDateTime = (iso: string | null, lang: Language, empty: string) => {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return formatClubDateTime(date, lang);
};

/** Time left as minutes:seconds ("04:09"), never below 00:00. */
export const formatTimeLeft = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
