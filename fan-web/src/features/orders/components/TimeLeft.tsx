import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n';
import { DeadlineAnnouncer } from '../../../components/DeadlineAnnouncer';
import { formatDateTime } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';

/**
 * How long the fan still has to pay (orders hold their stock for hours, so hours and minutes), and
 * by when; a screen reader hears it when the page opens, at the last hour's thresholds and at the end.
 */
export function TimeLeft({ until }: { until: string }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const now = useNow(1000);
  const leftMs = Date.parse(until) - now;
  const date = formatDateTime(until, lang, t('common.na'));
  const spoken = (minutes: number) => {
    if (!minutes) return t('order.timeUp');
    const hours = t('order.spokenHours', { count: Math.floor(minutes / 60) });
    const rest = t('order.spokenMinutes', { count: minutes % 60 });
    const left = minutes < 60 ? rest : minutes % 60 ? t('order.spokenHoursMinutes', { hours, minutes: rest }) : hours;
    return t('order.leftSpoken', { left, date });
  };
  const minutesLeft = Math.ceil(leftMs / 60_000);
  const urgent = minutesLeft <= 60;
  return (
    <>
      <DeadlineAnnouncer until={until} say={spoken} />
      {!(leftMs > 0) ? (
        // Said by the announcer above: no live region of its own.
        <p className="notice notice-warning order-time-up" data-testid="order-time-up">
          {t('order.timeUp')}
        </p>
      ) : (
        <div className={urgent ? 'order-time-left order-time-left-urgent' : 'order-time-left'} data-testid="order-time-left">
          <p className="order-time-left-row">
            <span>{t('order.timeLeft')}</span>
            <time dateTime={`PT${Math.floor(minutesLeft / 60)}H${minutesLeft % 60}M`} className="order-time-left-value">
              {minutesLeft < 60 ? t('order.timeLeftMinutes', { minutes: minutesLeft }) : t('order.timeLeftValue', { hours: Math.floor(minutesLeft / 60), minutes: minutesLeft % 60 })}
            </time>
          </p>
          <p className="order-time-left-note">{t('order.payBy', { date })}</p>
        </div>
      )}
    </>
  );
}
