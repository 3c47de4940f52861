import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/i18n';
import { formatDateTime } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';

/** How long the fan still has to pay (orders hold their stock for hours, so hours and minutes), and by when. */
export function TimeLeft({ until }: { until: string }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const now = useNow(1000);
  const leftMs = Date.parse(until) - now;
  if (!(leftMs > 0)) {
    return (
      <p className="notice notice-warning order-time-up" role="status" data-testid="order-time-up">
        {t('order.timeUp')}
      </p>
    );
  }
  const minutesLeft = Math.ceil(leftMs / 60_000);
  const urgent = minutesLeft <= 60;
  return (
    <div className={urgent ? 'order-time-left order-time-left-urgent' : 'order-time-left'} data-testid="order-time-left">
      <p className="order-time-left-row">
        <span>{t('order.timeLeft')}</span>
        <time dateTime={`PT${Math.floor(minutesLeft / 60)}H${minutesLeft % 60}M`} className="order-time-left-value">
          {minutesLeft < 60 ? t('order.timeLeftMinutes', { minutes: minutesLeft }) : t('order.timeLeftValue', { hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60 })}
        </time>
      </p>
      <p className="order-time-left-note">{t('order.payBy', { date: formatDateTime(until, lang, t('common.na')) })}</p>
    </div>
  );
}
