import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TicketDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { KEPT_OFFLINE } from '../../../lib/offline-tickets';
import { purchaseKeys } from './keys';

export const ticketsPath = (purchaseId: string) => `/api/v1/purchases/${encodeURIComponent(purchaseId)}/tickets`;

export const getTickets = (purchaseId: string, signal?: AbortSignal) => apiFetch<TicketDto[]>(ticketsPath(purchaseId), { signal });

/** The issued tickets of a purchase (one per seat; none before it is paid). */
export const ticketsQuery = (purchaseId: string) =>
  queryOptions({ queryKey: purchaseKeys.tickets(purchaseId), queryFn: ({ signal }) => getTickets(purchaseId, signal), ...KEPT_OFFLINE });

/** The issued tickets of a completed purchase. */
export const useTickets = (purchaseId: string, enabled: boolean) => useQuery({ ...ticketsQuery(purchaseId), enabled });
