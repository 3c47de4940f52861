import { useQuery } from '@tanstack/react-query';
import type { PickupLocationDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export const getPickupLocations = (signal?: AbortSignal) => apiFetch<PickupLocationDto[]>('/api/v1/shipping/pickup-locations', { signal });

/** The club shops an order can be collected from; fetched once pickup is chosen. */
export const usePickupLocations = (enabled: boolean) =>
  useQuery({ queryKey: checkoutKeys.pickupLocations, queryFn: ({ signal }) => getPickupLocations(signal), enabled, staleTime: 5 * 60_000 });
