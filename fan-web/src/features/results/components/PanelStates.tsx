import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/Icon';

/** A panel with nothing to show yet (no upcoming matches, no table). */
export function PanelEmpty({ icon, title, text, testId }: { icon: IconName; title: string; text: string; testId: string }) {
  return (
    <div className="card results-empty" data-testid={testId}>
      <span className="results-empty-mark">
        <Icon name={icon} size={30} />
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
    </div>
  );
}

/** A feed that could not be loaded (spec section 8: matchResults.error, matchResults.scoreboard.error), with a retry. */
export function PanelError({ title, onRetry, busy, testId }: { title: string; onRetry(): void; busy: boolean; testId: string }) {
  const { t } = useTranslation('results');
  return (
    <div className="card results-error" role="alert" data-testid={testId}>
      <h2>{title}</h2>
      <p>{t('errors.text')}</p>
      <button type="button" className="button button-primary" onClick={onRetry} disabled={busy}>
        {busy ? t('errors.retrying') : t('errors.retry')}
      </button>
    </div>
  );
}

/** Grey shapes where the match cards will be. */
export function MatchListSkeleton() {
  const { t } = useTranslation('results');
  return (
    <div className="results-skeleton" role="status" aria-busy="true" data-testid="results-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <ul className="result-list" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="result-card result-card-skeleton">
            <span className="skeleton skeleton-line skeleton-short" />
            <span className="result-skeleton-teams">
              <span className="skeleton skeleton-circle" />
              <span className="skeleton skeleton-line" />
              <span className="skeleton skeleton-circle" />
            </span>
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line skeleton-short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Grey rows where the table will be. */
export function StandingsSkeleton() {
  const { t } = useTranslation('results');
  return (
    <div className="card standings-card results-skeleton" role="status" aria-busy="true" data-testid="results-loading">
      <span className="visually-hidden">{t('loading')}</span>
      <div aria-hidden="true" className="standings-skeleton-rows">
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className="standings-skeleton-row">
            <span className="skeleton skeleton-circle skeleton-small" />
            <span className="skeleton skeleton-line" />
          </span>
        ))}
      </div>
    </div>
  );
}
