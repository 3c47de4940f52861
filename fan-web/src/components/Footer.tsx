import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../app/auth';

export const CONTACT = { email: 'support@bangkokthunder.example', phone: '02-123-4567' };

export function Footer() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <strong>{t('club.name')}</strong>
          <p>{t('club.tagline')}</p>
        </div>
        <div>
          <h2>{t('footer.quickLinks')}</h2>
          <ul>
            <li><Link to="/#matches">{t('nav.matches')}</Link></li>
            <li><Link to={user ? '/my-tickets' : '/login'}>{t('nav.myTickets')}</Link></li>
            <li><Link to="/terms-and-conditions">{t('footer.terms')}</Link></li>
          </ul>
        </div>
        <div>
          <h2>{t('footer.contact')}</h2>
          <ul>
            <li><a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a></li>
            <li><a href={`tel:${CONTACT.phone.replace(/-/g, '')}`}>{CONTACT.phone}</a></li>
            <li>{t('footer.address')}</li>
          </ul>
        </div>
      </div>
      <p className="container copyright">{t('footer.rights')}</p>
    </footer>
  );
}
