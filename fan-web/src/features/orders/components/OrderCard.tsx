import { useTranslation } from 'react-i18next';
import { displayOrderStatus, formatBaht, type OrderDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime, inLanguage } from '../../../lib/intl';
import { ItemThumb } from './OrderItems';
import { OrderStatusBadge } from './OrderStatusBadge';
import { Link } from 'react-router-dom';

/** How many items a card previews (spec section 9). */
const PREVIEW_ITEMS = 3;

/** One order in the history: number, date, status, a few items, total, shipping and what the fan can do next. */
export function OrderCard({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const shown = displayOrderStatus(order);
  const preview = order.items.slice(0, PREVIEW_ITEMS);
  const more = order.items.length - preview.length;
  const link = `/orders/${order.id}`;

  return (
    <li className="order-card" data-testid="order-card" data-order-id={order.id}>
      <div className="order-card-head">
        <div>
          <h2 className="order-card-number">
            <Link to={link} className="mono">
              {order.order_number}
            </Link>
          </h2>
          <p className="order-card-date">{t('history.placedOn', { date: formatDateTime(order.created_at, lang, t('common.na')) })}</p>
        </div>
        <OrderStatusBadge status={shown} />
      </div>
      {order.cancellation_reason === 'payment_expired' && (
        <p className="order-card-note" data-testid="order-card-expired">
          {t('history.notPaidInTime')}
        </p>
      )}
      <ul className="order-card-items" aria-label={t('order.itemsTitle')}>
        {preview.map((item) => (
          <li key={item.id}>
            <ItemThumb src={item.product_image_url} size={44} />
            <span className="order-card-item-name">{inLanguage(lang, item.product_name, item.product_name_th)}</span>
            <span className="order-card-item-qty">×{item.quantity}</span>
          </li>
        ))}
        {more > 0 && (
          <li className="order-card-more" data-testid="order-card-more">
            {t('history.more', { count: more })}
          </li>
        )}
      </ul>
      <dl className="order-card-facts">
        <div>
          <dt>{t('history.total')}</dt>
          <dd data-testid="order-card-total">{formatBaht(order.total_satang, lang)}</dd>
        </div>
        <div>
          <dt>{t('history.shippingMethod')}</dt>
          <dd>{inLanguage(lang, order.shipping_method_name, order.shipping_method_name_th)}</dd>
        </div>
      </dl>
      <div className="order-card-actions">
        {shown === 'pending' && (
          <Link className="button button-primary button-small" to={`/payment/order/${order.id}`} data-testid="order-pay-now">
            {t('history.payNow')}
          </Link>
        )}
        {shown === 'verifying' && (
          <Link className="button button-primary button-small" to={`/payment/order/${order.id}`} data-testid="order-view-status">
            {t('history.viewStatus')}
          </Link>
        )}
        <Link className="button button-secondary button-small" to={link} data-testid="order-view-details">
          {t('history.viewDetails')}
        </Link>
      </div>
    </li>
  );
}
