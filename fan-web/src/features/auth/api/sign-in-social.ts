import { useMutation } from '@tanstack/react-query';
import type { AuthProviders } from '@club/core';
import { apiFetch } from '../../../lib/api-client';

export type SocialProvider = keyof AuthProviders;

export interface SignInSocialInput {
  provider: SocialProvider;
  /** Where the provider sends the user back once signed in. */
  callbackURL: string;
  /** Where it sends them back when they cancel or it fails (with ?error=…). */
  errorCallbackURL: string;
}

export const signInSocial = (input: SignInSocialInput) =>
  apiFetch<{ url?: string }>('/api/v1/auth/sign-in/social', { method: 'POST', body: input, envelope: false });

/**
 * Leaves the site for the provider's sign-in page. The provider's way back (better-auth's
 * callback) signs the browser in with a cookie and then opens /signed-in, which turns that cookie's
 * session into the site's bearer token (SocialSignInRoute) and goes on to `returnTo`.
 */
export function useSignInSocial() {
  return useMutation({
    mutationFn: async ({ provider, returnTo }: { provider: SocialProvider; returnTo: string }) => {
      const back = `${window.location.origin}/signed-in?${new URLSearchParams({ to: returnTo })}`;
      const { url } = await signInSocial({ provider, callbackURL: back, errorCallbackURL: back });
      if (!url) throw new Error('The identity provider sent no sign-in address');
      window.location.assign(url);
    },
  });
}
