import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddToCartInput, CartDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

// The input schema is the API's own: addToCartSchema in @club/core (POST /api/v1/cart/add).
export const addToCart = (input: AddToCartInput) => apiFetch<CartDto>('/api/v1/cart/add', { method: 'POST', body: input });

/** Puts a product in the signed-in fan's cart; everything the cart feature shows refetches. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}
