import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PurchaseDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export const cancelPurchase = (id: string) => apiFetch<PurchaseDto>(`/api/v1/purchases/${encodeURIComponent(id)}/cancel`, { method: 'DELETE' });

/** Irreversible: the seats go back on sale. */
export function useCancelPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPurchase,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}
