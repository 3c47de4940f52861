import type { TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from './i18n/en';
import { th } from './i18n/th';
import { chooseLocale, initialLocale, type ConsoleLocale } from './locale';

export const i18nProvider = polyglotI18nProvider((locale) => (locale === 'th' ? th : en) as TranslationMessages, initialLocale(), [
  { locale: 'en', name: 'English' },
  { locale: 'th', name: 'ไทย' },
], { allowMissing: true });

// Remember the choice made with the AppBar's language menu.
const changeLocale = i18nProvider.changeLocale;
i18nProvider.changeLocale = (locale, options) => {
  chooseLocale(locale as ConsoleLocale);
  return changeLocale(locale, options);
};
document.documentElement.lang = initialLocale();
