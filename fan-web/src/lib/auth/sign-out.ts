import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, tokenStore } from '../api-client';
import { profileQueryKey } from './get-profile';

export const signOut = () => apiFetch<unknown>('/api/v1/auth/sign-out', { method: 'POST', envelope: false });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // The session ends on this device even when the server cannot be reached.
      await signOut().catch((error: unknown) => console.warn('Sign-out was not confirmed by the server', error));
      tokenStore.clear();
      queryClient.setQueryData(profileQueryKey, null);
      // What the pages left behind cached about this user must not be shown to the next one.
      queryClient.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
    },
  });
}
