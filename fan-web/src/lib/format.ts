import { currentLang } from '../app/i18n';

const locale = () => (currentLang() === 'th' ? 'th-TH' : 'en-GB');

/** Dates in the active language (Thai shows the Buddhist year); N/A when empty, Invalid Date when unparsable. */
export function formatDate(value: string | number | Date | null | undefined, opts: Intl.DateTimeFormatOptions): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return 'Invalid Date';
  return new Intl.DateTimeFormat(locale(), { timeZone: 'Asia/Bangkok', ...opts }).format(d);
}

export const formatNumber = (n: number) => new Intl.NumberFormat(locale()).format(n);
