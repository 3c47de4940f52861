import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, type MatchDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { FactList } from '../../../components/FactList';
import { Icon } from '../../../components/Icon';
import { Words } from '../../../components/Words';
import { formatMatchDay, formatMatchTime, inLanguage } from '../../../lib/intl';
import { TeamLogo } from '../../../components/TeamLogo';
import { Link } from 'react-router-dom';

/**
 * One promoted match. "featured" is the large call to action used when it is the only one.
 * Get tickets always points at the buy page: its guard sends a signed-out visitor to /login and back.
 */
export function MatchCard({ match, featured = false }: { match: MatchDto; featured?: boolean }) {
  const { t } = useTranslation('landing');
  const lang = useLanguage();
  const home = inLanguage(lang, match.homeTeam.name, match.homeTeam.nameTh);
  const away = match.awayTeam ? inLanguage(lang, match.awayTeam.name, match.awayTeam.nameTh) : t('match.tba');
  const logoSize = featured ? 96 : 64;

  return (
    <article className={featured ? 'match-card match-card-featured' : 'match-card'} data-testid="match-card">
      <div className="match-card-top">
        <span className="league">{inLanguage(lang, match.league, match.leagueTh)}</span>
        {featured && <span className="eyebrow">{t('hero.nextMatch')}</span>}
      </div>
      <h2 className="teams">
        <span className="team">
          <TeamLogo team={match.homeTeam} side="home" size={logoSize} />
          <span className="team-name">
            <Words text={home} />
          </span>
        </span>
        <span className="vs">{t('match.vs')}</span>
        <span className="team">
          <TeamLogo team={match.awayTeam} side="away" size={logoSize} />
          <span className="team-name">
            <Words text={away} />
          </span>
        </span>
      </h2>
      <FactList
        className="match-facts"
        facts={[
          { icon: 'calendar', label: t('match.date'), value: formatMatchDay(match.matchDate, lang) },
          { icon: 'clock', label: t('match.time'), value: t('match.timeValue', { time: formatMatchTime(match.matchDate, lang) }) },
          { icon: 'pin', label: t('match.venue'), value: <Words text={inLanguage(lang, match.venue.name, match.venue.nameTh)} /> },
        ]}
      />
      <div className="match-buy">
        <div>
          <p className="match-price">
            {/* Zones at several prices: the lowest, said as where prices start. */}
            {new Set(match.zones.map((z) => z.priceSatang)).size > 1 && <span>{t('match.from')} </span>}
            <strong>{formatBaht(bahtToSatang(match.ticketPrice), lang)}</strong> <span>{t('match.perTicket')}</span>
          </p>
          {!match.unlimitedTickets && <p className="match-availability">{t('match.available', { count: match.availableTickets })}</p>}
        </div>
        <Link className="button button-primary" to={`/buy-ticket/${match.id}`} aria-label={t('match.getTicketsFor', { home, away })}>
          <Icon name="ticket" size={18} />
          {t('match.getTickets')}
        </Link>
      </div>
    </article>
  );
}
