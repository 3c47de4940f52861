import { describe, expect, it } from 'vitest';
import { bestAvailable, MAX_GENERATED_SEATS, PRICE_PALETTE, priceRanks, seatRowsSpec, SOLD_OUT_COLOURS, stadiumShapes, type SeatChoice } from './zones.js';

/**
 * A row drawn as text, one character per position from one end: '.' free, 'x' taken, 'w' a free
 * wheelchair space, 'c' a free companion seat, ' ' an aisle (no seat there). Seats are numbered
 * along the row and named by row and number ('A5').
 */
function row(label: string, drawing: string) {
  const seats: SeatChoice[] = [];
  [...drawing].forEach((ch, i) => {
    if (ch === ' ') return;
    seats.push({ id: `${label}${seats.length + 1}`, position: i + 1, wheelchair: ch === 'w', companion: ch === 'c', free: ch !== 'x' });
  });
  return { label, seats };
}

describe('best available seats', () => {
  const cases: { name: string; rows: (ReturnType<typeof row> & { rowIndex?: number })[]; quantity: number; wheelchair?: boolean; expected: { seatIds: string[]; together: boolean } | null }[] = [
    { name: 'the middle of the front row', rows: [row('A', '..........'), row('B', '..........')], quantity: 2, expected: { seatIds: ['A5', 'A6'], together: true } },
    { name: 'a block two seats off the middle of the front row before the middle of the next', rows: [row('A', 'xxxxxx....'), row('B', '..........')], quantity: 2, expected: { seatIds: ['A7', 'A8'], together: true } },
    { name: 'the next row’s middle before a front-row block far out that leaves one seat alone', rows: [row('A', 'xxxxxxx...'), row('B', '..........')], quantity: 2, expected: { seatIds: ['B5', 'B6'], together: true } },
    { name: 'one seat off the middle rather than leave a lone seat beside the block', rows: [row('A', 'xxx.....xx')], quantity: 2, expected: { seatIds: ['A4', 'A5'], together: true } },
    { name: 'an aisle parts a block, so five go to the next row', rows: [row('A', '.... ....'), row('B', '.........')], quantity: 5, expected: { seatIds: ['B3', 'B4', 'B5', 'B6', 'B7'], together: true } },
    { name: 'wheelchair and companion seats are left out of an ordinary block', rows: [row('A', '....wc....')], quantity: 2, expected: { seatIds: ['A3', 'A4'], together: true } },
    { name: 'a wheelchair user gets one space and the companion seat beside it', rows: [row('A', '....wc....')], quantity: 2, wheelchair: true, expected: { seatIds: ['A5', 'A6'], together: true } },
    { name: 'a wheelchair user and two companions, never two spaces', rows: [row('A', '..wwc.'), row('B', '.cwc..')], quantity: 3, wheelchair: true, expected: { seatIds: ['B2', 'B3', 'B4'], together: true } },
    { name: 'the best single seats when no row has them together', rows: [row('A', '.x.x.'), row('B', 'x.x.x')], quantity: 3, expected: { seatIds: ['A3', 'A1', 'A5'], together: false } },
    { name: 'a wheelchair space and a companion seat apart when none are side by side', rows: [row('A', 'w.x'), row('B', 'x.c')], quantity: 2, wheelchair: true, expected: { seatIds: ['A1', 'B3'], together: false } },
    { name: 'the row index given, not the order of the list', rows: [{ ...row('B', '.....'), rowIndex: 1 }, { ...row('A', '.....'), rowIndex: 0 }], quantity: 1, expected: { seatIds: ['A3'], together: true } },
    { name: 'nothing when fewer seats are free than wanted', rows: [row('A', '.x.'), row('B', 'xxx')], quantity: 3, expected: null },
    { name: 'nothing for a wheelchair user when no space is free', rows: [row('A', 'xc.')], quantity: 1, wheelchair: true, expected: null },
    { name: 'nothing in a row of no seats', rows: [row('A', '')], quantity: 1, expected: null },
  ];
  it.each(cases)('$name', ({ rows, quantity, wheelchair, expected }) => {
    expect(bestAvailable(rows, quantity, { wheelchair })).toEqual(expected);
  });

  it('takes one of the best few blocks when asked to spread (`among`), never a worse one', () => {
    const rows = [row('A', '......'), row('B', '......')];
    // Pairs of row A by score: A3-A4 (the middle), then A1-A2 and A5-A6, then those leaving a lone seat, then row B.
    const seen = new Set(Array.from({ length: 200 }, () => bestAvailable(rows, 2, { among: 3 })!.seatIds.join('-')));
    expect(seen).toEqual(new Set(['A3-A4', 'A1-A2', 'A5-A6']));
    expect(new Set(Array.from({ length: 50 }, () => bestAvailable(rows, 2)!.seatIds.join('-')))).toEqual(new Set(['A3-A4']));
  });

  it('weighs a stand of 5,000 seats at once', () => {
    const rows = Array.from({ length: 50 }, (_, r) => row(`R${r}`, 'x.'.repeat(50)));
    expect(bestAvailable(rows, 2)).toEqual({ seatIds: expect.any(Array), together: false });
  });
});

