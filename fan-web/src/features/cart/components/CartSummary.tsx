import { useTranslation } from 'react-i18next';
import type { CartSummaryDto } from '@club/core';
import { TotalsList } from '../../../components/TotalsList';

/** Subtotal, discount (only when there is one) and total, all as the server worked them out. */
export function CartSummary({ summary }: { summary: CartSummaryDto }) {
  const { t } = useTranslation('cart');
  return (
    <TotalsList
      testId="cart-summary"
      rowTestIdPrefix="cart"
      labels={{ subtotal: t('summary.subtotal'), discount: t('summary.discount'), total: t('summary.total') }}
      subtotalSatang={summary.subtotal_satang}
      discountSatang={summary.discount_satang}
      promoCode={summary.promo_code}
      totalSatang={summary.total_satang}
    />
  );
}
