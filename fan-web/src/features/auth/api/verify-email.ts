import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { preloadSession, profileQueryKey, reloadProfile } from '../../../lib/auth/get-profile';

/** Proves the address the link was mailed to (better-auth checks the signed token; using it twice is fine). */
export const verifyEmail = (token: string, signal?: AbortSignal) =>
  apiFetch<{ status: boolean }>(`/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`, { signal, envelope: false });

/**
 * The answer to the confirmation link `token`, asked once per visit. A signed-in fan's profile is
 * asked again after it, so the "confirm your address" notice goes at once: who is signed in is
 * known first (when the page is the one opened, the session check may still be on its way).
 */
export const verifyEmailQuery = (token: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: ['verify-email', token],
    queryFn: async ({ signal }) => {
      await preloadSession(queryClient);
      const answer = await verifyEmail(token, signal);
      if (queryClient.getQueryData(profileQueryKey)) await reloadProfile(queryClient).catch(() => undefined);
      return answer;
    },
    staleTime: Infinity,
    retry: false,
  });

export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...verifyEmailQuery(token ?? '', queryClient), enabled: Boolean(token) });
}
