import { useTranslation } from 'react-i18next';
import { formatBaht, type OrderDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { TotalsList } from '../../../components/TotalsList';

/** Subtotal, discount (when any), shipping and total, as the server fixed them on the order. */
export function OrderTotals({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <TotalsList
      testId="order-totals"
      rowTestIdPrefix="order"
      labels={{ subtotal: t('order.subtotal'), discount: t('order.discount'), shipping: t('order.shipping'), total: t('order.total') }}
      subtotalSatang={order.subtotal_satang}
      discountSatang={order.discount_satang}
      promoCode={order.promo_code}
      shipping={order.shipping_satang === 0 ? t('common.free') : formatBaht(order.shipping_satang, lang)}
      totalSatang={order.total_satang}
    />
  );
}
