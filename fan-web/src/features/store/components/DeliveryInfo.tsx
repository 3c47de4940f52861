import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';

/** Delivery time, the free-delivery threshold and stadium pickup (spec section 9). */
export function DeliveryInfo() {
  const { t } = useTranslation('store');
  return (
    <section className="card product-delivery" aria-labelledby="delivery-title" data-testid="delivery-info">
      <h2 id="delivery-title">{t('detail.delivery.title')}</h2>
      <ul className="delivery-list">
        <li>
          <Icon name="clock" size={18} />
          {t('detail.delivery.time')}
        </li>
        <li>
          <Icon name="bag" size={18} />
          {t('detail.delivery.free')}
        </li>
        <li>
          <Icon name="pin" size={18} />
          {t('detail.delivery.pickup')}
        </li>
      </ul>
    </section>
  );
}
