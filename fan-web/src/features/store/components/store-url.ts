import { PRODUCT_SORTS, SEARCH_MAX_LENGTH, STORE_PAGE_SIZE, type ProductListQuery, type ProductSort } from '@club/core';

/** What the fan chose above the grid. An empty category means all categories. */
export interface StoreFilters {
  search: string;
  category: string;
  sort: ProductSort;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters and page in the address bar; anything the API would refuse falls back to its default. */
export function readUrl(params: URLSearchParams): StoreFilters & { page: number } {
  const sort = params.get('sort') as ProductSort | null;
  const category = params.get('category') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    category: UUID.test(category) ? category : '',
    sort: sort && PRODUCT_SORTS.includes(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The catalogue page the store's address asks for: the page's list, and its first data (app/pages.ts). */
export function productListQuery(params: URLSearchParams): ProductListQuery {
  const { page, sort, search, category } = readUrl(params);
  return { page, limit: STORE_PAGE_SIZE, sort, ...(search ? { search } : {}), ...(category ? { category_id: category } : {}) };
}
