import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_POLL_MS, type PurchaseDto } from '@club/core';
import { JUST_FETCHED_MS } from '../../../lib/query';
import { apiFetch } from '../../../lib/api-client';
import { KEPT_OFFLINE } from '../../../lib/offline-tickets';
import { purchaseKeys } from './keys';

export const getPurchase = (id: string, signal?: AbortSignal) => apiFetch<PurchaseDto>(`/api/v1/purchases/${encodeURIComponent(id)}`, { signal });

/** One of the fan's purchases, fresh: fetched again on each visit unless it has only just been fetched (see preloadPage). */
export const purchaseQuery = (id: string) =>
  queryOptions({ queryKey: purchaseKeys.detail(id), queryFn: ({ signal }) => getPurchase(id, signal), staleTime: JUST_FETCHED_MS, ...KEPT_OFFLINE });

/**
 * One of the fan's purchases. Live messages refresh it at once; while it waits for payment or for
 * a slip check it is also polled every 10 s (spec section 4), in case the live connection is down.
 */
export const usePurchase = (id: string | undefined) =>
  useQuery({
    ...purchaseQuery(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data && ['pending', 'verifying'].includes(query.state.data.status) ? PAYMENT_POLL_MS : false),
  });
