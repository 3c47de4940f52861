import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

// The body follows updateCartItemSchema in @club/core.
export const updateCartItem = ({ itemId, quantity }: { itemId: string; quantity: number }) =>
  apiFetch<CartDto>(`/api/v1/cart/update/${encodeURIComponent(itemId)}`, { method: 'PUT', body: { quantity } });

/** A new quantity for one line; the answer is the whole cart with fresh totals. */
export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
    // A refused change (stock ran out meanwhile) may mean the cart shown is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
