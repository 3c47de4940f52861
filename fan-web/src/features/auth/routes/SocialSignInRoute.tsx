import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PageTitle } from '../../../components/PageTitle';
import { takeCookieSession } from '../api/get-session';
import '../auth.css';

/** better-auth's reasons (?error=…) a fan can act on; any other is "did not complete". */
const REFUSALS: Partial<Record<string, 'notLinked' | 'noEmail'>> = {
  // The address has an account whose own address is not proven, or the provider does not vouch for it.
  account_not_linked: 'notLinked',
  // LINE shares the address only when the fan allows it.
  email_not_found: 'noEmail',
};

/** A page of this site only (never another site's address, nor `//host`). */
const sitePath = (path: string | null) => (path && /^\/(?![/\\])/.test(path) ? path : '/');

/**
 * Where Google and LINE send the fan back (useSignInSocial): better-auth has signed this browser in
 * with its cookie, and the site asks who is signed in, then goes on to the page that
 * sent the fan to sign in. A cancelled or failed sign-in (?error=…) says so, with the way back.
 */
export function SocialSignInRoute() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refused = params.get('error');
  const to = sitePath(params.get('to'));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (refused) return;
    let current = true;
    takeCookieSession(queryClient).then(
      () => current && navigate(to, { replace: true }),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [refused, to, navigate, queryClient]);

  const problem = refused ? t(`social.${REFUSALS[refused] ?? 'failed'}`) : failed ? t('social.failed') : null;
  return (
    <div className="auth-page">
      <PageTitle title={t('social.title')} />
      <div className="container">
        <div className="auth-card auth-card-single">
          <h1>{t('social.title')}</h1>
          {problem ? (
            <>
              <p className="form-alert" role="alert">
                {problem}
              </p>
              <Link className="button button-primary button-block" to="/login">
                {t('social.back')}
              </Link>
            </>
          ) : (
            <p role="status">{t('social.signingIn')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
