import type { Language } from '@club/core';

// 'th-TH' writes dates with the Buddhist year (2567 for 2024), as Thai readers expect.
const LOCALES: Record<Language, string> = { en: 'en-GB', th: 'th-TH' };

/** Matches are played in Bangkok: show their times there, wherever the visitor is. */
const CLUB_TIME_ZONE = 'Asia/Bangkok';

const formatIn = (lang: Language, options: Intl.DateTimeFormatOptions, date: Date) =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: CLUB_TIME_ZONE, ...options }).format(date);

/** "Sunday, 29 November 2026" / "วันอาทิตย์ที่ 29 พฤศจิกายน 2569". */
export const formatMatchDay = (iso: string, lang: Language) =>
  formatIn(lang, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, new Date(iso));

/** "19:00" on a 24-hour clock. */
export const formatMatchTime = (iso: string, lang: Language) =>
  formatIn(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, new Date(iso));

/** A calendar date without weekday: "1 January 2024" / "1 มกราคม 2567". */
export const formatDay = (date: Date, lang: Language) => formatIn(lang, { day: 'numeric', month: 'long', year: 'numeric' }, date);

/** A year on its own, in the Buddhist era in Thai. */
export const formatYear = (year: number, lang: Language) => formatIn(lang, { year: 'numeric' }, new Date(Date.UTC(year, 6, 1)));

export const formatNumber = (value: number, lang: Language) => new Intl.NumberFormat(LOCALES[lang]).format(value);

/** The English or the Thai text of a bilingual record. */
export const inLanguage = (lang: Language, english: string, thai: string) => (lang === 'th' ? thai : english);

/** Date and time of an event such as a payment: "22 Nov 2026, 14:05" / "22 พ.ย. 2569 14:05"; N/A when empty. */
export const formatDateTime = (iso: string | null, lang: Language, empty: string) => {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return formatIn(lang, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, date);
};

/** Time left as minutes:seconds ("04:09"), never below 00:00. */
export const formatTimeLeft = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
