import { useTranslation } from 'react-i18next';
import { formatBaht, type OrderDto } from '@club/core';
import { useLanguage } from '../../../app/i18n';

/** Subtotal, discount (when any), shipping and total, as the server fixed them on the order. */
export function OrderTotals({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <dl className="summary-list" data-testid="order-totals">
      <div>
        <dt>{t('order.subtotal')}</dt>
        <dd data-testid="order-subtotal">{formatBaht(order.subtotal_satang, lang)}</dd>
      </div>
      {order.discount_satang > 0 && (
        <div className="order-discount">
          <dt>
            {t('order.discount')}
            {order.promo_code ? ` (${order.promo_code})` : ''}
          </dt>
          <dd data-testid="order-discount">−{formatBaht(order.discount_satang, lang)}</dd>
        </div>
      )}
      <div>
        <dt>{t('order.shipping')}</dt>
        <dd data-testid="order-shipping">{order.shipping_satang === 0 ? t('common.free') : formatBaht(order.shipping_satang, lang)}</dd>
      </div>
      <div className="summary-total">
        <dt>{t('order.total')}</dt>
        <dd data-testid="order-total">{formatBaht(order.total_satang, lang)}</dd>
      </div>
    </dl>
  );
}
