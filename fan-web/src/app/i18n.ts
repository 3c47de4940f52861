import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en/translation.json';
import th from '../locales/th/translation.json';

// Detection order of spec section 1: stored choice, then browser, then the page's declared language.
void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en }, th: { translation: th } },
    fallbackLng: 'en',
    supportedLngs: ['en', 'th'],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    interpolation: { escapeValue: false },
    detection: { order: ['localStorage', 'navigator', 'htmlTag'], caches: ['localStorage'], lookupLocalStorage: 'i18nextLng' },
  });

const applyLang = (lng: string) => { document.documentElement.lang = lng.startsWith('th') ? 'th' : 'en'; };
applyLang(i18n.resolvedLanguage ?? 'en');
i18n.on('languageChanged', applyLang);

export default i18n;

/** 'th' or 'en', whatever regional variant the browser reported. */
export const currentLang = (): 'en' | 'th' => ((i18n.resolvedLanguage ?? i18n.language ?? 'en').startsWith('th') ? 'th' : 'en');
