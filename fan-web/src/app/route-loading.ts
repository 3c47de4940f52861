import { useSyncExternalStore } from 'react';

// How many pages' code (and texts) are on their way: the layout shows a bar under the header meanwhile.
let loading = 0;
const listeners = new Set<() => void>();
// React starts a lazy page's load while rendering; listeners are told after that render.
const changed = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

/** Count a page load as in progress until it settles. */
export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  changed();
  return load.finally(() => {
    loading -= 1;
    changed();
  });
}

/** Whether a page's code is being fetched. */
export function useRouteLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loading > 0,
    // As rendered on the server, and hydrated: no bar.
    () => false,
  );
}
