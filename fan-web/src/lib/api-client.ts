import type { ApiFailure, ApiSuccess } from '@club/core';
import { serverRequest } from './server-request';

/** Where the bearer token is kept. */
const TOKEN_KEY = 'club.token';
/** Named in api/src/http/server-render.ts too. */
const SIGNED_IN_COOKIE = 'club_signed_in';

/** Rendering on the server (entry-server.tsx): no browser storage, no document. */
const onServer = typeof window === 'undefined';

/** The bearer token: kept across browser restarts only when the user chose "remember me". None on the server. */
export const tokenStore = {
  get(): string | null {
    if (onServer) return null;
    return localStorage.getItem(TOKEN_KEY) ?? sessionStorage.getItem(TOKEN_KEY);
  },
  set(token: string, remember: boolean): void {
    this.clear();
    (remember ? localStorage : sessionStorage).setItem(TOKEN_KEY, token);
  },
  clear(): void {
    if (onServer) return;
    localStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(TOKEN_KEY);
    document.cookie = `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
  },
};

/**
 * Whether the page is for a signed-in user: a token in this browser, or on the server a page
 * rendered with the fan's session cookie.
 */
export const hasSession = (): boolean => (onServer ? Boolean(serverRequest()?.cookie) : Boolean(tokenStore.get()));

/**
 * Tells the server who this browser is signed in as, once the API has said (the cookie carries no
 * token and grants nothing): the server then renders that fan's pages with the identity provider's
 * session cookie, and only when the two name the same account (see api/src/http/server-render.ts).
 * As long-lived as the token.
 */
export function markSignedIn(userId: string): void {
  if (onServer || !tokenStore.get()) return;
  const remembered = Boolean(localStorage.getItem(TOKEN_KEY));
  document.cookie = `${SIGNED_IN_COOKIE}=${encodeURIComponent(userId)}; path=/; samesite=lax${remembered ? `; max-age=${400 * 24 * 3600}` : ''}`;
}

/**
 * At startup: the account a page the server rendered must have been rendered for, for this
 * browser to take it over: the one its cookie names when a token is stored ('' when none does),
 * else null (a visitor).
 */
export function signedInAs(): string | null {
  if (!tokenStore.get()) return null;
  // As the cookie holds it (URI-encoded), as the server compares it.
  return document.cookie.split('; ').find((part) => part.startsWith(`${SIGNED_IN_COOKIE}=`))?.slice(SIGNED_IN_COOKIE.length + 1) ?? '';
}

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
  /** Sent as multipart/form-data (the browser sets the boundary). */
  form?: FormData;
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
export async function apiFetch<T>(path: string, { method = 'GET', body, form, signal, envelope = true }: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await send(path, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), signal });
  const payload: unknown = await response.json().catch(() => null);
  if (isFailure(payload)) throw new ApiError(payload.error.message, payload.error.code, response.status);
  if (!response.ok || payload === null) throw new ApiError('', `HTTP_${response.status}`, response.status);
  return envelope ? (payload as ApiSuccess<T>).data : (payload as T);
}

/** A request with the bearer token; a network failure becomes an ApiError with status 0. */
async function send(path: string, init: RequestInit & { headers: Headers }): Promise<Response> {
  const token = tokenStore.get();
  if (token) init.headers.set('authorization', `Bearer ${token}`);
  const server = serverRequest();
  if (server?.cookie) init.headers.set('cookie', server.cookie);
  // The API words its refusals in the language of the page (i18n keeps <html lang> up to date).
  if (!onServer) init.headers.set('accept-language', document.documentElement.lang === 'th' ? 'th' : 'en');
  try {
    return await fetch((server?.apiOrigin ?? '') + path, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError('', 'NETWORK_ERROR', 0);
  }
}

/** POST files and fields as multipart/form-data (receipt uploads), answering `data` of the envelope. */
export function uploadFile<T>(path: string, fields: Record<string, Blob | string>): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return apiFetch<T>(path, { method: 'POST', form });
}

/** A private file (a payment slip) that needs the bearer token, as a Blob. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { headers: new Headers(), signal });
  if (!response.ok) throw new ApiError('', `HTTP_${response.status}`, response.status);
  return response.blob();
}

/** The thing asked for does not exist (or is not the caller's, which the API answers the same way). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** What to tell the user about a failed call: the server's message when it sent one, else the given text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
