import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBaht, type MatchDto, type TeamDto } from '@club/core';
import { currentLang } from '../../../app/i18n';
import { useAuth } from '../../../app/auth';
import { ClubLogo } from '../../../components/ClubLogo';
import { Icon } from '../../../components/Icon';
import { formatDate, formatNumber } from '../../../lib/format';

function Team({ team, home }: { team: TeamDto | null; home: boolean }) {
  const { t } = useTranslation();
  const th = currentLang() === 'th';
  const logo = team?.logo
    ? <img src={team.logo} alt="" width={64} height={64} />
    : home ? <ClubLogo size={64} /> : <span className="ball"><Icon name="ball" size={56} /></span>;
  return (
    <div className="team">
      {logo}
      <span>{team ? (th ? team.nameTh : team.name) : t('common.tba')}</span>
    </div>
  );
}

export function MatchCard({ match, large = false }: { match: MatchDto; large?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const th = currentLang() === 'th';
  return (
    <article className={`match-card${large ? ' large' : ''}`} data-testid="match-card">
      <p className="league">{th ? match.leagueTh : match.league}</p>
      <div className="teams">
        <Team team={match.homeTeam} home />
        <span className="vs">{t('landing.vs')}</span>
        <Team team={match.awayTeam} home={false} />
      </div>
      <dl className="match-facts">
        <div><dt><Icon name="calendar" /></dt><dd>{formatDate(match.matchDate, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</dd></div>
        <div><dt><Icon name="clock" /></dt><dd>{formatDate(match.matchDate, { hour: '2-digit', minute: '2-digit' })}</dd></div>
        <div><dt><Icon name="pin" /></dt><dd>{th ? match.venue.nameTh : match.venue.name}</dd></div>
      </dl>
      <div className="match-buy">
        <div>
          <span className="price">{formatBaht(match.ticketPriceSatang, currentLang())}</span>
          {!match.unlimitedTickets && <span className="left">{t('landing.available', { count: match.availableTickets, formatted: formatNumber(match.availableTickets) })}</span>}
        </div>
        <Link className="btn btn-accent" to={user ? `/buy-ticket/${match.id}` : '/login'}>{t('landing.getTickets')}</Link>
      </div>
    </article>
  );
}
