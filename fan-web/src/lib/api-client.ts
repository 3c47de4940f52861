import type { ApiFailure, ApiSuccess } from '@club/core';
import { noteAnswer } from './offline-tickets';
import { serverRequest } from './server-request';

/** Rendering on the server (entry-server.tsx): no document. */
const onServer = typeof window === 'undefined';

/**
 * A failed call: the server's message and code when it sent the envelope, the HTTP status (0 when
 * offline), and the refusal's words in each language when it has them (a page keeps the error, not
 * the sentence, and words it in the language the reader has now).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly words?: { en: string; th: string },
    /** The form fields the refusal is about (its details' paths), for the form to show it under them. */
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

const fieldsOf = (details: unknown): string[] =>
  Array.isArray(details) ? details.flatMap((d: { path?: unknown }) => (typeof d?.path === 'string' ? [d.path] : [])) : [];

/** The language of the page (i18n keeps <html lang> up to date): the API's refusals are asked and shown in it. */
const pageLanguage = (): 'en' | 'th' => (!onServer && document.documentElement.lang === 'th' ? 'th' : 'en');

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
 * Calls the API on the same origin (in development Vite proxies /api to it), which knows the fan by
 * the identity provider's session cookie the browser sends, and returns `data` of the envelope;
 * any failure becomes an ApiError.
 */
export async function apiFetch<T>(path: string, { method = 'GET', body, form, signal, envelope = true }: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await send(path, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), signal });
  noteAnswer(path, response);
  const payload: unknown = await response.json().catch(() => null);
  if (isFailure(payload)) throw new ApiError(payload.error.message, payload.error.code, response.status, payload.error.words, fieldsOf(payload.error.details));
  if (!response.ok || payload === null) throw new ApiError('', `HTTP_${response.status}`, response.status);
  return envelope ? (payload as ApiSuccess<T>).data : (payload as T);
}

/**
 * A request as the fan: in a browser with their session cookie, on the server (a page rendered for
 * them) with their session's token. A network failure becomes an ApiError with status 0.
 */
async function send(path: string, init: RequestInit & { headers: Headers }): Promise<Response> {
  const server = serverRequest();
  if (server?.session) init.headers.set('authorization', `Bearer ${server.session}`);
  // The API words its refusals in the language of the page (i18n keeps <html lang> up to date).
  if (!onServer) init.headers.set('accept-language', pageLanguage());
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

/** A private file (a payment slip) that only its owner may fetch, as a Blob. */
export async function fetchBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const response = await send(path, { headers: new Headers(), signal });
  if (!response.ok) throw new ApiError('', `HTTP_${response.status}`, response.status);
  return response.blob();
}

/** The thing asked for does not exist (or is not the caller's, which the API answers the same way). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * What to tell the user about a failed call, in the page's language as it is now (so a refusal kept
 * on screen follows a switch of language): the server's words, else the given text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.words?.[pageLanguage()] || error.message || fallback;
}
