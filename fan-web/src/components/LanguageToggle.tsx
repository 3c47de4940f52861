import { useTranslation } from 'react-i18next';
import { currentLang } from '../app/i18n';
import { useAuth } from '../app/auth';

/** EN/TH: switches every text at once, remembered in local storage (and on the profile when signed in). */
export function LanguageToggle() {
  const { t, i18n } = useTranslation();
  const { user, updateProfile } = useAuth();
  const lang = currentLang();
  const choose = (lng: 'en' | 'th') => {
    void i18n.changeLanguage(lng);
    if (user && user.preferredLanguage !== lng) updateProfile({ preferredLanguage: lng }).catch(() => undefined);
  };
  return (
    <div className="lang-toggle" role="group" aria-label={t('nav.language')}>
      {(['en', 'th'] as const).map((lng) => (
        <button key={lng} type="button" data-testid={`lang-${lng}`} aria-pressed={lang === lng} className={lang === lng ? 'active' : ''} onClick={() => choose(lng)}>
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
