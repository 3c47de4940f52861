import '../account.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { useAuth } from '../../../lib/auth/auth';
import { DeleteAccount } from '../components/DeleteAccount';
import { MailLanguage } from '../components/MailLanguage';
import { PasswordForm } from '../components/PasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { SavedAddresses } from '../components/SavedAddresses';

function Section({ id, title, children, danger }: { id: string; title: string; children: ReactNode; danger?: boolean }) {
  return (
    <section className={danger ? 'card account-card account-card-danger' : 'card account-card'} aria-labelledby={`${id}-title`} data-testid={`account-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/** /account: the signed-in fan's details, the language of their mail, password, saved addresses, and leaving. */
export function AccountRoute() {
  // The address form is the checkout's, with its texts.
  const { t } = useTranslation(['account', 'checkout']);
  const { user } = useAuth();
  if (!user) return null;

  return (
    <div className="container account-page" data-testid="account-page">
      <PageTitle title={t('title')} />
      <header className="account-head">
        <h1>{t('title')}</h1>
        <p className="account-email">{t('intro', { email: user.email })}</p>
        <nav className="account-links" aria-label={t('links.label')}>
          <Link className="button button-secondary button-small" to="/my-tickets">
            <Icon name="ticket" size={18} /> {t('links.tickets')}
          </Link>
          <Link className="button button-secondary button-small" to="/orders">
            <Icon name="bag" size={18} /> {t('links.orders')}
          </Link>
        </nav>
      </header>
      <div className="account-grid">
        <div className="account-column">
          <Section id="profile" title={t('profile.title')}>
            <ProfileForm user={user} />
          </Section>
          <Section id="mail-language" title={t('mailLanguage.title')}>
            <p>{t('mailLanguage.text')}</p>
            <MailLanguage user={user} />
          </Section>
          <Section id="password" title={t('password.title')}>
            <PasswordForm />
          </Section>
        </div>
        <div className="account-column">
          <Section id="addresses" title={t('addresses.title')}>
            <SavedAddresses />
          </Section>
          <Section id="delete" title={t('delete.title')} danger>
            <DeleteAccount />
          </Section>
        </div>
      </div>
    </div>
  );
}
