/** The language of the console and of the gate app: the one last chosen in either (kept in this browser), else the browser's. */
export const LOCALE_KEY = 'club.admin.locale';
export type ConsoleLocale = 'en' | 'th';

export function initialLocale(): ConsoleLocale {
  const stored = localStorage.getItem(LOCALE_KEY);
  if (stored === 'en' || stored === 'th') return stored;
  return navigator.language.toLowerCase().startsWith('th') ? 'th' : 'en';
}

/** Keep the choice, and say it on the page (<html lang>: the API words its answers in it). */
export function chooseLocale(locale: ConsoleLocale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  document.documentElement.lang = locale;
}
