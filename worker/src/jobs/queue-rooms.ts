import type { Job } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { QueueTickDto } from '@club/core';
import { messageForLog, openRooms, type Db } from '@club/db';
import { dropRoom, roomsKey, tickRoom } from '@club/waiting-room';

/** The sweeps queue's job that ticks the waiting rooms, once a second (worker/src/index.ts schedules it). */
export const QUEUE_TICK_JOB = 'queue-tick';
export const QUEUE_TICK_EVERY_MS = 1000;

/**
 * Every open waiting room (issue 31), once a second across the worker processes (a Redis key per
 * second, and a lock so a slow tick is never run twice at once): a room opens at queue_opens_at (its
 * seed drawn, its hash published) or is rebuilt when Redis lost it, the pre-queue is drawn at the
 * sale start, `served` advances by the rate or as turns end while places are left (standby while
 * they are all in unpaid holds, sold out when gone: read each second, so places back or the last
 * one gone reach the pages within one to two seconds), and each room's tick goes to its page
 * (`queue:tick` in `queue:<matchId>`). Rooms no longer open (played, or turned off) leave Redis.
 */
export function queueRoomsProcessor(db: Db, redis: Redis, prefix: string, emit: (tick: QueueTickDto) => void, logger: Logger) {
  return async (_job?: Job): Promise<void> => {
    const now = Date.now();
    if ((await redis.set(`${prefix}:queue:tick:${Math.floor(now / 1000)}`, '1', 'EX', 5, 'NX')) !== 'OK') return;
    const running = `${prefix}:queue:ticking`;
    if ((await redis.set(running, '1', 'PX', 60_000, 'NX')) !== 'OK') return;
    try {
      const rooms = await openRooms(db, new Date(now));
      const open = new Set(rooms.map((r) => r.matchId));
      for (const matchId of await redis.smembers(roomsKey(prefix))) if (!open.has(matchId)) await dropRoom(redis, prefix, matchId);
      for (const room of rooms) {
        try {
          emit(await tickRoom(db, redis, prefix, room, now));
        } catch (err) {
          logger.warn({ matchId: room.matchId, err: messageForLog(err) }, 'could not tick a waiting room');
        }
      }
    } finally {
      await redis.del(running);
    }
  };
}
