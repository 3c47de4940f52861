import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@club/core';
import { useAuth } from '../../lib/auth/auth';
import { useLanguage } from '../../lib/i18n';

/** EN/TH: every text switches at once, and the choice is remembered on this device and on the account. */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const active = useLanguage();
  const { user, updateProfile } = useAuth();

  const choose = (language: Language) => {
    if (language === active) return;
    void i18n.changeLanguage(language);
    // The account keeps it for the emails the club sends; the choice on this device stands either way.
    if (user) updateProfile({ preferredLanguage: language }).catch(() => undefined);
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
