import '../tickets.css';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PurchaseDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { BankCheckNotice } from '../../../components/BankCheckNotice';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Countdown } from '../../../components/Countdown';
import { DeadlineAnnouncer } from '../../../components/DeadlineAnnouncer';
import type { FlashState } from '../../../components/FlashMessage';
import { PageTitle } from '../../../components/PageTitle';
import { PaymentPanel } from '../../../components/PaymentPanel';
import { isNotFound } from '../../../lib/api-client';
import { formatDateTime, formatDeadlineTime } from '../../../lib/intl';
import { useCancelPurchase } from '../api/cancel-purchase';
import { usePurchase } from '../api/get-purchase';
import { LoadFailed, Loading } from '../components/LoadState';
import { buyAgainPath, PurchaseOverview } from '../components/PurchaseSubject';
import { PurchaseTotals, RejectionFacts } from '../components/PurchaseFacts';
import { SlipUpload } from '../components/SlipUpload';
import { StatusBadge } from '../components/StatusBadge';
import { useShownStatus, type ShownStatus } from '../components/use-shown-status';

/** What /payment-success receives through the navigation state (spec section 2). */
export interface PaymentSuccessState {
  purchase: PurchaseDto;
}

function Summary({ purchase }: { purchase: PurchaseDto }) {
  const { t } = useTranslation('tickets');
  return (
    <section className="card" aria-labelledby="summary-title">
      <h2 id="summary-title" className="card-title">
        {t('payment.summary')}
      </h2>
      <PurchaseOverview purchase={purchase} />
      <PurchaseTotals purchase={purchase} />
    </section>
  );
}

/**
 * Waiting for payment: countdown, QR and account, slip upload, cancel and check status (the page's
 * own query: a second one here would fetch the purchase again as it mounts).
 */
function PendingPayment({ purchase, refresh }: { purchase: PurchaseDto; refresh: { isFetching: boolean; refetch: () => unknown } }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const navigate = useNavigate();
  const cancel = useCancelPurchase();
  const [confirming, setConfirming] = useState(false);

  const confirmCancel = () => {
    // Spec section 4: whatever the answer, the fan goes back home; on success with a message.
    cancel.mutate(purchase.id, {
      onSuccess: () => navigate('/', { state: { flash: 'purchaseCancelled' } satisfies FlashState }),
      onError: () => navigate('/'),
    });
  };

  return (
    <>
      <Countdown until={purchase.expiresAt} label={t('payment.timeLeft')} deadline={t('payment.payBy', { time: formatDeadlineTime(purchase.expiresAt, lang) })} />
      <div className="ticket-page-grid">
        <div className="ticket-page-main">
          <PaymentPanel
            amountSatang={purchase.totalSatang}
            reference={{ value: purchase.referenceNumber, label: t('common.reference') }}
            bank={purchase.bankAccount}
            afterPayment={t('payment.afterPayment')}
          >
            <div className="card">
              <SlipUpload purchase={purchase} />
            </div>
          </PaymentPanel>
        </div>
        <div className="ticket-page-side">
          <Summary purchase={purchase} />
          <div className="ticket-page-actions">
            <button type="button" className="button button-secondary" data-testid="check-status" disabled={refresh.isFetching} onClick={() => void refresh.refetch()}>
              {refresh.isFetching ? t('payment.checking') : t('payment.checkStatus')}
            </button>
            <button type="button" className="button button-ghost-danger" data-testid="cancel-payment" onClick={() => setConfirming(true)}>
              {t('payment.cancel')}
            </button>
          </div>
          <p className="notice notice-info">{t('common.noRefund')}</p>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('payment.cancelTitle')}
        confirmLabel={t('payment.cancelConfirm')}
        cancelLabel={t('payment.cancelKeep')}
        busy={cancel.isPending}
        confirmTestId="confirm-cancel"
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(false)}
      >
        <p>{t('payment.cancelText')}</p>
      </ConfirmDialog>
    </>
  );
}

