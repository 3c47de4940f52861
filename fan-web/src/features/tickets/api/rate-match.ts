import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { matchRatingSchema, MatchRatingDto } from '@club/core';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { matchKeys } from './keys';

/** What the rating dialog sends, typed by the API's own schema: 1 to 5 stars and an optional comment. */
export type RateMatchInput = z.input<typeof matchRatingSchema>;

export const rateMatch = (matchId: string, input: RateMatchInput) =>
  apiFetch<MatchRatingDto>(`/api/v1/matches/${encodeURIComponent(matchId)}/rating`, { method: 'PUT', body: input });

/** Rate a match or change one's rating; the saved rating replaces the cached one. */
export function useRateMatch(matchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RateMatchInput) => rateMatch(matchId, input),
    onSuccess: (saved) => queryClient.setQueryData(matchKeys.rating(matchId), saved),
  });
}
