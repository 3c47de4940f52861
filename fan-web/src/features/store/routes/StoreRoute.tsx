import '../store.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/PageTitle';
import { errorMessage } from '../../../lib/api-client';
import { useProducts } from '../api/get-products';
import { StoreHero } from '../components/BannerCarousel';
import { FeaturedProducts } from '../components/FeaturedProducts';
import { LoadFailed, Loading } from '../components/LoadState';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { StoreFilters } from '../components/StoreFilters';
import { StoreNav } from '../components/StoreNav';
import { useStoreQuery } from '../components/use-store-query';

function ProductGrid({ store }: { store: ReturnType<typeof useStoreQuery> }) {
  const { t } = useTranslation('store');
  const products = useProducts(store.query);
  const top = useRef<HTMLElement>(null);

  const goToPage = (page: number) => {
    store.goToPage(page);
    top.current?.scrollIntoView({ block: 'start' });
  };

  const busy = store.settling || products.isPlaceholderData;
  return (
    <section ref={top} className="store-section store-products" aria-labelledby="products-title" aria-busy={busy}>
      <div className="store-section-head">
        <h2 id="products-title" className="store-section-title">
          {t('list.title')}
        </h2>
        {products.data && (
          <p className="store-count" data-testid="result-count" aria-live="polite">
            {busy ? t('list.updating') : t('list.count', { count: products.data.pagination.total })}
          </p>
        )}
      </div>
      <StoreFilters value={store.draft} onChange={store.edit} />
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <LoadFailed title={t('list.loadError')} text={errorMessage(products.error, '') || undefined} onRetry={() => void products.refetch()} backToStore={false} />
      ) : !products.data.products.length ? (
        <div className="store-state store-empty" data-testid="products-empty">
          <h3>{products.data.pagination.total ? t('list.pageEmpty') : t('list.empty')}</h3>
          {products.data.pagination.total ? (
            <button type="button" className="button button-primary" onClick={() => goToPage(1)}>
              {t('list.firstPage')}
            </button>
          ) : (
            <>
              <p>{t('list.emptyText')}</p>
              {store.filtered && (
                <button type="button" className="button button-secondary" onClick={store.clear} data-testid="clear-filters">
                  {t('filters.clear')}
                </button>
              )}
            </>
          )}
        </div>
      ) : (
        <>
          <ul className={`product-grid${busy ? ' is-updating' : ''}`} role="list" data-testid="product-grid">
            {products.data.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination pagination={products.data.pagination} onPage={goToPage} />
        </>
      )}
    </section>
  );
}

/** /merchandise: banners, featured products, then the whole catalogue with search, category, sort and pages. */
export function StoreRoute() {
  const { t } = useTranslation('store');
  const store = useStoreQuery();
  return (
    <div className="store-page">
      <PageTitle title={t('meta.storeTitle')} />
      <div className="container">
        <StoreNav />
        <StoreHero />
        <FeaturedProducts />
        <ProductGrid store={store} />
      </div>
    </div>
  );
}
