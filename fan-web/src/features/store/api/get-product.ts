import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetailDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { JUST_FETCHED_MS } from '../../../lib/query';
import { storeKeys } from './keys';

export const getProduct = (id: string, signal?: AbortSignal) =>
  apiFetch<ProductDetailDto>(`/api/v1/public/merchandise/products/${encodeURIComponent(id)}`, { signal });

/** One product with its images, option groups and the quantity still on sale (fresh: the stock shown before adding). */
export const productQuery = (id: string) =>
  queryOptions({ queryKey: storeKeys.product(id), queryFn: ({ signal }) => getProduct(id, signal), staleTime: JUST_FETCHED_MS });

export const useProduct = (id: string | undefined) => useQuery({ ...productQuery(id ?? ''), enabled: Boolean(id) });
