/**
 * A stadium sold by zone: the zones of a venue, the gates that admit each, numbered seats where a
 * zone has them, and what the sites show of them. The rules about choosing seats and drawing the
 * stands are pure and live here, shared by the API (which decides) and the fan site (which previews).
 */
import type { Language } from './statuses.js';

/** Where a zone stands around the pitch: one slot of the stadium drawing each; `all` is the ring (a venue with one zone). */
export const ZONE_POSITIONS = ['north', 'south', 'east', 'west', 'north_east', 'north_west', 'south_east', 'south_west', 'all'] as const;
export type ZonePosition = (typeof ZONE_POSITIONS)[number];

/** A venue's gate as the fan and the steward see it ("C", "Gate C", "ประตู C"). */
export interface GateDto {
  id: string;
  code: string;
  name: string;
  nameTh: string;
}

/** The gates that admit a zone, in `lang`, as one choice: "Gate A or Gate B" / "ประตู A หรือ ประตู B". Every ticket, page and file words them so. */
export const gateNames = (gates: Pick<GateDto, 'name' | 'nameTh'>[], lang: Language): string =>
  new Intl.ListFormat(lang, { type: 'disjunction' }).format(gates.map((g) => (lang === 'th' ? g.nameTh : g.name)));

/** A zone of a match as the buy page offers it (GET /api/v1/matches/{id} `zones`, open zones by their order). */
export interface ZoneOfferDto {
  id: string;
  code: string;
  name: string;
  nameTh: string;
  /** '#rrggbb', the zone's accent on tickets. */
  colour: string;
  position: ZonePosition;
  /** Baht, as ticketPrice; priceSatang is exact. */
  price: number;
  priceSatang: number;
  /** What a fan can buy now (0 when sold out; not counted when unlimited): the zone's own places, or once they are gone, season holders' tickets on the exchange. */
  availableTickets: number;
  /** Of availableTickets, those from season holders on the exchange (the zone's own places are sold out). */
  fromExchange: number;
  unlimited: boolean;
  soldOut: boolean;
  seated: boolean;
  /** Seats have rows and numbers: the fan gets (or chooses) particular seats. */
  numbered: boolean;
  /** The gates that admit it; empty: any gate. */
  gates: GateDto[];
}

/** A numbered seat of a zone for one match (GET /api/v1/matches/{id}/zones/{zoneId}/seats). */
export interface SeatDto {
  id: string;
  /** The number printed on the seat. */
  number: number;
  /** Its place along the row, from one end: a gap between two positions is an aisle. */
  position: number;
  wheelchair: boolean;
  companion: boolean;
  free: boolean;
}

export interface SeatRowDto {
  label: string;
  seats: SeatDto[];
}

/** A numbered zone's seats for one match, nearest the pitch first, with the best free ones for `quantity`. */
export interface SeatMapDto {
  rows: SeatRowDto[];
  /** The seats the server would give now (a preview: it decides again at purchase). */
  best: string[];
  /** Whether `best` sit side by side in one row. */
  together: boolean;
}

/** Where a ticket's holder sits or stands, as tickets, PDFs, passes and mails show it. */
export interface TicketPlaceDto {
  zone: { id: string; code: string; name: string; nameTh: string; colour: string };
  gates: GateDto[];
  /** Null in a standing or unnumbered zone. */
  seat: { row: string; number: number; wheelchair: boolean } | null;
}

/** A seat as bestAvailable weighs it. */
export interface SeatChoice {
  id: string;
  position: number;
  wheelchair: boolean;
  companion: boolean;
  free: boolean;
}

/** One row further from the pitch weighs as much as this many seats away from the row's centre. */
const ROW_WEIGHT = 3;
/** What leaving one lone free seat at either end of a block costs: nobody buys it on its own. */
const ORPHAN_PENALTY = 4;

/**
 * The seats to give `quantity` fans: the best block side by side in one row, or, when no row has one,
 * the best single seats (`together: false`); null when fewer seats than that are free. Rows come
 * nearest the pitch first; a gap in positions is an aisle. Wheelchair and companion seats are kept for
 * those who ask (`wheelchair`): they get one wheelchair space and companion seats beside it.
 * Score of a block: row × ROW_WEIGHT + distance of its centre from the row's centre + orphan penalty.
 * `among`: one of this many best blocks, at random (a buyer whose first pick someone else took
 * picks again: had every such buyer the same next block, each would wait for the one ahead).
 */
