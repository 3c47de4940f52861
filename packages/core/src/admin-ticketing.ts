import { z } from 'zod';
import type { MerchandiseBankAccountDto } from './orders.js';
import {
  fieldAtLeast, fieldAtMost, fieldAtMostBaht, fieldDecimals, fieldDigits, fieldNegative, fieldNotBaht, fieldNotNumber, fieldNotPositive, fieldOneOf,
  fieldRequired, fieldTooLong, fieldWhole, msg, msgWith, type FieldKey,
} from './messages.js';
import { optional, when } from './admin-fields.js';
import { MATCH_STATUSES } from './statuses.js';
import { DEFAULT_QUEUE_LEAD_MINUTES, DEFAULT_QUEUE_TURN_MINUTES } from './waiting-room.js';

/**
 * The admin's ticketing data (/api/v1/admin/{teams,venues,bank-accounts,matches}): request bodies
 * the API validates and the console shares, and the records it answers. Like the catalogue:
 * snake_case, money in baht with an exact *_satang twin, and a PUT laid over the stored record and
 * validated as a whole.
 */

const MAX_TICKET_BAHT = 1_000_000;
const MAX_SEATS = 1_000_000;

const required = (field: FieldKey, max: number) =>
  z.string({ error: msgWith(fieldRequired(field)) }).trim().min(1, msgWith(fieldRequired(field))).max(max, msgWith(fieldTooLong(field, max)));
const flag = (fallback: boolean) => z.boolean({ error: msg('validation.true_or_false') }).nullish().transform((v) => v ?? fallback);
/** Digits, as typed with spaces or dashes ("123-4-56789-0"), saved as digits only. */
const digits = (field: FieldKey, min: number, max: number) =>
  z.string({ error: msgWith(fieldRequired(field)) }).trim().transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => new RegExp(`^[0-9]{${min},${max}}$`).test(v), msgWith(fieldDigits(field, min, max)));

/** A logo the upload call stored (/uploads/team-logos/…), or null for none. */
const teamLogoUrlSchema = z
  .string({ error: msg('team.logo_text') })
  .trim()
  .refine((u) => u === '' || /^\/uploads\/team-logos\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|svg)$/.test(u), msg('team.logo_upload'))
  .nullish()
  .transform((v) => v || null);

// ---- teams ----

export const teamInputSchema = z.object({
  name: required('field.name', 100),
  name_th: required('field.name_th', 100),
  logo: teamLogoUrlSchema,
  is_home_club: flag(false),
});

export interface AdminTeamDto {
  id: string;
  name: string;
  name_th: string;
  /** /uploads/team-logos/{file} or null. */
  logo: string | null;
  is_home_club: boolean;
  /** Matches where the team plays, home or away. */
  match_count: number;
  created_at: string;
  updated_at: string;
}

// ---- venues ----

export const venueInputSchema = z.object({
  name: required('field.name', 120),
  name_th: required('field.name_th', 120),
  address: required('field.address', 300),
  address_th: required('field.address_th', 300),
  capacity: z.number({ error: msgWith(fieldNotNumber('field.capacity')) }).int(msgWith(fieldWhole('field.capacity')))
    .min(1, msgWith(fieldNotPositive('field.capacity'))).max(MAX_SEATS, msgWith(fieldAtMost('field.capacity', MAX_SEATS))),
  /** Where the stadium is, for wallet passes; both or neither. */
  latitude: z.number({ error: msgWith(fieldNotNumber('field.latitude')) }).min(-90, msgWith(fieldAtLeast('field.latitude', -90))).max(90, msgWith(fieldAtMost('field.latitude', 90))).nullish(),
  longitude: z.number({ error: msgWith(fieldNotNumber('field.longitude')) }).min(-180, msgWith(fieldAtLeast('field.longitude', -180))).max(180, msgWith(fieldAtMost('field.longitude', 180))).nullish(),
}).refine((v) => (v.latitude == null) === (v.longitude == null), { path: ['longitude'], message: msgWith(fieldRequired('field.longitude')) });

export interface AdminVenueDto {
  id: string;
  name: string;
  name_th: string;
  address: string;
  address_th: string;
  capacity: number;
  latitude: number | null;
  longitude: number | null;
  match_count: number;
  created_at: string;
  updated_at: string;
}

// ---- bank accounts ----

