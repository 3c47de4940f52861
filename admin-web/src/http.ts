import { HttpError } from 'react-admin';

export const TOKEN_KEY = 'club.admin.token';

/** fetch with the staff bearer token; our envelope is unwrapped and failures become HttpError. */
export async function request(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const headers = new Headers(init.headers);
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(path, { ...init, headers });
  const text = await res.text();
  let parsed: { success?: boolean; data?: unknown; error?: { message?: string } } | null = null;
  try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
  if (!res.ok || parsed?.success === false) {
    throw new HttpError(parsed?.error?.message ?? res.statusText, res.status, parsed);
  }
  const json = parsed && 'success' in parsed ? parsed.data : parsed;
  return { status: res.status, headers: res.headers, body: text, json };
}
