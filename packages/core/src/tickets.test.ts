import { describe, expect, it } from 'vitest';
import { TICKET_STATUSES, type TicketStatus } from './statuses.js';
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
  const ticket = (status: TicketStatus, matchId = 'm1', zoneGateIds: string[] = []) => ({ status, matchId, zoneGateIds });

  it.each([
    // ticket (status, match, its zone's gates), the gate's check → the answer
    ['valid, this match, no gates', ticket('valid'), { matchId: 'm1' }, null],
    ['a zone with no gates, at any gate', ticket('valid'), { matchId: 'm1', gateId: 'gC' }, null],
    ['its own gate', ticket('valid', 'm1', ['gA', 'gB']), { matchId: 'm1', gateId: 'gB' }, null],
    ['a gate that names no venue gate', ticket('valid', 'm1', ['gC']), { matchId: 'm1' }, null],
    ['another gate', ticket('valid', 'm1', ['gC']), { matchId: 'm1', gateId: 'gA' }, 'wrong_gate'],
    ['passed on, whatever the match', ticket('transferred', 'm2'), { matchId: 'm1' }, 'transferred'],
    ['used, of another match', ticket('used', 'm2'), { matchId: 'm1' }, 'wrong_match'],
    ['valid, of another match', ticket('valid', 'm2'), { matchId: 'm1' }, 'wrong_match'],
    ['used', ticket('used'), { matchId: 'm1' }, 'already_used'],
    // The wrong gate is said last: only of a ticket that is otherwise admissible.
    ['used, at the wrong gate', ticket('used', 'm1', ['gC']), { matchId: 'm1', gateId: 'gA' }, 'already_used'],
    ['another match, at the wrong gate', ticket('valid', 'm2', ['gC']), { matchId: 'm1', gateId: 'gA' }, 'wrong_match'],
    ['passed on, at the wrong gate', ticket('transferred', 'm1', ['gC']), { matchId: 'm1', gateId: 'gA' }, 'transferred'],
  ] as const)('%s', (_name, t, check, refusal) => {
    expect(admissionRefusal(t, check)).toBe(refusal);
  });
});

it('lets a ticket make only the moves its transition table allows', () => {
  for (const status of TICKET_STATUSES) {
    const passedOn = transferRefusal({ status, match: scheduled }, 0, now) === null;
    const admitted = admissionRefusal({ status, matchId: 'm1', zoneGateIds: [] }, { matchId: 'm1' }) === null;
    expect([status, passedOn, admitted]).toEqual([status, TICKET_TRANSITIONS[status].includes('transferred'), TICKET_TRANSITIONS[status].includes('used')]);
  }
});
