import { useTranslation } from 'react-i18next';
import type { OrderDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { inLanguage } from '../../../lib/intl';
import { Words } from '../../../components/Words';

/** Where the order goes: the pickup shop, or the delivery address with the recipient. */
export function ShippingDetails({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const pickup = order.shipping_method_type === 'pickup';
  return (
    <section className="card" aria-labelledby="order-shipping-title" data-testid="order-shipping-details">
      <h2 id="order-shipping-title">{t('order.shippingTitle')}</h2>
      <dl className="label-facts">
        <div>
          <dt>{t('order.method')}</dt>
          <dd>{inLanguage(lang, order.shipping_method_name, order.shipping_method_name_th)}</dd>
        </div>
        {pickup ? (
          <>
            <div>
              <dt>{t('order.pickupAt')}</dt>
              <dd data-testid="order-pickup">
                <strong>
                  <Words text={inLanguage(lang, order.pickup_location_name ?? '', order.pickup_location_name_th ?? order.pickup_location_name ?? '')} />
                </strong>
                <br />
                {inLanguage(lang, order.pickup_location_address ?? '', order.pickup_location_address_th ?? order.pickup_location_address ?? '')}
              </dd>
            </div>
            {order.pickup_location_phone && (
              <div>
                <dt>{t('order.pickupPhone')}</dt>
                <dd>
                  <a href={`tel:${order.pickup_location_phone.replace(/[^\d+]/g, '')}`}>{order.pickup_location_phone}</a>
                </dd>
              </div>
            )}
          </>
        ) : (
          <div>
            <dt>{t('order.deliverTo')}</dt>
            <dd data-testid="order-address">
              <strong>{order.delivery_recipient_name}</strong>
              <br />
              {[order.delivery_address_line1, order.delivery_address_line2].filter(Boolean).join(', ')}
              <br />
              {[order.delivery_district, order.delivery_province, order.delivery_postal_code].filter(Boolean).join(', ')}
              {order.delivery_phone && (
                <>
                  <br />
                  {t('order.recipientPhone')}: {order.delivery_phone}
                </>
              )}
            </dd>
          </div>
        )}
      </dl>
      {pickup && <p className="field-hint">{t('order.pickupNote')}</p>}
    </section>
  );
}
