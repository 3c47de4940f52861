// Before any schema parses (the site's CSP forbids eval).
import '../../../lib/no-eval';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartDto } from '@club/core';
import { z } from 'zod';
import { applyPromoSchema } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { cartKeys } from '../../../lib/get-cart';

export type ApplyPromoInput = z.input<typeof applyPromoSchema>;

/** 400/409 with the server's reason for a code that is unknown, expired, used up, below its minimum or already used. */
export const applyPromo = (input: ApplyPromoInput) => apiFetch<CartDto>('/api/v1/cart/promo', { method: 'POST', body: applyPromoSchema.parse(input) });

export function useApplyPromo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromo,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
  });
}
