import { useTranslation } from 'react-i18next';
import { stockStatus, type ProductListItemDto } from '@club/core';

/** A list item's stock (spec section 4): out of stock by its status or a zero count, low at 5 or fewer. */
export const listStock = (p: Pick<ProductListItemDto, 'stock_status' | 'stock_quantity'>) =>
  p.stock_status === 'out_of_stock' ? 'out_of_stock' : stockStatus(p.stock_quantity);

/** Out-of-stock and low-stock badges of a product card; in stock needs no badge. */
export function StockBadge({ product }: { product: Pick<ProductListItemDto, 'stock_status' | 'stock_quantity'> }) {
  const { t } = useTranslation('store');
  const status = listStock(product);
  if (status === 'in_stock') return null;
  return (
    <span className={`stock-badge stock-${status}`} data-testid="stock-badge" data-stock={status}>
      {status === 'out_of_stock' ? t('stock.outOfStock') : t('stock.lowStock')}
    </span>
  );
}
