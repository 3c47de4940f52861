import { useQuery } from '@tanstack/react-query';
import type { DeliveryAddressDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export const getAddresses = (signal?: AbortSignal) => apiFetch<DeliveryAddressDto[]>('/api/v1/shipping/addresses', { signal });

/** The fan's saved delivery addresses; fetched once home delivery is chosen. */
export const useAddresses = (enabled: boolean) => useQuery({ queryKey: checkoutKeys.addresses, queryFn: ({ signal }) => getAddresses(signal), enabled });
