import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from './SectionHeading';
import { Link } from 'react-router-dom';

// Display-only offers (spec section 9).
const SINGLE_TICKET_BAHT = 750;
const SINGLE_TICKETS_LISTED = 150;
const YEARLY_PASS_BAHT = 9_000;
const YEARLY_PASSES_LISTED = 25;

interface OfferProps {
  name: string;
  price: string;
  period: string;
  stock: string;
  perks: readonly string[];
  badge?: string;
  action: ReactNode;
}

function Offer({ name, price, period, stock, perks, badge, action }: OfferProps) {
  return (
    <article className={badge ? 'offer offer-upcoming' : 'offer'}>
      <div className="offer-top">
        <h3>{name}</h3>
        {badge && <span className="badge">{badge}</span>}
      </div>
      <p className="offer-price">
        <strong>{price}</strong> <span>{period}</span>
      </p>
      <p className="offer-stock">
        <Icon name="ticket" size={16} />
        {stock}
      </p>
      <ul className="offer-perks">
        {perks.map((perk) => (
          <li key={perk}>
            <Icon name="check" size={18} />
            {perk}
          </li>
        ))}
      </ul>
      {action}
    </article>
  );
}

export function TicketOffers() {
  const { t } = useTranslation('landing');
  const lang = useLanguage();
  return (
    <section className="section" aria-labelledby="offers-title">
      <div className="container">
        <SectionHeading id="offers-title" title={t('offers.title')} text={t('offers.subtitle')} />
        <div className="offer-grid">
          <Offer
            name={t('offers.single.name')}
            price={formatBaht(bahtToSatang(SINGLE_TICKET_BAHT), lang)}
            period={t('offers.single.period')}
            stock={t('offers.single.stock', { amount: SINGLE_TICKETS_LISTED })}
            perks={t('offers.single.perks', { returnObjects: true })}
            action={
              <Link className="button button-primary" to="/#matches">
                {t('offers.single.cta')}
              </Link>
            }
          />
          <Offer
            name={t('offers.pass.name')}
            price={formatBaht(bahtToSatang(YEARLY_PASS_BAHT), lang)}
            period={t('offers.pass.period')}
            stock={t('offers.pass.stock', { amount: YEARLY_PASSES_LISTED })}
            perks={t('offers.pass.perks', { returnObjects: true })}
            badge={t('offers.comingSoon')}
            action={
              <button type="button" className="button button-secondary" disabled>
                {t('offers.comingSoon')}
              </button>
            }
          />
        </div>
      </div>
    </section>
  );
}
