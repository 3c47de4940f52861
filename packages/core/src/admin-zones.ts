import { z } from 'zod';
import {
  fieldAtMost, fieldAtMostBaht, fieldDecimals, fieldNegative, fieldNotBaht, fieldNotNumber, fieldNotPositive, fieldOneOf, fieldRequired, fieldTooLong, fieldWhole,
  msg, msgWith, type FieldKey,
} from './messages.js';
import { ZONE_POSITIONS, type ZonePosition } from './zones.js';

/**
 * The admin's stadium data (/api/v1/admin/{zones,gates,match-zones} and POST /admin/zones/{id}/seats):
 * request bodies the API validates and the console shares, and the records it answers; snake_case and
 * baht with an exact *_satang twin, like the rest of the console.
 */

const MAX_PLACES = 1_000_000;
const MAX_PRICE_BAHT = 1_000_000;

const required = (field: FieldKey, max: number) =>
  z.string({ error: msgWith(fieldRequired(field)) }).trim().min(1, msgWith(fieldRequired(field))).max(max, msgWith(fieldTooLong(field, max)));
const flag = (fallback: boolean) => z.boolean({ error: msg('validation.true_or_false') }).nullish().transform((v) => v ?? fallback);
/** A code printed on tickets and signs: letters and digits, typed in any case, kept in capitals. */
const code = (max: number) => z.string({ error: msgWith(fieldRequired('field.code')) }).trim().toUpperCase()
  .regex(new RegExp(`^[A-Z0-9]{1,${max}}$`), msg(max === 4 ? 'zone.gate_code' : 'zone.code'));
const baht = (field: FieldKey) => z.number({ error: msgWith(fieldNotBaht(field)) })
  .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msgWith(fieldDecimals(field)))
  .refine((v) => v >= 0, msgWith(fieldNegative(field)))
  .refine((v) => v <= MAX_PRICE_BAHT, msgWith(fieldAtMostBaht(field, MAX_PRICE_BAHT)));

// ---- zones of a venue ----

export const zoneInputSchema = z.object({
  venue_id: z.uuid({ error: msg('match.choose_venue') }),
  code: code(8),
  name: required('field.name', 100),
  name_th: required('field.name_th', 100),
  colour: z.string({ error: msg('zone.colour') }).trim().toLowerCase().regex(/^#[0-9a-f]{6}$/, msg('zone.colour')),
  position: z.enum(ZONE_POSITIONS, { error: msgWith(fieldOneOf('field.position', ZONE_POSITIONS)) }),
  sort_order: z.number({ error: msgWith(fieldNotNumber('field.sort_order')) }).int(msgWith(fieldWhole('field.sort_order'))).nullish().transform((v) => v ?? 0),
  /** Places sold per match; a numbered zone's follows its seats (POST /zones/{id}/seats). */
  capacity: z.number({ error: msgWith(fieldNotNumber('field.capacity')) }).int(msgWith(fieldWhole('field.capacity')))
    .min(1, msgWith(fieldNotPositive('field.capacity'))).max(MAX_PLACES, msgWith(fieldAtMost('field.capacity', MAX_PLACES))),
  seated: flag(false),
  numbered: flag(false),
  /** What a new match sells it at. */
  default_price: baht('field.default_price'),
  /** The gates that admit it; none: every gate. */
  gate_ids: z.array(z.uuid({ error: msg('zone.gate_not_found') }), { error: msg('zone.gate_not_found') }).max(50).nullish().transform((v) => [...new Set(v ?? [])]),
}).refine((v) => !v.numbered || v.seated, { path: ['numbered'], message: msg('zone.numbered_seated') });

export type ZoneInput = z.infer<typeof zoneInputSchema>;

export interface AdminZoneDto {
  id: string;
  venue_id: string;
  code: string;
  name: string;
  name_th: string;
  colour: string;
  position: ZonePosition;
  sort_order: number;
  capacity: number;
  seated: boolean;
  numbered: boolean;
  default_price: number;
  default_price_satang: number;
  gate_ids: string[];
  /** Numbered seats made for it (0 for a standing or unnumbered zone). */
  seat_count: number;
  created_at: string;
  updated_at: string;
}

// ---- gates of a venue ----

export const gateInputSchema = z.object({
  venue_id: z.uuid({ error: msg('match.choose_venue') }),
  code: code(4),
  name: required('field.name', 100),
  name_th: required('field.name_th', 100),
});

export interface AdminGateDto {
  id: string;
  venue_id: string;
  code: string;
  name: string;
  name_th: string;
  /** Zones admitted at it. */
  zone_count: number;
  created_at: string;
}

// ---- what a match sells of a zone ----

/**
 * An edit of a match's zone. Places are a change to what is left now (`seats_change`, + or −),
 * never a figure the form read before fans bought more.
 */
export const matchZoneInputSchema = z.object({
  price: baht('field.ticket_price'),
  closed: flag(false),
  unlimited: flag(false),
  seats_change: z.number({ error: msg('match.seats_change_whole') }).int(msg('match.seats_change_whole')).nullish().transform((v) => v ?? 0),
});

export interface AdminMatchZoneDto {
  /** `{match_id}:{zone_id}`: a match sells a zone once. */
  id: string;
  match_id: string;
  zone_id: string;
  code: string;
  name: string;
  name_th: string;
  colour: string;
  numbered: boolean;
  sort_order: number;
  price: number;
  price_satang: number;
  closed: boolean;
  unlimited: boolean;
  /** Places on sale now (not counted when unlimited). */
  available: number;
  /** Places of completed purchases. */
  sold: number;
  /** Places taken by purchases still being paid or checked. */
  held: number;
  /** Money of its completed purchases. */
  revenue: number;
  revenue_satang: number;
}

/** The console's seat generator: rows 'A-T', numbers from..to in each, aisles after some numbers, seats named 'A1'. */
export const zoneSeatsInputSchema = z.object({
  rows: z.string({ error: msg('zone.seat_rows') }).trim().min(1, msg('zone.seat_rows')).max(200, msg('zone.seat_rows')),
  from: z.number({ error: msg('zone.seat_numbers') }).int(msg('zone.seat_numbers')),
  to: z.number({ error: msg('zone.seat_numbers') }).int(msg('zone.seat_numbers')),
  aisleAfter: z.array(z.number({ error: msg('zone.seat_aisle') }).int(msg('zone.seat_aisle'))).max(50).nullish().transform((v) => v ?? []),
  wheelchair: z.array(z.string().trim().max(8)).max(500).nullish().transform((v) => v ?? []),
  companion: z.array(z.string().trim().max(8)).max(500).nullish().transform((v) => v ?? []),
});
