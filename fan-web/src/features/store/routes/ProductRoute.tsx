import '../store.css';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductDetailDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Icon } from '../../../components/Icon';
import { PageTitle } from '../../../components/PageTitle';
import { Price } from '../../../components/Price';
import { errorMessage, isNotFound } from '../../../lib/api-client';
import { inLanguage } from '../../../lib/intl';
import { useProduct } from '../api/get-product';
import { DeliveryInfo } from '../components/DeliveryInfo';
import { LoadFailed, Loading } from '../components/LoadState';
import type { FromStoreState } from '../components/ProductCard';
import { ProductGallery } from '../components/ProductGallery';
import { PurchasePanel, StockStatus } from '../components/PurchasePanel';

/** Rounded percent off, only when the sale price is lower (spec section 9). */
const percentOff = (price: number, sale: number | null) => (sale !== null && sale < price && price > 0 ? Math.round(((price - sale) / price) * 100) : null);

/** Back to the list the fan came from (same search, filters and page), else the store's first page. */
function useStoreLink(): string {
  const state = useLocation().state as FromStoreState | null;
  return `/merchandise${state?.storeSearch ?? ''}`;
}

function ProductDetail({ product }: { product: ProductDetailDto }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const storeLink = useStoreLink();
  const name = inLanguage(lang, product.name, product.name_th);
  const category = inLanguage(lang, product.category.name, product.category.name_th);
  const features = lang === 'th' && product.features_th.length ? product.features_th : product.features;
  const off = percentOff(product.price_satang, product.sale_price_satang);

  return (
    <article className="product-page" data-testid="product-detail">
      <PageTitle title={name} />
      {product.seo.keywords.length > 0 && <meta name="keywords" content={product.seo.keywords.join(', ')} />}
      <nav className="breadcrumb" aria-label={t('detail.breadcrumb')}>
        <ol>
          <li>
            <Link to={storeLink} data-testid="breadcrumb-store">
              {t('common.store')}
            </Link>
          </li>
          <li>
            <span>{category}</span>
          </li>
          <li>
            <span aria-current="page">{name}</span>
          </li>
        </ol>
      </nav>

      <div className="product-layout">
        <ProductGallery product={product} />
        <div className="product-summary">
          <p className="product-category">{category}</p>
          <h1 className="product-title" data-testid="product-name">
            {name}
          </h1>
          <p className="product-lead">{inLanguage(lang, product.short_description, product.short_description_th)}</p>
          <div className="product-price-row">
            <Price satang={product.price_satang} saleSatang={product.sale_price_satang} className="product-price" />
            {off !== null && (
              <span className="discount-badge" data-testid="discount-badge">
                {t('detail.percentOff', { percent: off })}
              </span>
            )}
          </div>
          <dl className="product-facts">
            <div>
              <dt>{t('detail.sku')}</dt>
              <dd className="mono" translate="no" data-testid="product-sku">
                {product.sku}
              </dd>
            </div>
            <div>
              <dt>{t('detail.category')}</dt>
              <dd>{category}</dd>
            </div>
            <div>
              <dt>{t('detail.stock')}</dt>
              <dd>
                <StockStatus product={product} />
              </dd>
            </div>
          </dl>
          {product.status !== 'active' && <p className="notice notice-warning">{t('detail.unavailable')}</p>}
          <PurchasePanel key={product.id} product={product} />
        </div>
      </div>

      <div className="product-more">
        <section className="card product-description" aria-labelledby="description-title">
          <h2 id="description-title">{t('detail.description')}</h2>
          <p className="product-description-text">{inLanguage(lang, product.description, product.description_th)}</p>
          {features.length > 0 && (
            <>
              <h3>{t('detail.features')}</h3>
              <ul className="feature-bullets" data-testid="product-features">
                {features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" size={18} />
                    {feature}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <DeliveryInfo />
      </div>
    </article>
  );
}

/** /merchandise/product/{id}: one product, or a not-found screen with the way back to the store. */
export function ProductRoute() {
  const { productId } = useParams();
  const { t } = useTranslation('store');
  const product = useProduct(productId);
  return (
    <div className="container store-page">
      {!product.isSuccess && <PageTitle title={t('meta.storeTitle')} />}
      {product.isPending ? (
        <Loading />
      ) : product.isError ? (
        isNotFound(product.error) ? (
          <LoadFailed title={t('detail.notFound')} text={t('detail.notFoundText')} testId="product-not-found" />
        ) : (
          <LoadFailed title={t('detail.loadError')} text={errorMessage(product.error, '') || undefined} onRetry={() => void product.refetch()} />
        )
      ) : (
        <ProductDetail product={product.data} />
      )}
    </div>
  );
}
