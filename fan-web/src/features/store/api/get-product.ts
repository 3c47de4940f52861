import { useQuery } from '@tanstack/react-query';
import type { ProductDetailDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from './keys';

export const getProduct = (id: string, signal?: AbortSignal) =>
  apiFetch<ProductDetailDto>(`/api/v1/public/merchandise/products/${encodeURIComponent(id)}`, { signal });

/** One product with its images, option groups and the quantity still on sale. */
export const useProduct = (id: string | undefined) =>
  useQuery({
    queryKey: storeKeys.product(id ?? ''),
    queryFn: ({ signal }) => getProduct(id!, signal),
    enabled: Boolean(id),
    // The stock shown before adding should be fresh.
    staleTime: 0,
  });
