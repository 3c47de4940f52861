import { useEffect, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../app/auth';
import { ClubLogo } from './ClubLogo';
import { LanguageToggle } from './LanguageToggle';

export function Header() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const logout = async () => {
    await signOut();
    navigate('/');
  };
  const links = (
    <>
      <NavLink to="/" end>{t('nav.home')}</NavLink>
      <Link to="/#matches">{t('nav.matches')}</Link>
      <NavLink to="/match-results">{t('nav.results')}</NavLink>
      <NavLink to="/merchandise">{t('nav.store')}</NavLink>
      <NavLink to={user ? '/my-tickets' : '/login'}>{t('nav.myTickets')}</NavLink>
    </>
  );
  const account = user ? (
    <>
      <span className="user-name" title={user.email}>{user.name}</span>
      <button type="button" className="btn btn-ghost" onClick={logout}>{t('nav.logout')}</button>
    </>
  ) : (
    <Link className="btn btn-accent" to="/login">{t('nav.login')}</Link>
  );

  return (
    <header className="site-header">
      <div className="container header-row">
        <Link to="/" className="brand" aria-label={t('club.name')}>
          <ClubLogo />
          <span>{t('club.name')}</span>
        </Link>
        <nav className="nav-desktop" aria-label="main">{links}</nav>
        <div className="header-actions desktop-only">
          <LanguageToggle />
          {account}
        </div>
        <button type="button" className="menu-button mobile-only" aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen((o) => !o)}>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          <span className="sr-only">{open ? t('nav.close') : t('nav.menu')}</span>
        </button>
      </div>
      {open && (
        <div id="mobile-menu" className="mobile-menu mobile-only">
          {/* Following a link closes the menu. */}
          <nav aria-label="mobile" onClick={() => setOpen(false)}>{links}</nav>
          <div className="mobile-menu-footer">
            <LanguageToggle />
            {account}
          </div>
        </div>
      )}
    </header>
  );
}
