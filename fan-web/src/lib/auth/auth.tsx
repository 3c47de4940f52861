import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile, UpdateProfileInput } from '@club/core';
import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from './get-profile';
import { signOut } from './sign-out';
import { saveProfile } from './update-profile';

interface Auth {
  /** null when signed out. */
  user: Profile | null;
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
  const queryClient = useQueryClient();
  const user = profile.data ?? null;

  const auth = useMemo<Auth>(
    () => ({
      user,
      signOut: () => signOut(queryClient),
      updateProfile: (input) => saveProfile(queryClient, input),
    }),
    [user, queryClient],
  );

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
