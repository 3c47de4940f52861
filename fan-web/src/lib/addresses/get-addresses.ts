import { useQuery } from '@tanstack/react-query';
import type { DeliveryAddressDto } from '@club/core';
import { apiFetch } from '../api-client';
import { addressKeys } from './keys';

export const getAddresses = (signal?: AbortSignal) => apiFetch<DeliveryAddressDto[]>('/api/v1/shipping/addresses', { signal });

/** The fan's saved delivery addresses (the checkout asks once home delivery is chosen). */
export const useAddresses = (enabled = true) => useQuery({ queryKey: addressKeys.all, queryFn: ({ signal }) => getAddresses(signal), enabled });
