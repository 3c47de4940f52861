import { describe, expect, it } from 'vitest';
import { batched } from './batched.js';

describe('batched', () => {
  it('runs the first item at once and gathers the items arriving meanwhile into the next call, each caller getting its own answer', async () => {
    const calls: number[][] = [];
    let release = () => {};
    const double = batched(async (items: number[]) => {
      calls.push(items);
      if (calls.length === 1) await new Promise<void>((r) => { release = r; });
      return items.map((n) => n * 2);
    }, 3);
    const answers = [1, 2, 3, 4, 5, 6].map(double);
    await Promise.resolve();
    expect(calls).toEqual([[1]]);
    release();
    expect(await Promise.all(answers)).toEqual([2, 4, 6, 8, 10, 12]);
    expect(calls).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('fails only the callers of the call that failed, and carries on', async () => {
    let first = true;
    const check = batched(async (items: string[]) => {
      if (first) { first = false; throw new Error('down'); }
      return items.map((s) => s.toUpperCase());
    });
    const a = check('a');
    const b = check('b');
    await expect(a).rejects.toThrow('down');
    expect(await b).toBe('B');
    expect(await check('c')).toBe('C');
  });
});
