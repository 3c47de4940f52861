import type { Server } from 'socket.io';
import { isGateRole, isGateRoom, isStaffRole, type Role } from '@club/core';

/**
 * What the rest of the API does to live connections when who may see what changes. Through the
 * Redis adapter it reaches the connections on every API process. Set up before socket.io is
 * attached (better-auth needs it first); until then there are no connections to act on.
 */
export class LiveAccess {
  private io: Server | undefined;

  attach(io: Server): void {
    this.io = io;
  }

  /** A session ended (sign-out, revoked, password reset): its sockets are closed. */
  sessionEnded(sessionId: string): void {
    this.io?.in(sessionRoom(sessionId)).disconnectSockets(true);
  }

  /** A role changed: the user's sockets join or leave the staff room at once, and leave the gate rooms when it is no gate role. */
  roleChanged(userId: string, role: Role): void {
    const sockets = this.io?.in(userRoom(userId));
    if (isStaffRole(role)) sockets?.socketsJoin(STAFF_ROOM);
    else sockets?.socketsLeave(STAFF_ROOM);
    if (!isGateRole(role)) {
      void sockets?.fetchSockets().then((found) => {
        for (const socket of found) for (const room of [...socket.rooms]) if (isGateRoom(room)) socket.leave(room);
      }).catch(() => {});
    }
  }
}

export const STAFF_ROOM = 'staff';
export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
