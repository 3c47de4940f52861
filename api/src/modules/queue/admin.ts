import type { Redis } from 'ioredis';
import { z } from 'zod';
import { eq, sql } from 'drizzle-orm';
import { msg, type OnSaleDto, type QueueTickDto } from '@club/core';
import { activeShoppers, audit, onSaleFigures, roomSettings, schema, type Db } from '@club/db';
import { admittedLastMinute, AUTO_CEILING_SHOPPERS, autoSpeed, purchaseLatencyP95, roomKeys, syncRoomSettings } from '@club/waiting-room';
import { Conflict, NotFound } from '../../http/errors.js';

/** `PUT /admin/matches/{id}/queue`: a rate, or automatic (then the rate may be null). */
export const queueRateSchema = z.object({
  queue_admit_per_minute: z.number().int(msg('validation.invalid')).min(1, msg('validation.invalid')).max(100_000, msg('validation.invalid')).nullable(),
  queue_auto: z.boolean(),
}).refine((v) => v.queue_auto || v.queue_admit_per_minute !== null, { message: msg('validation.invalid'), path: ['queue_admit_per_minute'] });

/** The control room of a match on sale: the room's counts from Redis, the rest from PostgreSQL. */
export async function onSale(db: Db, redis: Redis, prefix: string, matchId: string, now: Date): Promise<OnSaleDto> {
  const [m] = await db.select({
    saleStartsAt: schema.matches.saleStartsAt, queueOpensAt: schema.matches.queueOpensAt, perMinute: schema.matches.queueAdmitPerMinute,
    auto: schema.matches.queueAuto, turnMinutes: schema.matches.queueTurnMinutes,
  }).from(schema.matches).where(eq(schema.matches.id, matchId));
  if (!m) throw new NotFound('match.not_found');
  const k = roomKeys(prefix, matchId);
  const [state, fans] = await Promise.all([redis.hgetall(k.state), redis.hlen(k.fans)]);
  const loaded = Boolean(state.phase);
  const served = Number(state.served ?? 0);
  let room: OnSaleDto['room'] = 'none';
  if (m.queueOpensAt) {
    if (!loaded) room = m.queueOpensAt > now ? 'scheduled' : 'pre_queue';
    else if (state.phase !== 'drawn') room = 'pre_queue';
    else room = state.mode === 'standby' ? 'standby' : state.mode === 'sold_out' ? 'sold_out' : 'open';
  }
  const figures = await onSaleFigures(db, matchId);
  const p95 = m.auto && loaded ? await purchaseLatencyP95(redis, prefix, matchId, now.getTime()) : null;
  return {
    matchId,
    saleStartsAt: m.saleStartsAt?.toISOString() ?? null,
    queueOpensAt: m.queueOpensAt?.toISOString() ?? null,
    room,
    waiting: !loaded ? 0 : state.phase === 'drawn' ? Math.max(0, Number(state.tail ?? 0) - served) : fans,
    admitted: served,
    activeShoppers: m.queueOpensAt ? await activeShoppers(db, matchId, m.turnMinutes) : 0,
    holds: figures.holds,
    perMinute: figures.perMinute,
    zones: figures.zones,
    admission: {
      perMinute: m.perMinute, auto: m.auto, lastMinute: loaded ? await admittedLastMinute(redis, prefix, matchId, now.getTime()) : 0,
      autoNow: p95 === null ? null : { perMinute: Math.round(autoSpeed(p95) * 60), purchaseP95Ms: p95, shoppersCeiling: AUTO_CEILING_SHOPPERS },
    },
  };
}

/** Staff change the admission rate live: recorded in the audit log, copied to the room, told to its pages. */
export async function changeRate(db: Db, redis: Redis, prefix: string, emit: (tick: QueueTickDto) => void, actorId: string, matchId: string, input: z.infer<typeof queueRateSchema>): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ perMinute: schema.matches.queueAdmitPerMinute, auto: schema.matches.queueAuto, opensAt: schema.matches.queueOpensAt })
      .from(schema.matches).where(eq(schema.matches.id, matchId)).for('update');
    if (!before) throw new NotFound('match.not_found');
    if (!before.opensAt) throw new Conflict('queue.not_open');
    await tx.update(schema.matches).set({ queueAdmitPerMinute: input.queue_admit_per_minute, queueAuto: input.queue_auto, updatedAt: sql`now()` }).where(eq(schema.matches.id, matchId));
    await audit(tx, {
      actorId, action: 'match.queue_rate_changed', entityType: 'match', entityId: matchId,
      changes: { queue_admit_per_minute: [before.perMinute, input.queue_admit_per_minute], queue_auto: [before.auto, input.queue_auto] },
    });
  });
  const settings = await roomSettings(db, matchId);
  const k = roomKeys(prefix, matchId);
  if (!settings || !(await redis.exists(k.state))) return;
  await syncRoomSettings(redis, prefix, settings);
  const state = await redis.hgetall(k.state);
  emit({
    matchId, served: Number(state.served ?? 0), state: (state.mode as QueueTickDto['state']) ?? 'open',
    rate: settings.auto ? await admittedLastMinute(redis, prefix, matchId) : settings.perMinute ?? 0, held: Number(state.held ?? 0),
  });
}
