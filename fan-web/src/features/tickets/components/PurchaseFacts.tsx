import { useTranslation } from 'react-i18next';
import { formatBaht, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/intl';

/** What was bought: optionally the reference, then tickets, price per ticket and the total. */
export function PurchaseTotals({ purchase, withReference = false }: { purchase: PurchaseDto; withReference?: boolean }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  return (
    <dl className="summary-list">
      {withReference && (
        <div>
          <dt>{t('common.reference')}</dt>
          <dd className="mono" data-testid="success-reference">
            {purchase.referenceNumber}
          </dd>
        </div>
      )}
      <div>
        <dt>{t('common.quantity')}</dt>
        <dd>{purchase.quantity}</dd>
      </div>
      <div>
        <dt>{t('common.unitPrice')}</dt>
        <dd>{formatBaht(Math.round(purchase.totalSatang / purchase.quantity), lang)}</dd>
      </div>
      <div className="summary-total">
        <dt>{t('common.total')}</dt>
        <dd>{formatBaht(purchase.totalSatang, lang)}</dd>
      </div>
    </dl>
  );
}

/** Why and when staff rejected the payment: the preset reason in the reader's language, and staff's note as they wrote it. */
export function RejectionFacts({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const { t: common } = useTranslation('common');
  const lang = useLanguage();
  const na = t('common.na');
  return (
    <dl className="summary-list">
      <div>
        <dt>{t('payment.reason')}</dt>
        <dd data-testid="rejection-reason">{purchase.rejectionReason ? common(`rejection.reasons.${purchase.rejectionReason}`) : na}</dd>
      </div>
      {purchase.rejectionNote && (
        <div>
          <dt>{common('rejection.staffNote')}</dt>
          <dd data-testid="rejection-note">{purchase.rejectionNote}</dd>
        </div>
      )}
      <div>
        <dt>{t('payment.rejectedAt')}</dt>
        <dd>{formatDateTime(purchase.rejectedAt, lang, na)}</dd>
      </div>
    </dl>
  );
}
