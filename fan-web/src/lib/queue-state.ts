import { queryOptions } from '@tanstack/react-query';
import type { QueueStateDto } from '@club/core';
import { ApiError, apiFetch } from './api-client';

/** A match's waiting room on the fan site. */
export const queuePagePath = (matchId: string) => `/matches/${matchId}/queue`;

export const queueApiPath = (matchId: string) => `/api/v1/matches/${encodeURIComponent(matchId)}/queue`;

/**
 * The fan's place in the match's waiting room (a few Redis reads on the server, no database
 * query). A fan not in the room: an ApiError 404.
 */
export const getQueueState = (matchId: string, signal?: AbortSignal) => apiFetch<QueueStateDto>(queueApiPath(matchId), { signal });

/** The buy page's read of the place: null for a fan not in the room; read anew at each visit. */
export const queueStateQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['queue', matchId] as const,
    queryFn: ({ signal }) =>
      getQueueState(matchId, signal).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
    retry: false,
    staleTime: 0,
  });
