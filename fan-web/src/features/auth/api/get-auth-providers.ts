import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@club/core';
import { apiFetch } from '../../../lib/api-client';

export const authProvidersQueryKey = ['auth-providers'] as const;

export const getAuthProviders = (signal?: AbortSignal) => apiFetch<AuthProviders>('/api/v1/auth-providers', { signal });

// Fixed while the server runs: asked once per visit.
export const authProvidersQuery = queryOptions({
  queryKey: authProvidersQueryKey,
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The sign-in providers the server offers besides email and password; undefined while asking (offer none yet). */
export const useAuthProviders = () => useQuery(authProvidersQuery);
