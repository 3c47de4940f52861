import { describe, expect, it } from 'vitest';
import { displayPurchaseStatus, isStaffRole } from './statuses.js';
import { variantKey } from './variants.js';
import { parseEnv, commonEnv, ConfigError } from './env.js';
import { z } from 'zod';

describe('purchase display status', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  it('shows a pending purchase past its window as expired', () => {
    expect(displayPurchaseStatus({ status: 'pending', expiresAt: now - 1 }, now)).toBe('expired');
    expect(displayPurchaseStatus({ status: 'pending', expiresAt: new Date(now + 60_000).toISOString() }, now)).toBe('pending');
  });
  it('never shows a verifying purchase as expired', () => {
    expect(displayPurchaseStatus({ status: 'verifying', expiresAt: now - 60_000 }, now)).toBe('verifying');
  });
});

it('only staff and admin roles reach the console', () => {
  expect(['fan', 'staff', 'admin', undefined].map(isStaffRole)).toEqual([false, true, true, false]);
});

it('gives the same variant key whatever order the groups come in', () => {
  expect(variantKey({ size: 'M', color: 'home' })).toBe(variantKey({ color: 'home', size: 'M' }));
  expect(variantKey({})).toBe('');
});

describe('configuration', () => {
  const schema = z.object(commonEnv);
  it('names the bad variable', () => {
    expect(() => parseEnv(schema, { REDIS_URL: 'http://nope' })).toThrow(ConfigError);
    expect(() => parseEnv(schema, { REDIS_URL: 'http://nope' })).toThrow(/REDIS_URL: must be a redis:\/\/ URL/);
  });
  it('treats empty values as unset', () => {
    expect(parseEnv(schema, { DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
