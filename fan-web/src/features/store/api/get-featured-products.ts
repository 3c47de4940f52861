import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_PRODUCTS, type ProductListItemDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from './keys';

export const getFeaturedProducts = async (limit: number, signal?: AbortSignal) =>
  (await apiFetch<{ products: ProductListItemDto[] }>(`/api/v1/public/merchandise/featured?limit=${limit}`, { signal })).products;

/** Up to eight products the club features (spec section 9). */
export const featuredProductsQuery = queryOptions({
  queryKey: storeKeys.featured(FEATURED_PRODUCTS),
  queryFn: ({ signal }) => getFeaturedProducts(FEATURED_PRODUCTS, signal),
});

export const useFeaturedProducts = () => useQuery(featuredProductsQuery);
