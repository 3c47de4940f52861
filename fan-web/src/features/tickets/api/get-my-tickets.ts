import { useQuery } from '@tanstack/react-query';
import type { PurchaseDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export const getMyTickets = (signal?: AbortSignal) => apiFetch<PurchaseDto[]>('/api/v1/purchases/my-tickets', { signal });

/** Every purchase of the signed-in fan, newest first. */
export const useMyTickets = () =>
  useQuery({ queryKey: purchaseKeys.mine(), queryFn: ({ signal }) => getMyTickets(signal), staleTime: 0 });
