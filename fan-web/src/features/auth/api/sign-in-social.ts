import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export interface SignInSocialInput {
  provider: 'google';
  /** Where the provider sends the user back once signed in. */
  callbackURL: string;
}

export const signInSocial = (input: SignInSocialInput) =>
  apiFetch<{ url?: string }>('/api/v1/auth/sign-in/social', { method: 'POST', body: input, envelope: false });

/** Leaves the site for the provider's sign-in page. */
export function useSignInSocial() {
  return useMutation({
    mutationFn: async (input: SignInSocialInput) => {
      const { url } = await signInSocial(input);
      if (!url) throw new Error('The identity provider sent no sign-in address');
      window.location.assign(url);
    },
  });
}
