import type { AuthProvider } from 'react-admin';
import { isStaffRole, type Profile } from '@club/core';
import { request, TOKEN_KEY } from './http';

const PROFILE_KEY = 'club.admin.profile';

const storedProfile = (): Profile | null => {
  const raw = localStorage.getItem(PROFILE_KEY);
  return raw ? (JSON.parse(raw) as Profile) : null;
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const signIn = await request('/api/v1/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email: username, password }) });
    localStorage.setItem(TOKEN_KEY, (signIn.json as { token: string }).token);
    const profile = (await request('/api/v1/users/profile')).json as Profile;
    if (!isStaffRole(profile.role)) {
      localStorage.removeItem(TOKEN_KEY);
      throw new Error('club.auth.noStaffAccess');
    }
    localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
  },
  async logout() {
    if (localStorage.getItem(TOKEN_KEY)) await request('/api/v1/auth/sign-out', { method: 'POST', body: '{}' }).catch(() => undefined);
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(PROFILE_KEY);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY) || !storedProfile()) throw new Error('club.auth.signInFirst');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(PROFILE_KEY);
      throw new Error('club.auth.sessionExpired');
    }
  },
  async getIdentity() {
    const p = storedProfile();
    if (!p) throw new Error('club.auth.signInFirst');
    return { id: p.id, fullName: p.name, email: p.email, role: p.role };
  },
  async getPermissions() {
    // An answer with no delay lets react-admin's logout race its store reset and loop logout/checkAuth
    // thousands of times before the sign-in form shows (marmelab/react-admin#10764); a tick avoids it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return storedProfile()?.role ?? 'fan';
  },
};