export function bestAvailable(
  rows: { label: string; rowIndex?: number; seats: SeatChoice[] }[],
  quantity: number,
  { wheelchair = false, among = 1 }: { wheelchair?: boolean; among?: number } = {},
): { seatIds: string[]; together: boolean } | null {
  const fits = (s: SeatChoice) => s.free && (wheelchair ? s.wheelchair || s.companion : !s.wheelchair && !s.companion);
  // A wheelchair user's block has exactly one wheelchair space; anyone else's has none (fits keeps them out).
  const blockFits = (block: SeatChoice[]) => !wheelchair || block.filter((s) => s.wheelchair).length === 1;
  const blocks: { score: number; seats: SeatChoice[] }[] = [];
  const singles: { score: number; seat: SeatChoice }[] = [];

  for (const [i, row] of rows.entries()) {
    if (!row.seats.length) continue;
    const rowScore = (row.rowIndex ?? i) * ROW_WEIGHT;
    const positions = row.seats.map((s) => s.position);
    const centre = (Math.min(...positions) + Math.max(...positions)) / 2;
    const ordered = row.seats.filter(fits).sort((a, b) => a.position - b.position);
    for (const seat of ordered) singles.push({ score: rowScore + Math.abs(seat.position - centre), seat });
    // Runs of seats side by side: a taken seat, a seat kept for others or an aisle ends one.
    const runs: SeatChoice[][] = [];
    for (const seat of ordered) {
      const run = runs.at(-1);
      if (run && run.at(-1)!.position === seat.position - 1) run.push(seat);
      else runs.push([seat]);
    }
    for (const run of runs) {
      for (let start = 0; start + quantity <= run.length; start++) {
        const block = run.slice(start, start + quantity);
        if (!blockFits(block)) continue;
        const middle = (block[0]!.position + block.at(-1)!.position) / 2;
        const left = start;
        const right = run.length - start - quantity;
        const score = rowScore + Math.abs(middle - centre) + ORPHAN_PENALTY * (Number(left === 1) + Number(right === 1));
        blocks.push({ score, seats: block });
      }
    }
  }

  if (blocks.length) {
    // Stable: of blocks scoring the same, the first found (nearer the row's start) stays first.
    blocks.sort((a, b) => a.score - b.score);
    const pick = blocks[Math.floor(Math.random() * Math.min(among, blocks.length))]!;
    return { seatIds: pick.seats.map((s) => s.id), together: true };
  }
  singles.sort((a, b) => a.score - b.score);
  const picked = wheelchair
    ? [...singles.filter((s) => s.seat.wheelchair).slice(0, 1), ...singles.filter((s) => !s.seat.wheelchair).slice(0, quantity - 1)]
    : singles.slice(0, quantity);
  if (picked.length < quantity || (wheelchair && !picked[0]?.seat.wheelchair)) return null;
  return { seatIds: picked.map((s) => s.seat.id), together: false };
}

/** The most seats one zone's generator makes: a stand, not a stadium. */
export const MAX_GENERATED_SEATS = 5000;

/** A seat the console's generator would create. */
export interface SeatSpec {
  rowLabel: string;
  /** 0 = the first row given, nearest the pitch. */
  rowIndex: number;
  number: number;
  /** Along the row; one is skipped after each aisle, so the gap marks it. */
  position: number;
  wheelchair: boolean;
  companion: boolean;
}

/** Why the generator refused: `rows` unreadable or repeated, `numbers` not 1 ≤ from ≤ to, `aisle` outside the row, `seat` a wheelchair/companion seat that is not generated (or both), `too_many` over MAX_GENERATED_SEATS. */
export type SeatRowsRefusal = { refusal: 'rows' | 'numbers' | 'aisle' | 'too_many' } | { refusal: 'seat'; seat: string };

const ROW_LABEL = /^[A-Z0-9]{1,3}$/;

/** 'A-T', 'A,B,C', '1-30' or a mix ('AA,A-C') into labels in order; null when unreadable. */
function rowLabels(rows: string): string[] | null {
  const labels: string[] = [];
  for (const part of rows.toUpperCase().split(',').map((p) => p.trim())) {
    const range = /^([A-Z]|\d+)\s*-\s*([A-Z]|\d+)$/.exec(part);
    if (range) {
      const [from, to] = [range[1]!, range[2]!];
      const numeric = /^\d+$/.test(from);
      if (numeric !== /^\d+$/.test(to)) return null;
      const [a, b] = numeric ? [Number(from), Number(to)] : [from.charCodeAt(0), to.charCodeAt(0)];
      if (a > b) return null;
      for (let c = a; c <= b; c++) labels.push(numeric ? String(c) : String.fromCharCode(c));
    } else if (ROW_LABEL.test(part)) labels.push(part);
    else return null;
  }
  return labels;
}

