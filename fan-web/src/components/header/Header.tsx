import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClubCrest } from '../ClubCrest';
import { Icon } from '../Icon';
import { Words } from '../Words';
import { AccountActions } from './AccountActions';
import { LanguageToggle } from './LanguageToggle';
import { NavLinks } from './NavLinks';
import './header.css';
import { Link } from 'react-router-dom';

export function Header() {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuPanel = useRef<HTMLDivElement>(null);
  const closeMenu = () => setMenuOpen(false);

  // An open menu takes the focus, and Escape closes it and gives the focus back to its button.
  useEffect(() => {
    if (!menuOpen) return;
    menuPanel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="site-header">
      <div className="container header-bar">
        <Link to="/" className="brand">
          <ClubCrest size={40} />
          <span className="brand-name">
            <Words text={t('club.name')} />
          </span>
        </Link>
        <nav className="header-nav" aria-label={t('nav.label')}>
          <NavLinks />
        </nav>
        <div className="header-tools">
          <LanguageToggle />
          <div className="header-account">
            <AccountActions />
          </div>
          <button
            ref={menuButton}
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={24} />
            <span className="visually-hidden">{t('nav.menu')}</span>
          </button>
        </div>
      </div>
      <div id="mobile-menu" ref={menuPanel} className="mobile-menu" hidden={!menuOpen} data-testid="mobile-menu">
        <nav className="container" aria-label={t('nav.label')}>
          <NavLinks onNavigate={closeMenu} />
        </nav>
        <div className="container mobile-menu-account">
          <AccountActions inPanel onAction={closeMenu} />
        </div>
      </div>
      {menuOpen && <div className="menu-backdrop" aria-hidden="true" onClick={closeMenu} />}
    </header>
  );
}
