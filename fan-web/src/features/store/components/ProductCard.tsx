import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductListItemDto } from '@club/core';
import { useLanguage } from '../../../app/i18n';
import { Price } from '../../../components/Price';
import { inLanguage } from '../../../lib/intl';
import { ProductImage } from './ProductImage';
import { StockBadge } from './StockBadge';

/** What the product page's breadcrumb reads to return to the same list (search, filters, page). */
export interface FromStoreState {
  storeSearch?: string;
}

/** A product in a grid: the whole card opens the product (its name is the link). */
export function ProductCard({ product, headingLevel = 3 }: { product: ProductListItemDto; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const { search } = useLocation();
  const name = inLanguage(lang, product.name, product.name_th);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-card-media">
        <ProductImage src={product.main_image_url} alt="" />
        <div className="product-card-badges">
          {product.featured && <span className="badge">{t('card.featured')}</span>}
          <StockBadge product={product} />
        </div>
      </div>
      <div className="product-card-body">
        <p className="product-card-category">{inLanguage(lang, product.category_name, product.category_name_th)}</p>
        <Heading className="product-card-name">
          <Link to={`/merchandise/product/${product.id}`} state={{ storeSearch: search } satisfies FromStoreState} data-testid="product-link">
            {name}
          </Link>
        </Heading>
        <p className="product-card-text">{inLanguage(lang, product.short_description, product.short_description_th)}</p>
        <Price satang={product.price_satang} saleSatang={product.sale_price_satang} className="product-card-price" />
      </div>
    </article>
  );
}
