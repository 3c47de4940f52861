import { queryOptions, useQuery } from '@tanstack/react-query';
import { BANNERS_FETCHED, type BannerDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { storeKeys } from './keys';

export const getBanners = (limit: number, signal?: AbortSignal) => apiFetch<BannerDto[]>(`/api/v1/public/store-banners?limit=${limit}`, { signal });

/** The store's banners, at most five (spec section 9). */
export const bannersQuery = queryOptions({
  queryKey: storeKeys.banners(BANNERS_FETCHED),
  queryFn: ({ signal }) => getBanners(BANNERS_FETCHED, signal),
});

export const useBanners = () => useQuery(bannersQuery);
