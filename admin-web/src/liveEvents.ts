import { useEffect, useRef } from 'react';
import { io } from 'socket.io-client';
import { TOKEN_KEY } from './http';

/**
 * Live messages of the `staff` room (socket.io): `onEvent` runs for each of `events`, and also
 * whenever the connection is made or made again, since anything sent before then was missed
 * (a slip checked while the page was still connecting would otherwise never show).
 */
export function useStaffEvents(events: string[], onEvent: (payload?: unknown) => void): void {
  const handler = useRef(onEvent);
  useEffect(() => { handler.current = onEvent; });
  const names = events.join(',');
  useEffect(() => {
    const socket = io({ path: '/socket.io', auth: { token: localStorage.getItem(TOKEN_KEY) }, transports: ['websocket'] });
    socket.on('connect', () => handler.current());
    for (const name of names.split(',')) socket.on(name, (payload: unknown) => handler.current(payload));
    return () => { socket.disconnect(); };
  }, [names]);
}
