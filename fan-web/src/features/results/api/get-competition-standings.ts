import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitionStandingsDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { COMPETITION_REFRESH_MS, competitionKeys } from './keys';

export const getCompetitionStandings = (signal?: AbortSignal) => apiFetch<CompetitionStandingsDto>('/api/v1/competition/standings', { signal });

/** The league table (sorted by current_rank), with its fetch time and stale flag. */
export const competitionStandingsQuery = queryOptions({ queryKey: competitionKeys.standings(), queryFn: ({ signal }) => getCompetitionStandings(signal) });

export const useCompetitionStandings = () => useQuery({ ...competitionStandingsQuery, refetchInterval: COMPETITION_REFRESH_MS });
