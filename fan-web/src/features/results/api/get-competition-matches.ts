import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitionMatchesDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { COMPETITION_REFRESH_MS, competitionKeys } from './keys';

export const getCompetitionMatches = (signal?: AbortSignal) => apiFetch<CompetitionMatchesDto>('/api/v1/competition/matches', { signal });

/** The club's matches of the season (the last good copy of the feed), with its fetch time and stale flag. */
export const competitionMatchesQuery = queryOptions({ queryKey: competitionKeys.matches(), queryFn: ({ signal }) => getCompetitionMatches(signal) });

export const useCompetitionMatches = () => useQuery({ ...competitionMatchesQuery, refetchInterval: COMPETITION_REFRESH_MS });
