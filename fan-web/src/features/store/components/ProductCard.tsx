import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ProductListItemDto } from '@club/core';
import { useLanguage } from '../../../lib/i18n';
import { Price } from '../../../components/Price';
import { inLanguage } from '../../../lib/intl';
import { ProductImage } from './ProductImage';
import { StockBadge } from './StockBadge';

/** What the product page's breadcrumb reads to return to the same list (search, filters, page). */
export interface FromStoreState {
  storeSearch?: string;
}

/**
 * How wide a card's picture is shown (store.css): 62% of a phone in the featured row (half of it
 * in the grid), at most about 350 px from a tablet up (the grid's columns, the featured row's 36% and 22.5%).
 */
const CARD_IMAGE_SIZES = '(max-width: 599px) 62vw, 350px';

/** A product in a grid: the whole card opens the product (its name is the link). `priority`: a card the page opens on. */
export function ProductCard({ product, headingLevel = 3, priority = false }: { product: ProductListItemDto; headingLevel?: 2 | 3; priority?: boolean }) {
  const { t } = useTranslation('store');
  const lang = useLanguage();
  const { search } = useLocation();
  const name = inLanguage(lang, product.name, product.name_th);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="product-card" data-testid="product-card" data-product-id={product.id}>
      <div className="product-card-media">
        <ProductImage src={product.main_image_url} alt="" sizes={CARD_IMAGE_SIZES} priority={priority} />
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
