import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { matchKeys } from './keys';

export const getMatch = (id: string, signal?: AbortSignal) => apiFetch<MatchDto>(`/api/v1/matches/${encodeURIComponent(id)}`, { signal });

/** One match with its venue, teams, bank account and the seats still on sale. */
export const matchQuery = (id: string) => queryOptions({ queryKey: matchKeys.detail(id), queryFn: ({ signal }) => getMatch(id, signal) });

export const useMatch = (id: string | undefined) => useQuery({ ...matchQuery(id ?? ''), enabled: Boolean(id) });