export const bankAccountInputSchema = z.object({
  bank_name: required('field.bank', 100),
  bank_name_th: required('field.bank_th', 100),
  account_number: digits('field.account_number', 6, 20),
  account_name: required('field.account_name', 200),
  account_holder_name: required('field.account_holder', 200),
  // Shown on the Thai payment pages; none: the English name is shown there too.
  account_holder_name_th: z.string().trim().max(200, msgWith(fieldTooLong('field.account_holder_th', 200))).nullish().transform((v) => v || null),
  account_holder_position: required('field.holder_position', 100),
  account_holder_position_th: required('field.holder_position_th', 100),
  // A phone number (10 digits), a tax id (13) or an e-wallet id (15).
  promptpay_id: digits('field.promptpay_id', 10, 15),
  // The bank's biller id for Thai QR bill payments (15 digits), or none: fans then pay by PromptPay.
  biller_id: z.union([z.null(), z.literal(''), digits('field.biller_id', 15, 15)]).transform((v) => v || null).default(null),
  for_merchandise: flag(false),
});

export interface AdminBankAccountDto extends Omit<MerchandiseBankAccountDto, 'account_holder_name_th'> {
  id: string;
  /** As staff wrote it: null when they did not (the fan's pages show the English name). */
  account_holder_name_th: string | null;
  for_merchandise: boolean;
  match_count: number;
  created_at: string;
  updated_at: string;
}

// ---- matches ----

export const matchInputSchema = z.object({
  home_team_id: z.uuid({ error: msg('match.choose_home_team') }),
  // Null while the opponent is not known: fans see TBA.
  away_team_id: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: msg('match.away_team_invalid') }).nullish().transform((v) => v ?? null)),
  venue_id: z.uuid({ error: msg('match.choose_venue') }),
  bank_account_id: z.uuid({ error: msg('match.choose_bank_account') }),
  match_date: when('field.kick_off'),
  league: required('field.league', 100),
  league_th: required('field.league_th', 100),
  ticket_price: z.number({ error: msgWith(fieldNotBaht('field.ticket_price')) })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msgWith(fieldDecimals('field.ticket_price')))
    .refine((v) => v >= 0, msgWith(fieldNegative('field.ticket_price')))
    .refine((v) => v <= MAX_TICKET_BAHT, msgWith(fieldAtMostBaht('field.ticket_price', MAX_TICKET_BAHT))),
  available_tickets: z.number({ error: msgWith(fieldNotNumber('field.seats_for_sale')) }).int(msgWith(fieldWhole('field.seats_for_sale')))
    .min(0, msg('match.seats_below_zero')).max(MAX_SEATS, msgWith(fieldAtMost('field.seats_for_sale', MAX_SEATS))).nullish().transform((v) => v ?? 0),
  unlimited_tickets: flag(false),
  /** Tickets one fan may hold of the match, paid and unpaid; empty: no limit. */
  tickets_per_fan: z.preprocess((v) => (v === '' ? null : v), z.number({ error: msgWith(fieldNotNumber('field.tickets_per_fan')) }).int(msgWith(fieldWhole('field.tickets_per_fan')))
    .min(1, msgWith(fieldAtLeast('field.tickets_per_fan', 1))).max(MAX_SEATS, msgWith(fieldAtMost('field.tickets_per_fan', MAX_SEATS))).nullish().transform((v) => v ?? null)),
  promoting: flag(false),
  status: z.enum(MATCH_STATUSES, { error: msgWith(fieldOneOf('field.status', MATCH_STATUSES)) }).nullish().transform((v) => v ?? 'scheduled'),
  /** Nothing can be bought before it; null: on sale from creation. */
  sale_starts_at: optional(when('field.sale_starts_at')),
  /**
   * The waiting room (issue 31): on when it admits at a rate (fans a minute) or automatically (as
   * shoppers finish); it opens at queue_opens_at, by default DEFAULT_QUEUE_LEAD_MINUTES before the
   * sale start. Neither: no room, and queue_opens_at is cleared.
   */
  queue_opens_at: optional(when('field.queue_opens_at')),
  queue_admit_per_minute: z.preprocess((v) => (v === '' ? null : v), z.number({ error: msgWith(fieldNotNumber('field.queue_admit_per_minute')) })
    .int(msgWith(fieldWhole('field.queue_admit_per_minute'))).min(1, msgWith(fieldAtLeast('field.queue_admit_per_minute', 1)))
    .max(MAX_SEATS, msgWith(fieldAtMost('field.queue_admit_per_minute', MAX_SEATS))).nullish().transform((v) => v ?? null)),
  queue_auto: flag(false),
  queue_turn_minutes: z.number({ error: msgWith(fieldNotNumber('field.queue_turn_minutes')) }).int(msgWith(fieldWhole('field.queue_turn_minutes')))
    .min(1, msgWith(fieldAtLeast('field.queue_turn_minutes', 1))).max(120, msgWith(fieldAtMost('field.queue_turn_minutes', 120)))
    .nullish().transform((v) => v ?? DEFAULT_QUEUE_TURN_MINUTES),
  /** The competition feed's id of the fixture this match sells (GET /admin/feed-fixtures); null: not linked. */
  feed_match_id: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'number' ? String(v) : v),
    z.string({ error: msg('match.feed_fixture_invalid') }).trim().regex(/^[\w-]{1,64}$/, msg('match.feed_fixture_invalid')).nullish().transform((v) => v ?? null),
  ),
}).superRefine((m, ctx) => {
  if (m.away_team_id && m.away_team_id === m.home_team_id) ctx.addIssue({ code: 'custom', path: ['away_team_id'], message: msg('match.teams_differ') });
  const room = m.queue_admit_per_minute !== null || m.queue_auto;
  if (room && !m.sale_starts_at) ctx.addIssue({ code: 'custom', path: ['sale_starts_at'], message: msg('match.queue_needs_sale_start') });
  if (m.sale_starts_at && m.sale_starts_at >= m.match_date) ctx.addIssue({ code: 'custom', path: ['sale_starts_at'], message: msg('match.sale_start_after_kick_off') });
  if (room && m.sale_starts_at && m.queue_opens_at && m.queue_opens_at > m.sale_starts_at) {
    ctx.addIssue({ code: 'custom', path: ['queue_opens_at'], message: msg('match.queue_opens_after_sale') });
  }
}).transform((m) => {
  const room = m.queue_admit_per_minute !== null || m.queue_auto;
  const opensAt = room && m.sale_starts_at ? m.queue_opens_at ?? new Date(m.sale_starts_at.getTime() - DEFAULT_QUEUE_LEAD_MINUTES * 60_000) : null;
  return { ...m, queue_opens_at: opensAt };
});

