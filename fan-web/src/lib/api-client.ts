import type { ApiResponse } from '@club/core';

export const TOKEN_KEY = 'club.token';

export const tokenStore = {
  get: (): string | null => localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY),
  set(token: string, remember: boolean) {
    this.clear();
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

export class ApiError extends Error {
  constructor(message: string, readonly status: number, readonly code?: string) {
    super(message);
  }
}

/** Calls the API with the bearer token; unwraps the envelope (or throws ApiError with the server's message). */
export async function api<T>(path: string, init: { method?: string; json?: unknown; body?: BodyInit; raw?: boolean } = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = tokenStore.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(path, { method: init.method ?? 'GET', headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  } catch {
    throw new ApiError('Network error', 0, 'NETWORK');
  }
  const body = (await res.json().catch(() => null)) as (ApiResponse<T> & Record<string, unknown>) | null;
  if (!res.ok || !body || body.success === false) {
    const error = body && body.success === false ? body.error : undefined;
    throw new ApiError(error?.message ?? res.statusText, res.status, error?.code);
  }
  // better-auth's own answers are not enveloped.
  return (init.raw ? body : body.data) as T;
}
