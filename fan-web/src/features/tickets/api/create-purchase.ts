import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePurchaseInput, Profile, PurchaseDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { matchKeys, purchaseKeys } from './keys';

// The input schema is the API's own: createPurchaseSchema in @club/core.
export const createPurchase = (input: CreatePurchaseInput) => apiFetch<PurchaseDto>('/api/v1/purchases', { method: 'POST', body: input });

/** Holds the seats; the server also saves the phone to the profile, so the cached profile follows. */
export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: (purchase) => {
      queryClient.setQueryData(purchaseKeys.detail(purchase.id), purchase);
      queryClient.setQueryData<Profile | null>(['profile'], (profile) => (profile ? { ...profile, phone: purchase.phone } : profile));
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(purchase.matchId) });
    },
  });
}
