import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonPassDto } from '@club/core';
import { apiFetch } from './api-client';

/**
 * Everything about season passes sits under ['season-passes']: the landing page's offer and the
 * season pass page read the same list, and buying one invalidates it all (places left, seats).
 */
export const seasonKeys = {
  all: ['season-passes'] as const,
  list: () => ['season-passes', 'list'] as const,
  seats: (passId: string) => ['season-passes', 'seats', passId] as const,
  mine: () => ['season-passes', 'mine'] as const,
};

/** The passes in their renewal window or on sale now (public). */
export const seasonPassesQuery = queryOptions({
  queryKey: seasonKeys.list(),
  queryFn: ({ signal }) => apiFetch<SeasonPassDto[]>('/api/v1/season-passes', { signal }),
});

export const useSeasonPasses = () => useQuery(seasonPassesQuery);
