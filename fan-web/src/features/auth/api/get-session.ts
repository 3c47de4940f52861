import type { QueryClient } from '@tanstack/react-query';
import { apiFetch, tokenStore } from '../../../lib/api-client';
import { reloadProfile } from '../../../lib/auth/get-profile';

/** better-auth's answer to GET /get-session: the session of the browser's cookie, or null. */
interface CookieSession {
  session: { token: string };
}

/** The session better-auth's cookie holds (as a provider's sign-in leaves it): asked with the cookie, the browser sends it itself. */
export const getCookieSession = () => apiFetch<CookieSession>('/api/v1/auth/get-session', { envelope: false });

/**
 * After Google or LINE: the session is in better-auth's cookie, which the site's calls do not
 * use. Its token becomes the site's bearer token (kept, as after signing up), and the site asks
 * who is signed in now. Fails when the cookie holds no session.
 */
export async function takeCookieSession(queryClient: QueryClient) {
  // An older token of this browser would be asked about instead (better-auth prefers the bearer).
  tokenStore.clear();
  const { session } = await getCookieSession();
  tokenStore.set(session.token, true);
  return reloadProfile(queryClient);
}