/** Every state after the payment window: one panel saying where the purchase stands and what to do next. */
function Outcome({ purchase, shown }: { purchase: PurchaseDto; shown: ShownStatus }) {
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const na = t('common.na');
  const bank = purchase.receiptCheck?.bank;
  const { t: common } = useTranslation('common');
  const panels: Partial<Record<ShownStatus, { testId: string; tone: string; title: string; body: ReactNode; actions: ReactNode }>> = {
    verifying: {
      testId: 'verifying-view',
      tone: 'info',
      // While the bank is asked (seconds, usually), that is what the fan reads; then staff's check, and what the bank check found.
      title: bank?.check === 'checking' ? common('bankCheck.checkingTitle') : t('payment.verifyingTitle'),
      body: (
        <>
          {bank?.check !== 'checking' && <p>{t('payment.verifyingText', { date: formatDateTime(purchase.receiptUploadedAt, lang, na) })}</p>}
          <BankCheckNotice bank={bank} />
          {/* A new slip after a rejection that could not be read: another may be sent. */}
          {purchase.receiptCheck?.status === 'unreadable' && <SlipUpload purchase={purchase} />}
        </>
      ),
      actions: (
        <Link className="button button-secondary" to={`/ticket/${purchase.id}`}>
          {t('payment.viewTicket')}
        </Link>
      ),
    },
    expired: {
      testId: 'expired-view',
      tone: 'warning',
      title: t('payment.expiredTitle'),
      body: (
        <>
          <p>{t('payment.expiredText')}</p>
          <p>{t('payment.expiredUpload')}</p>
        </>
      ),
      actions: (
        <>
          <Link className="button button-primary" to={buyAgainPath(purchase)} data-testid="try-again">
            {t('payment.tryAgain')}
          </Link>
          <Link className="button button-secondary" to={`/ticket/${purchase.id}`}>
            {t('payment.viewTicket')}
          </Link>
        </>
      ),
    },
    rejected: {
      testId: 'rejected-view',
      tone: 'danger',
      title: t('payment.rejectedTitle'),
      body: (
        <>
          <p>{t('payment.rejectedText')}</p>
          <RejectionFacts purchase={purchase} />
        </>
      ),
      actions: (
        <Link className="button button-primary" to={`/ticket/${purchase.id}`}>
          {t('payment.newSlipTitle')}
        </Link>
      ),
    },
    cancelled: {
      testId: 'cancelled-view',
      tone: 'info',
      title: t('payment.cancelledTitle'),
      body: <p>{t('payment.cancelledText')}</p>,
      actions: (
        <Link className="button button-primary" to={buyAgainPath(purchase)}>
          {t('payment.tryAgain')}
        </Link>
      ),
    },
  };
  const panel = panels[shown] ?? { testId: 'completed-view', tone: 'success', title: t('payment.completedTitle'), body: null, actions: null };
  return (
    <div className="ticket-page-grid">
      <section className={`card outcome outcome-${panel.tone}`} data-testid={panel.testId} aria-labelledby="outcome-title">
        <h2 id="outcome-title">{panel.title}</h2>
        {panel.body}
        <div className="ticket-page-actions">{panel.actions}</div>
      </section>
      <Summary purchase={purchase} />
    </div>
  );
}

export function PaymentRoute() {
  const { purchaseId } = useParams();
  const { t } = useTranslation('tickets');
  const lang = useLanguage();
  const navigate = useNavigate();
  const purchase = usePurchase(purchaseId);
  const shown = useShownStatus(purchase.data);

  // Staff approved: on to the success page, whether the news came live or by the poll.
  useEffect(() => {
    if (purchase.data?.status === 'completed') navigate('/payment-success', { replace: true, state: { purchase: purchase.data } satisfies PaymentSuccessState });
  }, [purchase.data, navigate]);

  if (purchase.isPending) return <Loading />;
  if (purchase.isError) {
    const missing = isNotFound(purchase.error);
    const title = missing ? t('payment.notFound') : t('payment.loadError');
    return (
      <>
        <PageTitle title={title} />
        <LoadFailed title={title} onRetry={missing ? undefined : () => void purchase.refetch()} />
      </>
    );
  }
  const p = purchase.data;
  const payBy = formatDeadlineTime(p.expiresAt, lang);
  return (
    <section className="container ticket-page" data-testid="payment-page" data-status={shown} aria-labelledby="payment-title">
      <PageTitle title={t('payment.title')} />
      {/* Outside the pending view, which the end of the time replaces: that end is said too. */}
      <DeadlineAnnouncer
        until={p.expiresAt}
        active={shown === 'pending' || shown === 'expired'}
        say={(minutes) => (minutes ? t('payment.leftSpoken', { count: minutes, time: payBy }) : t('payment.timeUpSpoken'))}
      />
      <div className="ticket-page-head">
        <h1 id="payment-title" className="ticket-page-title">
          {t('payment.title')}
        </h1>
        {shown && <StatusBadge status={shown} />}
      </div>
      {shown === 'pending' ? <PendingPayment purchase={p} refresh={purchase} /> : shown && <Outcome purchase={p} shown={shown} />}
    </section>
  );
}
