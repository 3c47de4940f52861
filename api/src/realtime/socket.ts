import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { isStaffRole, realtimeChannel } from '@club/core';
import type { Auth } from '../auth.js';

/**
 * socket.io on the API's HTTP server. The handshake carries the bearer token
 * (`auth: { token }`); a fan joins `user:{id}`, staff also join `staff`.
 * The Redis adapter lets the worker (through the emitter) and other API processes reach them.
 * WebSocket only: any API process can then hold a fan's connection without sticky sessions
 * (long-polling needs every request of a session on one process); where a WebSocket cannot be
 * opened, the sites fall back to polling the API every 10 s.
 */
export function attachRealtime(server: HttpServer, auth: Auth, redis: Redis, opts: { corsOrigins: string[]; queuePrefix: string }): { io: Server; close(): Promise<void> } {
  // The adapter's own connections queue commands while Redis is away instead of failing them.
  const pub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  const sub = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null });
  for (const c of [pub, sub]) c.on('error', () => {});
  const io = new Server(server, {
    path: '/socket.io',
    transports: ['websocket'],
    adapter: createAdapter(pub, sub, { key: realtimeChannel(opts.queuePrefix) }),
    cors: opts.corsOrigins.length ? { origin: opts.corsOrigins } : undefined,
  });
  io.use(async (socket, next) => {
    const token = typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : undefined;
    if (!token) return next(new Error('unauthorized'));
    try {
      const session = await auth.api.getSession({ headers: new Headers({ authorization: `Bearer ${token}` }) });
      if (!session) return next(new Error('unauthorized'));
      socket.data.userId = session.user.id;
      socket.data.role = (session.user as { role?: string }).role ?? 'fan';
      next();
    } catch {
      next(new Error('unavailable'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join(`user:${socket.data.userId as string}`);
    if (isStaffRole(socket.data.role as string)) void socket.join('staff');
  });
  return {
    io,
    // Drops this process's connections (io.close would also close the HTTP server, which the caller
    // owns). A dropped transport, unlike a disconnect, makes the clients connect again: to another
    // process when this one is stopping.
    close: async () => {
      io.engine.close();
      pub.disconnect();
      sub.disconnect();
    },
  };
}
