import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAYMENT_POLL_MS, type OrderDto } from '@club/core';
import { apiFetch, isNotFound } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const getOrder = async (id: string, signal?: AbortSignal) => (await apiFetch<{ order: OrderDto }>(`/api/v1/orders/${encodeURIComponent(id)}`, { signal })).order;

/** One of the fan's orders (404 when missing or someone else's), fetched again on each visit. */
export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    staleTime: 0,
    retry: (failures, error) => failures < 1 && !isNotFound(error),
  });

/**
 * One of the fan's orders. Live messages refresh it at once; while it waits for payment it is
 * also polled every 10 s, in case the live connection is down.
 */
export const useOrder = (id: string | undefined) =>
  useQuery({
    ...orderQuery(id ?? ''),
    enabled: Boolean(id),
    refetchInterval: (query) => (query.state.data?.status === 'pending_payment' ? PAYMENT_POLL_MS : false),
  });
