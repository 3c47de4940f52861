import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_MATCHES, type MatchDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';

export const getPromotingMatches = (limit: number, signal?: AbortSignal) =>
  apiFetch<MatchDto[]>(`/api/v1/matches/promoting?limit=${limit}`, { signal });

/** The matches the club promotes on the landing page, at most three (spec section 9). */
export const promotingMatchesQuery = queryOptions({
  queryKey: ['matches', 'promoting', FEATURED_MATCHES],
  queryFn: ({ signal }) => getPromotingMatches(FEATURED_MATCHES, signal),
});

export const usePromotingMatches = () => useQuery(promotingMatchesQuery);
