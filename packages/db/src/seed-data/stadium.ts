import type { ZonePosition } from '@club/core';

/** The club's stadium's gates, as the signs say them. */
export const STADIUM_GATES = ['A', 'B', 'C', 'D', 'E'].map((code) => ({ code, name: `Gate ${code}`, nameTh: `ประตู ${code}` }));

interface SeedZone {
  code: string;
  name: string;
  nameTh: string;
  colour: string;
  position: ZonePosition;
  capacity: number;
  seated: boolean;
  /** The console's seat generator's description of its numbered seats. */
  seats?: { rows: string; from: number; to: number; aisleAfter: number[]; wheelchair: string[]; companion: string[] };
  priceBaht: number;
  gates: string[];
}

/** Its zones, in the order the buy page lists them; their places add up to the stadium's 15,000. */
export const STADIUM_ZONES: SeedZone[] = [
  {
    code: 'WVIP', name: 'West VIP', nameTh: 'วีไอพี ฝั่งตะวันตก', colour: '#b45309', position: 'west', capacity: 160, seated: true, priceBaht: 1500, gates: ['A'],
    seats: { rows: 'A-H', from: 1, to: 20, aisleAfter: [10], wheelchair: ['A1', 'A2'], companion: ['A3', 'A4'] },
  },
  { code: 'W', name: 'West', nameTh: 'อัฒจันทร์ฝั่งตะวันตก', colour: '#1d3557', position: 'west', capacity: 3840, seated: true, priceBaht: 900, gates: ['A', 'B'] },
  { code: 'E', name: 'East', nameTh: 'อัฒจันทร์ฝั่งตะวันออก', colour: '#2d6a4f', position: 'east', capacity: 4000, seated: true, priceBaht: 600, gates: ['C'] },
  { code: 'N', name: 'North', nameTh: 'อัฒจันทร์ฝั่งเหนือ', colour: '#c1121f', position: 'north', capacity: 3500, seated: false, priceBaht: 400, gates: ['D'] },
  { code: 'SA', name: 'South away', nameTh: 'อัฒจันทร์ฝั่งใต้ (ทีมเยือน)', colour: '#6b7280', position: 'south', capacity: 3500, seated: false, priceBaht: 400, gates: ['E'] },
];

/**
 * The season passes on sale, one per zone (its code): a place there for every home match of the
 * season at the stadium, East's anywhere in the stand, West VIP's a numbered seat.
 */
export const SEASON_PASSES = [
  { zone: 'E', name: 'Season 2026/27 — East', nameTh: 'ตั๋วรายฤดูกาล 2026/27 — อัฒจันทร์ฝั่งตะวันออก', priceBaht: 9000, quota: 300 },
  { zone: 'WVIP', name: 'Season 2026/27 — West VIP', nameTh: 'ตั๋วรายฤดูกาล 2026/27 — วีไอพี ฝั่งตะวันตก', priceBaht: 24_000, quota: 40 },
];
