import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Which wallets' passes the club can sign (configured on the server): their buttons show only then. */
export const walletsQuery = queryOptions({
  queryKey: ['wallets'],
  queryFn: ({ signal }) => apiFetch<{ apple: boolean; google: boolean }>('/api/v1/tickets/wallets', { signal }),
  staleTime: Infinity,
});

export const useWallets = () => useQuery(walletsQuery);
