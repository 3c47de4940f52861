import { describe, expect, it } from 'vitest';
import { queuePrefixFor } from './env.js';

describe('the default queue prefix', () => {
  it('is the same for every process of one installation and differs between databases', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/club';
    expect(queuePrefixFor(url)).toBe(queuePrefixFor(url));
    expect(queuePrefixFor(url)).toMatch(/^club-[0-9a-f]{8}$/);
    const others = [`${url}_2`, '/srv/club/data/db', '/home/fan/club/data/db'].map(queuePrefixFor);
    expect(new Set([queuePrefixFor(url), ...others]).size).toBe(4);
  });
});
