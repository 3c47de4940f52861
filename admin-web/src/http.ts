import { HttpError } from 'react-admin';

export const TOKEN_KEY = 'club.admin.token';

/** The console's language (its <html lang>, set with the language menu): the API words its refusals in it, not in the browser's. */
export const consoleLanguage = (): 'en' | 'th' => (document.documentElement.lang === 'th' ? 'th' : 'en');

/** fetch with the staff bearer token; our envelope is unwrapped and failures become HttpError. */
export async function request(path: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; body: string; json: unknown }> {
  const headers = new Headers(init.headers);
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.set('authorization', `Bearer ${token}`);
  headers.set('accept-language', consoleLanguage());
  if (init.body && typeof init.body === 'string') headers.set('content-type', 'application/json');
  const res = await fetch(path, { ...init, headers });
  const text = await res.text();
  let parsed: { success?: boolean; data?: unknown; error?: { message?: string; details?: unknown } } | null = null;
  try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
  if (!res.ok || parsed?.success === false) {
    throw new HttpError(parsed?.error?.message ?? res.statusText, res.status, { ...parsed, ...formErrors(parsed?.error) });
  }
  const json = parsed && 'success' in parsed ? parsed.data : parsed;
  return { status: res.status, headers: res.headers, body: text, json };
}

/**
 * react-admin puts `body.errors` ({ "images.0.url": message, root: { serverError } }) on the form's
 * fields; our envelope lists them as error.details [{ path, message }].
 */
function formErrors(error: { message?: string; details?: unknown } | undefined): { errors?: Record<string, unknown> } {
  if (!Array.isArray(error?.details) || !error.details.length) return {};
  const errors: Record<string, unknown> = {};
  for (const d of error.details as { path?: unknown; message?: unknown }[]) {
    if (typeof d?.path === 'string' && d.path && typeof d.message === 'string' && !(d.path in errors)) errors[d.path] = d.message;
  }
  // The notification repeats the first problem in words, without the field path the envelope's message starts with.
  const first = (error.details as { message?: unknown }[])[0]?.message;
  return Object.keys(errors).length ? { errors: { ...errors, root: { serverError: typeof first === 'string' ? first : error.message } } } : {};
}
