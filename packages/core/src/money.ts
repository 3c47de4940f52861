import { DATE_LOCALES } from './dates.js';
import type { Language } from './statuses.js';

/** Money is integer satang everywhere inside the system (1 baht = 100 satang). */
export const SATANG_PER_BAHT = 100;

export const bahtToSatang = (baht: number): number => Math.round(baht * SATANG_PER_BAHT);
export const satangToBaht = (satang: number): number => satang / SATANG_PER_BAHT;

/** Intl's locale of a language, for numbers as for dates ('th-TH', 'en-GB'); anything else reads as English. */
const localeOf = (lang: string) => DATE_LOCALES[lang === 'th' ? 'th' : 'en'];

/** A count in the reader's language: "1,234". */
export const formatNumber = (value: number, lang: Language) => new Intl.NumberFormat(localeOf(lang)).format(value);

/** The one way an amount is written in each language: "฿9,000" in English, "9,000 บาท" in Thai. */
const withCurrency = (amount: string, lang: string) => (lang === 'th' ? `${amount} บาท` : `฿${amount}`);

/** Baht for display, without decimals (spec section 9): "฿9,000" in English, "9,000 บาท" in Thai. */
export function formatBaht(satang: number, lang = 'en'): string {
  return withCurrency(new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 0 }).format(Math.round(satang / SATANG_PER_BAHT)), lang);
}

/** An amount to transfer, to the satang as the bank shows it (spec: two decimals): "฿9,000.00", "9,000.00 บาท". */
export function formatBankAmount(satang: number, lang = 'en'): string {
  return withCurrency(new Intl.NumberFormat(localeOf(lang), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(satang / SATANG_PER_BAHT), lang);
}
