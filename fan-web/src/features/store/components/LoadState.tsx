import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Something still loading: a spinner with a spoken status. */
export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation('store');
  return (
    <div className="store-state" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p>{label ?? t('common.loading')}</p>
    </div>
  );
}

/** Something that could not load: what went wrong, a retry when it may help, and the way back to the store. */
export function LoadFailed({ title, text, onRetry, backToStore = true, testId = 'load-failed', children }: {
  title: string;
  text?: string;
  onRetry?: () => void;
  backToStore?: boolean;
  testId?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('store');
  return (
    <div className="store-state" role="alert" data-testid={testId}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      <div className="store-actions">
        {onRetry && (
          <button type="button" className="button button-primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )}
        {backToStore && (
          <Link className="button button-secondary" to="/merchandise">
            {t('common.backToStore')}
          </Link>
        )}
        {children}
      </div>
    </div>
  );
}
