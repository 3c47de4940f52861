import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht, LOW_STOCK_THRESHOLD, MAX_UNPAID_PER_PRODUCT, type CartItemDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { ImageWithFallback } from '../../../components/ImageWithFallback';
import { Price } from '../../../components/Price';
import { VariantTags } from '../../../components/VariantTags';
import { errorMessage } from '../../../lib/api-client';
import { imageLoading } from '../../../lib/image-loading';
import { inLanguage } from '../../../lib/intl';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

function ProductThumb({ src }: { src: string | null }) {
  const placeholder = (
    <span className="cart-thumb cart-thumb-empty" aria-hidden="true">
      <Icon name="bag" size={28} />
    </span>
  );
  if (!src) return placeholder;
  return <ImageWithFallback className="cart-thumb" src={src} alt="" width={96} height={96} {...imageLoading(false)} fallback={placeholder} />;
}

/** How much is left: enough, few, or less than this line wants; or more than a fan may order of a product until paid. */
function StockInfo({ item }: { item: CartItemDto }) {
  const { t } = useTranslation('cart');
  if (!item.in_stock || item.available_quantity < item.quantity) {
    return (
      <p className="cart-stock cart-stock-problem" data-testid="cart-item-stock" role="status">
        {t('item.notEnough', { count: item.available_quantity })}
      </p>
    );
  }
  if (item.quantity > MAX_UNPAID_PER_PRODUCT) {
    return (
      <p className="cart-stock cart-stock-problem" data-testid="cart-item-stock" role="status">
        {t('item.overMaxPerFan', { max: MAX_UNPAID_PER_PRODUCT })}
      </p>
    );
  }
  if (item.quantity >= item.available_quantity) {
    return (
      <p className="cart-stock cart-stock-low" data-testid="cart-item-stock">
        {t('item.maxReached')}
      </p>
    );
  }
  if (item.quantity === MAX_UNPAID_PER_PRODUCT) {
    return (
      <p className="cart-stock cart-stock-low" data-testid="cart-item-stock">
        {t('item.maxPerFan', { max: MAX_UNPAID_PER_PRODUCT })}
      </p>
    );
  }
  if (item.available_quantity <= LOW_STOCK_THRESHOLD) {
    return (
      <p className="cart-stock cart-stock-low" data-testid="cart-item-stock">
        {t('item.lowStock', { count: item.available_quantity })}
      </p>
    );
  }
  return (
    <p className="cart-stock" data-testid="cart-item-stock">
      {t('item.inStock')}
    </p>
  );
}

/**
 * One line of the cart: what it is, its price, the quantity stepper (below 1 removes the line, up
 * to what is in stock and to what a fan may order of a product until paid) and the line total the server worked out.
 */
export function CartItemRow({ item }: { item: CartItemDto }) {
  const { t } = useTranslation('cart');
  const lang = useLanguage();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const busy = update.isPending || remove.isPending;
  const name = inLanguage(lang, item.name, item.name_th);
  const canIncrease = item.quantity < Math.min(item.available_quantity, MAX_UNPAID_PER_PRODUCT);

  // While a change is on its way the buttons ignore presses but stay focusable (aria-disabled),
  // so a keyboard user pressing + twice keeps their place.
  const decrease = () => {
    if (busy) return;
    if (item.quantity <= 1) remove.mutate(item.id);
    else update.mutate({ itemId: item.id, quantity: Math.min(item.quantity - 1, Math.max(1, item.available_quantity), MAX_UNPAID_PER_PRODUCT) });
  };
  const increase = () => {
    if (!busy) update.mutate({ itemId: item.id, quantity: item.quantity + 1 });
  };
  const failure = update.isError ? errorMessage(update.error, t('item.updateError')) : remove.isError ? errorMessage(remove.error, t('item.removeError')) : null;

  return (
    <li className="cart-item" data-testid="cart-item" data-item-id={item.id} aria-busy={busy || undefined}>
      <ProductThumb src={item.main_image_url} />
      <div className="cart-item-info">
        <h3 className="cart-item-name" data-testid="cart-item-name">
          {name}
        </h3>
        <p className="cart-item-meta">
          <span>
            {t('item.sku')}: <span className="mono" translate="no">{item.sku}</span>
          </span>
          <span>
            {t('item.category')}: {inLanguage(lang, item.category_name, item.category_name_th)}
          </span>
        </p>
        <VariantTags variants={item.variant_details} groupLabel={(group) => t(`variantGroups.${group}` as 'variantGroups.size', { defaultValue: group })} />
        <p className="cart-item-price">
          <span className="visually-hidden">{t('item.unitPrice')}: </span>
          <Price satang={bahtToSatang(item.price)} saleSatang={item.sale_price === null ? null : bahtToSatang(item.sale_price)} />
        </p>
        <StockInfo item={item} />
      </div>
      <div className="cart-item-controls">
        <div className="cart-stepper" role="group" aria-label={`${t('item.quantity')}: ${name}`}>
          <button
            type="button"
            className="cart-stepper-button"
            aria-label={item.quantity <= 1 ? t('item.removeOnDecrease', { name }) : t('item.decrease', { name })}
            data-testid="cart-item-decrease"
            aria-disabled={busy || undefined}
            onClick={decrease}
          >
            −
          </button>
          <output className="cart-stepper-value" data-testid="cart-item-quantity" aria-live="polite">
            {item.quantity}
          </output>
          <button type="button" className="cart-stepper-button" aria-label={t('item.increase', { name })} data-testid="cart-item-increase" disabled={!canIncrease} aria-disabled={busy || undefined} onClick={increase}>
            +
          </button>
        </div>
        <p className="cart-item-total">
          <span className="visually-hidden">{t('item.lineTotal')}: </span>
          <strong data-testid="cart-item-total">{formatBaht(item.total_price_satang, lang)}</strong>
        </p>
        <button type="button" className="cart-remove" aria-label={t('item.removeLabel', { name })} data-testid="cart-item-remove" disabled={busy} onClick={() => remove.mutate(item.id)}>
          <Icon name="close" size={16} />
          <span aria-hidden="true">{t('item.remove')}</span>
        </button>
      </div>
      {failure && (
        <p className="form-alert cart-item-error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}
