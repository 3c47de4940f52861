import { describe, expect, it } from 'vitest';
import { formatClubDate, formatClubDateTime, formatClubLongDate, formatClubTime, formatClubYear, formatRelative } from './dates.js';

// 06:10:52 UTC is 13:10:52 in Bangkok, whatever zone the test machine is in.
const AT = '2026-11-24T06:10:52Z';

describe('club dates', () => {
  it('writes one English format and one Thai format with the Buddhist year, on Bangkok time', () => {
    expect(formatClubDate(AT, 'en')).toBe('24 Nov 2026');
    expect(formatClubDate(AT, 'th')).toBe('24 พ.ย. 2569');
    expect(formatClubDateTime(AT, 'en')).toBe('24 Nov 2026, 13:10');
    expect(formatClubDateTime(AT, 'th')).toBe('24 พ.ย. 2569 13:10');
    expect(formatClubDateTime(AT, 'en', { seconds: true })).toBe('24 Nov 2026, 13:10:52');
    expect(formatClubTime(AT, 'en')).toBe('13:10');
    expect(formatClubTime(AT, 'th', { seconds: true })).toBe('13:10:52');
    // Late evening UTC is already the next day in Bangkok.
    expect(formatClubDate('2026-12-31T18:30:00Z', 'en')).toBe('1 Jan 2027');
  });

  it('puts the Bangkok day of the week before a kick-off, when asked', () => {
    // 19:30 UTC on Friday is already Saturday in Bangkok.
    const late = '2026-11-27T19:30:00Z';
    expect(formatClubDate(late, 'en', { weekday: true })).toBe('Sat, 28 Nov 2026');
    expect(formatClubDate(late, 'th', { weekday: true })).toBe('เสาร์ 28 พ.ย. 2569');
    expect(formatClubDateTime(late, 'en', { weekday: true })).toBe('Sat, 28 Nov 2026, 02:30');
    expect(formatClubDateTime(late, 'th', { weekday: true })).toBe('เสาร์ 28 พ.ย. 2569 02:30');
  });

  it('writes headline dates with the month in full, and a year alone in the Buddhist era in Thai', () => {
    expect(formatClubLongDate('2026-11-29T12:00:00Z', 'en', { weekday: true })).toBe('Sunday, 29 November 2026');
    expect(formatClubLongDate('2026-11-29T12:00:00Z', 'th', { weekday: true })).toBe('วันอาทิตย์ที่ 29 พฤศจิกายน 2569');
    expect(formatClubLongDate('2023-12-31T17:00:00Z', 'en')).toBe('1 January 2024');
    expect(formatClubLongDate('2023-12-31T17:00:00Z', 'th')).toBe('1 มกราคม 2567');
    expect(formatClubYear(2026, 'en')).toBe('2026');
    expect(formatClubYear(2026, 'th')).toBe('พ.ศ. 2569');
  });

  it('says how far a time is in the largest whole unit', () => {
    const now = Date.parse(AT);
    expect(formatRelative(now + 12 * 60_000 + 5_000, 'en', now)).toBe('in 12 minutes');
    expect(formatRelative(now - 3 * 3_600_000 - 60_000, 'en', now)).toBe('3 hours ago');
    expect(formatRelative(now + 2 * 86_400_000, 'th', now)).toBe('มะรืนนี้');
    expect(formatRelative(now - 30_000, 'th', now)).toBe('นาทีนี้');
  });
});
