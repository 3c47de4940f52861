/**
 * Season passes: a zone's place (a numbered seat, where it has them) for every home match a pass
 * covers, those on sale when it is bought and those added later. Bought like a match ticket (the
 * payment, slip and staff queue are a purchase's) and answered with one ticket per covered match.
 * Last season's holders may renew their seat in a window before the general sale.
 */
import { z } from 'zod';
import { msg } from './messages.js';
import { isValidThaiPhone, normalizePhone } from './phone.js';
import type { TeamDto } from './dto.js';
import type { GateDto, ZonePosition } from './zones.js';

/** Where a pass's sale stands now: renewal is for last season's holders only. */
export type SeasonSaleState = 'not_yet' | 'renewal' | 'on_sale' | 'closed';

export function seasonSaleState(
  pass: { saleStartsAt: Date | string; saleEndsAt: Date | string; renewalStartsAt: Date | string | null },
  now: Date,
): SeasonSaleState {
  const t = now.getTime();
  const at = (d: Date | string) => new Date(d).getTime();
  if (t >= at(pass.saleEndsAt)) return 'closed';
  if (t >= at(pass.saleStartsAt)) return 'on_sale';
  if (pass.renewalStartsAt && t >= at(pass.renewalStartsAt)) return 'renewal';
  return 'not_yet';
}

/** A match a pass covers, as its page lists them. */
export interface SeasonMatchDto {
  id: string;
  matchDate: string;
  awayTeam: TeamDto | null;
  league: string;
  leagueTh: string;
}

/** A season pass (GET /api/v1/season-passes: those in their renewal window or on sale now). */
export interface SeasonPassDto {
  id: string;
  name: string;
  nameTh: string;
  /** '2026/27'. */
  seasonLabel: string;
  zone: { id: string; code: string; name: string; nameTh: string; colour: string; position: ZonePosition; numbered: boolean; gates: GateDto[] };
  venue: { name: string; nameTh: string };
  /** Baht; priceSatang is exact. */
  price: number;
  priceSatang: number;
  /** Passes still for sale (0: sold out). */
  available: number;
  state: SeasonSaleState;
  saleStartsAt: string;
  saleEndsAt: string;
  renewalStartsAt: string | null;
  /** The matches covered now, soonest first; a home match added later is covered too. */
  matches: SeasonMatchDto[];
}

/** What a season purchase shows of its pass (PurchaseDto `season`). */
export interface PurchaseSeasonDto {
  passId: string;
  name: string;
  nameTh: string;
  seasonLabel: string;
  /** Matches covered now: one ticket each once paid. */
  matches: number;
  /** The last covered match's kick-off (the pass's end while it covers none): until when the pass is in use. */
  lastMatchDate: string;
}

/** A fan's holding of a pass (GET /api/v1/season-passes/mine): what they may renew, and with which seat. */
export interface SeasonHoldingDto {
  purchaseId: string;
  passId: string;
  status: import('./statuses.js').PurchaseStatus;
  seat: { id: string; row: string; number: number } | null;
}

/** POST /api/v1/season-passes/{id}/purchase: the contact phone and, in a numbered zone, the seat (left out: the best free one; renewing: the old one). */
export const seasonPurchaseSchema = z.object({
  phone: z.string({ error: msg('purchase.phone_required') }).trim().min(1, msg('purchase.phone_required')).transform(normalizePhone).refine(isValidThaiPhone, msg('phone.invalid')),
  seatId: z.uuid(msg('seat.not_found')).optional(),
  /** Renew this holding of last season's pass, keeping its seat. */
  renewPurchaseId: z.uuid(msg('season.not_renewable')).optional(),
});
export type SeasonPurchaseInput = z.infer<typeof seasonPurchaseSchema>;
