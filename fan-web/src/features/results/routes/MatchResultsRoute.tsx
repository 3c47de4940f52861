import '../results.css';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CompetitionMatchDto } from '@club/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { useCompetitionMatches } from '../api/get-competition-matches';
import { useCompetitionStandings } from '../api/get-competition-standings';
import { splitMatches } from '../match-display';
import { MatchCard } from '../components/MatchCard';
import { MatchListSkeleton, PanelEmpty, PanelError, StandingsSkeleton } from '../components/PanelStates';
import { panelId, RESULTS_TABS, ResultsTabs, tabId, type ResultsTab } from '../components/ResultsTabs';
import { StaleNotice } from '../components/StaleNotice';
import { StandingsTable } from '../components/StandingsTable';

/** The tab from ?tab=, upcoming when missing or unknown. */
const tabFrom = (value: string | null): ResultsTab => RESULTS_TABS.find((tab) => tab === value) ?? 'upcoming';

function MatchList({ matches, clubNameTh }: { matches: CompetitionMatchDto[]; clubNameTh: string }) {
  return (
    <ul className="result-list">
      {matches.map((match) => (
        <MatchCard key={match.id} match={match} clubNameTh={clubNameTh} />
      ))}
    </ul>
  );
}

/** /match-results (spec section 2): the club's upcoming and finished matches and the league table, from the competition service. */
export function MatchResultsRoute() {
  const { t } = useTranslation('results');
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get('tab'));
  const matches = useCompetitionMatches();
  const standings = useCompetitionStandings();
  // The tab lives in the URL, so a reload or coming back shows the same one; switching does not
  // add a history entry of its own (arrow keys would otherwise fill the back button).
  const choose = (next: ResultsTab) => setParams(next === 'upcoming' ? {} : { tab: next }, { replace: true });

  const split = matches.data ? splitMatches(matches.data.matches) : null;
  const nothingAtAll = split && standings.data && !split.upcoming.length && !split.finished.length && !standings.data.standings.length;

  let panel: ReactNode;
  if (tab === 'scoreboard') {
    if (standings.data) {
      panel = (
        <>
          {standings.data.stale && <StaleNotice fetchedAt={standings.data.fetched_at} />}
          {standings.data.standings.length ? (
            <StandingsTable standings={standings.data.standings} clubNameTh={standings.data.club_name_th} />
          ) : (
            <PanelEmpty icon="calendar" title={t('empty.scoreboardTitle')} text={t('empty.scoreboardText')} testId="results-empty-scoreboard" />
          )}
        </>
      );
    } else if (standings.isError) {
      panel = <PanelError title={t('errors.scoreboard')} onRetry={() => void standings.refetch()} busy={standings.isFetching} testId="results-error-scoreboard" />;
    } else panel = <StandingsSkeleton />;
  } else if (matches.data && split) {
    const shown = split[tab];
    panel = (
      <>
        {matches.data.stale && <StaleNotice fetchedAt={matches.data.fetched_at} />}
        {shown.length ? (
          <MatchList matches={shown} clubNameTh={matches.data.club_name_th} />
        ) : tab === 'upcoming' ? (
          <PanelEmpty icon="calendar" title={t('empty.upcomingTitle')} text={t('empty.upcomingText')} testId="results-empty-upcoming" />
        ) : (
          <PanelEmpty icon="ticket" title={t('empty.finishedTitle')} text={t('empty.finishedText')} testId="results-empty-finished" />
        )}
      </>
    );
  } else if (matches.isError) {
    panel = <PanelError title={t('errors.matches')} onRetry={() => void matches.refetch()} busy={matches.isFetching} testId="results-error-matches" />;
  } else panel = <MatchListSkeleton />;

  return (
    <section className="container results-page" data-testid="results-page" aria-labelledby="results-title">
      <PageTitle title={t('title')} />
      <h1 id="results-title" className="results-title">
        {t('title')}
      </h1>
      <p className="results-lead">{t('lead')}</p>
      {nothingAtAll ? (
        <div className="results-panel">
          {(matches.data?.stale || standings.data?.stale) && <StaleNotice fetchedAt={matches.data?.fetched_at ?? standings.data?.fetched_at ?? null} />}
          <EmptyState icon="calendar" title={t('empty.allTitle')} text={t('empty.allText')} action={{ to: '/', label: t('empty.allAction') }} testId="results-empty" />
        </div>
      ) : (
        <>
          <ResultsTabs value={tab} counts={{ upcoming: split?.upcoming.length, finished: split?.finished.length }} onChange={choose} />
          <div className="results-panel" role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} tabIndex={0}>
            {panel}
          </div>
        </>
      )}
    </section>
  );
}
