import { useCallback, useSyncExternalStore } from 'react';
import { serverRequest } from './server-request';

/** The whole second of a time: what a page shows does not change within one. */
const second = (time: number) => time - (time % 1000);

/** When the server rendered the page this browser is taking over (main.tsx), which the first render must show again. */
let renderedAt: number | undefined;

/** Before taking over a page the server rendered: the time it was rendered at. */
export function takeOverFrom(time: number): void {
  renderedAt = time;
}

/**
 * The current time, to the second, refreshed every `intervalMs` (countdowns tick every second,
 * spec section 9). A page the server rendered is taken over with the time it was rendered at, so
 * that it matches what the server sent, and shows the time now straight after.
 */
export function useNow(intervalMs = 1000): number {
  const subscribe = useCallback((changed: () => void) => {
    const timer = setInterval(changed, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return useSyncExternalStore(
    subscribe,
    () => second(Date.now()),
    () => second(serverRequest()?.now ?? renderedAt ?? Date.now()),
  );
}