/**
 * The seats of a zone from the console's short description: rows 'A-T' (or 'A,B,C'), seat numbers
 * from..to in every row, aisles after some numbers, and wheelchair/companion seats named 'A1'.
 */
export function seatRowsSpec(input: { rows: string; from: number; to: number; aisleAfter?: number[]; wheelchair?: string[]; companion?: string[] }): { seats: SeatSpec[] } | SeatRowsRefusal {
  const { from, to, aisleAfter = [], wheelchair = [], companion = [] } = input;
  const labels = rowLabels(input.rows);
  if (!labels?.length || new Set(labels).size !== labels.length) return { refusal: 'rows' };
  if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || from > to) return { refusal: 'numbers' };
  if (aisleAfter.some((n) => !Number.isInteger(n) || n < from || n >= to)) return { refusal: 'aisle' };
  if (labels.length * (to - from + 1) > MAX_GENERATED_SEATS) return { refusal: 'too_many' };
  const named = (list: string[]) => new Set(list.map((s) => s.trim().toUpperCase()));
  const [wheel, comp] = [named(wheelchair), named(companion)];
  const seats = labels.flatMap((rowLabel, rowIndex) =>
    Array.from({ length: to - from + 1 }, (_, i) => {
      const number = from + i;
      const key = `${rowLabel}${number}`;
      const position = i + 1 + aisleAfter.filter((a) => a < number).length;
      return { rowLabel, rowIndex, number, position, wheelchair: wheel.has(key), companion: comp.has(key) };
    }),
  );
  const made = new Set(seats.map((s) => `${s.rowLabel}${s.number}`));
  const stray = [...wheel, ...comp].find((s) => !made.has(s) || (wheel.has(s) && comp.has(s)));
  return stray ? { refusal: 'seat', seat: stray } : { seats };
}

/** The stadium drawing's canvas (viewBox) and its pitch, shared by every drawing of a venue. */
export const STADIUM_VIEWBOX = { width: 400, height: 280 } as const;
export const STADIUM_PITCH = { x1: 110, y1: 70, x2: 290, y2: 210 } as const;

/** One zone's place in the drawing: an SVG path and where its label sits. */
export interface ZoneShape {
  d: string;
  label: { x: number; y: number };
}

type Box = { x1: number; y1: number; x2: number; y2: number };
/** The four stands' slots; the corners are quarter rings between them. */
const STANDS: Record<'north' | 'south' | 'west' | 'east', Box> = {
  north: { x1: 110, y1: 20, x2: 290, y2: 62 },
  south: { x1: 110, y1: 218, x2: 290, y2: 260 },
  west: { x1: 40, y1: 70, x2: 102, y2: 210 },
  east: { x1: 298, y1: 70, x2: 360, y2: 210 },
};
/** Corner centre (a pitch corner) and the angles (SVG's, clockwise from east) its quarter ring spans. */
const CORNERS: Record<'north_east' | 'north_west' | 'south_east' | 'south_west', { cx: number; cy: number; from: number }> = {
  north_west: { cx: 110, cy: 70, from: 180 },
  north_east: { cx: 290, cy: 70, from: 270 },
  south_east: { cx: 290, cy: 210, from: 0 },
  south_west: { cx: 110, cy: 210, from: 90 },
};
/** The ring's depth from the pitch: the stands' gap to it (inner) and their outer edges (x: west/east, y: north/south). */
const GAP = 8;
const DEPTH = { x: 70, y: 50 };

const n = (v: number) => Math.round(v * 100) / 100;
const rect = ({ x1, y1, x2, y2 }: Box): ZoneShape => ({
  d: `M${n(x1)} ${n(y1)}H${n(x2)}V${n(y2)}H${n(x1)}Z`,
  label: { x: n((x1 + x2) / 2), y: n((y1 + y2) / 2) },
});

function quarterRing({ cx, cy }: { cx: number; cy: number }, a0: number, a1: number): ZoneShape {
  const at = (rx: number, ry: number, deg: number) => {
    const r = (deg * Math.PI) / 180;
    return `${n(cx + rx * Math.cos(r))} ${n(cy + ry * Math.sin(r))}`;
  };
  const mid = (a0 + a1) / 2;
  const [mx, my] = at((GAP + DEPTH.x) / 2, (GAP + DEPTH.y) / 2, mid).split(' ').map(Number);
  return {
    d: `M${at(DEPTH.x, DEPTH.y, a0)}A${DEPTH.x} ${DEPTH.y} 0 0 1 ${at(DEPTH.x, DEPTH.y, a1)}L${at(GAP, GAP, a1)}A${GAP} ${GAP} 0 0 0 ${at(GAP, GAP, a0)}Z`,
    label: { x: mx!, y: my! },
  };
}

