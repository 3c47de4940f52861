import type { BackoffStrategy, JobsOptions } from 'bullmq';
import { EMAIL_VERIFICATION_LINK_SECONDS, PASSWORD_RESET_LINK_SECONDS, type QueueName } from '@club/core';

/**
 * BullMQ's backoff type of the jobs retried for hours: exponential from a base, capped at an
 * interval. BullMQ's own exponential has no cap (its 20th wait would be 12 days), so the workers
 * carry this one as their custom strategy.
 */
const CAPPED_EXPONENTIAL = 'capped-exponential';

interface RetryTimings {
  /** The wait before the second attempt; each later wait doubles it. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
  /** How long a fan's tickets and mails are retried before they wait for staff. */
  forMs: number;
}

/** The wait after attempt `attemptsMade` (1 after the first attempt failed). */
export function retryDelay(attemptsMade: number, t: Pick<RetryTimings, 'baseMs' | 'maxDelayMs'>): number {
  return Math.min(t.maxDelayMs, t.baseMs * 2 ** Math.max(0, attemptsMade - 1));
}

/** How many attempts it takes for the waits between them to add up to `forMs`: the last one starts no earlier than that. */
export function attemptsWithin(forMs: number, t: Pick<RetryTimings, 'baseMs' | 'maxDelayMs'>): number {
  let attempts = 1;
  let waited = 0;
  // The doubling part, until the waits reach the cap (a few dozen steps at most).
  while (waited < forMs && retryDelay(attempts, t) < t.maxDelayMs) waited += retryDelay(attempts++, t);
  // Then one capped wait per attempt.
  if (waited < forMs) attempts += Math.ceil((forMs - waited) / t.maxDelayMs);
  return attempts;
}

/**
 * Each outbox job's retries. A fan's tickets, the mails to fans and the bank checks of their slips
 * are worth a long outage (of the mail server, the database, the slip verifier): they are retried for `forMs` with waits that stop growing at
 * `maxDelayMs`, then given up and shown to staff. Other jobs keep the queue's defaults.
 */
export function retryPolicy(t: RetryTimings): {
  backoffStrategy: BackoffStrategy;
  jobOptions(queue: QueueName, job: string): JobsOptions | undefined;
} {
  const longRetry = (forMs: number): JobsOptions => ({ attempts: attemptsWithin(forMs, t), backoff: { type: CAPPED_EXPONENTIAL, delay: t.baseMs } });
  const long = longRetry(t.forMs);
  // A reset (or verification) mail sent after its link died only hands the fan a dead link: not retried past that.
  const resetMail = longRetry(Math.min(t.forMs, PASSWORD_RESET_LINK_SECONDS * 1000));
  const verificationMail = longRetry(Math.min(t.forMs, EMAIL_VERIFICATION_LINK_SECONDS * 1000));
  return {
    // Only jobs whose backoff type is not one of BullMQ's own come here: ours.
    backoffStrategy: (attemptsMade) => retryDelay(attemptsMade, t),
    jobOptions: (queue, job) => {
      if (queue === 'email') return job === 'password-reset' ? resetMail : job === 'verify-email' ? verificationMail : long;
      if (queue === 'tickets') return long;
      // A slip verifier that is down is asked again for as long, while staff can still decide meanwhile.
      if (queue === 'receipts' && job === 'bank-check') return long;
      return undefined;
    },
  };
}
