import { useQuery } from '@tanstack/react-query';
import type { SeasonHoldingDto } from '@club/core';
import { apiFetch } from '../../../lib/api-client';
import { seasonKeys } from '../../../lib/get-season-passes';

/** The signed-in fan's holdings of passes (what they may renew, and with which seat); off for a visitor. */
export const useSeasonHoldings = (signedIn: boolean) =>
  useQuery({
    queryKey: seasonKeys.mine(),
    queryFn: ({ signal }) => apiFetch<SeasonHoldingDto[]>('/api/v1/season-passes/mine', { signal }),
    enabled: signedIn,
  });
