import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

export const clearCart = () => apiFetch<CartDto>('/api/v1/cart/clear', { method: 'DELETE' });

/** Empties the cart (after the fan confirmed). */
export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
