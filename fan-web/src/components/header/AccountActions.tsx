import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth';
import { Icon } from '../Icon';

/** Login when signed out; the user's name and Logout when signed in. */
export function AccountActions({ onAction }: { onAction?: () => void }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link className="button button-primary button-small" to="/login" onClick={onAction}>
        {t('nav.login')}
      </Link>
    );
  }

  // Leave first: a protected page would otherwise send the signed-out user to /login.
  const logout = () => {
    onAction?.();
    navigate('/');
    void signOut();
  };

  return (
    <>
      <span className="account-name" title={user.email}>
        <Icon name="user" size={18} />
        <span className="visually-hidden">{t('nav.profile')}: </span>
        <span className="account-name-text">{user.name}</span>
      </span>
      <button type="button" className="button button-ghost button-small" onClick={logout}>
        {t('nav.logout')}
      </button>
    </>
  );
}
