import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

export const removePromo = () => apiFetch<CartDto>('/api/v1/cart/promo', { method: 'DELETE' });

/** Takes the promo code off the cart. */
export function useRemovePromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePromo,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
