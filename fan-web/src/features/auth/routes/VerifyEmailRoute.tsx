import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth/auth';
import { PageTitle } from '../../../components/PageTitle';
import { VerificationMailAgain } from '../../../components/VerificationMailAgain';
import { useVerifyEmail } from '../api/verify-email';
import '../auth.css';

/** better-auth's words for a link that is forged, cut short, too old, or names an account that is gone. */
const isSpentLink = (failure: unknown) => failure instanceof ApiError && ['INVALID_TOKEN', 'TOKEN_EXPIRED', 'USER_NOT_FOUND'].includes(failure.code);

/**
 * The page the confirmation mail's link opens (/verify-email?token=…): it proves the address, says
 * so, and for a link that no longer works offers a new one (to the signed-in fan's address, or to
 * the address typed in).
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const [params] = useSearchParams();
  const token = params.get('token');
  const verified = useVerifyEmail(token);
  const spent = !token || (verified.isError && isSpentLink(verified.error));
  // A fan whose address is proven already (another link, another tab) has nothing left to do here.
  const done = verified.isSuccess || (spent && user?.emailVerified === true);
  const state = done ? 'done' : spent ? 'spent' : verified.isError ? 'failed' : 'checking';

  // The answer replaces "checking": the focus goes to its heading, so it is read out.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (state !== 'checking') heading.current?.focus();
  }, [state]);

  const title = { done: t('verify.doneTitle'), spent: t('verify.spentTitle'), failed: t('verify.failedTitle'), checking: t('verify.title') }[state];
  return (
    <div className="auth-page">
      <PageTitle title={title} />
      <div className="container">
        <div className="auth-card auth-card-single" data-testid="verify-email" data-state={state}>
          <h1 ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {state === 'checking' && (
            <p role="status" aria-busy="true">
              {t('verify.checking')}
            </p>
          )}
          {state === 'done' && (
            <>
              <p role="status">{t('verify.done')}</p>
              <Link className="button button-primary button-block" to={user ? '/my-tickets' : '/login'}>
                {user ? t('verify.myTickets') : t('actions.login')}
              </Link>
            </>
          )}
          {state === 'spent' && (
            <>
              <p>{t('verify.spent')}</p>
              <VerificationMailAgain
                email={user?.email}
                // Signed out, the API answers alike whether or not the address has an account: so does the page.
                labels={{ send: t('verify.send'), sent: (email) => t(user ? 'verify.sent' : 'verify.sentIfAccount', { email }), failed: t('verify.sendFailed'), email: t('fields.email') }}
              />
            </>
          )}
          {state === 'failed' && (
            <>
              <p role="alert">{t('verify.failed')}</p>
              <button type="button" className="button button-primary button-block" onClick={() => void verified.refetch()}>
                {t('verify.retry')}
              </button>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
