import i18n, { type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@club/core';
import enCommon from '../locales/en/common.json';
import enLanding from '../locales/en/landing.json';
import thCommon from '../locales/th/common.json';
import thLanding from '../locales/th/landing.json';

/**
 * The texts by namespace. The landing page's (common, landing) come with the first script in both
 * languages, so the first paint needs no further request; every other namespace is fetched in the
 * reader's language only, with the page that uses it (see `loadTexts`).
 */
interface EnglishTexts {
  common: typeof enCommon;
  landing: typeof enLanding;
  auth: typeof import('../locales/en/auth.json');
  terms: typeof import('../locales/en/terms.json');
  tickets: typeof import('../locales/en/tickets.json');
  store: typeof import('../locales/en/store.json');
  cart: typeof import('../locales/en/cart.json');
  checkout: typeof import('../locales/en/checkout.json');
  orders: typeof import('../locales/en/orders.json');
  results: typeof import('../locales/en/results.json');
}
interface ThaiTexts {
  common: typeof thCommon;
  landing: typeof thLanding;
  auth: typeof import('../locales/th/auth.json');
  terms: typeof import('../locales/th/terms.json');
  tickets: typeof import('../locales/th/tickets.json');
  store: typeof import('../locales/th/store.json');
  cart: typeof import('../locales/th/cart.json');
  checkout: typeof import('../locales/th/checkout.json');
  orders: typeof import('../locales/th/orders.json');
  results: typeof import('../locales/th/results.json');
}
export type Namespace = keyof EnglishTexts;

// Both languages must have exactly the same keys: this fails to compile when one of them lacks a key.
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _localesMatch: SameKeys<EnglishTexts, ThaiTexts> = true;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: EnglishTexts;
  }
}

/** What the site's i18next instances share: this page's, and each page rendered on the server (entry-server.tsx). */
export const textOptions = {
  defaultNS: 'common',
  // Both languages have every key (checked above), so a Thai reader needs no English copy of a
  // namespace; English stands in only for a language the site does not have.
  fallbackLng: (code: string) => (code === 'th' ? [] : ['en']),
  supportedLngs: LANGUAGES,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/** The cookie that tells the server the reader's language (also in api/src/http/server-render.ts). */
export const LANGUAGE_COOKIE = 'club_lang';

if (typeof window !== 'undefined') {
  // The <html lang> attribute follows the language, for screen readers and Thai line breaking.
  i18n.on('languageChanged', () => {
    document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  });

  void i18n
    .use(LanguageDetector)
    .use(initReactI18next)
    .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
    .init({
      ...textOptions,
      resources: { en: { common: enCommon, landing: enLanding }, th: { common: thCommon, landing: thLanding } },
      // The other namespaces come from the backend above, each when a page first needs it.
      partialBundledLanguages: true,
      ns: ['common', 'landing'],
      // The landing page's texts are bundled, so the first render already has them.
      initAsync: false,
      detection: {
        // Spec section 1: the stored choice, then the browser, then the page's declared language.
        order: ['localStorage', 'navigator', 'htmlTag'],
        // Kept in a cookie too, so that the server renders the next page in the same language.
        caches: ['localStorage', 'cookie'],
        lookupLocalStorage: 'i18nextLng',
        lookupCookie: LANGUAGE_COOKIE,
        cookieMinutes: 400 * 24 * 60,
        cookieOptions: { path: '/', sameSite: 'lax' },
        // Browsers report "th-TH" or "en-US"; the site only knows "th" and "en".
        convertDetectedLanguage: (lng) => lng.split('-')[0] ?? lng,
      },
    });
}

/** Fetch the texts of these namespaces in the reader's language (a page loads its own before it shows). */
export function loadTexts(namespaces: Namespace[]): Promise<void> {
  // A page rendered on the server has every text already (entry-server.tsx).
  if (typeof window === 'undefined') return Promise.resolve();
  return i18n.loadNamespaces(namespaces);
}

export { i18n };

/** The active language of the interface: 'en' or 'th'. */
export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return instance.resolvedLanguage === 'th' ? 'th' : 'en';
}
