import '../checkout.css';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatBaht, type CartDto, type ShippingMethodDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { CheckoutSteps } from '../../../components/CheckoutSteps';
import { Icon } from '../../../components/Icon';
import { PageError, PageLoading } from '../../../components/PageState';
import { TotalsList } from '../../../components/TotalsList';
import { PageTitle } from '../../../components/PageTitle';
import { errorMessage } from '../../../lib/api-client';
import { useAddresses } from '../../../lib/addresses/get-addresses';
import { useCart } from '../../../lib/get-cart';
import { usePickupLocations } from '../api/get-pickup-locations';
import { useShippingMethods } from '../api/get-shipping-methods';
import { useCreateOrder } from '../api/create-order';
import { AddressFormDialog } from '../../../components/AddressFormDialog';
import { DeliveryAddresses } from '../components/DeliveryAddresses';
import { PickupLocations } from '../components/PickupLocations';
import { previewShipping, ShippingMethods } from '../components/ShippingMethods';

function InlineLoading() {
  const { t } = useTranslation('checkout');
  return (
    <p className="checkout-inline-state" role="status">
      <span className="spinner spinner-small" aria-hidden="true" /> {t('loading')}
    </p>
  );
}

function InlineError({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('checkout');
  return (
    <p className="form-alert checkout-inline-error" role="alert">
      {text}{' '}
      <button type="button" className="button button-ghost button-small" onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}

/** Subtotal and discount from the server, the shipping cost previewed by the method's rule, and the total they make. */
function CheckoutSummary({ cart, method }: { cart: CartDto; method: ShippingMethodDto | undefined }) {
  const { t } = useTranslation('checkout');
  const lang = useLanguage();
  const { summary } = cart;
  const shipping = method ? previewShipping(method, summary.subtotal_satang) : null;
  return (
    <>
      <p className="checkout-summary-count">{t('summary.items', { count: summary.item_count })}</p>
      <TotalsList
        testId="checkout-summary"
        rowTestIdPrefix="checkout"
        labels={{ subtotal: t('summary.subtotal'), discount: t('summary.discount'), shipping: t('summary.shipping'), total: t('summary.total') }}
        subtotalSatang={summary.subtotal_satang}
        discountSatang={summary.discount_satang}
        promoCode={summary.promo_code}
        shipping={shipping === null ? t('summary.shippingTbd') : shipping === 0 ? t('summary.free') : formatBaht(shipping, lang)}
        totalSatang={summary.total_satang + (shipping ?? 0)}
      />
      <p className="field-hint checkout-estimate">{t('summary.estimate')}</p>
    </>
  );
}

function ShippingForm({ cart, methods }: { cart: CartDto; methods: ShippingMethodDto[] }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const [methodId, setMethodId] = useState<string | null>(null);
  const [pickupId, setPickupId] = useState<string | null>(null);
  const [chosenAddressId, setChosenAddressId] = useState<string | null>(null);
  const [addingAddress, setAddingAddress] = useState(false);
  const method = methods.find((m) => m.id === methodId);
  const pickups = usePickupLocations(method?.type === 'pickup' ? method.id : null);
  const addresses = useAddresses(method?.type === 'delivery');
  const createOrder = useCreateOrder();

  // The default address is chosen for the fan until they pick another (spec section 4).
  const defaultAddressId = addresses.data?.find((a) => a.is_default)?.id ?? null;
  const addressId = chosenAddressId && addresses.data?.some((a) => a.id === chosenAddressId) ? chosenAddressId : defaultAddressId;

  const chooseMethod = (id: string) => {
    // A new method starts its own choice over (spec section 4).
    setMethodId(id);
    setPickupId(null);
    setChosenAddressId(null);
    createOrder.reset();
  };

  const missing = !method ? t('selectMethod') : method.type === 'pickup' && !pickupId ? t('selectPickup') : method.type === 'delivery' && !addressId ? t('selectAddress') : null;

  const submit = () => {
    if (!method || missing) return;
    createOrder.mutate(
      {
        shipping_method_id: method.id,
        pickup_location_id: method.type === 'pickup' ? pickupId : null,
        delivery_address_id: method.type === 'delivery' ? addressId : null,
        notes: null,
      },
      { onSuccess: ({ order }) => navigate(`/payment/order/${order.id}`) },
    );
  };

  if (!cart.items.length && !createOrder.isSuccess && !createOrder.isPending) return <Navigate to="/cart" replace />;

  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <section className="card">
          <ShippingMethods methods={methods} subtotalSatang={cart.summary.subtotal_satang} value={methodId} onChange={chooseMethod} />
        </section>

        {method?.type === 'pickup' && (
          <section className="card" data-testid="pickup-section">
            {pickups.isPending ? (
              <InlineLoading />
            ) : pickups.isError ? (
              <InlineError text={t('pickup.loadError')} onRetry={() => void pickups.refetch()} />
            ) : (
              <PickupLocations locations={pickups.data} value={pickupId} onChange={setPickupId} />
            )}
          </section>
        )}

        {method?.type === 'delivery' && (
          <section className="card" data-testid="address-section">
            {addresses.isPending ? (
              <InlineLoading />
            ) : addresses.isError ? (
              <InlineError text={t('address.loadError')} onRetry={() => void addresses.refetch()} />
            ) : (
              <DeliveryAddresses addresses={addresses.data} value={addressId} onChange={setChosenAddressId} onAdd={() => setAddingAddress(true)} />
            )}
          </section>
        )}
      </div>

      <aside className="checkout-side">
        <section className="card" aria-labelledby="checkout-summary-title">
          <h2 id="checkout-summary-title">{t('summary.title')}</h2>
          <CheckoutSummary cart={cart} method={method} />
          {createOrder.isError && (
            <p className="form-alert checkout-create-error" role="alert" data-testid="create-order-error">
              {errorMessage(createOrder.error, t('createError'))}
            </p>
          )}
          <div className="checkout-actions">
            <button
              type="button"
              className="button button-primary button-block"
              disabled={Boolean(missing) || createOrder.isPending}
              aria-describedby={missing ? 'checkout-missing' : undefined}
              onClick={submit}
              data-testid="create-order"
            >
              {createOrder.isPending ? t('creating') : t('create')}
            </button>
            {missing && (
              <p id="checkout-missing" className="checkout-missing" data-testid="checkout-missing">
                {missing}
              </p>
            )}
            <Link className="button button-secondary button-block" to="/cart">
              <span className="checkout-back-arrow" aria-hidden="true">
                <Icon name="arrowRight" size={18} />
              </span>
              {t('backToCart')}
            </Link>
          </div>
        </section>
      </aside>

      {addingAddress && (
        <AddressFormDialog
          firstAddress={!addresses.data?.length}
          onClose={() => setAddingAddress(false)}
          onSaved={(address) => {
            setChosenAddressId(address.id);
            setAddingAddress(false);
          }}
        />
      )}
    </div>
  );
}

/** /checkout/shipping, step 2 of 3: how the order reaches the fan, then the order is created. */
export function ShippingRoute() {
  const { t } = useTranslation('checkout');
  const cart = useCart();
  const methods = useShippingMethods();
  const steps = [t('steps.cart'), t('steps.shipping'), t('steps.payment')] as const;

  let body;
  if (cart.isPending || methods.isPending) body = <PageLoading label={t('loading')} />;
  else if (cart.isError || methods.isError)
    body = (
      <PageError
        title={cart.isError ? t('loadError') : t('method.loadError')}
        retry={{ label: t('retry'), onRetry: () => void (cart.isError ? cart.refetch() : methods.refetch()) }}
      >
        <Link className="button button-ghost" to="/cart">
          {t('backToCart')}
        </Link>
      </PageError>
    );
  else body = <ShippingForm cart={cart.data} methods={methods.data} />;

  return (
    <section className="container checkout-page" data-testid="shipping-page" aria-labelledby="checkout-title">
      <PageTitle title={t('title')} />
      <CheckoutSteps labels={steps} current={2} title={t('steps.title')} />
      <h1 id="checkout-title" className="checkout-title">
        {t('title')}
      </h1>
      <p className="checkout-lead">{t('lead')}</p>
      {body}
    </section>
  );
}
