import { useSyncExternalStore } from 'react';

// The page's side of the service worker that keeps a signed-in fan's ticket pages for a stadium
// without signal (src/sw.ts, docs/design/issue-32-offline-gate.md §10).

/** The service worker's cache of the fan's own pages and answers (its PRIVATE). */
const PRIVATE_CACHE = 'fan-private';

/**
 * On a signed-in page, once painted: the worker starts keeping what the fan views. Not in
 * development, which serves no /sw.js. A refusal (a private window) only means no offline copies:
 * the browser reports it in the console, unhandled.
 */
export function keepTicketsOffline(): void {
  // Neither the worker nor the caches exist on a page not served securely (https, or localhost).
  if (import.meta.env.PROD) void navigator.serviceWorker?.register('/sw.js');
}

/** Signing out: what was kept for this fan goes, so the next person on the phone cannot open it. */
export const forgetKeptTickets = () => window.caches?.delete(PRIVATE_CACHE);

/** For the queries of answers the worker keeps: asked even when the browser says it is offline, since the worker may answer. */
export const KEPT_OFFLINE = { networkMode: 'offlineFirst' } as const;

/** When the worker stored each API answer it gave from its copy (`x-from-cache`), by path; an answer from the network clears its path. */
const storedAt = new Map<string, string>();
const listeners = new Set<() => void>();

/** Every answer of the API (api-client.ts) passes here (a page showing the same as before does not render again). */
export function noteAnswer(path: string, response: Response): void {
  const at = response.headers.get('x-from-cache');
  if (at) storedAt.set(path, at);
  else storedAt.delete(path);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the answer at `path` the page shows was stored, if it is the worker's copy (the fan is offline); else undefined. */
export const useStoredAt = (path: string): string | undefined =>
  useSyncExternalStore(subscribe, () => storedAt.get(path), () => undefined);
