import type { MatchDto, QueueDrawDto, QueueStateDto } from '@club/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { queueApiPath } from '../../../lib/queue-state';

/** The match, under the buy page's key (['matches', 'detail', id]): one copy in the cache, refreshed by the same live messages. */
const matchQuery = (id: string) =>
  queryOptions({ queryKey: ['matches', 'detail', id], queryFn: ({ signal }) => apiFetch<MatchDto>(`/api/v1/matches/${encodeURIComponent(id)}`, { signal }) });

export const useMatch = (id: string) => useQuery({ ...matchQuery(id), enabled: Boolean(id) });

/** Join the room (the same place from any tab or device): `altcha` is the solved challenge, none when the server asks for none. */
export const joinQueue = (matchId: string, altcha: string | undefined) =>
  apiFetch<QueueStateDto>(queueApiPath(matchId), { method: 'POST', body: altcha === undefined ? {} : { altcha } });

/** The bot check to solve before joining (an ALTCHA challenge), and whether the join needs it (not when the server runs with QUEUE_CHALLENGE=off). */
export const getChallenge = (matchId: string, signal?: AbortSignal) =>
  apiFetch<{ required: boolean; algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string }>(`${queueApiPath(matchId)}/challenge`, { signal });

/** The published draw: the seed's hash from the room's opening, the seed and the drawn entries once the sale has started. */
export const drawPath = (matchId: string) => `${queueApiPath(matchId)}/draw`;
export const getDraw = (matchId: string, signal?: AbortSignal) => apiFetch<QueueDrawDto>(drawPath(matchId), { signal });
