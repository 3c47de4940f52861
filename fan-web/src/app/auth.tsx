import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Profile } from '@club/core';
import { api, ApiError, tokenStore } from '../lib/api-client';

interface AuthState {
  user: Profile | null;
  signIn(email: string, password: string, remember: boolean): Promise<void>;
  signUp(input: { name: string; email: string; password: string; phone: string }): Promise<void>;
  signOut(): Promise<void>;
  updateProfile(patch: Partial<Pick<Profile, 'name' | 'phone' | 'preferredLanguage'>>): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/** The signed-in user behind the stored token, or null (a rejected token is forgotten). */
async function fetchProfile(): Promise<Profile | null> {
  if (!tokenStore.get()) return null;
  try {
    return await api<Profile>('/api/v1/users/profile');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) tokenStore.clear();
    return null;
  }
}

export function AuthProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [user, setUser] = useState<Profile | null>(null);
  const [ready, setReady] = useState(false);

  const loadProfile = useCallback(async () => setUser(await fetchProfile()), []);

  // The app renders only after the stored session has been checked (spec section 4).
  useEffect(() => {
    void fetchProfile().then((profile) => {
      setUser(profile);
      setReady(true);
    });
  }, []);

  const value = useMemo<AuthState>(() => ({
    user,
    async signIn(email, password, remember) {
      const res = await api<{ token: string }>('/api/v1/auth/sign-in/email', { method: 'POST', json: { email, password, rememberMe: remember }, raw: true });
      tokenStore.set(res.token, remember);
      await loadProfile();
    },
    async signUp({ name, email, password, phone }) {
      const res = await api<{ token: string }>('/api/v1/auth/sign-up/email', { method: 'POST', json: { name, email, password }, raw: true });
      tokenStore.set(res.token, true);
      await api('/api/v1/users/profile', { method: 'PUT', json: { name, phone } }).catch((e) => console.warn('profile not saved', e));
      await loadProfile();
    },
    async signOut() {
      await api('/api/v1/auth/sign-out', { method: 'POST', json: {}, raw: true }).catch(() => undefined);
      tokenStore.clear();
      setUser(null);
    },
    async updateProfile(patch) {
      setUser(await api<Profile>('/api/v1/users/profile', { method: 'PUT', json: patch }));
    },
  }), [user, loadProfile]);

  return <AuthContext.Provider value={value}>{ready ? children : fallback}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth outside AuthProvider');
  return ctx;
}
