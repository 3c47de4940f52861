import { formatBaht } from '@club/core';
import { useLanguage } from '../lib/i18n';

interface TotalsListProps {
  /** data-testid of the list; each row's is `${rowTestIdPrefix}-subtotal`, `-discount`, `-shipping`, `-total`. */
  testId: string;
  rowTestIdPrefix: string;
  labels: { subtotal: string; discount: string; shipping?: string; total: string };
  subtotalSatang: number;
  discountSatang: number;
  promoCode: string | null;
  /** The shipping row's text (a price, "Free", "at the next step"); no row when left out. */
  shipping?: string;
  totalSatang: number;
}

/** Subtotal, discount (only when there is one), shipping and total: the cart, the checkout and an order show the same rows. */
export function TotalsList({ testId, rowTestIdPrefix: prefix, labels, subtotalSatang, discountSatang, promoCode, shipping, totalSatang }: TotalsListProps) {
  const lang = useLanguage();
  return (
    <dl className="summary-list" data-testid={testId}>
      <div>
        <dt>{labels.subtotal}</dt>
        <dd data-testid={`${prefix}-subtotal`}>{formatBaht(subtotalSatang, lang)}</dd>
      </div>
      {discountSatang > 0 && (
        <div className="summary-discount">
          <dt>
            {labels.discount}
            {promoCode ? ` (${promoCode})` : ''}
          </dt>
          <dd data-testid={`${prefix}-discount`}>−{formatBaht(discountSatang, lang)}</dd>
        </div>
      )}
      {shipping !== undefined && (
        <div>
          <dt>{labels.shipping}</dt>
          <dd data-testid={`${prefix}-shipping`}>{shipping}</dd>
        </div>
      )}
      <div className="summary-total">
        <dt>{labels.total}</dt>
        <dd data-testid={`${prefix}-total`}>{formatBaht(totalSatang, lang)}</dd>
      </div>
    </dl>
  );
}
