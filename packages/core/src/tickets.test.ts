import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES } from './statuses.js';
import { TICKET_TRANSITIONS, admissionRefusal, transferRefusal, transferableUntil } from './tickets.js';

const now = new Date('2026-03-01T10:00:00Z');
const kickOff = new Date('2026-03-01T14:00:00Z');
const scheduled = { status: 'scheduled', kickOff };

describe('may a ticket be passed on', () => {
  it('lets a valid ticket of a scheduled match go until the club’s cut-off before kick-off, not at it', () => {
    expect(transferRefusal({ status: 'valid', match: scheduled }, 120, now)).toBeNull();
    expect(transferRefusal({ status: 'valid', match: scheduled }, 239, now)).toBeNull();
    expect(transferRefusal({ status: 'valid', match: scheduled }, 240, now)).toBe('closed');
    expect(transferRefusal({ status: 'valid', match: { status: 'scheduled', kickOff: kickOff.toISOString() } }, 300, now)).toBe('closed');
  });

  it('refuses a match no longer scheduled, however far off', () => {
    for (const status of ['postponed', 'cancelled', 'finished']) {
      expect(transferRefusal({ status: 'valid', match: { status, kickOff } }, 0, now)).toBe('closed');
    }
  });

  it('shows the fan’s lists the cut-off while the ticket may go, and nothing once it may not', () => {
    expect(transferableUntil({ status: 'valid', match: scheduled }, 120, now)).toEqual(new Date('2026-03-01T12:00:00Z'));
    expect(transferableUntil({ status: 'valid', match: scheduled }, 240, now)).toBeNull();
    expect(transferableUntil({ status: 'used', match: scheduled }, 0, now)).toBeNull();
  });

  it('says a used ticket was used, and one passed on was passed on, before anything about the match', () => {
    expect(transferRefusal({ status: 'used', match: { status: 'finished', kickOff } }, 0, now)).toBe('used');
    expect(transferRefusal({ status: 'transferred', match: { status: 'finished', kickOff } }, 0, now)).toBe('transferred');
  });
});

describe('may the gate admit a ticket', () => {
  it('admits a valid ticket of the gate’s match', () => {
    expect(admissionRefusal({ status: 'valid', matchId: 'm1' }, 'm1')).toBeNull();
  });

  it('says transferred whatever the match, then the wrong match, then already used', () => {
    expect(admissionRefusal({ status: 'transferred', matchId: 'm2' }, 'm1')).toBe('transferred');
    expect(admissionRefusal({ status: 'used', matchId: 'm2' }, 'm1')).toBe('wrong_match');
    expect(admissionRefusal({ status: 'valid', matchId: 'm2' }, 'm1')).toBe('wrong_match');
    expect(admissionRefusal({ status: 'used', matchId: 'm1' }, 'm1')).toBe('already_used');
  });
});

it('lets a ticket make only the moves its transition table allows', () => {
  for (const status of TICKET_STATUSES) {
    const passedOn = transferRefusal({ status, match: scheduled }, 0, now) === null;
    const admitted = admissionRefusal({ status, matchId: 'm1' }, 'm1') === null;
    expect([status, passedOn, admitted]).toEqual([status, TICKET_TRANSITIONS[status].includes('transferred'), TICKET_TRANSITIONS[status].includes('used')]);
  }
});
