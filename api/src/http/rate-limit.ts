import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { ERROR_CODES } from '@club/core';
import { HttpError } from './errors.js';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Every limit of the API: at most `points` counted requests per `duration` seconds, counted in
 * Redis so they hold across every process of one installation. RATE_LIMIT_SCALE multiplies the
 * points. Addresses are counted per IPv4 address or per IPv6 /64 (one subscriber's network).
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins to one account from one address. Counted before the password is checked (so
   * parallel guesses cannot slip past) and forgotten on a successful sign-in: a fan who mistypes
   * a few times and then gets in starts again from zero. Once spent, even the right password
   * waits for the window to end.
   */
  signInPerEmailAndAddress: { points: 10, duration: 15 * MINUTE },
  /** Failed sign-ins to one account from anywhere: a guesser spread over many addresses. */
  signInPerEmail: { points: 50, duration: HOUR },
  /**
   * Failed sign-ins from one address over all accounts (one address trying many accounts). Loose,
   * because many fans share one address (mobile carrier NAT, stadium Wi-Fi); successes give their
   * point back.
   */
  signInPerAddress: { points: 100, duration: 15 * MINUTE },
  /** New accounts from one address. */
  signUpPerAddress: { points: 20, duration: HOUR },
  /**
   * Sign-ups naming one email address, from anywhere. Sign-up says plainly when an address is
   * registered already (a fan who forgot gets a clear answer), so how fast one address can be
   * asked about is limited as sign-in's guesses are. Each new account also mails the address.
   */
  signUpPerEmail: { points: 5, duration: HOUR },
  /** Verification mails asked for one address (no mail bombing through "send again") ... */
  verificationMailPerEmail: { points: 5, duration: HOUR },
  /** ... and from one client address. */
  verificationMailPerAddress: { points: 20, duration: HOUR },
  /** Password-reset mails asked for one address (no mail bombing a fan) ... */
  passwordResetPerEmail: { points: 5, duration: HOUR },
  /** ... and from one client address. */
  passwordResetPerAddress: { points: 20, duration: HOUR },
  /** Ticket purchases started by one fan (each holds seats for the payment window). */
  purchaseCreationPerUser: { points: 10, duration: 15 * MINUTE },
  /** Store orders placed by one fan. */
  orderCreationPerUser: { points: 10, duration: 15 * MINUTE },
  /** Uploads by one user: payment slips and the console's images (each up to 5 MB, re-encoded by sharp). */
  uploadsPerUser: { points: 30, duration: 15 * MINUTE },
  /** Each transfer mails someone: a fan passing on a family's tickets fits; a stream of mails to strangers does not. */
  ticketTransfersPerUser: { points: 30, duration: HOUR },
  /** Resending tickets by mail: a fan who lost the mail, or wants one per friend, needs a few; a mail cannon does not. */
  ticketResendsPerUser: { points: 5, duration: HOUR },
} as const satisfies Record<string, { points: number; duration: number }>;

type RuleName = keyof typeof RATE_LIMITS;

interface Counter {
  rule: RuleName;
  /** What the rule counts for this request; undefined: the rule does not apply (no email, not signed in). */
  key(req: Request): string | undefined;
  /** After a successful answer (status below 400): give the request's point back, or clear the count. */
  onSuccess?: 'refund' | 'reset';
}

export type RateLimits = ReturnType<typeof rateLimits>;

/**
 * The rate-limit middlewares, mounted in front of the routes they protect. Keys are prefixed with
 * the installation's QUEUE_PREFIX, so installations and test runs sharing one Redis never share counts.
 */
