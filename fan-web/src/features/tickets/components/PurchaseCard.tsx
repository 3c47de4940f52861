import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBaht, type PurchaseDto } from '@club/core';
import { useLanguage } from '../../../app/i18n';
import { FactList } from '../../../components/FactList';
import { Icon } from '../../../components/Icon';
import { Words } from '../../../components/Words';
import { formatMatchDay, formatMatchTime, inLanguage } from '../../../lib/intl';
import { StatusBadge } from './StatusBadge';
import { useShownStatus } from './use-shown-status';

/** One purchase in "my tickets": status, match, when and where, what was bought, and what to do next. */
export function PurchaseCard({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const shown = useShownStatus(purchase)!;
  const m = purchase.matchDetails;
  const home = inLanguage(lang, m.homeTeam.name, m.homeTeam.nameTh);
  const away = m.awayTeam ? inLanguage(lang, m.awayTeam.name, m.awayTeam.nameTh) : t('match.tba');

  return (
    <article className={`purchase-card purchase-card-${shown}`} data-testid="purchase-card" data-status={shown} aria-labelledby={`purchase-${purchase.id}`}>
      <header className="purchase-card-head">
        <StatusBadge status={shown} />
        <span className="purchase-card-ref mono">{purchase.referenceNumber}</span>
      </header>
      <h3 id={`purchase-${purchase.id}`} className="purchase-card-title">
        <Words text={home} /> <span className="purchase-card-vs">{t('match.vs')}</span> <Words text={away} />
      </h3>
      <FactList
        className="purchase-card-facts"
        facts={[
          { icon: 'calendar', label: t('match.date'), value: `${formatMatchDay(m.matchDate, lang)} · ${formatMatchTime(m.matchDate, lang)}` },
          { icon: 'pin', label: t('match.venue'), value: inLanguage(lang, m.venue.name, m.venue.nameTh) },
          { icon: 'ticket', label: t('common.quantity'), value: `${t('list.quantityValue', { count: purchase.quantity })} · ${formatBaht(purchase.totalSatang, lang)}` },
        ]}
      />
      <div className="purchase-card-actions">
        {shown === 'pending' && (
          <Link className="button button-primary button-small" to={`/payment/${purchase.id}`}>
            {t('list.continuePayment')}
          </Link>
        )}
        {shown === 'completed' && (
          <Link className="button button-primary button-small" to={`/ticket/${purchase.id}`}>
            <Icon name="qr" size={16} />
            {t('list.showQr')}
          </Link>
        )}
        <Link className="button button-ghost button-small" to={`/ticket/${purchase.id}`}>
          {t('list.details')}
        </Link>
      </div>
    </article>
  );
}
