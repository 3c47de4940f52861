import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateAddressInput, DeliveryAddressDto } from '@club/core';
import { apiFetch } from '../api-client';
import { addressKeys } from './keys';

export interface CreatedAddress {
  address_id: string;
  address: DeliveryAddressDto;
}

// The body is createAddressSchema's output from @club/core (the form parses with it before sending).
export const createAddress = (input: CreateAddressInput) => apiFetch<CreatedAddress>('/api/v1/shipping/addresses', { method: 'POST', body: input });

/** Saves a delivery address; the list of addresses is fetched again (a new default changes the others). */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    onSuccess: ({ address }) => {
      // Show the new address at once (chosen by the form), then take the server's list.
      queryClient.setQueryData<DeliveryAddressDto[]>(addressKeys.all, (old = []) => [
        ...old.map((a) => (address.is_default ? { ...a, is_default: false } : a)),
        address,
      ]);
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
    },
  });
}
