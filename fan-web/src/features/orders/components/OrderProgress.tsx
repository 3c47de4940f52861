import { useTranslation } from 'react-i18next';
import { ORDER_MOMENTS, type OrderDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { CopyButton } from '../../../components/CopyButton';
import { formatDateTime } from '../../../lib/intl';

/** The moments of an order, in the order they happen; only those that happened are shown. */
/** Dates of each step so far, the tracking number once shipped, and the club's note to the fan. */
export function OrderProgress({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const na = t('common.na');
  const happened = ORDER_MOMENTS.filter((m) => order[m]);
  return (
    <section className="card" aria-labelledby="order-progress-title" data-testid="order-progress">
      <h2 id="order-progress-title">{t('order.progressTitle')}</h2>
      {order.tracking_number && (
        <div className="order-tracking">
          <span>{t('order.trackingNumber')}</span>
          <strong className="mono" data-testid="tracking-number">
            {order.tracking_number}
          </strong>
          <CopyButton text={order.tracking_number} label={t('common.copy')} copiedLabel={t('common.copied')} />
        </div>
      )}
      <ol className="order-timeline">
        {happened.map((m) => (
          <li key={m} data-testid={`order-date-${m}`}>
            <span className="order-timeline-label">{t(`order.dates.${m}`)}</span>
            <time dateTime={order[m]!}>{formatDateTime(order[m], lang, na)}</time>
          </li>
        ))}
      </ol>
      {order.payment_reference && (
        <p className="order-progress-fact">
          {t('order.paymentReference')}: <span className="mono">{order.payment_reference}</span>
        </p>
      )}
      {order.admin_notes && (
        <div className="notice notice-info order-admin-notes">
          <h3>{t('order.adminNotes')}</h3>
          <p data-testid="admin-notes">{order.admin_notes}</p>
        </div>
      )}
    </section>
  );
}
