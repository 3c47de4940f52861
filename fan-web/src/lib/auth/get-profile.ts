import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Profile } from '@club/core';
import { ApiError, apiFetch, hasSession, markSignedIn, tokenStore } from '../api-client';

export const profileQueryKey = ['profile'] as const;

export const getProfile = (signal?: AbortSignal) => apiFetch<Profile>('/api/v1/users/profile', { signal });

/** The signed-in user, or null without a session; a token the server rejects is forgotten. */
async function getSessionUser({ signal }: { signal: AbortSignal }): Promise<Profile | null> {
  if (!hasSession()) return null;
  try {
    const user = await getProfile(signal);
    markSignedIn(user.id);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      tokenStore.clear();
      return null;
    }
    throw error;
  }
}

const profileQuery = queryOptions({
  queryKey: profileQueryKey,
  queryFn: getSessionUser,
  // Without a session the answer is known at once: no loading screen for visitors.
  initialData: () => (hasSession() ? undefined : null),
  staleTime: Infinity,
  retry: false,
});

export const useProfile = () => useQuery(profileQuery);

/** Start the session check now (at startup, beside the page's code and data) rather than when the site first renders. */
export const preloadSession = (queryClient: QueryClient): Promise<void> => queryClient.prefetchQuery(profileQuery);

/** After the token changed: ask the server who the user is now. */
export const reloadProfile = (queryClient: QueryClient) => queryClient.fetchQuery({ ...profileQuery, staleTime: 0 });
