import type { QueryClient } from '@tanstack/react-query';
import { reloadProfile } from '../../../lib/auth/get-profile';

/**
 * After Google or LINE: better-auth has signed this browser in with its session cookie, as after
 * any sign-in; the site asks who is signed in now. Fails when no one is.
 */
export async function takeCookieSession(queryClient: QueryClient) {
  const user = await reloadProfile(queryClient);
  if (!user) throw new Error('the sign-in left no session');
  return user;
}
