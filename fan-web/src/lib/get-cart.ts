import { useQuery } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from './api-client';

/**
 * Everything about the cart sits under ['cart']: the cart screen and the checkout read the same
 * entry, and the store, a new order and order:status events invalidate ['cart'].
 */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => ['cart', 'current'] as const,
};

export const getCart = (signal?: AbortSignal) => apiFetch<CartDto>('/api/v1/cart', { signal });

/** The signed-in fan's cart with the server's summary (subtotal, discount, total). */
export const useCart = () => useQuery({ queryKey: cartKeys.current(), queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