export function rateLimits(redis: Redis, options: { prefix: string; scale: number }) {
  const limiters = new Map<RuleName, RateLimiterRedis>();
  for (const [rule, { points, duration }] of Object.entries(RATE_LIMITS) as [RuleName, (typeof RATE_LIMITS)[RuleName]][]) {
    limiters.set(rule, new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: `${options.prefix}:rate-limit:${rule}`,
      points: Math.max(1, Math.round(points * options.scale)),
      duration,
      // The API's client does not queue commands while disconnected: fail at once, answered with 503.
      rejectIfRedisNotReady: true,
    }));
  }

  const limit = (counters: Counter[]): RequestHandler => async (req, res, next) => {
    const applicable = counters.flatMap((c) => {
      const key = c.key(req);
      return key === undefined ? [] : [{ ...c, key, limiter: limiters.get(c.rule)! }];
    });
    const results = await Promise.allSettled(applicable.map((c) => c.limiter.consume(c.key)));
    const refused: RateLimiterRes[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') continue;
      // Without its counts the limit cannot be kept; refusing (503, the error handler) beats letting every guess through.
      if (!(result.reason instanceof RateLimiterRes)) return next(result.reason);
      refused.push(result.reason);
    }
    if (refused.length > 0) {
      const seconds = Math.max(1, Math.ceil(Math.max(...refused.map((r) => r.msBeforeNext)) / 1000));
      res.setHeader('Retry-After', String(seconds));
      return next(tooManyRequests(seconds));
    }
    const forgiving = applicable.filter((c) => c.onSuccess);
    if (forgiving.length > 0) {
      res.once('finish', () => {
        if (res.statusCode >= 400) return;
        for (const c of forgiving) {
          (c.onSuccess === 'reset' ? c.limiter.delete(c.key) : c.limiter.reward(c.key)).catch((err: unknown) => req.log?.warn({ err }, 'rate limit refund failed'));
        }
      });
    }
    next();
  };

  const address = (req: Request) => clientAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown');
  const user = (req: Request) => req.user?.id;
  return {
    signIn: limit([
      { rule: 'signInPerEmailAndAddress', key: (req) => withEmail(req, (account) => `${account}:${address(req)}`), onSuccess: 'reset' },
      { rule: 'signInPerEmail', key: (req) => withEmail(req, (account) => account), onSuccess: 'refund' },
      { rule: 'signInPerAddress', key: address, onSuccess: 'refund' },
    ]),
    signUp: limit([
      { rule: 'signUpPerAddress', key: address },
      { rule: 'signUpPerEmail', key: (req) => withEmail(req, (account) => account) },
    ]),
    verificationMail: limit([
      { rule: 'verificationMailPerEmail', key: (req) => withEmail(req, (account) => account) },
      { rule: 'verificationMailPerAddress', key: address },
    ]),
    passwordReset: limit([
      { rule: 'passwordResetPerEmail', key: (req) => withEmail(req, (account) => account) },
      { rule: 'passwordResetPerAddress', key: address },
    ]),
    purchaseCreation: limit([{ rule: 'purchaseCreationPerUser', key: user }]),
    orderCreation: limit([{ rule: 'orderCreationPerUser', key: user }]),
    upload: limit([{ rule: 'uploadsPerUser', key: user }]),
    ticketTransfer: limit([{ rule: 'ticketTransfersPerUser', key: user }]),
    ticketResend: limit([{ rule: 'ticketResendsPerUser', key: user }]),
  };
}

function tooManyRequests(seconds: number): HttpError {
  const minutes = Math.ceil(seconds / 60);
  return new HttpError(429, ERROR_CODES.RATE_LIMITED, {
    en: `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`,
    th: `ทำรายการบ่อยเกินไป กรุณารอ ${minutes} นาทีแล้วลองใหม่อีกครั้ง`,
  });
}

/**
 * The email of a better-auth call, normalized and hashed: the key says whose account without
 * keeping addresses in Redis. The body is still raw bytes here, JSON or a form (better-auth takes
 * both on sign-in and sign-up, so both count against the same account).
 */
function withEmail(req: Request, key: (emailHash: string) => string): string | undefined {
  const raw = Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '';
  let email: unknown;
  if (req.is('application/x-www-form-urlencoded')) email = new URLSearchParams(raw).get('email');
  else {
    try {
      const body: unknown = JSON.parse(raw);
      email = body && typeof body === 'object' ? (body as { email?: unknown }).email : undefined;
    } catch {
      return undefined; // better-auth refuses it; the per-address counts still apply
    }
  }
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  return key(createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22));
}

/** The client's address as a rate-limit key: IPv4 as it is, IPv6 by its /64 (one subscriber holds a whole /64). */
export function clientAddress(ip: string): string {
  if (ip.startsWith('::ffff:') && isIPv4(ip.slice(7))) return ip.slice(7);
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('::');
  const first = head ? head.split(':') : [];
  const last = tail ? tail.split(':') : [];
  const groups = tail === undefined ? first : [...first, ...Array<string>(Math.max(0, 8 - first.length - last.length)).fill('0'), ...last];
  return `${groups.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}
