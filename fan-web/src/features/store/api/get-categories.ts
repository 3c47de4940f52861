import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from './keys';

export const getCategories = (signal?: AbortSignal) => apiFetch<CategoryDto[]>('/api/v1/public/merchandise/categories', { signal });

/** The product categories for the filter; they rarely change. */
export const categoriesQuery = queryOptions({
  queryKey: storeKeys.categories(),
  queryFn: ({ signal }) => getCategories(signal),
  staleTime: 5 * 60_000,
});

export const useCategories = () => useQuery(categoriesQuery);
