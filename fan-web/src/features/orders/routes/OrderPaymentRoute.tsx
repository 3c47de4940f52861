import '../orders.css';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { displayOrderStatus, type OrderDisplayStatus, type OrderDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { BankCheckNotice } from '../../../components/BankCheckNotice';
import { CheckoutSteps } from '../../../components/CheckoutSteps';
import { Icon } from '../../../components/Icon';
import { PageError, PageLoading } from '../../../components/PageState';
import { PageTitle } from '../../../components/PageTitle';
import { PaymentPanel } from '../../../components/PaymentPanel';
import { SlipChecking } from '../../../components/SlipForm';
import { PrivateImage } from '../../../components/PrivateImage';
import { isNotFound } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/intl';
import { useMerchandiseBankAccount } from '../api/get-bank-account';
import { useOrder } from '../api/get-order';
import { OrderItems } from '../components/OrderItems';
import { OrderProgress } from '../components/OrderProgress';
import { OrderStatusBadge } from '../components/OrderStatusBadge';
import { OrderTotals } from '../components/OrderTotals';
import { ReceiptUpload } from '../components/ReceiptUpload';
import { ShippingDetails } from '../components/ShippingDetails';
import { TimeLeft } from '../components/TimeLeft';

/** Waiting for payment: time left, QR and account, the slip upload. */
function PendingPayment({ order, onUploaded }: { order: OrderDto; onUploaded(): void }) {
  const { t } = useTranslation('orders');
  const bank = useMerchandiseBankAccount();
  return (
    <>
      <TimeLeft until={order.expires_at} />
      <PaymentPanel
        amountSatang={order.total_satang}
        reference={{ value: order.order_number, label: t('order.orderNumber') }}
        bank={bank.data}
        bankFailed={bank.isError}
        onRetryBank={() => void bank.refetch()}
        afterPayment={t('pay.afterPayment')}
      >
        <ReceiptUpload order={order} onUploaded={onUploaded} />
      </PaymentPanel>
    </>
  );
}

/** The slip is in: staff check it. While the worker reads the image that is said too. */
function Verifying({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const bank = order.receipt_check?.bank;
  const { t: common } = useTranslation('common');
  return (
    <section className="card outcome outcome-info" data-testid="order-verifying" aria-labelledby="order-outcome-title">
      <h2 id="order-outcome-title">{bank?.check === 'checking' ? common('bankCheck.checkingTitle') : t('order.verifyingTitle')}</h2>
      {bank?.check !== 'checking' && <p>{t('order.verifyingText', { date: formatDateTime(order.receipt_uploaded_at, lang, t('common.na')) })}</p>}
      <BankCheckNotice bank={bank} />
      {order.receipt_check?.status === 'pending' && <SlipChecking />}
      {order.receipt_image_url && (
        <figure className="order-slip">
          <figcaption>{t('order.slipTitle')}</figcaption>
          <PrivateImage src={order.receipt_image_url} alt={t('order.slipAlt', { number: order.order_number })} className="order-slip-image" error={t('order.slipError')} />
        </figure>
      )}
    </section>
  );
}

/** Staff rejected the slip: why (the reason in the reader's language, staff's note as written), and a new slip. */
function Rejected({ order, onUploaded }: { order: OrderDto; onUploaded(): void }) {
  const { t } = useTranslation('orders');
  const { t: common } = useTranslation('common');
  const lang = useLanguage();
  return (
    <>
      <section className="card outcome outcome-danger" data-testid="order-rejected" aria-labelledby="order-outcome-title">
        <h2 id="order-outcome-title">{t('order.rejectedTitle')}</h2>
        <p>{t('order.rejectedText')}</p>
        <dl className="summary-list">
          <div>
            <dt>{common('rejection.reason')}</dt>
            <dd data-testid="rejection-reason">{order.rejection_reason ? common(`rejection.reasons.${order.rejection_reason}`) : t('common.na')}</dd>
          </div>
          {order.rejection_note && (
            <div>
              <dt>{common('rejection.staffNote')}</dt>
              <dd data-testid="rejection-note">{order.rejection_note}</dd>
            </div>
          )}
          <div>
            <dt>{common('rejection.rejectedAt')}</dt>
            <dd>{formatDateTime(order.rejected_at, lang, t('common.na'))}</dd>
          </div>
        </dl>
      </section>
      <ReceiptUpload order={order} onUploaded={onUploaded} />
    </>
  );
}

/** Paid and after, or stopped: one panel saying where the order stands. */
function Outcome({ order, shown }: { order: OrderDto; shown: OrderDisplayStatus }) {
  const { t } = useTranslation('orders');
  const panels: Partial<Record<OrderDisplayStatus, { tone: string; title: string; body: ReactNode }>> = {
    paid: { tone: 'success', title: t('order.paidTitle'), body: <p>{t('order.paidText')}</p> },
    processing: { tone: 'success', title: t('order.paidTitle'), body: <p>{t('order.paidText')}</p> },
    shipped: { tone: 'success', title: t('order.shippedTitle'), body: <p>{t('order.shippedText')}</p> },
    delivered: { tone: 'success', title: t('order.deliveredTitle'), body: <p>{t('order.deliveredText')}</p> },
    cancelled: {
      tone: 'danger',
      title: t('order.cancelledTitle'),
      body: <p data-testid="cancel-reason">{t(`order.cancelReason.${order.cancellation_reason ?? 'unknown'}`)}</p>,
    },
    refunded: { tone: 'info', title: t('order.refundedTitle'), body: <p>{t('order.refundedText')}</p> },
  };
  const panel = panels[shown];
  if (!panel) return null;
  return (
    <section className={`card outcome outcome-${panel.tone}`} data-testid={`order-${shown}`} aria-labelledby="order-outcome-title">
      <h2 id="order-outcome-title">{panel.title}</h2>
      {panel.body}
      {shown === 'cancelled' && (
        <div className="order-actions">
          <Link className="button button-primary" to="/merchandise">
            {t('common.backToStore')}
          </Link>
        </div>
      )}
    </section>
  );
}

function OrderScreen({ order }: { order: OrderDto }) {
  const { t } = useTranslation('orders');
  const lang = useLanguage();
  const shown = displayOrderStatus(order);
  const [uploaded, setUploaded] = useState(false);
  const steps = [t('steps.cart'), t('steps.shipping'), t('steps.payment')] as const;

  return (
    <section className="container order-page" data-testid="order-page" data-status={shown} aria-labelledby="order-title">
      <PageTitle title={t('order.title', { number: order.order_number })} />
      {shown === 'pending' && <CheckoutSteps labels={steps} current={3} title={t('steps.title')} />}
      <Link className="order-back-link" to="/orders">
        <span className="order-back-arrow" aria-hidden="true">
          <Icon name="arrowRight" size={16} />
        </span>
        {t('order.back')}
      </Link>
      <div className="order-head">
        <h1 id="order-title" className="order-title">
          {t('order.heading')} <span className="mono" data-testid="order-number">{order.order_number}</span>
        </h1>
        <OrderStatusBadge status={shown} />
      </div>
      <p className="order-placed">{t('order.placedOn', { date: formatDateTime(order.created_at, lang, t('common.na')) })}</p>
      {uploaded && shown === 'verifying' && (
        <p className="flash order-flash" role="status" data-testid="upload-success">
          {t('upload.success')}
        </p>
      )}

      <div className="order-grid">
        <div className="order-main">
          {shown === 'pending' ? (
            <PendingPayment order={order} onUploaded={() => setUploaded(true)} />
          ) : (
            <>
              {shown === 'verifying' ? <Verifying order={order} /> : shown === 'rejected' ? <Rejected order={order} onUploaded={() => setUploaded(true)} /> : <Outcome order={order} shown={shown} />}
              <OrderProgress order={order} />
            </>
          )}
        </div>
        <div className="order-side">
          <section className="card" aria-labelledby="order-summary-title">
            <h2 id="order-summary-title">{t('order.summaryTitle')}</h2>
            <OrderTotals order={order} />
          </section>
          <ShippingDetails order={order} />
          <OrderItems items={order.items} />
        </div>
      </div>
    </section>
  );
}

/** /orders/:id, /orders/:id/payment and /payment/order/:id: pay for an order and follow it (live, with a 10 s poll while unpaid). */
export function OrderPaymentRoute() {
  const { orderId } = useParams();
  const { t } = useTranslation('orders');
  const order = useOrder(orderId);

  if (order.isPending) return <PageLoading label={t('common.loading')} />;
  if (order.isError) {
    const missing = isNotFound(order.error);
    return (
      <>
        <PageTitle title={missing ? t('order.notFound') : t('order.loadError')} />
        <PageError
          title={missing ? t('order.notFound') : t('order.loadError')}
          text={missing ? t('order.notFoundText') : undefined}
          retry={missing ? undefined : { label: t('common.retry'), onRetry: () => void order.refetch() }}
          testId={missing ? 'order-not-found' : 'load-failed'}
        >
          <Link className="button button-primary" to="/merchandise" data-testid="back-to-store">
            {t('common.backToStore')}
          </Link>
        </PageError>
      </>
    );
  }
  return <OrderScreen order={order.data} />;
}
