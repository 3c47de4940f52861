import { describe, expect, it } from 'vitest';
import { attemptsWithin, retryDelay, retryPolicy } from './retry.js';

const defaults = { baseMs: 2000, maxDelayMs: 600_000 };

describe('the retry timings of a fan\'s tickets and mails', () => {
  it('doubles the wait from the base and stops growing at the cap', () => {
    expect([1, 2, 3, 9, 10, 11, 500].map((n) => retryDelay(n, defaults))).toEqual([2000, 4000, 8000, 512_000, 600_000, 600_000, 600_000]);
  });

  it('makes enough attempts for their waits to cover the whole time, and no more', () => {
    const waited = (attempts: number) => Array.from({ length: attempts - 1 }, (_, i) => retryDelay(i + 1, defaults)).reduce((a, b) => a + b, 0);
    for (const forMs of [0, 1, 2000, 3_600_000, 48 * 3_600_000]) {
      const attempts = attemptsWithin(forMs, defaults);
      expect(waited(attempts)).toBeGreaterThanOrEqual(forMs);
      if (attempts > 1) expect(waited(attempts - 1)).toBeLessThan(forMs);
    }
    // 48 hours: nine doubling waits (about 17 min), then one every 10 minutes.
    expect(attemptsWithin(48 * 3_600_000, defaults)).toBe(297);
  });

  it('retries a reset mail no longer than its link lives, and leaves other jobs to their queue', () => {
    const policy = retryPolicy({ ...defaults, forMs: 48 * 3_600_000 });
    expect(policy.jobOptions('email', 'tickets')?.attempts).toBe(297);
    expect(policy.jobOptions('tickets', 'issue')?.attempts).toBe(297);
    expect(policy.jobOptions('email', 'password-reset')?.attempts).toBe(attemptsWithin(3_600_000, defaults));
    expect(policy.jobOptions('receipts', 'check')).toBeUndefined();
  });
});
