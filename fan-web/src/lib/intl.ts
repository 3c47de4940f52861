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
