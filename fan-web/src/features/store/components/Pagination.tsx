import { useTranslation } from 'react-i18next';
import type { PaginationDto } from '@club/core';

/** Previous / next with "page x of y" and the number of products found. */
export function Pagination({ pagination, onPage }: { pagination: PaginationDto; onPage(page: number): void }) {
  const { t } = useTranslation('store');
  const { current_page: page, total_pages: pages, total } = pagination;
  return (
    <nav className="pagination" aria-label={t('pagination.label')} data-testid="pagination">
      <button type="button" className="button button-secondary button-small" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))} data-testid="page-previous">
        <span aria-hidden="true">←</span> {t('pagination.previous')}
      </button>
      <p className="pagination-status">
        <span data-testid="page-status">{t('pagination.pageOf', { page, total: Math.max(pages, 1) })}</span>
        <span className="pagination-total" data-testid="product-total">
          {t('list.count', { count: total })}
        </span>
      </p>
      <button type="button" className="button button-secondary button-small" disabled={page >= pages} onClick={() => onPage(page + 1)} data-testid="page-next">
        {t('pagination.next')} <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}
