import { z } from 'zod';
import type { MerchandiseBankAccountDto } from './orders.js';
import { MATCH_STATUSES } from './statuses.js';

/**
 * The admin's ticketing data (/api/v1/admin/{teams,venues,bank-accounts,matches}): request bodies
 * the API validates and the console shares, and the records it answers. Like the catalogue:
 * snake_case, money in baht with an exact *_satang twin, and a PUT laid over the stored record and
 * validated as a whole.
 */

const MAX_TICKET_BAHT = 1_000_000;
const MAX_SEATS = 1_000_000;

const required = (label: string, max: number) =>
  z.string({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
const flag = (fallback: boolean) => z.boolean({ error: 'must be true or false' }).nullish().transform((v) => v ?? fallback);
/** Digits, as typed with spaces or dashes ("123-4-56789-0"), saved as digits only. */
const digits = (label: string, min: number, max: number) =>
  z.string({ error: `${label} is required` }).trim().transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => new RegExp(`^[0-9]{${min},${max}}$`).test(v), min === max ? `${label} must be ${min} digits` : `${label} must be ${min} to ${max} digits`);

/** A logo the upload call stored (/uploads/team-logos/…), or null for none. */
export const teamLogoUrlSchema = z
  .string({ error: 'Logo must be an uploaded picture' })
  .trim()
  .refine((u) => u === '' || /^\/uploads\/team-logos\/[A-Za-z0-9_-]+\.(jpg|jpeg|png|webp|svg)$/.test(u), 'Logo must be a picture uploaded to /uploads/team-logos/')
  .nullish()
  .transform((v) => v || null);

// ---- teams ----

export const teamInputSchema = z.object({
  name: required('Name', 100),
  name_th: required('Thai name', 100),
  logo: teamLogoUrlSchema,
  is_home_club: flag(false),
});
export type TeamInput = z.infer<typeof teamInputSchema>;

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
  name: required('Name', 120),
  name_th: required('Thai name', 120),
  address: required('Address', 300),
  address_th: required('Thai address', 300),
  capacity: z.number({ error: 'Capacity must be a number' }).int('Capacity must be a whole number').min(1, 'Capacity must be more than 0').max(MAX_SEATS, `Capacity is at most ${MAX_SEATS}`),
});
export type VenueInput = z.infer<typeof venueInputSchema>;

export interface AdminVenueDto {
  id: string;
  name: string;
  name_th: string;
  address: string;
  address_th: string;
  capacity: number;
  match_count: number;
  created_at: string;
  updated_at: string;
}

// ---- bank accounts ----

export const bankAccountInputSchema = z.object({
  bank_name: required('Bank', 100),
  bank_name_th: required('Thai bank name', 100),
  account_number: digits('Account number', 6, 20),
  account_name: required('Account name', 200),
  account_holder_name: required('Account holder', 200),
  account_holder_position: required('Holder position', 100),
  // A phone number (10 digits), a tax id (13) or an e-wallet id (15).
  promptpay_id: digits('PromptPay id', 10, 15),
  for_merchandise: flag(false),
});
export type BankAccountInput = z.infer<typeof bankAccountInputSchema>;

export interface AdminBankAccountDto extends MerchandiseBankAccountDto {
  id: string;
  for_merchandise: boolean;
  match_count: number;
  created_at: string;
  updated_at: string;
}

// ---- matches ----

export const matchInputSchema = z.object({
  home_team_id: z.uuid({ error: 'Please choose the home team' }),
  // Null while the opponent is not known: fans see TBA.
  away_team_id: z.preprocess((v) => (v === '' ? null : v), z.uuid({ error: 'Away team must be a team' }).nullish().transform((v) => v ?? null)),
  venue_id: z.uuid({ error: 'Please choose a venue' }),
  bank_account_id: z.uuid({ error: 'Please choose the bank account fans pay into' }),
  match_date: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? new Date(v) : v),
    z.date({ error: 'Kick-off must be a date and time' }).refine((d) => !Number.isNaN(d.getTime()), 'Kick-off must be a date and time'),
  ),
  league: required('League', 100),
  league_th: required('Thai league name', 100),
  ticket_price: z.number({ error: 'Ticket price must be a number of baht' })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Ticket price can have at most 2 decimals')
    .refine((v) => v >= 0, 'Ticket price cannot be negative')
    .refine((v) => v <= MAX_TICKET_BAHT, `Ticket price is at most ${MAX_TICKET_BAHT.toLocaleString('en-US')} baht`),
  available_tickets: z.number({ error: 'Seats for sale must be a number' }).int('Seats for sale must be a whole number')
    .min(0, 'Seats for sale cannot be below 0').max(MAX_SEATS, `Seats for sale is at most ${MAX_SEATS}`).nullish().transform((v) => v ?? 0),
  unlimited_tickets: flag(false),
  promoting: flag(false),
  status: z.enum(MATCH_STATUSES, { error: `Status must be one of ${MATCH_STATUSES.join(', ')}` }).nullish().transform((v) => v ?? 'scheduled'),
  /** The competition feed's id of the fixture this match sells (GET /admin/feed-fixtures); null: not linked. */
  feed_match_id: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'number' ? String(v) : v),
    z.string({ error: 'The feed fixture must be a feed match id' }).trim().regex(/^[\w-]{1,64}$/, 'The feed fixture must be a feed match id').nullish().transform((v) => v ?? null),
  ),
}).superRefine((m, ctx) => {
  if (m.away_team_id && m.away_team_id === m.home_team_id) ctx.addIssue({ code: 'custom', path: ['away_team_id'], message: 'The away team must differ from the home team' });
});
export type MatchInput = z.infer<typeof matchInputSchema>;

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
  promoting: boolean;
  status: (typeof MATCH_STATUSES)[number];
  /** Read-only: purchases of any status. */
  purchase_count: number;
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
