import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@club/core';
import { ApiError, apiFetch } from '../api-client';
import { serverRequest } from '../server-request';

export const profileQueryKey = ['profile'] as const;

export const getProfile = (signal?: AbortSignal) => apiFetch<Profile>('/api/v1/users/profile', { signal });

/** The signed-in user, or null without a session (the API does not know the browser's cookie, or there is none). */
async function getSessionUser({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  // A page the server renders for a visitor: no one to ask about.
  if (typeof window === 'undefined' && !serverRequest()?.session) return null;
  try {
    return await getProfile(signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: getSessionUser,
  staleTime: Infinity,
  retry: false,
});

export const useProfile = () => useQuery(profileQuery);

/** Start the session check now (at startup, beside the page's code and data) rather than when the site first renders. */
export const preloadSession = (queryClient: QueryClient): Promise<void> => queryClient.prefetchQuery(profileQuery);

/** After signing in: ask the server who the user is now. */
export const reloadProfile = (queryClient: QueryClient) => queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