describe('seat rows from the console’s description', () => {
  it('numbers the seats of every row and skips a position after each aisle', () => {
    const spec = seatRowsSpec({ rows: 'A-C', from: 1, to: 4, aisleAfter: [2], wheelchair: ['a1'], companion: ['A2'] });
    if (!('seats' in spec)) throw new Error(spec.refusal);
    expect(spec.seats).toHaveLength(12);
    expect(spec.seats.slice(0, 4)).toEqual([
      { rowLabel: 'A', rowIndex: 0, number: 1, position: 1, wheelchair: true, companion: false },
      { rowLabel: 'A', rowIndex: 0, number: 2, position: 2, wheelchair: false, companion: true },
      { rowLabel: 'A', rowIndex: 0, number: 3, position: 4, wheelchair: false, companion: false },
      { rowLabel: 'A', rowIndex: 0, number: 4, position: 5, wheelchair: false, companion: false },
    ]);
    expect(spec.seats.at(-1)).toMatchObject({ rowLabel: 'C', rowIndex: 2, number: 4 });
  });

  it.each([
    ['A,B,AA', ['A', 'B', 'AA']],
    ['1-3', ['1', '2', '3']],
    ['a-b, D', ['A', 'B', 'D']],
  ])('reads rows %j', (rows, labels) => {
    const spec = seatRowsSpec({ rows, from: 1, to: 1 });
    expect('seats' in spec && spec.seats.map((s) => s.rowLabel)).toEqual(labels);
  });

  it('makes 5,000 seats and no more', () => {
    expect(MAX_GENERATED_SEATS).toBe(5000);
    const made = seatRowsSpec({ rows: 'A-Y', from: 1, to: 200 });
    expect('seats' in made && made.seats.length).toBe(5000);
    expect(seatRowsSpec({ rows: 'A-Z', from: 1, to: 200 })).toEqual({ refusal: 'too_many' });
  });

  it.each([
    [{ rows: 'C-A', from: 1, to: 4 }, { refusal: 'rows' }],
    [{ rows: 'A,A', from: 1, to: 4 }, { refusal: 'rows' }],
    [{ rows: 'A-3', from: 1, to: 4 }, { refusal: 'rows' }],
    [{ rows: '', from: 1, to: 4 }, { refusal: 'rows' }],
    [{ rows: 'A!', from: 1, to: 4 }, { refusal: 'rows' }],
    [{ rows: 'A', from: 0, to: 4 }, { refusal: 'numbers' }],
    [{ rows: 'A', from: 5, to: 4 }, { refusal: 'numbers' }],
    [{ rows: 'A', from: 1.5, to: 4 }, { refusal: 'numbers' }],
    [{ rows: 'A', from: 1, to: 4, aisleAfter: [4] }, { refusal: 'aisle' }],
    [{ rows: 'A', from: 2, to: 4, aisleAfter: [1] }, { refusal: 'aisle' }],
    [{ rows: 'A', from: 1, to: 4, wheelchair: ['A9'] }, { refusal: 'seat', seat: 'A9' }],
    [{ rows: 'A', from: 1, to: 4, wheelchair: ['A1'], companion: ['A1'] }, { refusal: 'seat', seat: 'A1' }],
  ])('refuses %j', (input, refusal) => {
    expect(seatRowsSpec(input)).toEqual(refusal);
  });
});

