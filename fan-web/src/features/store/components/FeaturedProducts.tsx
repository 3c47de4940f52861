import { useTranslation } from 'react-i18next';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductCard } from './ProductCard';

/** The cards a desktop shows before the row is scrolled: under the banners, they are what the store opens on. */
const FIRST_ROW = 4;

/** A row of the products the club features; it scrolls sideways on narrow screens. */
export function FeaturedProducts() {
  const { t } = useTranslation('store');
  const featured = useFeaturedProducts();
  if (featured.isSuccess && !featured.data.length) return null;
  return (
    <section className="store-section" aria-labelledby="featured-title" data-testid="featured-products">
      <h2 id="featured-title" className="store-section-title">
        {t('featured.title')}
      </h2>
      {featured.isPending ? (
        <div className="featured-row" aria-busy="true">
          <p className="visually-hidden" role="status">
            {t('common.loading')}
          </p>
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="product-card-skeleton image-placeholder" aria-hidden="true" />
          ))}
        </div>
      ) : featured.isError ? (
        <p className="store-inline-error" role="alert">
          {t('featured.loadError')}{' '}
          <button type="button" className="text-button" onClick={() => void featured.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <ul className="featured-row" role="list">
          {featured.data.map((product, i) => (
            <li key={product.id}>
              <ProductCard product={product} priority={i < FIRST_ROW} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
