import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListingDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** A season holder offers one match's ticket on the exchange: other fans may buy it once the rest of its zone is sold out. */
export const listTicket = (ticketId: string) => apiFetch<ListingDto>(`/api/v1/tickets/${encodeURIComponent(ticketId)}/listing`, { method: 'POST' });

export function useListTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: listTicket,
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.held() }),
  });
}
