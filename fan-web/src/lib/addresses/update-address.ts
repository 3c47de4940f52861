import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAddressInput, DeliveryAddressDto } from '@club/core';
import { apiFetch } from '../api-client';
import { addressKeys } from './keys';

// The body is createAddressSchema's output from @club/core, as for a new address.
export const updateAddress = ({ id, ...input }: CreateAddressInput & { id: string }) =>
  apiFetch<DeliveryAddressDto>(`/api/v1/shipping/addresses/${encodeURIComponent(id)}`, { method: 'PUT', body: input });

/** Saves changes to a saved address; the list is fetched again (a new default changes the others). */
export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }) });
}
