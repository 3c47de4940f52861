import { useQuery } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { checkoutKeys } from './keys';

export const getCart = (signal?: AbortSignal) => apiFetch<CartDto>('/api/v1/cart', { signal });

/** The cart being checked out, with the server's subtotal, discount and total (the same cache entry as the cart screen). */
export const useCart = () => useQuery({ queryKey: checkoutKeys.cart, queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
