import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile, UpdateProfileInput } from '@club/core';
import { useProfile } from './get-profile';
import { useSignInEmail, type SignInEmailInput } from './sign-in-email';
import { useSignOut } from './sign-out';
import { useSignUpEmail, type SignUpEmailInput } from './sign-up-email';
import { useUpdateProfile } from './update-profile';

interface Auth {
  /** null when signed out. */
  user: Profile | null;
  signIn(input: SignInEmailInput): Promise<Profile | null>;
  signUp(input: SignUpEmailInput): Promise<Profile | null>;
  signOut(): Promise<void>;
  updateProfile(input: UpdateProfileInput): Promise<Profile>;
}

const AuthContext = createContext<Auth | null>(null);

/**
 * Checks the stored token before anything renders, so no screen ever guesses wrong about the
 * session. The site then appears as a transition, which React renders in slices, yielding to the
 * browser, rather than in one long task on a slow phone.
 */
export function AuthProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const profile = useProfile();
  const { mutateAsync: signIn } = useSignInEmail();
  const { mutateAsync: signUp } = useSignUpEmail();
  const { mutateAsync: signOut } = useSignOut();
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const user = profile.data ?? null;

  const auth = useMemo<Auth>(() => ({ user, signIn, signUp, signOut, updateProfile }), [user, signIn, signUp, signOut, updateProfile]);

  const [known, setKnown] = useState(!profile.isPending);
  useEffect(() => {
    if (!profile.isPending) startTransition(() => setKnown(true));
  }, [profile.isPending]);

  if (!known || profile.isPending) return fallback;
  return <AuthContext value={auth}>{children}</AuthContext>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
