import { useTranslation } from 'react-i18next';
import { ClubCrest } from './ClubCrest';

/** Shown while the stored session is checked, before any route renders. */
export function BootScreen() {
  const { t } = useTranslation();
  return (
    <div className="boot-screen" role="status">
      <ClubCrest size={64} />
      <span className="spinner" aria-hidden="true" />
      <p>{t('status.loading')}</p>
    </div>
  );
}
