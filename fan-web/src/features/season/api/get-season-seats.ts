import { useQuery } from '@tanstack/react-query';
import type { SeatMapDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { seasonKeys } from '../../../lib/get-season-passes';

export const getSeasonSeats = (passId: string, signal?: AbortSignal) =>
  apiFetch<SeatMapDto>(`/api/v1/season-passes/${encodeURIComponent(passId)}/seats`, { signal });

/** A numbered pass's seats, free only where free in every match it covers, and the best free one (a preview: the server picks again). */
export const useSeasonSeats = (passId: string) => useQuery({ queryKey: seasonKeys.seats(passId), queryFn: ({ signal }) => getSeasonSeats(passId, signal) });
