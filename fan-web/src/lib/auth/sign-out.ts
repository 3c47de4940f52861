import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { forgetKeptTickets } from '../offline-tickets';
import { profileQueryKey } from './get-profile';

const signOutCall = () => apiFetch<unknown>('/api/v1/auth/sign-out', { method: 'POST', envelope: false });

/**
 * Ends the session (the server deletes it and its cookie) and forgets what the pages cached for this
 * user; the page shows the fan signed out even when the server cannot be reached.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  await signOutCall().catch((error: unknown) => console.warn('Sign-out was not confirmed by the server', error));
  queryClient.setQueryData(profileQueryKey, null);
  // What the pages left behind cached about this user must not be shown to the next one, nor what the service worker kept.
  await forgetKeptTickets();
  queryClient.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
}
