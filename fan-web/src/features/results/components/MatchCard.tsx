import { useTranslation } from 'react-i18next';
import { formatNumber, clubScore, clubSide, FEED_MATCH_STATUSES, feedKickOff, isFinishedMatch, type CompetitionMatchDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { FactList } from '../../../components/FactList';
import { Icon } from '../../../components/Icon';
import { Words } from '../../../components/Words';
import { formatMatchDay, formatMatchTime } from '../../../lib/intl';
import { inFeedLanguage } from '../match-display';
import { TeamMark } from './TeamMark';
import { Link } from 'react-router-dom';

interface Team {
  th: string;
  en: string | null;
  logo: string | null;
  isClub: boolean;
}

function TeamSide({ team, align }: { team: Team; align: 'start' | 'end' }) {
  const lang = useLanguage();
  return (
    <span className={`result-team result-team-${align}${team.isClub ? ' result-team-club' : ''}`}>
      <TeamMark logo={team.logo} nameTh={team.th} nameEn={team.en} isClub={team.isClub} size={48} />
      <span className="result-team-name">
        <Words text={inFeedLanguage(lang, team.th, team.en)} />
      </span>
    </span>
  );
}

/**
 * One of the club's matches (spec section 2): the club is always written first, so a finished
 * match reads club–opponent (clubScore); HOME or AWAY says where it was played. A fixture the club
 * sells tickets for (the API links it by the feed's id: sale_match_id) leads to its buy page.
 */
export function MatchCard({ match, clubNameTh }: { match: CompetitionMatchDto; clubNameTh: string }) {
  const { t } = useTranslation('results');
  const lang = useLanguage();
  const side = clubSide(match, clubNameTh);
  const finished = isFinishedMatch(match);
  const score = clubScore(match, clubNameTh);
  const home: Team = { th: match.home_team_name, en: match.home_team_name_en, logo: match.home_team_logo, isClub: side === 'home' };
  const away: Team = { th: match.away_team_name, en: match.away_team_name_en, logo: match.away_team_logo, isClub: side === 'away' };
  const [first, second] = side === 'away' ? [away, home] : [home, away];
  // The feed's Bangkok date and time as an instant.
  const kickOff = feedKickOff(match).toISOString();
  const stage = match.stage_name ? inFeedLanguage(lang, match.stage_name, match.stage_name_en) : null;
  const stadium = match.stadium_name ? inFeedLanguage(lang, match.stadium_name, match.stadium_name_en) : t('card.stadiumUnknown');
  const buyFor = !finished && match.sale_match_id ? match.sale_match_id : null;
  const showFoot = finished || match.manual || !!buyFor;

  return (
    <li
      className={`result-card result-card-${finished ? 'finished' : 'upcoming'}${score ? ` result-card-${score.result}` : ''}`}
      data-testid="match-card"
      data-status={finished ? 'finished' : 'upcoming'}
      data-side={side ?? undefined}
      data-match-id={match.id}
    >
      <div className="result-card-head">
        <p className="result-competition">
          <span className="result-tournament">{inFeedLanguage(lang, match.tournament_name, match.tournament_name_en)}</span>
          {stage && <span className="result-stage">{stage}</span>}
        </p>
        <span className="result-chips">
          {match.match_status === FEED_MATCH_STATUSES.live && <span className="result-live">{t('card.live')}</span>}
          {side && (
            <span className={`result-side result-side-${side}`} data-testid="match-side">
              {t(`card.${side}`)}
            </span>
          )}
        </span>
      </div>
      <h2 className="result-teams">
        <TeamSide team={first} align="start" />
        {score ? (
          <span className="result-score" data-testid="club-score">
            <span>{score.club}</span>
            <span className="result-score-dash">–</span>
            <span>{score.opponent}</span>
          </span>
        ) : (
          <span className="result-vs">{finished ? '–' : t('card.vs')}</span>
        )}
        <TeamSide team={second} align="end" />
      </h2>
      <FactList
        className="result-facts"
        facts={[
          { icon: 'calendar', label: t('card.date'), value: <time dateTime={kickOff}>{formatMatchDay(kickOff, lang)}</time> },
          { icon: 'clock', label: t('card.time'), value: t('card.timeValue', { time: formatMatchTime(kickOff, lang) }) },
          { icon: 'pin', label: t('card.stadium'), value: stadium },
        ]}
      />
      {showFoot && (
        <div className="result-card-foot">
          {score && (
            <span className={`result-badge result-badge-${score.result}`} data-testid="match-result" data-result={score.result}>
              {t(`result.${score.result}`)}
            </span>
          )}
          {match.attendance_number !== null && (
            <span className="result-attendance" data-testid="match-attendance">
              <Icon name="user" size={16} />
              {t('card.attendance', { value: formatNumber(match.attendance_number, lang) })}
            </span>
          )}
          {match.manual && (
            <span className="result-manual" title={t('card.manualHint')} data-testid="match-manual">
              <Icon name="check" size={14} />
              {t('card.manual')}
            </span>
          )}
          {buyFor && (
            <Link
              className="button button-primary result-buy" to={`/buy-ticket/${buyFor}`} data-testid="match-buy"
              aria-label={t('card.buyTicketsFor', { home: inFeedLanguage(lang, home.th, home.en), away: inFeedLanguage(lang, away.th, away.en), date: formatMatchDay(kickOff, lang) })}
            >
              <Icon name="ticket" size={18} />
              {t('card.buyTickets')}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}
