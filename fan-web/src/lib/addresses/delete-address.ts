import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { addressKeys } from './keys';

export const deleteAddress = (id: string) => apiFetch<{ deleted: true }>(`/api/v1/shipping/addresses/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Removes a saved address; the list is fetched again (the default may have moved to another). */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAddress, onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }) });
}
