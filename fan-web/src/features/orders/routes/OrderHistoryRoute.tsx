import '../orders.css';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PaginationDto } from '@club/core';
import { EmptyState } from '../../../components/EmptyState';
import { PageError, PageLoading } from '../../../components/PageState';
import { PageTitle } from '../../../components/PageTitle';
import { useOrders } from '../api/get-orders';
import { OrderCard } from '../components/OrderCard';

/** The page number from ?page=, 1 when missing or not a whole number above 0. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function Pagination({ pagination, onPage }: { pagination: PaginationDto; onPage(page: number): void }) {
  const { t } = useTranslation('orders');
  if (pagination.total_pages <= 1) return null;
  const { current_page: page, total_pages: pages } = pagination;
  return (
    <nav className="order-pagination" aria-label={t('history.pagination')}>
      <button type="button" className="button button-secondary button-small" disabled={page <= 1} onClick={() => onPage(page - 1)} data-testid="orders-previous">
        {t('history.previous')}
      </button>
      <p aria-live="polite" data-testid="orders-page-status">
        {t('history.pageOf', { page, pages })} · {t('history.totalCount', { count: pagination.total })}
      </p>
      <button type="button" className="button button-secondary button-small" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="orders-next">
        {t('history.next')}
      </button>
    </nav>
  );
}

/** /orders: the fan's orders, 10 a page (the page is in the URL, so back and reload keep it). */
export function OrderHistoryRoute() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const orders = useOrders(page);
  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  let body;
  if (orders.isPending) body = <PageLoading label={t('common.loading')} />;
  else if (orders.isError)
    body = (
      <PageError title={t('history.loadError')} retry={{ label: t('common.retry'), onRetry: () => void orders.refetch() }}>
        <Link className="button button-ghost" to="/merchandise">
          {t('common.backToStore')}
        </Link>
      </PageError>
    );
  else if (!orders.data.orders.length && page > 1 && orders.data.pagination.total > 0) {
    // A page past the end (an old link): the last page instead.
    body = <Navigate to={`/orders?page=${orders.data.pagination.total_pages}`} replace />;
  } else if (!orders.data.orders.length)
    body = (
      <EmptyState icon="bag" title={t('history.empty')} text={t('history.emptyText')} action={{ to: '/merchandise', label: t('history.browse') }} testId="orders-empty" />
    );
  else
    body = (
      <>
        <ul className="order-list" aria-busy={orders.isPlaceholderData || undefined}>
          {orders.data.orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
        <Pagination pagination={orders.data.pagination} onPage={goTo} />
      </>
    );

  return (
    <section className="container order-page" data-testid="orders-page" aria-labelledby="orders-title">
      <PageTitle title={t('history.title')} />
      <h1 id="orders-title" className="order-title">
        {t('history.title')}
      </h1>
      <p className="order-lead">{t('history.subtitle')}</p>
      {body}
    </section>
  );
}
