import { describe, expect, it } from 'vitest';
import { formatClubDate, formatClubDateTime, formatClubTime, formatRelative } from './dates.js';

// 06:10:52 UTC is 13:10:52 in Bangkok, whatever zone the test machine is in.
const AT = '2026-11-24T06:10:52Z';

describe('club dates', () => {
  it('writes one English format and one Thai format with the Buddhist year, on Bangkok time', () => {
    expect(formatClubDate(AT, 'en')).toBe('24 Nov 2026');
    expect(formatClubDate(AT, 'th')).toBe('24 พ.ย. 2569');
    expect(formatClubDateTime(AT, 'en')).toBe('24 Nov 2026, 13:10');
    expect(formatClubDateTime(AT, 'th')).toBe('24 พ.ย. 2569 13:10');
    expect(formatClubDateTime(AT, 'en', true)).toBe('24 Nov 2026, 13:10:52');
    expect(formatClubTime(AT, 'en')).toBe('13:10');
    expect(formatClubTime(AT, 'th', true)).toBe('13:10:52');
    // Late evening UTC is already the next day in Bangkok.
    expect(formatClubDate('2026-12-31T18:30:00Z', 'en')).toBe('1 Jan 2027');
  });

  it('says how far a time is in the largest whole unit', () => {
    const now = Date.parse(AT);
    expect(formatRelative(now + 12 * 60_000 + 5_000, 'en', now)).toBe('in 12 minutes');
    expect(formatRelative(now - 3 * 3_600_000 - 60_000, 'en', now)).toBe('3 hours ago');
    expect(formatRelative(now + 2 * 86_400_000, 'th', now)).toBe('มะรืนนี้');
    expect(formatRelative(now - 30_000, 'th', now)).toBe('นาทีนี้');
  });
});
