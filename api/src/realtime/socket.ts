import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { gateRoom, isGateRole, isGateRoom, isStaffRole, realtimeChannel } from '@club/core';
import { schema, type Db } from '@club/db';
import type { Auth } from '../auth.js';
import { pageOrigin } from '../http/origins.js';
import { queueRoom } from '@club/waiting-room';
import { STAFF_ROOM, sessionRoom, userRoom, type LiveAccess } from './live-access.js';

const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** How often the members of the staff room and the gate rooms are checked against their sessions and roles. */
const STAFF_RECHECK_MS = 3000;

interface SocketData {
  userId: string;
  sessionId: string;
  role: string;
}

/**
 * socket.io on the API's HTTP server. The handshake carries a bearer token (`auth: { token }`, as
 * the console sends it) or the identity provider's session cookie (as the fan site's page sends
 * it, which counts only from a page of a trusted origin: another site's page would send it too);
 * a fan joins `user:{id}` and `session:{id}`, staff also join `staff`, and stewards, staff and
 * admins join a match's gate room when their phone asks (`gate:join`).
 * A role change or an ended session acts on them at once (LiveAccess); every few seconds each
 * process also checks the members of its staff and gate rooms against the database, so a role revoked or a
 * session deleted by any other way (straight in the database, a message lost while Redis was away)
 * stops the flow of every fan's events within STAFF_RECHECK_MS.
 * The Redis adapter lets the worker (through the emitter) and other API processes reach them.
 * WebSocket only: any API process can then hold a fan's connection without sticky sessions
 * (long-polling needs every request of a session on one process); where a WebSocket cannot be
 * opened, the sites fall back to polling the API every 10 s.
 */
export function attachRealtime(
  server: HttpServer,
  deps: { auth: Auth; db: Db; redis: Redis; live: LiveAccess; logger: Logger },
  opts: { corsOrigins: string[]; trustedOrigins: string[]; queuePrefix: string; staffRecheckMs?: number },
): { io: Server; close(): Promise<void> } {
  const { auth, db, redis, live, logger } = deps;
  const trusted = new Set(opts.trustedOrigins);
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
    const { cookie } = socket.handshake.headers;
    const origin = pageOrigin(socket.handshake.headers);
    // A token is printable ASCII: anything else names no session (and PostgreSQL could not store it).
    if (token !== undefined && !/^[\x21-\x7e]{1,512}$/.test(token)) return next(new Error('unauthorized'));
    if (token === undefined && (!cookie || !origin || !trusted.has(origin))) return next(new Error('unauthorized'));
    try {
      const session = await auth.api.getSession({ headers: token === undefined ? new Headers({ cookie: cookie! }) : new Headers({ authorization: `Bearer ${token}` }) });
      if (!session) return next(new Error('unauthorized'));
      socket.data = { userId: session.user.id, sessionId: session.session.id, role: (session.user as { role?: string }).role ?? 'fan' } satisfies SocketData;
      next();
    } catch {
      next(new Error('unavailable'));
    }
  });
  /** The role of each session still valid, by session id. */
  const roleOf = async (sessionIds: string[]) => new Map((await db
    .select({ id: schema.sessions.id, role: schema.users.role })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(inArray(schema.sessions.id, sessionIds), gt(schema.sessions.expiresAt, new Date())))).map((v) => [v.id, v.role]));

  io.on('connection', (socket) => {
    const data = socket.data as SocketData;
    void socket.join([userRoom(data.userId), sessionRoom(data.sessionId)]);
    if (isStaffRole(data.role)) void socket.join(STAFF_ROOM);
    // A match's waiting room (issue 31): its page follows the room's ticks (nothing private in them).
    socket.on('queue:join', (matchId: unknown) => { if (isUuid(matchId)) void socket.join(queueRoom(matchId)); });
    socket.on('queue:leave', (matchId: unknown) => { if (isUuid(matchId)) void socket.leave(queueRoom(matchId)); });
    // A match's gate room (issue 32): stewards', staff's and admins' phones hear each other's admissions. The role is read
    // now, not as the handshake found it: one revoked since joins nothing. The answer (when asked for) says whether it joined.
    socket.on('gate:join', (matchId: unknown, answer?: unknown) => {
      const reply = (joined: boolean) => { if (typeof answer === 'function') answer(joined); };
      if (!isUuid(matchId)) return reply(false);
      roleOf([data.sessionId])
        .then((roles) => {
          const joined = isGateRole(roles.get(data.sessionId));
          if (joined) void socket.join(gateRoom(matchId));
          reply(joined);
        })
        .catch((err: Error) => {
          logger.warn({ err: err.message }, 'could not read a role for the gate room');
          reply(false);
        });
    });
    socket.on('gate:leave', (matchId: unknown) => { if (isUuid(matchId)) void socket.leave(gateRoom(matchId)); });
  });
  live.attach(io);

  const recheck = async () => {
    const nsp = io.of('/');
    const ids = new Set([...nsp.adapter.rooms].flatMap(([room, members]) => (room === STAFF_ROOM || isGateRoom(room) ? [...members] : [])));
    const members = [...ids].map((id) => nsp.sockets.get(id)).filter((s): s is Socket => s !== undefined);
    if (!members.length) return;
    const roles = await roleOf([...new Set(members.map((s) => (s.data as SocketData).sessionId))]);
    for (const socket of members) {
      const role = roles.get((socket.data as SocketData).sessionId);
      if (role === undefined) socket.disconnect(true);
      else {
        if (!isStaffRole(role)) void socket.leave(STAFF_ROOM);
        if (!isGateRole(role)) for (const room of [...socket.rooms]) if (isGateRoom(room)) void socket.leave(room);
      }
    }
  };
  let checking = false;
  const timer = setInterval(() => {
    if (checking) return;
    checking = true;
    recheck()
      .catch((err: Error) => logger.warn({ err: err.message }, 'could not check the staff and gate rooms'))
      .finally(() => { checking = false; });
  }, opts.staffRecheckMs ?? STAFF_RECHECK_MS);
  timer.unref();

  return {
    io,
    // Drops this process's connections (io.close would also close the HTTP server, which the caller
    // owns). A dropped transport, unlike a disconnect, makes the clients connect again: to another
    // process when this one is stopping.
    close: async () => {
      clearInterval(timer);
      io.engine.close();
      for (const client of [pub, sub]) stopAdapterClient(client);
    },
  };
}

/**
 * Ends a connection of the adapter without rejecting its subscriptions, which it sends at start and
 * never catches (a rejection nobody handles ends the process): a disconnect rejects what is still
 * queued. So a connection on its way to Redis quits once they are answered; one that cannot reach
 * Redis (or loses it meanwhile) is cut between attempts, when a disconnect rejects nothing.
 */
function stopAdapterClient(client: Redis): void {
  if (client.status === 'reconnecting') return client.disconnect();
  client.once('reconnecting', () => client.disconnect());
  client.quit().catch(() => {});
}
