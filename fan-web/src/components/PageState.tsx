import './page-state.css';
import type { ReactNode } from 'react';

/** A page still loading: a spinner with a spoken status. */
export function PageLoading({ label }: { label: string }) {
  return (
    <div className="page-state container" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}

interface PageErrorProps {
  title: string;
  text?: string;
  /** Shown as a retry button when given. */
  retry?: { label: string; onRetry(): void };
  /** Ways out (links back). */
  children?: ReactNode;
  testId?: string;
}

/** A page that could not load (or found nothing): what went wrong, a retry and/or a way back. */
export function PageError({ title, text, retry, children, testId = 'load-failed' }: PageErrorProps) {
  return (
    <div className="page-state container" role="alert" data-testid={testId}>
      <h1>{title}</h1>
      {text && <p>{text}</p>}
      <div className="page-state-actions">
        {retry && (
          <button type="button" className="button button-primary" onClick={retry.onRetry}>
            {retry.label}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
