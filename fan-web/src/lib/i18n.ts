import i18n, { type InitOptions, type LanguageDetectorModule } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next, useTranslation } from 'react-i18next';
import { LANGUAGE_COOKIE, LANGUAGES, readerLanguage, type Language } from '@club/core';

/**
 * The texts by namespace, each fetched in the reader's language only: the site's own (common) at
 * startup, a page's with the page (see `loadTexts`). The server names the files of the page
 * opened, in the reader's language, with the main script (api/src/http/page-files.ts), so they arrive with it.
 */
interface EnglishTexts {
  common: typeof import('../locales/en/common.json');
  landing: typeof import('../locales/en/landing.json');
  auth: typeof import('../locales/en/auth.json');
  terms: typeof import('../locales/en/terms.json');
  tickets: typeof import('../locales/en/tickets.json');
  store: typeof import('../locales/en/store.json');
  cart: typeof import('../locales/en/cart.json');
  checkout: typeof import('../locales/en/checkout.json');
  orders: typeof import('../locales/en/orders.json');
  results: typeof import('../locales/en/results.json');
  account: typeof import('../locales/en/account.json');
  season: typeof import('../locales/en/season.json');
  queue: typeof import('../locales/en/queue.json');
}
interface ThaiTexts {
  common: typeof import('../locales/th/common.json');
  landing: typeof import('../locales/th/landing.json');
  auth: typeof import('../locales/th/auth.json');
  terms: typeof import('../locales/th/terms.json');
  tickets: typeof import('../locales/th/tickets.json');
  store: typeof import('../locales/th/store.json');
  cart: typeof import('../locales/th/cart.json');
  checkout: typeof import('../locales/th/checkout.json');
  orders: typeof import('../locales/th/orders.json');
  results: typeof import('../locales/th/results.json');
  account: typeof import('../locales/th/account.json');
  season: typeof import('../locales/th/season.json');
  queue: typeof import('../locales/th/queue.json');
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

/** The reader's choice, as kept in its cookie (which the server reads too). */
const chosen = (): string | undefined =>
  document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`))?.slice(LANGUAGE_COOKIE.length + 1);

/**
 * The reader's language (spec section 1), by core's rule as the server applies it: their choice,
 * else the first of ours among the browser's languages, else Thai. A choice is kept in a cookie,
 * so that the server renders the next page in the same language.
 */
const pageLanguage: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => readerLanguage(navigator.languages, chosen()),
  cacheUserLanguage(language) {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${400 * 24 * 60 * 60}; samesite=lax`;
  },
};

if (typeof window !== 'undefined') {
  // The <html lang> attribute follows the language, for screen readers and Thai line breaking.
  i18n.on('languageChanged', () => {
    document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
  });
}

/** Settles once the site's own texts are in, in the reader's language (at once on the server, which has every text: entry-server.tsx). */
export const textsReady: Promise<unknown> =
  typeof window === 'undefined'
    ? Promise.resolve()
    : i18n
        .use(pageLanguage)
        .use(initReactI18next)
        .use(resourcesToBackend((language: string, namespace: string) => import(`../locales/${language}/${namespace}.json`)))
        .init({ ...textOptions, ns: ['common'] });

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
