import { useQuery } from '@tanstack/react-query';
import type { TicketDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export const getTickets = (purchaseId: string, signal?: AbortSignal) =>
  apiFetch<TicketDto[]>(`/api/v1/purchases/${encodeURIComponent(purchaseId)}/tickets`, { signal });

/** The issued tickets of a completed purchase (one per seat). */
export const useTickets = (purchaseId: string, enabled: boolean) =>
  useQuery({ queryKey: purchaseKeys.tickets(purchaseId), queryFn: ({ signal }) => getTickets(purchaseId, signal), enabled });
