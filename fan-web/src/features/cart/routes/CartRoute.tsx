import '../cart.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CartDto } from '@club/core';
import { CheckoutSteps } from '../../../components/CheckoutSteps';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import { PageError, PageLoading } from '../../../components/PageState';
import { PageTitle } from '../../../components/PageTitle';
import { errorMessage } from '../../../lib/api-client';
import { useCart } from '../../../lib/get-cart';
import { useClearCart } from '../api/clear-cart';
import { CartItemRow } from '../components/CartItemRow';
import { CartSummary } from '../components/CartSummary';
import { PromoCode } from '../components/PromoCode';

function useCheckoutStepLabels() {
  const { t } = useTranslation('cart');
  return [t('steps.cart'), t('steps.shipping'), t('steps.payment')] as const;
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <EmptyState icon="bag" title={t('empty.title')} text={t('empty.text')} action={{ to: '/merchandise', label: t('empty.browse') }} testId="cart-empty" />
  );
}

function ShippingNotes() {
  const { t } = useTranslation('cart');
  return (
    <section className="card cart-notes" aria-labelledby="cart-notes-title">
      <h2 id="cart-notes-title">{t('notes.title')}</h2>
      <ul>
        <li>{t('notes.delivery')}</li>
        <li>{t('notes.free')}</li>
        <li>{t('notes.pickup')}</li>
      </ul>
    </section>
  );
}

function FilledCart({ cart }: { cart: CartDto }) {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const clear = useClearCart();
  const [confirming, setConfirming] = useState(false);
  const stockProblem = cart.items.some((item) => !item.in_stock || item.quantity > item.available_quantity);

  return (
    <div className="cart-layout">
      <section className="cart-items card" aria-labelledby="cart-items-title">
        <div className="cart-items-head">
          <h2 id="cart-items-title">
            {t('itemsTitle')} <span className="cart-count">({t('itemCount', { count: cart.summary.item_count })})</span>
          </h2>
          <button type="button" className="button button-ghost-danger button-small" data-testid="cart-clear" onClick={() => setConfirming(true)}>
            {t('clear')}
          </button>
        </div>
        {clear.isError && (
          <p className="form-alert" role="alert">
            {errorMessage(clear.error, t('clearError'))}
          </p>
        )}
        <ul className="cart-list">
          {cart.items.map((item) => (
            <CartItemRow key={item.id} item={item} />
          ))}
        </ul>
      </section>

      <aside className="cart-side">
        <section className="card" aria-labelledby="cart-summary-title">
          <h2 id="cart-summary-title">{t('summary.title')}</h2>
          <PromoCode summary={cart.summary} />
          <CartSummary summary={cart.summary} />
          <p className="field-hint cart-shipping-later">{t('summary.shippingLater')}</p>
          {stockProblem && (
            <p className="notice notice-warning cart-stock-notice" role="status" data-testid="cart-stock-problem">
              {t('fixStock')}
            </p>
          )}
          <div className="cart-actions">
            <button type="button" className="button button-primary button-block" data-testid="cart-checkout" disabled={stockProblem} onClick={() => navigate('/checkout/shipping')}>
              {t('checkout')}
              <Icon name="arrowRight" size={18} />
            </button>
            <Link className="button button-secondary button-block" to="/merchandise" data-testid="continue-shopping">
              {t('continueShopping')}
            </Link>
          </div>
        </section>
        <ShippingNotes />
      </aside>

      <ConfirmDialog
        open={confirming}
        title={t('clearTitle')}
        confirmLabel={t('clearConfirm')}
        cancelLabel={t('clearKeep')}
        busy={clear.isPending}
        confirmTestId="cart-clear-confirm"
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(false) })}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('clearText')}</p>
      </ConfirmDialog>
    </div>
  );
}

/** /cart: the lines, promo code, server totals and the way on to shipping (step 1 of 3). */
export function CartRoute() {
  const { t } = useTranslation('cart');
  const steps = useCheckoutStepLabels();
  const cart = useCart();

  let body;
  if (cart.isPending) body = <PageLoading label={t('loading')} />;
  else if (cart.isError)
    body = (
      <PageError title={t('loadError')} retry={{ label: t('retry'), onRetry: () => void cart.refetch() }}>
        <Link className="button button-ghost" to="/merchandise">
          {t('backToStore')}
        </Link>
      </PageError>
    );
  else if (!cart.data.items.length) body = <EmptyCart />;
  else body = <FilledCart cart={cart.data} />;

  return (
    <section className="container cart-page" data-testid="cart-page" aria-labelledby="cart-title">
      <PageTitle title={t('title')} />
      <CheckoutSteps labels={steps} current={1} title={t('steps.title')} />
      <h1 id="cart-title" className="cart-title">
        {t('title')}
      </h1>
      {body}
    </section>
  );
}
