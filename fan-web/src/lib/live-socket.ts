import type { Socket } from 'socket.io-client';

/**
 * The fan's live connection while it is open (app/live.tsx makes it), for a page that joins a
 * room of its own on it (the waiting room): one connection per page, however many rooms.
 */
let liveSocket: Socket | undefined;
const watchers = new Set<(socket: Socket | undefined) => void>();

/** app/live.tsx: the connection made (or closed: undefined). */
export function setLiveSocket(socket: Socket | undefined): void {
  liveSocket = socket;
  for (const watch of watchers) watch(socket);
}

/** Calls `watch` with the connection now and whenever it is made or closed (undefined: none); answers how to stop. */
export function watchLiveSocket(watch: (socket: Socket | undefined) => void): () => void {
  watchers.add(watch);
  watch(liveSocket);
  return () => void watchers.delete(watch);
}
