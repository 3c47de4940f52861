import { useQuery } from '@tanstack/react-query';
import type { ShippingMethodDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export const getShippingMethods = (signal?: AbortSignal) => apiFetch<ShippingMethodDto[]>('/api/v1/shipping/methods', { signal });

/** Home delivery and pickup, with their cost and free-delivery threshold. */
export const useShippingMethods = () => useQuery({ queryKey: checkoutKeys.methods, queryFn: ({ signal }) => getShippingMethods(signal), staleTime: 5 * 60_000 });
