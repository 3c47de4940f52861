import { useTranslation } from 'react-i18next';
import { ClubCrest } from '../ClubCrest';
import { ContactDetails } from '../ContactDetails';
import { Words } from '../Words';
import './footer.css';
import { Link } from 'react-router-dom';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-club">
          <ClubCrest size={52} />
          <div>
            <p className="footer-club-name">
              <Words text={t('club.name')} />
            </p>
            <p>{t('club.tagline')}</p>
          </div>
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{t('footer.quickLinks')}</h2>
          <ul className="footer-links">
            <li>
              <Link to="/#matches">{t('nav.matches')}</Link>
            </li>
            <li>
              {/* Its guard sends a signed-out visitor to /login first. */}
              <Link to="/my-tickets">{t('nav.myTickets')}</Link>
            </li>
            <li>
              <Link to="/match-results">{t('nav.results')}</Link>
            </li>
            <li>
              <Link to="/merchandise">{t('nav.store')}</Link>
            </li>
            <li>
              <Link to="/terms-and-conditions">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t('footer.contact')}</h2>
          <ContactDetails />
        </div>
      </div>
      <div className="container footer-bottom">
        <p>{t('footer.copyright')}</p>
      </div>
    </footer>
  );
}
