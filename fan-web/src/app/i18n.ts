import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@club/core';
import enAuth from '../locales/en/auth.json';
import enCart from '../locales/en/cart.json';
import enCheckout from '../locales/en/checkout.json';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import enOrders from '../locales/en/orders.json';
import enResults from '../locales/en/results.json';
import enStore from '../locales/en/store.json';
import enTerms from '../locales/en/terms.json';
import enTickets from '../locales/en/tickets.json';
import thAuth from '../locales/th/auth.json';
import thCart from '../locales/th/cart.json';
import thCheckout from '../locales/th/checkout.json';
import thCommon from '../locales/th/common.json';
import thLanding from '../locales/th/landing.json';
import thOrders from '../locales/th/orders.json';
import thResults from '../locales/th/results.json';
import thStore from '../locales/th/store.json';
import thTerms from '../locales/th/terms.json';
import thTickets from '../locales/th/tickets.json';

const en = { common: enCommon, landing: enLanding, auth: enAuth, terms: enTerms, tickets: enTickets, store: enStore, cart: enCart, checkout: enCheckout, orders: enOrders, results: enResults };
const th = { common: thCommon, landing: thLanding, auth: thAuth, terms: thTerms, tickets: thTickets, store: thStore, cart: thCart, checkout: thCheckout, orders: thOrders, results: thResults };

// Both languages must have exactly the same keys: this fails to compile when one of them lacks a key.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _localesMatch: SameKeys<typeof en, typeof th> = true;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

// The <html lang> attribute follows the language, for screen readers and Thai line breaking.
i18n.on('languageChanged', () => {
  document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en, th },
    defaultNS: 'common',
    fallbackLng: 'en',
    supportedLngs: LANGUAGES,
    // The texts are bundled, so the first render already has them.
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      // Spec section 1: the stored choice, then the browser, then the page's declared language.
      order: ['localStorage', 'navigator', 'htmlTag'],
      caches: ['localStorage'],
      lookupLocalStorage: 'i18nextLng',
      // Browsers report "th-TH" or "en-US"; the site only knows "th" and "en".
      convertDetectedLanguage: (lng) => lng.split('-')[0] ?? lng,
    },
  });

export { i18n };

/** The active language of the interface: 'en' or 'th'. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return instance.resolvedLanguage === 'th' ? 'th' : 'en';
}
