import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, PurchaseDto, SeasonPurchaseInput } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/auth/get-profile';
import { seasonKeys } from '../../../lib/get-season-passes';

// The input schema is the API's own: seasonPurchaseSchema in @club/core (the seat in a numbered zone, or the holding renewed).
export const buySeasonPass = ({ passId, ...input }: SeasonPurchaseInput & { passId: string }) =>
  apiFetch<PurchaseDto>(`/api/v1/season-passes/${encodeURIComponent(passId)}/purchase`, { method: 'POST', body: input });

/**
 * Holds a pass (and its seat); the server also saves the phone to the profile, so the cached profile
 * follows. Either way the places left and the seats have moved (bought, or found gone): they reload,
 * and the fan's purchases with them.
 */
export function useBuySeasonPass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buySeasonPass,
    onSuccess: (purchase) => {
      queryClient.setQueryData<Profile | null>(profileQueryKey, (profile) => (profile ? { ...profile, phone: purchase.phone } : profile));
      void queryClient.invalidateQueries({ queryKey: ['purchases'] }) /* the ticket pages' purchases and held tickets */;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: seasonKeys.all }),
  });
}
