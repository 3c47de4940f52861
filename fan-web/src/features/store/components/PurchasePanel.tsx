import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAX_UNPAID_PER_PRODUCT, unitsOnSale, stockStatus, type ProductDetailDto } from '@club/core';
import { useAuth } from '../../../lib/auth/auth';
import { useLanguage } from '../../../lib/i18n';
import type { LoginState } from '../../../lib/auth/RequireAuth';
import { Icon } from '../../../components/Icon';
import { errorMessage } from '../../../lib/api-client';
import { inLanguage } from '../../../lib/intl';
import { useAddToCart } from '../api/add-to-cart';
import { AddedDialog } from './AddedDialog';
import { QuantityPicker } from './QuantityPicker';
import { useGroupLabel, VariantPicker } from './VariantPicker';

/** Options, quantity and add to cart, with the sign-in prompt for visitors. */
export function PurchasePanel({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const groupLabel = useGroupLabel();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const add = useAddToCart();
  const [selected, setSelected] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const [added, setAdded] = useState<number | null>(null);

  const available = product.available_quantity;
  const onSale = product.status === 'active' && available > 0;
  // A fan may order at most MAX_UNPAID_PER_PRODUCT of a product until paid: more in the cart could not be ordered.
  const max = Number.isFinite(available) && available > 0 ? Math.min(available, MAX_UNPAID_PER_PRODUCT) : MAX_UNPAID_PER_PRODUCT;
  // The stock may have dropped below the chosen quantity since it was chosen.
  const shownQuantity = Math.min(quantity, max);
  const groups = Object.keys(product.variants).filter((group) => product.variants[group]!.length > 0);
  const missing = tried ? groups.filter((group) => selected[group] === undefined) : [];
  const login = { to: '/login', state: { from: pathname + search } satisfies LoginState };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!user) return navigate(login.to, { state: login.state });
    setTried(true);
    add.reset();
    if (groups.some((group) => selected[group] === undefined)) return;
    add.mutate({ product_id: product.id, quantity: shownQuantity, variants: selected }, { onSuccess: () => setAdded(shownQuantity) });
  };

  const missingText = new Intl.ListFormat(lang, { type: 'conjunction' }).format(missing.map((group) => (lang === 'en' ? groupLabel(group).toLowerCase() : groupLabel(group))));
  // The browser sends it itself only before a server-rendered page has been taken over: as a POST (never with the fields in the address), and the server sends the page again.
  return (
    <form method="post" className="purchase-panel" onSubmit={submit} noValidate data-testid="purchase-panel">
      {groups.length > 0 && (
        <VariantPicker
          variants={Object.fromEntries(groups.map((group) => [group, product.variants[group]!]))}
          selected={selected}
          missing={missing}
          errorId="options-error"
          onSelect={(group, key) => setSelected((current) => ({ ...current, [group]: key }))}
        />
      )}
      <QuantityPicker value={shownQuantity} max={max} disabled={!onSale} onChange={setQuantity} />

      {missing.length > 0 && (
        <p className="field-error" id="options-error" role="alert" data-testid="options-error">
          {t('detail.chooseOptions', { groups: missingText })}
        </p>
      )}
      {add.isError && (
        <p className="form-alert" role="alert" data-testid="add-error">
          {/* Worded at each render, so a refusal on screen follows a switch of language. */}
          {errorMessage(add.error, t('detail.addError'))}
        </p>
      )}

      <button type="submit" className="button button-primary button-block add-to-cart" disabled={!onSale || add.isPending} data-testid="add-to-cart">
        <Icon name="bag" size={20} />
        {add.isPending ? t('detail.adding') : onSale ? t('detail.addToCart') : t('stock.outOfStock')}
      </button>

      {!user && (
        <p className="notice notice-info login-prompt" data-testid="login-prompt">
          <Icon name="user" size={18} />
          <span>
            {t('detail.loginPrompt')}{' '}
            <Link className="text-link" to={login.to} state={login.state}>
              {t('detail.login')}
            </Link>
          </span>
        </p>
      )}

      <AddedDialog open={added !== null} name={inLanguage(lang, product.name, product.name_th)} quantity={added ?? shownQuantity} onClose={() => setAdded(null)} />
    </form>
  );
}

/** Detail stock (spec section 4): none is out of stock, 5 or fewer says how many are left. */
export function StockStatus({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation('store');
  const available = unitsOnSale(product.status, product.available_quantity);
  const status = stockStatus(available);
  return (
    <p className={`stock-line stock-${status}`} data-testid="stock-status" data-stock={status}>
      <span className="stock-dot" aria-hidden="true" />
      {status === 'out_of_stock' ? t('stock.outOfStock') : status === 'low_stock' ? t('stock.onlyLeft', { count: available }) : t('stock.inStock')}
    </p>
  );
}
