import { useQuery } from '@tanstack/react-query';
import type { MatchRatingDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { matchKeys } from './keys';

export const getMatchRating = (matchId: string, signal?: AbortSignal) =>
  apiFetch<MatchRatingDto | null>(`/api/v1/matches/${encodeURIComponent(matchId)}/rating`, { signal });

/** The fan's own rating of a match (null before they rate it), read when they open the rating dialog. */
export const useMatchRating = (matchId: string, enabled: boolean) =>
  useQuery({ queryKey: matchKeys.rating(matchId), queryFn: ({ signal }) => getMatchRating(matchId, signal), enabled });
