import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@club/core';
import { useLanguage } from '../../lib/i18n';

/**
 * EN/TH: every text switches at once, and the choice is remembered on this device (its cookie).
 * The language of the club's mail is the account page's setting, not this.
 */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const active = useLanguage();

  const choose = (language: Language) => {
    if (language === active) return;
    void i18n.changeLanguage(language);
  };

  return (
    <div className="language-toggle" role="group" aria-label={t('language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          aria-pressed={language === active}
          // Each language is named in itself ("English", "ไทย"), so a screen reader reads it in that language.
          lang={language}
          title={t(`language.${language}Name`)}
          data-testid={`lang-${language}`}
          onClick={() => choose(language)}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
