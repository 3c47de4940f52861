import express, { type RequestHandler, type Router } from 'express';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { ERROR_CODES, realtimeChannel } from '@club/core';
import { resolveAuthSecret, roomEntryWriter, schema, type Db } from '@club/db';
import { recordPurchaseLatency, tickEmitter } from '@club/waiting-room';
import { acceptSolution, challengeKeyOf, newChallenge } from '@club/waiting-room/challenge';
import { currentUser, requireAdmin, requireUser } from '../../http/auth-middleware.js';
import { sendData } from '../../http/envelope.js';
import { HttpError } from '../../http/errors.js';
import { parse, parseId } from '../../http/validate.js';
import type { ApiConfig } from '../../config.js';
import { changeRate, onSale, queueRateSchema } from './admin.js';
import * as queue from './service.js';

export interface QueueDeps {
  db: Db;
  redis: Redis;
  config: ApiConfig;
  now: () => Date;
}

const joinSchema = z.object({ altcha: z.unknown().optional() });

/**
 * A match's waiting room (issue 31), under /matches: the bot check's challenge, joining, one's
 * place (Redis only) and the published draw (public).
 */
export function queueRouter({ db, redis, config, now }: QueueDeps): Router {
  const router = express.Router();
  const prefix = config.QUEUE_PREFIX;
  let hmacKey: Promise<string> | undefined;
  const key = () => (hmacKey ??= resolveAuthSecret(config).then(challengeKeyOf));
  const matchId = (req: express.Request) => parseId(String(req.params.id), 'match.not_found');
  const record = roomEntryWriter(db);

  router.get('/:id/queue/draw', async (req, res) => {
    sendData(res, await queue.draw(db, redis, prefix, matchId(req), now()));
  });
  router.get('/:id/queue/challenge', requireUser, async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    sendData(res, { ...(await newChallenge(await key(), matchId(req))), required: config.QUEUE_CHALLENGE === 'on' });
  });
  router.post('/:id/queue', requireUser, async (req, res) => {
    const id = matchId(req);
    const user = currentUser(req);
    const { altcha } = parse(joinSchema, req.body ?? {});
    // The session's word when it says proven; read again when it says not (the address may have been proven a moment ago).
    const verified = user.emailVerified || (await db.select({ v: schema.users.emailVerified }).from(schema.users).where(eq(schema.users.id, user.id)))[0]?.v;
    if (!verified) throw new HttpError(403, ERROR_CODES.EMAIL_UNVERIFIED, 'queue.email_unverified');
    if (config.QUEUE_CHALLENGE === 'on' && !(await acceptSolution(redis, prefix, await key(), id, altcha))) {
      throw new HttpError(400, ERROR_CODES.CHALLENGE_FAILED, 'queue.challenge_failed');
    }
    sendData(res, await queue.join(db, redis, prefix, record, id, user.id, now()));
  });
  router.get('/:id/queue', requireUser, async (req, res) => {
    sendData(res, await queue.place(redis, prefix, matchId(req), currentUser(req).id, now()));
  });
  return router;
}

/**
 * Before POST /purchases: a buyer of a match whose room is on must be admitted (NOT_ADMITTED). An
 * admitted buyer's purchase is timed from here to its answer's end, for automatic admission.
 */
export function queueAdmission({ db, redis, config, now }: QueueDeps): RequestHandler {
  return async (req, res, next) => {
    const started = performance.now();
    const id = (req.body as { matchId?: unknown } | undefined)?.matchId;
    // Not signed in, or no match named: the purchase route says what is wrong.
    if (!req.user || typeof id !== 'string' || !z.uuid().safeParse(id).success) return next();
    try {
      if (await queue.refuseUnadmitted(db, redis, config.QUEUE_PREFIX, id, req.user.id, now())) {
        res.on('finish', () => {
          recordPurchaseLatency(redis, config.QUEUE_PREFIX, id, performance.now() - started)
            .catch((err: unknown) => req.log?.warn({ err }, 'could not record a purchase latency'));
        });
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}

/** The control room (staff) and the live admission rate (admins), under /admin/matches. */
export function adminQueueRouter({ db, redis, config, now }: QueueDeps): Router {
  const router = express.Router();
  const emit = tickEmitter(redis, realtimeChannel(config.QUEUE_PREFIX));
  router.get('/matches/:id/on-sale', async (req, res) => {
    sendData(res, await onSale(db, redis, config.QUEUE_PREFIX, parseId(String(req.params.id), 'match.not_found'), now()));
  });
  router.put('/matches/:id/queue', requireAdmin, async (req, res) => {
    const id = parseId(String(req.params.id), 'match.not_found');
    await changeRate(db, redis, config.QUEUE_PREFIX, emit, currentUser(req).id, id, parse(queueRateSchema, req.body ?? {}));
    sendData(res, await onSale(db, redis, config.QUEUE_PREFIX, id, now()));
  });
  return router;
}