/** The ring round the pitch between fractions f0 and f1 of its depth (0: the stands' inner edge), as one band. */
function ringBand(f0: number, f1: number): ZoneShape {
  const { x1, y1, x2, y2 } = STADIUM_PITCH;
  // A rounded rectangle round the pitch at fraction f of the depth, clockwise or back.
  const loop = (f: number, clockwise: boolean) => {
    const rx = GAP + f * (DEPTH.x - GAP);
    const ry = GAP + f * (DEPTH.y - GAP);
    const sweep = clockwise ? 1 : 0;
    const arc = (x: number, y: number) => `A${n(rx)} ${n(ry)} 0 0 ${sweep} ${n(x)} ${n(y)}`;
    return clockwise
      ? `M${x1} ${n(y1 - ry)}H${x2}${arc(x2 + rx, y1)}V${y2}${arc(x2, y2 + ry)}H${x1}${arc(x1 - rx, y2)}V${y1}${arc(x1, y1 - ry)}Z`
      : `M${x1} ${n(y1 - ry)}${arc(x1 - rx, y1)}V${y2}${arc(x1, y2 + ry)}H${x2}${arc(x2 + rx, y2)}V${y1}${arc(x2, y1 - ry)}Z`;
  };
  // The inner loop runs the other way, so the band is a ring under the default fill rule.
  const middle = (f0 + f1) / 2;
  return { d: loop(f1, true) + loop(f0, false), label: { x: (x1 + x2) / 2, y: n(y1 - GAP - middle * (DEPTH.y - GAP)) } };
}

/** Piece i of k of a slot, split along its long side. */
function slotPiece(position: ZonePosition, i: number, k: number): ZoneShape {
  if (position === 'all') return ringBand(i / k, (i + 1) / k);
  if (position in CORNERS) {
    const corner = CORNERS[position as keyof typeof CORNERS];
    return quarterRing(corner, corner.from + (90 * i) / k, corner.from + (90 * (i + 1)) / k);
  }
  const box = STANDS[position as keyof typeof STANDS];
  if (box.x2 - box.x1 >= box.y2 - box.y1) {
    const w = (box.x2 - box.x1) / k;
    return rect({ ...box, x1: box.x1 + w * i, x2: box.x1 + w * (i + 1) });
  }
  const h = (box.y2 - box.y1) / k;
  return rect({ ...box, y1: box.y1 + h * i, y2: box.y1 + h * (i + 1) });
}

/**
 * Where each zone is drawn: a fixed slot per position round the pitch (no drawing to make per venue);
 * zones sharing a position split its slot evenly along its long side in the order given (left to
 * right, top to bottom, clockwise in a corner; inside out for the ring).
 */
export function stadiumShapes(zones: Pick<ZoneOfferDto, 'id' | 'position'>[]): Record<string, ZoneShape> {
  const shapes: Record<string, ZoneShape> = {};
  for (const position of ZONE_POSITIONS) {
    const sharing = zones.filter((z) => z.position === position);
    sharing.forEach((z, i) => (shapes[z.id] = slotPiece(position, i, sharing.length)));
  }
  return shapes;
}

/**
 * The drawing's fill by price, cheapest lightest: a five-step sequential palette of the club's navy,
 * each with the text colour that reads on it at 4.5:1 or more (zones.test.ts measures it).
 */
export const PRICE_PALETTE = [
  { fill: '#dbe4f5', text: '#0b1a3a' },
  { fill: '#a9bde6', text: '#0b1a3a' },
  { fill: '#6d8fd0', text: '#0b1a3a' },
  { fill: '#2f54a3', text: '#ffffff' },
  { fill: '#0b1a3a', text: '#ffffff' },
] as const;
/** A sold-out zone: grey, hatched, its label still readable. */
export const SOLD_OUT_COLOURS = { fill: '#e4e7ec', hatch: '#b9c0cc', text: '#3b4252' } as const;

/**
 * Each zone's step of PRICE_PALETTE by its price's rank among the distinct prices: spread over the five
 * steps when there are fewer (two prices: the lightest and the darkest), grouped when there are more.
 */
export function priceRanks(zones: Pick<ZoneOfferDto, 'id' | 'priceSatang'>[]): Record<string, number> {
  const prices = [...new Set(zones.map((z) => z.priceSatang))].sort((a, b) => a - b);
  const last = PRICE_PALETTE.length - 1;
  const step = (price: number) => (prices.length === 1 ? Math.floor(last / 2) : Math.round((prices.indexOf(price) * last) / (prices.length - 1)));
  return Object.fromEntries(zones.map((z) => [z.id, step(z.priceSatang)]));
}
