import { useTranslation } from 'react-i18next';
import { usePromotingMatches } from '../api/get-promoting-matches';
import { MatchCard } from './MatchCard';
import { Link } from 'react-router-dom';

function Welcome() {
  const { t } = useTranslation('landing');
  return (
    <div className="welcome" data-testid="welcome">
      <h2>{t('welcome.title')}</h2>
      <p>{t('welcome.text')}</p>
      <div className="welcome-actions">
        <Link className="button button-primary" to="/match-results">
          {t('welcome.results')}
        </Link>
        <Link className="button button-ghost" to="/merchandise">
          {t('welcome.store')}
        </Link>
      </div>
    </div>
  );
}

function MatchSkeletons() {
  const { t } = useTranslation('landing');
  return (
    <div className="match-grid" aria-busy="true">
      <p className="visually-hidden" role="status">
        {t('hero.loading')}
      </p>
      {[1, 2, 3].map((placeholder) => (
        <div key={placeholder} className="match-card-skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

/** The promoted matches: a grid of up to three, one large call to action for a single match, or a welcome without any. */
export function MatchesHero() {
  const { t } = useTranslation('landing');
  const { data: matches = [], isPending, isError } = usePromotingMatches();
  const [first] = matches;
  const state = isPending ? 'loading' : isError ? 'error' : !first ? 'welcome' : matches.length === 1 ? 'single' : 'grid';

  return (
    // A grid of matches goes below the title; anything else sits beside it.
    <section id="matches" className={`hero hero-${state}`} data-testid="hero" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <div className="hero-intro">
          <p className="eyebrow">{t('hero.eyebrow')}</p>
          <h1 id="hero-title">{t('hero.title')}</h1>
          <p className="hero-lead">{t('hero.subtitle')}</p>
        </div>
        <div className="hero-content">
          {state === 'loading' && <MatchSkeletons />}
          {state === 'error' && (
            <p className="hero-alert" role="alert">
              {t('hero.loadError')}
            </p>
          )}
          {(state === 'error' || state === 'welcome') && <Welcome />}
          {state === 'single' && first && <MatchCard match={first} featured />}
          {state === 'grid' && (
            <div className="match-grid">
              {matches.map((match) => (
                <MatchCard key={match.id} match={match} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
