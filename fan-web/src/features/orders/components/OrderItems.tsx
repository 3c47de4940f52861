import { useTranslation } from 'react-i18next';
import { formatBaht, type OrderItemDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { VariantTags } from '../../../components/VariantTags';
import { imageLoading } from '../../../lib/image-loading';
import { inLanguage } from '../../../lib/intl';

export function ItemThumb({ src, size }: { src: string | null; size: number }) {
  const placeholder = (
    <span className="order-thumb order-thumb-empty" style={{ width: size, height: size }} aria-hidden="true">
      <Icon name="bag" size={Math.round(size / 3)} />
    </span>
  );
  if (!src) return placeholder;
  return <ImageWithFallback className="order-thumb" src={src} alt="" width={size} height={size} {...imageLoading(false)} fallback={placeholder} />;
}

/** What was ordered: each item with its options, quantity and the price it was bought at. */
export function OrderItems({ items }: { items: OrderItemDto[] }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  return (
    <section className="card" aria-labelledby="order-items-title">
      <h2 id="order-items-title">{t('order.itemsTitle')}</h2>
      <ul className="order-items" data-testid="order-items">
        {items.map((item) => (
          <li key={item.id} className="order-item" data-testid="order-item">
            <ItemThumb src={item.product_image_url} size={64} />
            <div className="order-item-info">
              <p className="order-item-name">{inLanguage(lang, item.product_name, item.product_name_th)}</p>
              <p className="order-item-meta">
                {t('order.sku')}: <span className="mono" translate="no">{item.product_sku}</span>
              </p>
              <VariantTags variants={item.variant_details} groupLabel={(group) => t(`variantGroups.${group}` as 'variantGroups.size', { defaultValue: group })} />
              <p className="order-item-meta">
                {t('order.quantity', { count: item.quantity })} · {t('order.unitPrice', { price: formatBaht(item.unit_price_satang, lang) })}
              </p>
            </div>
            <strong className="order-item-total">{formatBaht(item.total_price_satang, lang)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
