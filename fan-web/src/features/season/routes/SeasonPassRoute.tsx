import '../season.css';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth';
import type { LoginState } from '../../../lib/auth/RequireAuth';
import { EmptyState } from '../../../components/EmptyState';
import { PageTitle } from '../../../components/PageTitle';
import { PageError, PageLoading } from '../../../components/PageState';
import { useSeasonPasses } from '../../../lib/get-season-passes';
import { SeasonPassCard } from '../components/SeasonPassCard';

/**
 * /season-pass: the passes in their renewal window or on sale now, as cards. The one being bought
 * is named in the address (?pass=…), so a visitor sent to sign in comes back to its open form.
 */
export function SeasonPassRoute() {
  const { t } = useTranslation('season');
  const { user } = useAuth();
  const navigate = useNavigate();
  const passes = useSeasonPasses();
  const [params, setParams] = useSearchParams();
  const buying = params.get('pass');

  const open = (passId: string) => {
    if (!user) return navigate('/login', { state: { from: `/season-pass?pass=${encodeURIComponent(passId)}` } satisfies LoginState });
    setParams({ pass: passId }, { replace: true });
    // The form's heading takes the focus, so a keyboard or screen reader goes on from there.
    requestAnimationFrame(() => document.getElementById(`buy-title-${passId}`)?.focus());
  };
  const close = (passId: string) => {
    setParams({}, { replace: true });
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[aria-labelledby="pass-${passId}"] [data-testid="season-buy-open"]`)?.focus());
  };

  if (passes.isPending) return <PageLoading label={t('loading')} />;
  if (passes.isError) {
    return (
      <>
        <PageTitle title={t('loadError')} />
        <PageError title={t('loadError')} retry={{ label: t('retry'), onRetry: () => void passes.refetch() }} />
      </>
    );
  }
  return (
    <section className="container season-page" aria-labelledby="season-title">
      <PageTitle title={t('title')} />
      <h1 id="season-title" className="season-page-title">
        {t('title')}
      </h1>
      <p className="season-page-lead">{t('lead')}</p>
      {!passes.data.length ? (
        <EmptyState icon="ticket" title={t('empty.title')} text={t('empty.text')} action={{ to: '/#matches', label: t('empty.action') }} testId="season-empty" />
      ) : (
        <div className="season-grid">
          {passes.data.map((pass) => (
            <SeasonPassCard key={pass.id} pass={pass} buying={buying === pass.id} signedIn={!!user} onBuy={() => open(pass.id)} onCancel={() => close(pass.id)} />
          ))}
        </div>
      )}
    </section>
  );
}
