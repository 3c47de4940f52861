import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { reloadProfile } from './get-profile';
import type { AuthSession } from './sign-in-email';
import { updateProfile } from './update-profile';

/** What the sign-up form sends, checked by signUpEmailInputSchema (./schemas): the phone normalized. */
export interface SignUpEmailInput {
  name: string;
  email: string;
  phone: string;
  password: string;
}

const signUpEmail = (input: Omit<SignUpEmailInput, 'phone'>) =>
  apiFetch<AuthSession>('/api/v1/auth/sign-up/email', { method: 'POST', body: input, envelope: false });

/** Makes the account, signs it in and answers its profile. */
export async function signUp(queryClient: QueryClient, { phone, ...account }: SignUpEmailInput) {
  // A new account stays signed in, as if "remember me" had been chosen.
  await signUpEmail(account);
  // The identity provider knows no phone; the profile does. The account exists either way, so a failure is only logged.
  await updateProfile({ name: account.name, phone }).catch((error: unknown) => console.warn('The phone was not saved to the profile', error));
  return reloadProfile(queryClient);
}
