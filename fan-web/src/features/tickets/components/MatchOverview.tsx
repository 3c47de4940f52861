import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { FactList } from '../../../components/FactList';
import type { IconName } from '../../../components/Icon';
import { TeamLogo } from '../../../components/TeamLogo';
import { Words } from '../../../components/Words';
import { formatMatchDay, formatMatchTime, inLanguage } from '../../../lib/intl';

interface MatchOverviewProps {
  match: {
    matchDate: string;
    homeTeam: TeamDto;
    awayTeam: TeamDto | null;
    venue: { name: string; nameTh: string; address: string; addressTh: string; capacity?: number };
    league: string;
    leagueTh: string;
  };
  /** Also the venue's address and capacity (the buy page). */
  full?: boolean;
}

/** Both teams with their logos (club crest / ball when missing, TBA without an opponent), then when and where. */
export function MatchOverview({ match, full = false }: MatchOverviewProps) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const home = inLanguage(lang, match.homeTeam.name, match.homeTeam.nameTh);
  const away = match.awayTeam ? inLanguage(lang, match.awayTeam.name, match.awayTeam.nameTh) : t('match.tba');
  const facts: { icon: IconName; label: string; value: ReactNode }[] = [
    { icon: 'calendar', label: t('match.date'), value: formatMatchDay(match.matchDate, lang) },
    { icon: 'clock', label: t('match.time'), value: formatMatchTime(match.matchDate, lang) },
    { icon: 'pin', label: t('match.venue'), value: <Words text={inLanguage(lang, match.venue.name, match.venue.nameTh)} /> },
  ];
  if (full) {
    facts.push({ icon: 'pin', label: t('match.address'), value: inLanguage(lang, match.venue.address, match.venue.addressTh) });
    if (match.venue.capacity) facts.push({ icon: 'user', label: t('match.capacity'), value: t('match.capacityValue', { count: match.venue.capacity }) });
  }
  return (
    <div className="match-overview">
      <p className="match-overview-league">{inLanguage(lang, match.league, match.leagueTh)}</p>
      <h2 className="match-overview-teams">
        <span className="match-overview-team">
          <TeamLogo team={match.homeTeam} side="home" size={56} />
          <span>
            <Words text={home} />
          </span>
        </span>
        <span className="match-overview-vs">{t('match.vs')}</span>
        <span className="match-overview-team">
          <TeamLogo team={match.awayTeam} side="away" size={56} />
          <span>
            <Words text={away} />
          </span>
        </span>
      </h2>
      <FactList className="match-overview-facts" facts={facts} />
    </div>
  );
}
