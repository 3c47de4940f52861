import { describe, expect, it } from 'vitest';
import { displayPurchaseStatus, inMyTicketsFilter, myTicketsOrder, type MyTicketsFilter } from './purchases.js';
import type { PurchaseStatus } from './statuses.js';

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

describe('my-tickets filters', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const later = new Date(now + 86_400_000).toISOString();
  const purchase = (status: PurchaseStatus, opts: { expiresAt?: number; matchDate?: string } = {}) =>
    ({ status, expiresAt: opts.expiresAt ?? now + 60_000, matchDetails: { matchDate: opts.matchDate ?? later } });
  const filtersOf = (p: ReturnType<typeof purchase>) =>
    (['all', 'active', 'pending', 'verifying', 'failed'] as MyTicketsFilter[]).filter((f) => inMyTicketsFilter(p, f, now));

  it('puts each purchase under all and its own tab', () => {
    expect(filtersOf(purchase('completed'))).toEqual(['all', 'active']);
    expect(filtersOf(purchase('pending'))).toEqual(['all', 'pending']);
    expect(filtersOf(purchase('verifying', { expiresAt: now - 1 }))).toEqual(['all', 'verifying']);
    expect(filtersOf(purchase('rejected'))).toEqual(['all', 'failed']);
  });
  it('takes a pending purchase past its window out of pending, and a match over 3 hours ago out of active', () => {
    expect(filtersOf(purchase('pending', { expiresAt: now - 1 }))).toEqual(['all']);
    expect(filtersOf(purchase('completed', { matchDate: new Date(now - 3 * 3_600_000 - 1).toISOString() }))).toEqual(['all']);
    expect(filtersOf(purchase('completed', { matchDate: new Date(now - 2 * 3_600_000).toISOString() }))).toEqual(['all', 'active']);
  });
});

describe('my-tickets order', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const day = 86_400_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const purchase = (id: string, status: PurchaseStatus, matchInDays: number, madeDaysAgo: number, expiresAt = now + 60_000) =>
    ({ id, status, expiresAt, createdAt: at(now - madeDaysAgo * day), matchDetails: { matchDate: at(now + matchInDays * day) } });

  it('puts tickets still to use first (soonest match first), then what waits on the fan or staff, then what is over (newest first)', () => {
    const bought = [
      purchase('cancelled', 'cancelled', 10, 0.1),
      purchase('rejected', 'rejected', 20, 0.2),
      purchase('used', 'completed', -30, 40),
      purchase('later match', 'completed', 30, 5),
      purchase('expired', 'pending', 10, 1, now - 1),
      purchase('next match', 'completed', 3, 6),
      purchase('to pay', 'pending', 12, 0.01),
      purchase('being checked', 'verifying', 8, 0.3),
    ];
    expect(myTicketsOrder(bought, now).map((p) => p.id)).toEqual([
      'next match', 'later match', 'being checked', 'to pay', 'rejected', 'cancelled', 'expired', 'used',
    ]);
  });
});
