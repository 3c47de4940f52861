import { useQuery } from '@tanstack/react-query';
import { FEATURED_MATCHES, type MatchDto } from '@club/core';
import { api } from '../../../lib/api-client';

export const getPromotingMatches = (limit = FEATURED_MATCHES) => api<MatchDto[]>(`/api/v1/matches/promoting?limit=${limit}`);

export const usePromotingMatches = () => useQuery({ queryKey: ['matches', 'promoting'], queryFn: () => getPromotingMatches() });
