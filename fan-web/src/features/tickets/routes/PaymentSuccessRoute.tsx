import '../tickets.css';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { PurchaseOverview } from '../components/PurchaseSubject';
import { PurchaseTotals } from '../components/PurchaseFacts';
import type { PaymentSuccessState } from './PaymentRoute';

/** Reached from the payment page once staff confirmed the payment; the purchase comes in the navigation state. */
export function PaymentSuccessRoute() {
  const { t } = useTranslation('tickets');
  const purchase = (useLocation().state as PaymentSuccessState | null)?.purchase;

  return (
    <section className="container ticket-page success-page" data-testid="payment-success" aria-labelledby="success-title">
      <PageTitle title={t('success.title')} />
      <div className="card success-card">
        <span className="success-mark" aria-hidden="true">
          <Icon name="check" size={40} />
        </span>
        <h1 id="success-title">{t('success.title')}</h1>
        {purchase ? (
          <>
            <p>{t('success.text')}</p>
            <PurchaseOverview purchase={purchase} />
            <PurchaseTotals purchase={purchase} withReference />
          </>
        ) : (
          <p>{t('success.noData')}</p>
        )}
        <div className="ticket-page-actions">
          {purchase && (
            <Link className="button button-primary" to={`/ticket/${purchase.id}`} data-testid="view-tickets">
              <Icon name="qr" size={18} />
              {t('success.viewTickets')}
            </Link>
          )}
          <Link className="button button-secondary" to="/my-tickets">
            {t('success.myTickets')}
          </Link>
        </div>
      </div>
    </section>
  );
}
