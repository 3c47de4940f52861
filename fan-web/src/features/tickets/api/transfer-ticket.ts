import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TicketDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

/** Pass a ticket on to someone by email: it gets a new QR for them, and the old one stops working. */
export function useTransferTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ticketId, email }: { ticketId: string; email: string }) =>
      apiFetch<TicketDto>(`/api/v1/tickets/${encodeURIComponent(ticketId)}/transfer`, { method: 'POST', body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

/** Take back a ticket passed on that its recipient has not received yet: it is the fan's again, with its code. */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticketId: string) => apiFetch<TicketDto>(`/api/v1/tickets/${encodeURIComponent(ticketId)}/cancel-transfer`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

/** Take a ticket sent to the fan's address before they had an account (the mail's link carries the token). */
export function useClaimTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiFetch<{ id: string }>('/api/v1/tickets/claim', { method: 'POST', body: { token } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: purchaseKeys.all }),
  });
}

/** The "Save to Google Wallet" link of the tickets the fan holds of a purchase (signed by the server; it expires with the session's needs, so fetched when asked). */
export const googleWalletLink = (purchaseId: string) => apiFetch<{ url: string }>(`/api/v1/tickets/google-wallet/${encodeURIComponent(purchaseId)}`);
