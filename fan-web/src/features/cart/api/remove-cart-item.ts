import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

export const removeCartItem = (itemId: string) => apiFetch<CartDto>(`/api/v1/cart/remove/${encodeURIComponent(itemId)}`, { method: 'DELETE' });

/** Takes one line out of the cart; the answer is the cart as it is now. */
export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
