/**
 * The waiting room of an on-sale day (issue 31): what a fan's place reads, what the published draw
 * holds, and the room's settings as the console sends them. The draw itself is in waiting-room-draw.ts
 * (server and `npm run queue:verify` only: it hashes with node:crypto).
 */

/**
 * Where a fan stands: `waiting` (before the draw `position` is null: the pre-queue is not ordered
 * yet), `admitted` (their turn: buy before `turnEndsAt`), `expired` (the turn passed unused),
 * `standby` (sold out for now: every seat left is held by fans paying; `held` seats, and the fan is
 * number `standbyPosition` among those waiting), `sold_out` (nothing left to sell).
 */
export const QUEUE_STATES = ['waiting', 'admitted', 'expired', 'standby', 'sold_out'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

export interface QueueStateDto {
  state: QueueState;
  /** 1-based place; null in the pre-queue until the draw at the sale start. */
  position: number | null;
  /** Fans in front still to be admitted (0 once admitted); null before the draw. */
  ahead: number | null;
  /** From `ahead` and the admission rate; null when it cannot be said (before the draw, standby, sold out). */
  estimatedWaitSeconds: number | null;
  /** The fan's entry in the published draw (32 hex characters): how they find themselves in it. */
  entry: string;
  saleStartsAt: string;
  /** Admitted: the end of the turn. */
  turnEndsAt: string | null;
  /** Standby: seats held by fans paying, and the fan's number among those waiting. */
  held?: number;
  standbyPosition?: number;
}

/** `GET /matches/{id}/queue/draw`: the seed's hash from the room's opening; the seed and the drawn entries once the sale has started. */
export interface QueueDrawDto {
  seedHash: string;
  seed?: string;
  /** The pre-queue's entries in drawn order. */
  entries?: string[];
}

/** The live message of a room (`queue:{matchId}`), one a tick: each page works out its own `ahead` and wait. */
export interface QueueTickDto {
  matchId: string;
  /** Every position up to this one is admitted. */
  served: number;
  state: 'open' | 'standby' | 'sold_out';
  /** Admissions a minute now (the setting, or what automatic admission reached). */
  rate: number;
  held?: number;
}

/** An admitted fan's turn when staff set none. */
export const DEFAULT_QUEUE_TURN_MINUTES = 10;
/** How long before the sale start a room opens when staff turn it on without saying. */
export const DEFAULT_QUEUE_LEAD_MINUTES = 30;

/** `GET /api/v1/admin/matches/{id}/on-sale`: the control room of a match on sale (staff). */
export interface OnSaleDto {
  matchId: string;
  saleStartsAt: string | null;
  queueOpensAt: string | null;
  /** The room: none, not open yet, gathering the pre-queue, admitting, held out (standby), sold out. */
  room: 'none' | 'scheduled' | 'pre_queue' | 'open' | 'standby' | 'sold_out';
  waiting: number;
  admitted: number;
  /** Turns started within the turn's minutes that have not ended in a purchase. */
  activeShoppers: number;
  holds: { seats: number; expiringNextMinute: number };
  /** The last 10 minutes, oldest first: tickets and baht (as satang) of purchases made in each. */
  perMinute: { minute: string; tickets: number; satang: number }[];
  zones: { zoneId: string; name: string; nameTh: string; capacity: number; sold: number; held: number; available: number }[];
  admission: {
    perMinute: number | null;
    auto: boolean;
    /** Admitted in the last minute. */
    lastMinute: number;
    /**
     * Automatic admission while the room admits: the most it lets in a minute now, slowed by how long
     * purchases take (their p95 over the last seconds, ms), and at most AUTO_CEILING_SHOPPERS
     * shopping at once. Null otherwise.
     */
    autoNow: { perMinute: number; purchaseP95Ms: number; shoppersCeiling: number } | null;
  };
}

/** `PUT /api/v1/admin/matches/{id}/queue`: the admission rate changed live (audited). */
export interface QueueRateInput {
  queue_admit_per_minute: number | null;
  queue_auto: boolean;
}
