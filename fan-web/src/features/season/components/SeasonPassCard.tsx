import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, gateNames, type SeasonPassDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { FactList } from '../../../components/FactList';
import { Icon } from '../../../components/Icon';
import { Words } from '../../../components/Words';
import { formatDay, formatMatchWhen, inLanguage } from '../../../lib/intl';
import { BuySeasonPass } from './BuySeasonPass';

interface SeasonPassCardProps {
  pass: SeasonPassDto;
  /** The fan is buying this one: its form is open. */
  buying: boolean;
  /** "Buy this pass" (a visitor is sent to sign in first), or the form closed again. */
  onBuy: () => void;
  onCancel: () => void;
  signedIn: boolean;
}

/** A pass on sale or in renewal: what it is, where, for which matches and until when; then buying it. */
export function SeasonPassCard({ pass, buying, onBuy, onCancel, signedIn }: SeasonPassCardProps) {
  const { t } = useTranslation('season');
  const lang = useLanguage();
  const day = (iso: string) => formatDay(new Date(iso), lang);
  const renewal = pass.state === 'renewal';
  const soldOut = pass.available === 0;
  const zone = pass.zone;
  const sale = renewal
    ? <>{t('card.renewalUntil', { date: day(pass.saleStartsAt) })}<br />{t('card.saleFrom', { from: day(pass.saleStartsAt), until: day(pass.saleEndsAt) })}</>
    : t('card.onSaleUntil', { date: day(pass.saleEndsAt) });

  return (
    <article className="season-card" style={{ '--zone-colour': zone.colour } as CSSProperties} aria-labelledby={`pass-${pass.id}`} data-testid="season-pass">
      <header className="season-card-head">
        <span className={renewal ? 'badge badge-renewal' : 'badge'}>{renewal ? t('card.state_renewal') : t('card.state_on_sale')}</span>
        <h2 id={`pass-${pass.id}`}>
          <Words text={inLanguage(lang, pass.name, pass.nameTh)} />
        </h2>
        <p className="season-card-label">{t('card.season', { label: pass.seasonLabel })}</p>
      </header>
      <p className="season-card-price">
        <strong data-testid="pass-price">{formatBaht(pass.priceSatang, lang)}</strong> <span>{t('card.perSeason')}</span>
      </p>
      <p className={soldOut ? 'season-card-left season-card-soldout' : 'season-card-left'} data-testid="pass-left">
        <Icon name="ticket" size={16} />
        {t('card.left', { count: pass.available })}
      </p>
      <FactList
        className="season-card-facts"
        facts={[
          {
            icon: 'ticket',
            label: t('card.zone'),
            value: (
              <>
                <span className="zone-swatch" aria-hidden="true" />
                <strong>
                  <Words text={inLanguage(lang, zone.name, zone.nameTh)} />
                </strong>{' '}
                · {zone.numbered ? t('card.numbered') : t('card.unnumbered')}
                <br />
                {zone.gates.length ? t('card.gates', { gates: gateNames(zone.gates, lang) }) : t('card.anyGate')}
              </>
            ),
          },
          { icon: 'pin', label: t('card.venue'), value: <Words text={inLanguage(lang, pass.venue.name, pass.venue.nameTh)} /> },
          { icon: 'clock', label: t('card.sale'), value: sale },
        ]}
      />
      <section className="season-card-matches" aria-labelledby={`matches-${pass.id}`}>
        <h3 id={`matches-${pass.id}`}>{pass.matches.length ? t('card.matches', { count: pass.matches.length }) : t('card.noMatches')}</h3>
        {pass.matches.length > 0 && (
          <ol data-testid="pass-matches">
            {pass.matches.map((match) => (
              <li key={match.id}>
                <span className="season-match-when">{formatMatchWhen(match.matchDate, lang)}</span>
                <Words text={match.awayTeam ? inLanguage(lang, match.awayTeam.name, match.awayTeam.nameTh) : t('card.tba')} />
              </li>
            ))}
          </ol>
        )}
        <p className="field-hint">{t('card.laterMatches')}</p>
      </section>
      {buying && signedIn ? (
        <BuySeasonPass pass={pass} onCancel={onCancel} />
      ) : (
        <button type="button" className="button button-primary season-card-buy" disabled={soldOut} onClick={onBuy} data-testid="season-buy-open">
          <Icon name="ticket" size={18} />
          {soldOut ? t('buy.soldOut') : !signedIn ? (renewal ? t('buy.signInRenew') : t('buy.signIn')) : renewal ? t('buy.renew') : t('buy.choose')}
        </button>
      )}
    </article>
  );
}
