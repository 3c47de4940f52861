import { useQuery } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from './keys';

export const getCart = (signal?: AbortSignal) => apiFetch<CartDto>('/api/v1/cart', { signal });

/** The signed-in fan's cart with the server's summary (subtotal, discount, total). */
export const useCart = () => useQuery({ queryKey: cartKeys.current(), queryFn: ({ signal }) => getCart(signal), staleTime: 0 });
