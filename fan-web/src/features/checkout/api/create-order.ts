import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderInput, OrderDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

// The body follows createOrderSchema in @club/core; notes are not asked for (spec section 7: sent as null).
export const createOrderFromCart = (input: CreateOrderInput) => apiFetch<{ order: OrderDto }>('/api/v1/orders/create-from-cart', { method: 'POST', body: input });

/**
 * Turns the cart into an order (409 naming the product when stock ran out). The cart is emptied
 * and the order lists change, so both are fetched again; the new order is cached for its payment screen.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrderFromCart,
    // The orders feature keeps its queries under ['orders']: ['orders', 'detail', id] and ['orders', 'list', page].
    onSuccess: ({ order }) => {
      queryClient.setQueryData(['orders', 'detail', order.id], order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
