import { useTranslation } from 'react-i18next';
import { formatBaht, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { formatDateTime, inLanguage } from '../../../lib/intl';

/** The zone bought and its numbered seats, row by row ("Row C · Seats 12, 13"), as labels and values. */
export function usePlaceFacts(purchase: PurchaseDto): [string, string][] {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const facts: [string, string][] = [[t('place.zone'), inLanguage(lang, purchase.zone.name, purchase.zone.nameTh)]];
  if (purchase.seats) {
    const rows = new Map<string, number[]>();
    for (const seat of purchase.seats) rows.set(seat.row, [...(rows.get(seat.row) ?? []), seat.number]);
    const seats = [...rows].map(([row, numbers]) => t('place.seatsValue', { row, numbers: numbers.join(', '), count: numbers.length }));
    facts.push([t('place.seats'), seats.join('; ')]);
  }
  return facts;
}

/** What was bought: optionally the reference, then the zone and seats, tickets and price per ticket (a season pass: the matches it covers) and the total. */
export function PurchaseTotals({ purchase, withReference = false }: { purchase: PurchaseDto; withReference?: boolean }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const place = usePlaceFacts(purchase);
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
      {place.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid="purchase-place">{value}</dd>
        </div>
      ))}
      {purchase.season ? (
        // One pass: what it covers, not a count of tickets at a price each.
        <div>
          <dt>{t('season.covers')}</dt>
          <dd data-testid="purchase-covers">{t('season.matches', { count: purchase.season.matches })}</dd>
        </div>
      ) : (
        <>
          <div>
            <dt>{t('common.quantity')}</dt>
            <dd>{purchase.quantity}</dd>
          </div>
          <div>
            <dt>{t('common.unitPrice')}</dt>
            <dd>{formatBaht(Math.round(purchase.totalSatang / purchase.quantity), lang)}</dd>
          </div>
        </>
      )}
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
