import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth';
import { Icon } from '../../../components/Icon';
import { Link } from 'react-router-dom';

/** Cart and order history, for a signed-in fan only (spec section 2). */
export function StoreNav() {
  const { t } = useTranslation('store');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <nav className="store-nav" aria-label={t('nav.label')} data-testid="store-nav">
      <Link className="button button-secondary button-small" to="/cart" data-testid="store-nav-cart">
        <Icon name="bag" size={18} />
        {t('nav.cart')}
      </Link>
      <Link className="button button-secondary button-small" to="/orders" data-testid="store-nav-orders">
        <Icon name="clock" size={18} />
        {t('nav.orders')}
      </Link>
    </nav>
  );
}
