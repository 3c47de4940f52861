import { useQuery } from '@tanstack/react-query';
import type { SeatMapDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { matchKeys } from './keys';

export const getZoneSeats = (matchId: string, zoneId: string, quantity: number, signal?: AbortSignal) =>
  apiFetch<SeatMapDto>(`/api/v1/matches/${encodeURIComponent(matchId)}/zones/${encodeURIComponent(zoneId)}/seats?quantity=${quantity}`, { signal });

/**
 * A numbered zone's rows of seats and the best free ones for `quantity` (a preview: the server picks
 * again when the fan buys). Off until a numbered zone is chosen; while another quantity of the same
 * zone loads, its previous map stays on screen.
 */
export const useZoneSeats = (matchId: string, zoneId: string | null, quantity: number) =>
  useQuery({
    queryKey: matchKeys.seats(matchId, zoneId ?? '', quantity),
    queryFn: ({ signal }) => getZoneSeats(matchId, zoneId!, quantity, signal),
    enabled: Boolean(zoneId),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === zoneId ? previous : undefined),
  });
