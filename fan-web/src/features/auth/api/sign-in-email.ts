import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, tokenStore } from '../../../lib/api-client';
import { reloadProfile } from './get-profile';

/** Messages are keys of auth.validation in the locale files. */
export const signInEmailInputSchema = z.object({
  email: z.string().trim().min(1, 'allRequired'),
  password: z.string().min(1, 'allRequired'),
  rememberMe: z.boolean(),
});
export type SignInEmailInput = z.infer<typeof signInEmailInputSchema>;

/** The identity provider's answer to a sign-in or sign-up (not enveloped). */
export interface AuthSession {
  token: string;
  user: { id: string; email: string; name: string };
}

export const signInEmail = (input: SignInEmailInput) =>
  apiFetch<AuthSession>('/api/v1/auth/sign-in/email', { method: 'POST', body: input, envelope: false });

export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInEmailInput) => {
      const session = await signInEmail(input);
      tokenStore.set(session.token, input.rememberMe);
      return reloadProfile(queryClient);
    },
  });
}
