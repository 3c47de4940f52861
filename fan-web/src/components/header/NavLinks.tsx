import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';

/**
 * The site's main links, in the bar on wide screens and in the menu panel on phones.
 * My Tickets always points at /my-tickets: its guard sends a signed-out visitor to /login and back.
 */
export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className="nav-links">
      <li>
        <NavLink to="/" end onClick={onNavigate}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <Link to="/#matches" onClick={onNavigate}>
          {t('nav.matches')}
        </Link>
      </li>
      <li>
        <NavLink to="/match-results" onClick={onNavigate}>
          {t('nav.results')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/merchandise" onClick={onNavigate}>
          {t('nav.store')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/my-tickets" onClick={onNavigate}>
          {t('nav.myTickets')}
        </NavLink>
      </li>
    </ul>
  );
}
