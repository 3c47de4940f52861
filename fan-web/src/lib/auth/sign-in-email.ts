import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { reloadProfile } from './get-profile';

/** What the sign-in form sends (checked by signInEmailInputSchema, with the form, in ./schemas). */
export interface SignInEmailInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** The identity provider's answer to a sign-in or sign-up (not enveloped; its session is in the cookie it sets). */
export interface AuthSession {
  user: { id: string; email: string; name: string };
}

const signInEmail = (input: SignInEmailInput) =>
  apiFetch<AuthSession>('/api/v1/auth/sign-in/email', { method: 'POST', body: input, envelope: false });

/** Signs in (the identity provider's cookie outlives the browser session only when remembered) and answers who is signed in now. */
export async function signIn(queryClient: QueryClient, input: SignInEmailInput) {
  await signInEmail(input);
  return reloadProfile(queryClient);
}
