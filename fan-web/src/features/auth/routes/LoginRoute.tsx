import { useState, type KeyboardEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth';
import type { LoginState } from '../../../lib/auth/RequireAuth';
import { ClubCrest } from '../../../components/ClubCrest';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { LoginForm } from '../components/LoginForm';
import { RegisterForm } from '../components/RegisterForm';
import '../auth.css';

const TABS = ['login', 'register'] as const;
type Tab = (typeof TABS)[number];

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation). */
function tabAfterKey(key: string, current: Tab): Tab | null {
  const index = TABS.indexOf(current);
  if (key === 'ArrowRight') return TABS[(index + 1) % TABS.length] ?? null;
  if (key === 'ArrowLeft') return TABS[(index - 1 + TABS.length) % TABS.length] ?? null;
  if (key === 'Home') return TABS[0];
  if (key === 'End') return TABS[TABS.length - 1] ?? null;
  return null;
}

export function LoginRoute() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>('login');

  // Signed in (already, or just now): back to the page that sent the user here.
  if (user) return <Navigate to={(location.state as LoginState | null)?.from ?? '/'} replace />;

  const onTabKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, tab);
    if (!next) return;
    event.preventDefault();
    setTab(next);
    document.getElementById(`auth-tab-${next}`)?.focus();
  };

  return (
    <div className="auth-page">
      <PageTitle title={t('meta.title')} />
      <div className="container">
        <div className="auth-layout">
          <section className="auth-intro" aria-labelledby="auth-intro-title">
            <ClubCrest size={64} />
            <h1 id="auth-intro-title">{t('intro.title')}</h1>
            <p>{t('intro.text')}</p>
            <ul className="auth-perks">
              {t('intro.perks', { returnObjects: true }).map((perk) => (
                <li key={perk}>
                  <Icon name="check" size={18} />
                  {perk}
                </li>
              ))}
            </ul>
          </section>
          <div className="auth-card">
            <div className="tabs" role="tablist" aria-label={t('tabs.label')}>
              {TABS.map((name) => (
                <button
                  key={name}
                  id={`auth-tab-${name}`}
                  type="button"
                  role="tab"
                  aria-selected={tab === name}
                  aria-controls={tab === name ? 'auth-panel' : undefined}
                  tabIndex={tab === name ? 0 : -1}
                  onClick={() => setTab(name)}
                  onKeyDown={onTabKeyDown}
                >
                  {t(`tabs.${name}`)}
                </button>
              ))}
            </div>
            <div id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? <LoginForm /> : <RegisterForm />}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
