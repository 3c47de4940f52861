import { useTranslation } from 'react-i18next';
import { formatBaht, type CartSummaryDto } from '@club/core';
import { useLanguage } from '../../../app/i18n';

/** Subtotal, discount (only when there is one) and total, all as the server worked them out. */
export function CartSummary({ summary }: { summary: CartSummaryDto }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  return (
    <dl className="summary-list cart-totals" data-testid="cart-summary">
      <div>
        <dt>{t('summary.subtotal')}</dt>
        <dd data-testid="cart-subtotal">{formatBaht(summary.subtotal_satang, lang)}</dd>
      </div>
      {summary.discount_satang > 0 && (
        <div className="cart-discount">
          <dt>
            {t('summary.discount')}
            {summary.promo_code ? ` (${summary.promo_code})` : ''}
          </dt>
          <dd data-testid="cart-discount">−{formatBaht(summary.discount_satang, lang)}</dd>
        </div>
      )}
      <div className="summary-total">
        <dt>{t('summary.total')}</dt>
        <dd data-testid="cart-total">{formatBaht(summary.total_satang, lang)}</dd>
      </div>
    </dl>
  );
}
