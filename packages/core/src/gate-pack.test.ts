import { describe, expect, it } from 'vitest';
import { GATE_PACK_HEADER_BYTES, decodeEntryDetails, encodeEntryDetails, parsePack, writePack, type GatePackParts } from './gate-pack.js';

const parts = (): GatePackParts => ({
  builtAt: new Date('2026-11-29T07:00:00.000Z'),
  salt: Uint8Array.from({ length: 16 }, (_, i) => i + 1),
  matchId: '0b7c5f3e-1a2b-4c3d-8e9f-001122334455',
  meta: {
    match: { id: '0b7c5f3e-1a2b-4c3d-8e9f-001122334455', match_date: '2026-11-29T11:00:00.000Z', home_team: 'Thunder', home_team_th: 'ธันเดอร์', away_team: null, away_team_th: null, league: 'Thai League 1', league_th: 'ไทยลีก 1' },
    gates: [{ id: 'g', bit: 0, code: 'A', name: 'Gate A', name_th: 'ประตู A' }],
    zones: [{ index: 0, code: 'W1', name: 'West', name_th: 'ฝั่งตะวันตก', colour: '#123456' }],
    keys: [{ kid: 1, key: 'AAAA' }], server_time: '2026-11-29T07:00:00.000Z', rev: 3, scan: 9, tickets: 2,
  },
  revocations: [{ lookup: '00000000000000ff', below: 1 }, { lookup: 'ff00000000000000', below: 256 }],
  held: ['0102030405060708'],
  used: [{ lookup: '1111111111111111', at: new Date('2026-11-29T06:59:10.000Z'), gateBit: 0 }, { lookup: '2222222222222222', at: new Date('2026-11-29T07:03:00.000Z'), gateBit: 255 }],
  entries: [{ lookup: 'aaaaaaaaaaaaaaaa', ciphertext: Uint8Array.of(1, 2, 3) }, { lookup: 'bbbbbbbbbbbbbbbb', ciphertext: new Uint8Array(40).fill(7) }],
});

describe('the offline pack layout', () => {
  it('reads back every section as written, a header of 64 bytes and fixed-size rows', () => {
    const p = parts();
    const bytes = writePack(p);
    const meta = new TextEncoder().encode(JSON.stringify(p.meta)).length;
    expect(bytes.length).toBe(GATE_PACK_HEADER_BYTES + meta + 2 * 9 + 8 + 2 * 13 + (9 + 3) + (9 + 40));
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('BTGP');
    expect(parsePack(bytes)).toEqual(p);
  });

  it('refuses another file, another version and a pack cut short', () => {
    const bytes = writePack(parts());
    expect(parsePack(new TextEncoder().encode('not a pack at all, but long enough to have a header of sixty-four bytes'))).toBeNull();
    const v2 = bytes.slice();
    v2[4] = 2;
    expect(parsePack(v2)).toBeNull();
    expect(parsePack(bytes.subarray(0, bytes.length - 5))).toBeNull();
    // Cut between two entries: one missing of the two the meta counts.
    expect(parsePack(bytes.subarray(0, bytes.length - 49))).toBeNull();
  });

  it('keeps an entry\'s details in a few bytes, Thai initials and a row of seats included', () => {
    const details = { zoneIndex: 3, wheelchair: true, initials: 'ส.จ.', row: 'AA', seat: 417 };
    const plain = encodeEntryDetails(details);
    expect(plain.length).toBe(6 + 8 + 2);
    expect(decodeEntryDetails(plain)).toEqual(details);
    expect(decodeEntryDetails(encodeEntryDetails({ zoneIndex: 0, wheelchair: false, initials: 'S.J.', row: '', seat: 0 }))).toEqual({ zoneIndex: 0, wheelchair: false, initials: 'S.J.', row: '', seat: 0 });
  });
});
