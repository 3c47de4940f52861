import { describe, expect, it } from 'vitest';
import { sameName, samePayer } from './payer-names.js';

describe('payers’ names', () => {
  it('reads a payer’s name as banks write it, cut short, and tells near names apart', () => {
    expect(sameName('MR SOMCHAI J', 'Somchai Jaidee')).toBe(true);
    expect(sameName('นาย สมชาย ใ', 'สมชาย ใจดี')).toBe(true);
    expect(sameName('SOMCHAI', 'Somchai Jaidee')).toBe(true);
    expect(sameName('MR SOMCHAI J', 'Somchai Rakdee')).toBe(false);
    expect(sameName('MR FAN1 S', 'Fan12 Surname12')).toBe(false);
    expect(sameName('MR J', 'Jaidee Somchai')).toBe(false);
    expect(sameName('', 'Somchai Jaidee')).toBe(false);
  });

  it('tells two payers apart only when both names are written in one script and differ', () => {
    // One person, as a slip, a callback and a statement write them (the last word cut short).
    expect(samePayer('Mr. Somchai Jaidee', 'MR SOMCHAI J')).toBe(true);
    expect(samePayer('นาย สมชาย ใจดี', 'นาย สมชาย ใ')).toBe(true);
    expect(samePayer('SOMCHAI', 'Somchai Jaidee')).toBe(true);
    expect(samePayer('MR SOMCHAI XXXX', 'Somchai Jaidee')).toBe(true);
    // Two people.
    expect(samePayer('Mr. Somchai Jaidee', 'MS MALEE S')).toBe(false);
    expect(samePayer('MR FAN1 S', 'Fan12 Surname12')).toBe(false);
    expect(samePayer('MR SOMCHAI J', 'Somchai Rakdee')).toBe(false);
    // Nothing to compare: a name missing, or one in Thai and one in English.
    expect(samePayer(null, 'MR SOMCHAI J')).toBeNull();
    expect(samePayer('MR', 'Somchai')).toBeNull();
    expect(samePayer('นาย สมชาย ใจดี', 'MR SOMCHAI J')).toBeNull();
  });
});
