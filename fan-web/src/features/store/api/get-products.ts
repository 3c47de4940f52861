import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaginationDto, ProductListItemDto, ProductListQuery } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from './keys';

// The input schema is the API's own: productListQuerySchema in @club/core.
export interface ProductPage {
  products: ProductListItemDto[];
  pagination: PaginationDto;
}

export function getProducts(query: ProductListQuery, signal?: AbortSignal): Promise<ProductPage> {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit), sort: query.sort });
  if (query.search) params.set('search', query.search);
  if (query.category_id) params.set('category_id', query.category_id);
  return apiFetch<ProductPage>(`/api/v1/public/merchandise/products?${params}`, { signal });
}

/** One page of the catalogue. */
export const productsQuery = (query: ProductListQuery) =>
  queryOptions({ queryKey: storeKeys.products(query), queryFn: ({ signal }) => getProducts(query, signal) });

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export const useProducts = (query: ProductListQuery) => useQuery({ ...productsQuery(query), placeholderData: keepPreviousData });
