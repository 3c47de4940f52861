import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export const getTickets = (purchaseId: string, signal?: AbortSignal) =>
  apiFetch<TicketDto[]>(`/api/v1/purchases/${encodeURIComponent(purchaseId)}/tickets`, { signal });

/** The issued tickets of a purchase (one per seat; none before it is paid). */
export const ticketsQuery = (purchaseId: string) =>
  queryOptions({ queryKey: purchaseKeys.tickets(purchaseId), queryFn: ({ signal }) => getTickets(purchaseId, signal) });

/** The issued tickets of a completed purchase. */
export const useTickets = (purchaseId: string, enabled: boolean) => useQuery({ ...ticketsQuery(purchaseId), enabled });
