import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isValidThaiPhone, normalizePhone } from '@club/core';
import { apiFetch, tokenStore } from '../../../lib/api-client';
import { reloadProfile } from './get-profile';
import type { AuthSession } from './sign-in-email';
import { updateProfile } from './update-profile';

const PASSWORD_MIN_LENGTH = 8;

/** Messages are keys of auth.validation in the locale files; the first failing field is reported. */
export const signUpEmailInputSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired'),
  email: z.string().trim().min(1, 'allRequired').pipe(z.email('emailInvalid')),
  phone: z.string().trim().min(1, 'phoneRequired').refine(isValidThaiPhone, 'phoneInvalid').transform(normalizePhone),
  password: z.string().min(1, 'allRequired').min(PASSWORD_MIN_LENGTH, 'passwordTooShort'),
});
export type SignUpEmailInput = z.infer<typeof signUpEmailInputSchema>;

export const signUpEmail = (input: Omit<SignUpEmailInput, 'phone'>) =>
  apiFetch<AuthSession>('/api/v1/auth/sign-up/email', { method: 'POST', body: input, envelope: false });

export function useSignUpEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ phone, ...account }: SignUpEmailInput) => {
      const session = await signUpEmail(account);
      // A new account stays signed in, as if "remember me" had been chosen.
      tokenStore.set(session.token, true);
      // The identity provider knows no phone; the profile does. The account exists either way, so a failure is only logged.
      await updateProfile({ name: account.name, phone }).catch((error: unknown) => console.warn('The phone was not saved to the profile', error));
      return reloadProfile(queryClient);
    },
  });
}
