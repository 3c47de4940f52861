import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePurchaseInput, Profile, PurchaseDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { matchKeys, purchaseKeys } from './keys';

// The input schema is the API's own: createPurchaseSchema in @club/core (zoneId, and seatIds in a numbered zone).
export const createPurchase = (input: CreatePurchaseInput) => apiFetch<PurchaseDto>('/api/v1/purchases', { method: 'POST', body: input });

/**
 * Holds the seats; the server also saves the phone to the profile, so the cached profile follows.
 * Either way the match's zones and seats have moved (bought, or found gone by a refusal): they reload.
 */
export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: (purchase) => {
      queryClient.setQueryData(purchaseKeys.detail(purchase.id), purchase);
      queryClient.setQueryData<Profile | null>(['profile'], (profile) => (profile ? { ...profile, phone: purchase.phone } : profile));
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    },
    onSettled: (_purchase, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(input.matchId) });
      void queryClient.invalidateQueries({ queryKey: matchKeys.seatsOf(input.matchId) });
    },
  });
}
