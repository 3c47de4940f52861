import type { ApiFailure, ApiSuccess } from '@club/core';

const TOKEN_KEY = 'club.token';

/** The bearer token: kept across browser restarts only when the user chose "remember me". */
export const tokenStore = {
  get(): string | null {
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  },
  set(token: string, remember: boolean): void {
    this.clear();
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
  },
};

/** A failed call: the server's message and code when it sent the envelope, and the HTTP status (0 when offline). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** false for the identity provider's own answers, which are not wrapped in {success, data}. */
  envelope?: boolean;
}

const isFailure = (payload: unknown): payload is ApiFailure =>
  typeof payload === 'object' && payload !== null && (payload as ApiFailure).success === false && typeof (payload as ApiFailure).error?.message === 'string';

/**
 * Calls the API on the same origin (in development Vite proxies /api to it) with the bearer token,
 * and returns `data` of the envelope; any failure becomes an ApiError.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, signal, envelope = true }: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  const token = tokenStore.get();
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('', 'NETWORK_ERROR', 0);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (isFailure(payload)) throw new ApiError(payload.error.message, payload.error.code, response.status);
  if (!response.ok || payload === null) throw new ApiError('', `HTTP_${response.status}`, response.status);
  return envelope ? (payload as ApiSuccess<T>).data : (payload as T);
}

/** What to tell the user about a failed call: the server's message when it sent one, else the given text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
