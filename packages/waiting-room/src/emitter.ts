import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import type { QueueTickDto } from '@club/core';
import { QUEUE_TICK_EVENT, queueRoom } from './room.js';

/** Sends a room's tick to the pages in `queue:<matchId>` through the socket.io Redis adapter's channel (any process). */
export function tickEmitter(redis: Redis, channel: string): (tick: QueueTickDto) => void {
  const emitter = new Emitter(redis, { key: channel });
  return (tick) => { emitter.to(queueRoom(tick.matchId)).emit(QUEUE_TICK_EVENT, tick); };
}
