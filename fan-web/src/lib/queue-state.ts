import { queryOptions } from '@tanstack/react-query';
import { ERROR_CODES, type QueueStateDto } from '@club/core';
import { ApiError, apiFetch } from './api-client';

/** A match's waiting room on the fan site. */
export const queuePagePath = (matchId: string) => `/matches/${matchId}/queue`;

export const queueApiPath = (matchId: string) => `/api/v1/matches/${encodeURIComponent(matchId)}/queue`;

/**
 * The fan's place in the match's waiting room (a few Redis reads on the server, no database
 * query). A fan not in the room: an ApiError (hasNoPlace).
 */
export const getQueueState = (matchId: string, signal?: AbortSignal) => apiFetch<QueueStateDto>(queueApiPath(matchId), { signal });

/** The answer of a fan with no place: not in the room (404), or no room open (QUEUE_CLOSED: none, not yet, or over). */
export const hasNoPlace = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.code === ERROR_CODES.QUEUE_CLOSED);

/** The buy page's read of the place: null for a fan not in the room; read anew at each visit. */
export const queueStateQuery = (matchId: string) =>
  queryOptions({
    queryKey: ['queue', matchId] as const,
    queryFn: ({ signal }) =>
      getQueueState(matchId, signal).catch((error: unknown) => {
        if (hasNoPlace(error)) return null;
        throw error;
      }),
    retry: false,
    staleTime: 0,
  });
