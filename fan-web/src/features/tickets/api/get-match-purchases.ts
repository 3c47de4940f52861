import { useQuery } from '@tanstack/react-query';
import type { PurchaseDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { purchaseKeys } from './keys';

export const getMatchPurchases = (matchId: string, signal?: AbortSignal) =>
  apiFetch<PurchaseDto[]>(`/api/v1/purchases?matchId=${encodeURIComponent(matchId)}`, { signal });

/** The signed-in fan's own purchases for one match (the buy page warns about open ones). */
export const useMatchPurchases = (matchId: string | undefined) =>
  useQuery({
    queryKey: purchaseKeys.forMatch(matchId ?? ''),
    queryFn: ({ signal }) => getMatchPurchases(matchId!, signal),
    enabled: Boolean(matchId),
  });
