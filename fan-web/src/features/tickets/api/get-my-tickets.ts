import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PurchaseDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { KEPT_OFFLINE } from '../../../lib/offline-tickets';
import { purchaseKeys } from './keys';

export const getMyTickets = (signal?: AbortSignal) => apiFetch<PurchaseDto[]>('/api/v1/purchases/my-tickets', { signal });

/** Every purchase of the signed-in fan, newest first, fetched again on each visit. */
export const myTicketsQuery = queryOptions({ queryKey: purchaseKeys.mine(), queryFn: ({ signal }) => getMyTickets(signal), staleTime: 0, ...KEPT_OFFLINE });

export const useMyTickets = () => useQuery(myTicketsQuery);
