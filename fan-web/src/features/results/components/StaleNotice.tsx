import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { formatDateTime } from '../../../lib/intl';

/** The last fetch from the competition service failed or is old: what is shown may be out of date. */
export function StaleNotice({ fetchedAt }: { fetchedAt: string | null }) {
  const { t } = useTranslation('results');
  const lang = useLanguage();
  return (
    <p className="notice notice-warning results-stale" role="status" data-testid="stale-notice">
      <Icon name="clock" size={18} />
      <span>{fetchedAt ? t('stale.since', { time: formatDateTime(fetchedAt, lang, '') }) : t('stale.never')}</span>
    </p>
  );
}
