import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth';
import { leaveToSignOut } from '../../lib/auth/RequireAuth';
import { Icon } from '../Icon';
import { MenuButton, type MenuAction } from '../MenuButton';

/**
 * Login when signed out. Signed in, the fan's name: in the bar, a menu button (Account, My Tickets,
 * Order history, Logout); in the phone's menu panel, the same places as links under the name (My
 * Tickets is among the panel's own links already).
 */
export function AccountActions({ inPanel, onAction }: { inPanel?: boolean; onAction?: () => void }) {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

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
    leaveToSignOut(location.pathname);
    navigate('/');
    void signOut();
  };

  if (inPanel) {
    return (
      <>
        <p className="account-name" title={user.email}>
          <Icon name="user" size={18} />
          <span className="account-name-text">{user.name}</span>
        </p>
        <ul className="nav-links account-links-panel">
          <li>
            <Link to="/account" onClick={onAction}>
              {t('nav.account')}
            </Link>
          </li>
          <li>
            <Link to="/orders" onClick={onAction}>
              {t('nav.orders')}
            </Link>
          </li>
        </ul>
        <button type="button" className="button button-ghost button-small" onClick={logout}>
          {t('nav.logout')}
        </button>
      </>
    );
  }

  const actions: MenuAction[] = [
    { key: 'account', label: t('nav.account'), icon: 'user', onSelect: () => navigate('/account'), testId: 'menu-account' },
    { key: 'tickets', label: t('nav.myTickets'), icon: 'ticket', onSelect: () => navigate('/my-tickets'), testId: 'menu-tickets' },
    { key: 'orders', label: t('nav.orders'), icon: 'bag', onSelect: () => navigate('/orders'), testId: 'menu-orders' },
    { key: 'logout', label: t('nav.logout'), icon: 'arrowRight', onSelect: logout, testId: 'menu-logout' },
  ];
  return (
    <MenuButton label={t('nav.accountMenu', { name: user.name })} actions={actions} testId="account-menu">
      <span className="account-name" title={user.email}>
        <Icon name="user" size={18} />
        <span className="account-name-text">{user.name}</span>
      </span>
    </MenuButton>
  );
}
