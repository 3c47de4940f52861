import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** The holder takes their ticket back from the exchange while no fan is buying it: its code opens the gate again. */
export const withdrawListing = (ticketId: string) => apiFetch<ListingDto>(`/api/v1/tickets/${encodeURIComponent(ticketId)}/listing`, { method: 'DELETE' });

export function useWithdrawListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawListing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.held() }),
  });
}