describe('the stadium drawing', () => {
  it.each([
    [[{ id: 'n', position: 'north' }], { n: { d: 'M110 20H290V62H110Z', label: { x: 200, y: 41 } } }],
    [[{ id: 's', position: 'south' }], { s: { d: 'M110 218H290V260H110Z', label: { x: 200, y: 239 } } }],
    [[{ id: 'w1', position: 'west' }, { id: 'w2', position: 'west' }], {
      w1: { d: 'M40 70H102V140H40Z', label: { x: 71, y: 105 } },
      w2: { d: 'M40 140H102V210H40Z', label: { x: 71, y: 175 } },
    }],
    [[{ id: 'e1', position: 'east' }, { id: 'n1', position: 'north' }, { id: 'n2', position: 'north' }, { id: 'n3', position: 'north' }], {
      e1: { d: 'M298 70H360V210H298Z', label: { x: 329, y: 140 } },
      n1: { d: 'M110 20H170V62H110Z', label: { x: 140, y: 41 } },
      n2: { d: 'M170 20H230V62H170Z', label: { x: 200, y: 41 } },
      n3: { d: 'M230 20H290V62H230Z', label: { x: 260, y: 41 } },
    }],
  ] as const)('gives each stand its slot, split along its long side: %j', (zones, shapes) => {
    expect(stadiumShapes([...zones])).toEqual(shapes);
  });

  it('draws a corner as a quarter ring from the side stand to the end stand', () => {
    const { nw, se } = stadiumShapes([{ id: 'nw', position: 'north_west' }, { id: 'se', position: 'south_east' }]);
    expect(nw!.d).toBe('M40 70A70 50 0 0 1 110 20L110 62A8 8 0 0 0 102 70Z');
    expect(se!.d).toBe('M360 210A70 50 0 0 1 290 260L290 218A8 8 0 0 0 298 210Z');
    expect(nw!.label.x).toBeLessThan(110);
    expect(nw!.label.y).toBeLessThan(70);
  });

  it('splits a corner by angle and the ring inside out', () => {
    const { a, b } = stadiumShapes([{ id: 'a', position: 'north_east' }, { id: 'b', position: 'north_east' }]);
    expect(a!.d.startsWith('M290 20A70 50 0 0 1 ')).toBe(true);
    expect(b!.d).toMatch(/^M[\d.]+ [\d.]+A70 50 0 0 1 360 70L298 70/);
    const ring = stadiumShapes([{ id: 'ga', position: 'all' }]).ga!;
    expect(ring.d.startsWith('M110 20H290A70 50 0 0 1 360 70V210')).toBe(true);
    expect(ring.d).toContain('M110 62A8 8 0 0 0 102 70V210');
    const [inner, outer] = ['in', 'out'].map((id) => stadiumShapes([{ id: 'in', position: 'all' }, { id: 'out', position: 'all' }])[id]!);
    expect(inner!.label.y).toBeGreaterThan(outer!.label.y);
  });
});

/** WCAG 2.2 relative luminance and contrast ratio of two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('colours by price', () => {
  const zones = (...prices: number[]) => prices.map((priceSatang, i) => ({ id: `z${i}`, priceSatang }));
  it.each([
    [[50000], [2]],
    [[40000, 150000], [0, 4]],
    [[90000, 40000, 150000, 40000], [2, 0, 4, 0]],
    [[1, 2, 3, 4, 5], [0, 1, 2, 3, 4]],
    [[1, 2, 3, 4, 5, 6, 7], [0, 1, 1, 2, 3, 3, 4]],
  ])('prices %j take steps %j', (prices, steps) => {
    expect(Object.values(priceRanks(zones(...prices)))).toEqual(steps);
  });

  it.each(PRICE_PALETTE.map((c, i) => [i, c.fill, c.text]))('step %i: its text reads on its fill at 4.5:1', (_, fill, text) => {
    expect(contrast(fill, text)).toBeGreaterThanOrEqual(4.5);
  });

  it('steps grow darker, cheapest lightest', () => {
    const ratios = PRICE_PALETTE.map((c) => contrast(c.fill, '#ffffff'));
    expect([...ratios].sort((a, b) => a - b)).toEqual(ratios);
  });

  it('a sold-out zone’s label reads on its grey and on its hatch', () => {
    expect(contrast(SOLD_OUT_COLOURS.fill, SOLD_OUT_COLOURS.text)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(SOLD_OUT_COLOURS.hatch, SOLD_OUT_COLOURS.text)).toBeGreaterThanOrEqual(4.5);
  });
});
