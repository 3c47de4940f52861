/**
 * The gate app's calls: the console's credential (its bearer token in localStorage) and language,
 * the API's envelope unwrapped, without react-admin.
 */
import type { Profile } from '@club/core';
import { consoleLanguage, TOKEN_KEY } from '../http';

/** A failed call: its status (0: no answer) and the API's words. */
export class GateCallError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export const signedIn = (): boolean => Boolean(localStorage.getItem(TOKEN_KEY));

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept-language', consoleLanguage());
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  let res: Response;
  try {
    res = await fetch(`/api/v1${path}`, { ...init, headers });
  } catch (e) {
    throw new GateCallError(e instanceof Error ? e.message : String(e), 0);
  }
  if (res.ok) return res;
  // Our envelope's error, or better-auth's own (sign-in).
  const body = (await res.json().catch(() => null)) as { error?: { message?: string }; message?: string } | null;
  if (res.status === 401) localStorage.removeItem(TOKEN_KEY);
  throw new GateCallError(body?.error?.message ?? body?.message ?? res.statusText, res.status);
}

export async function callJson<T>(path: string, init?: RequestInit): Promise<T> {
  const body = (await (await call(path, init)).json()) as { data?: T };
  return body.data as T;
}

/** Sign in with the console's account; only gate roles (steward, staff, admin) keep the session here. */
export async function signIn(email: string, password: string): Promise<Profile> {
  const res = await call('/auth/sign-in/email', { method: 'POST', body: JSON.stringify({ email, password }) });
  localStorage.setItem(TOKEN_KEY, ((await res.json()) as { token: string }).token);
  return profile();
}

export const profile = (): Promise<Profile> => callJson<Profile>('/users/profile');

export async function signOut(): Promise<void> {
  await call('/auth/sign-out', { method: 'POST', body: '{}' }).catch(() => undefined);
  localStorage.removeItem(TOKEN_KEY);
}
