import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, type SeasonPassDto } from '@club/core';
import { useSeasonPasses } from '../../../lib/get-season-passes';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { SectionHeading } from './SectionHeading';
import { Link } from 'react-router-dom';

// The single ticket is a display-only offer (spec section 9); the season pass is the passes on sale.
const SINGLE_TICKET_BAHT = 750;
const SINGLE_TICKETS_LISTED = 150;

interface OfferProps {
  name: string;
  /** None while no pass is on sale (or while that is being asked): the stock line says so instead. */
  price?: string;
  period: string;
  stock: string;
  perks: readonly string[];
  action: ReactNode;
  testId?: string;
}

function Offer({ name, price, period, stock, perks, action, testId }: OfferProps) {
  return (
    <article className="offer" data-testid={testId}>
      <div className="offer-top">
        <h3>{name}</h3>
      </div>
      {price ? (
        <>
          <p className="offer-price">
            <strong>{price}</strong> <span>{period}</span>
          </p>
          <p className="offer-stock" data-testid={testId && `${testId}-stock`}>
            <Icon name="ticket" size={16} />
            {stock}
          </p>
        </>
      ) : (
        <p className="offer-none" data-testid={testId && `${testId}-stock`}>
          {stock}
        </p>
      )}
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

/** The passes on sale at a glance: the lowest price of those with places left, and the places left in all. */
function passFigures(passes: SeasonPassDto[]) {
  const open = passes.filter((p) => p.available > 0);
  if (!open.length) return null;
  const prices = open.map((p) => p.priceSatang);
  return { lowest: Math.min(...prices), varies: new Set(prices).size > 1, left: open.reduce((sum, p) => sum + p.available, 0) };
}

export function TicketOffers() {
  const { t } = useTranslation('landing');
  const lang = useLanguage();
  const passes = useSeasonPasses();
  // While the list loads (or if it cannot), the offer says nothing it does not know.
  const figures = passes.data ? passFigures(passes.data) : null;
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
            price={figures ? `${figures.varies ? `${t('offers.pass.from')} ` : ''}${formatBaht(figures.lowest, lang)}` : undefined}
            period={t('offers.pass.period')}
            stock={figures ? t('offers.pass.stock', { count: figures.left }) : passes.isPending ? t('offers.pass.loading') : t('offers.pass.none')}
            perks={t('offers.pass.perks', { returnObjects: true })}
            testId="season-offer"
            action={
              <Link className={figures ? 'button button-primary' : 'button button-secondary'} to="/season-pass">
                {t('offers.pass.cta')}
              </Link>
            }
          />
        </div>
      </div>
    </section>
  );
}
