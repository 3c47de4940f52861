import { useQuery } from '@tanstack/react-query';
import type { PickupLocationDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

/** The places a pickup method offers (at its stadium only for "Pick up at the stadium"): the server decides. */
export const getPickupLocations = (methodId: string, signal?: AbortSignal) =>
  apiFetch<PickupLocationDto[]>(`/api/v1/shipping/pickup-locations?shipping_method_id=${encodeURIComponent(methodId)}`, { signal });

/** The club shops an order of the chosen pickup method can be collected from; fetched once it is chosen. */
export const usePickupLocations = (methodId: string | null) =>
  useQuery({
    queryKey: checkoutKeys.pickupLocations(methodId ?? ''),
    queryFn: ({ signal }) => getPickupLocations(methodId!, signal),
    enabled: methodId !== null,
    staleTime: 5 * 60_000,
  });
