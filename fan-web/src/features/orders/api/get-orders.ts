import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ORDER_PAGE_SIZE, type OrderListDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { orderKeys } from './keys';

export const getOrders = (page: number, signal?: AbortSignal) => apiFetch<OrderListDto>(`/api/v1/orders?page=${page}&limit=${ORDER_PAGE_SIZE}`, { signal });

/** One page (10) of the fan's orders, newest first; the previous page stays on screen while the next loads. */
export const useOrders = (page: number) =>
  useQuery({ queryKey: orderKeys.list(page), queryFn: ({ signal }) => getOrders(page, signal), placeholderData: keepPreviousData, staleTime: 0 });
