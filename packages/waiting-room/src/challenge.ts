import { createHmac } from 'node:crypto';
import type { Redis } from 'ioredis';
import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';
import type { Challenge, Payload } from 'altcha-lib/v1/types';

/**
 * The bot check at joining (issue 31 §4): an ALTCHA proof-of-work (altcha-lib's v1 format: SHA-256,
 * HMAC-signed, solved in the page with `solveChallenge`), bound to the match, valid a few minutes and
 * accepted once (a used challenge's signature is remembered in Redis until it expires).
 */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The largest number the page may have to try (the work: a few hundred ms on a phone). */
export const CHALLENGE_MAX_NUMBER = 100_000;

/** The HMAC key of challenges, derived from the auth secret (never the secret itself). */
export const challengeKeyOf = (authSecret: string) => createHmac('sha256', authSecret).update('club:queue-challenge:v1').digest('hex');

export function newChallenge(hmacKey: string, matchId: string, now = Date.now(), maxNumber = CHALLENGE_MAX_NUMBER): Promise<Challenge> {
  return createChallenge({ hmacKey, maxNumber, expires: new Date(now + CHALLENGE_TTL_MS), params: { match: matchId } });
}

/** The solution (ALTCHA's payload: base64 JSON, or the object) is right, for this match, in time, and not used before. */
export async function acceptSolution(redis: Redis, prefix: string, hmacKey: string, matchId: string, solution: unknown): Promise<boolean> {
  let payload: Payload;
  try {
    payload = typeof solution === 'string' ? JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) : (solution as Payload);
    if (!payload || typeof payload !== 'object' || typeof payload.signature !== 'string' || typeof payload.salt !== 'string') return false;
    if (extractParams(payload).match !== matchId) return false;
    if (!(await verifySolution(payload, hmacKey, true))) return false;
  } catch {
    return false;
  }
  const expires = Number(extractParams(payload).expires) * 1000;
  const ttl = Math.max(1000, (Number.isFinite(expires) ? expires : Date.now() + CHALLENGE_TTL_MS) - Date.now());
  return (await redis.set(`${prefix}:altcha:${payload.signature}`, '1', 'PX', ttl, 'NX')) === 'OK';
}
