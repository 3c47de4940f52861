import '../tickets.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inMyTicketsFilter, MY_TICKETS_FILTERS, myTicketsOrder, type MyTicketsFilter, type PurchaseDto } from '@club/core';
import { CLUB_EMAIL, CLUB_PHONE } from '../../../components/ContactDetails';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { formatTimeLeft } from '../../../lib/intl';
import { useNow } from '../../../lib/use-now';
import { useMyTickets } from '../api/get-my-tickets';
import { LoadFailed, Loading } from '../components/LoadState';
import { PurchaseCard } from '../components/PurchaseCard';
import { ReceivedTickets } from '../components/ReceivedTickets';
import { CreditPanel } from '../components/CreditPanel';
import { VerifyEmailNotice } from '../components/VerifyEmailNotice';
import { useHeldTickets } from '../api/get-held-tickets';
import { Link } from 'react-router-dom';

/** Tabs on wide screens, a dropdown on phones (spec section 2): both drive the same choice. */
function FilterChooser({ value, counts, onChange }: { value: MyTicketsFilter; counts: Record<MyTicketsFilter, number>; onChange(f: MyTicketsFilter): void }) {
  const { t } = useTranslation('tickets');
  return (
    <div className="ticket-filters">
      <div className="filter-tabs" role="group" aria-label={t('list.filterLabel')}>
        {MY_TICKETS_FILTERS.map((f) => (
          <button key={f} type="button" className="filter-tab" aria-pressed={value === f} data-testid={`filter-${f}`} onClick={() => onChange(f)}>
            {t(`list.filters.${f}`)} <span className="filter-count">{counts[f]}</span>
          </button>
        ))}
      </div>
      <label className="filter-select field">
        <span>{t('list.filterLabel')}</span>
        <select value={value} onChange={(e) => onChange(e.target.value as MyTicketsFilter)} data-testid="filter-select">
          {MY_TICKETS_FILTERS.map((f) => (
            <option key={f} value={f}>
              {`${t(`list.filters.${f}`)} (${counts[f]})`}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

function SupportCard() {
  const { t } = useTranslation('tickets');
  return (
    <aside className="card support-card" aria-labelledby="support-title">
      <h2 id="support-title">{t('list.supportTitle')}</h2>
      <p>{t('list.supportText')}</p>
      <div className="ticket-page-actions">
        <a className="button button-secondary button-small" href={`tel:${CLUB_PHONE.replaceAll('-', '')}`}>
          <Icon name="phone" size={16} />
          {t('list.call')}
        </a>
        <a className="button button-secondary button-small" href={`mailto:${CLUB_EMAIL}`}>
          <Icon name="mail" size={16} />
          {t('list.email')}
        </a>
      </div>
    </aside>
  );
}

function TicketLists({ purchases, received }: { purchases: PurchaseDto[]; received: boolean }) {
  const { t } = useTranslation('tickets');
  const now = useNow(1000);
  const [filter, setFilter] = useState<MyTicketsFilter>('all');
  const counts = Object.fromEntries(MY_TICKETS_FILTERS.map((f) => [f, purchases.filter((p) => inMyTicketsFilter(p, f, now)).length])) as Record<MyTicketsFilter, number>;
  const pending = purchases.filter((p) => inMyTicketsFilter(p, 'pending', now));
  const shown = myTicketsOrder(purchases.filter((p) => inMyTicketsFilter(p, filter, now)), now);

  // A fan who bought nothing but was passed tickets sees those (ReceivedTickets), not "no tickets yet".
  if (!purchases.length && received) return null;
  if (!purchases.length) {
    return (
      <div className="card ticket-empty" data-testid="tickets-empty">
        <Icon name="ticket" size={40} />
        <h2>{t('list.empty')}</h2>
        <p>{t('list.emptyText')}</p>
        <Link className="button button-primary" to="/#matches">
          {t('list.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {pending.length > 0 && filter === 'all' && (
        <section className="notice notice-warning pending-section" aria-labelledby="pending-title" data-testid="pending-section">
          <h2 id="pending-title">{t('list.pendingTitle')}</h2>
          <p>{t('list.pendingText')}</p>
          <ul>
            {pending.map((p) => (
              <li key={p.id}>
                <span className="mono">{p.referenceNumber}</span>
                <span>{t('list.expiresIn', { time: formatTimeLeft(Date.parse(p.expiresAt) - now) })}</span>
                <Link className="button button-primary button-small" to={`/payment/${p.id}`}>
                  {t('list.continuePayment')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <FilterChooser value={filter} counts={counts} onChange={setFilter} />
      {shown.length ? (
        <div className="purchase-grid">
          {shown.map((p) => (
            <PurchaseCard key={p.id} purchase={p} />
          ))}
        </div>
      ) : (
        <p className="empty-filter">{t('list.emptyFilter')}</p>
      )}
    </>
  );
}

export function MyTicketsRoute() {
  const { t } = useTranslation('tickets');
  const tickets = useMyTickets();
  const held = useHeldTickets();
  return (
    <section className="container ticket-page" aria-labelledby="tickets-title">
      <PageTitle title={t('list.title')} />
      <h1 id="tickets-title" className="ticket-page-title">
        {t('list.title')}
      </h1>
      <p className="ticket-page-lead">{t('list.subtitle')}</p>
      <VerifyEmailNotice />
      {tickets.isPending ? (
        <Loading />
      ) : tickets.isError ? (
        <LoadFailed title={t('list.errorLoading')} onRetry={() => void tickets.refetch()} />
      ) : (
        <TicketLists purchases={tickets.data} received={Boolean(held.data?.some((ticket) => !ticket.bought))} />
      )}
      <ReceivedTickets />
      <CreditPanel />
      <SupportCard />
    </section>
  );
}