export interface AdminMatchDto {
  id: string;
  home_team_id: string;
  home_team_name: string;
  home_team_name_th: string;
  /** Null: TBA. */
  away_team_id: string | null;
  away_team_name: string | null;
  away_team_name_th: string | null;
  venue_id: string;
  venue_name: string;
  venue_name_th: string;
  bank_account_id: string;
  match_date: string;
  league: string;
  league_th: string;
  ticket_price: number;
  ticket_price_satang: number;
  available_tickets: number;
  unlimited_tickets: boolean;
  tickets_per_fan: number | null;
  sale_starts_at: string | null;
  /** Null: no waiting room. */
  queue_opens_at: string | null;
  queue_admit_per_minute: number | null;
  queue_auto: boolean;
  queue_turn_minutes: number;
  /** Read-only: published when the room opened (the draw's commitment). */
  queue_seed_hash: string | null;
  /**
   * Read-only: the sale of this match has started with a waiting room (its sale start passed, or its
   * pre-queue was drawn). Its sale start and the room's opening can no longer change, nor the room be
   * turned off: fans hold places drawn at that start from a seed published at that opening.
   */
  sale_start_fixed: boolean;
  /**
   * Read-only: fans have joined this match's waiting room. Its opening can no longer change, nor the
   * room be turned off; until the sale starts, its start may still move to a later time.
   */
  queue_joined: boolean;
  promoting: boolean;
  status: (typeof MATCH_STATUSES)[number];
  /** Read-only: purchases of any status. */
  purchase_count: number;
  /** The zones it sells (open or closed): price and places are edited here for one, zone by zone for several. */
  zone_count: number;
  /** The competition feed's id of the fixture this match sells, or null. */
  feed_match_id: string | null;
  /**
   * Read-only: the feed's kick-off of that fixture while it differs from match_date (the feed moved
   * it): staff apply it (an edit of match_date) or dismiss it. Never applied by itself.
   */
  feed_match_date: string | null;
  created_at: string;
  updated_at: string;
}
