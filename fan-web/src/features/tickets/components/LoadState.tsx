import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** A page still loading: a spinner with a spoken status. */
export function Loading() {
  const { t } = useTranslation('tickets');
  return (
    <div className="ticket-page-state" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p>{t('common.loading')}</p>
    </div>
  );
}

/** A page that could not load: what went wrong, and a retry and/or way back. */
export function LoadFailed({ title, onRetry, children }: { title: string; onRetry?: () => void; children?: ReactNode }) {
  const { t } = useTranslation('tickets');
  return (
    <div className="ticket-page-state" role="alert" data-testid="load-failed">
      <h1>{title}</h1>
      <div className="ticket-page-actions">
        {onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {children ?? (
          <Link className="button button-ghost" to="/">
            {t('common.backHome')}
          </Link>
        )}
      </div>
    </div>
  );
}
