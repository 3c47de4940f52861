import { z } from 'zod';
import {
  fieldAtMost, fieldAtMostBaht, fieldDecimals, fieldNotBaht, fieldNotNumber, fieldNotPositive, fieldRequired, fieldTooLong, fieldWhole,
  msg, msgWith, type FieldKey,
} from './messages.js';
import { optional, when } from './admin-fields.js';
import type { SeasonSaleState } from './seasons.js';
import type { PurchaseStatus } from './statuses.js';

/**
 * The admin's season passes and their holders (/api/v1/admin/{season-passes,season-holders}):
 * the body of a pass the API validates and the console shares, and the records it answers;
 * snake_case and baht with an exact *_satang twin, like the rest of the console.
 */

const MAX_QUOTA = 1_000_000;
const MAX_PRICE_BAHT = 1_000_000;

const required = (field: FieldKey, max: number) =>
  z.string({ error: msgWith(fieldRequired(field)) }).trim().min(1, msgWith(fieldRequired(field))).max(max, msgWith(fieldTooLong(field, max)));

export const seasonPassInputSchema = z.object({
  name: required('field.name', 120),
  name_th: required('field.name_th', 120),
  /** '2026/27'. */
  season_label: required('field.season_label', 20),
  /** Fixed once made, with the cover: its places are kept in those matches. */
  zone_id: z.uuid({ error: msg('season_pass.choose_zone') }),
  bank_account_id: z.uuid({ error: msg('match.choose_bank_account') }),
  price: z.number({ error: msgWith(fieldNotBaht('field.price')) })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, msgWith(fieldDecimals('field.price')))
    .refine((v) => v > 0, msgWith(fieldNotPositive('field.price')))
    .refine((v) => v <= MAX_PRICE_BAHT, msgWith(fieldAtMostBaht('field.price', MAX_PRICE_BAHT))),
  /** Places kept for holders in every covered match. */
  quota: z.number({ error: msgWith(fieldNotNumber('field.quota')) }).int(msgWith(fieldWhole('field.quota')))
    .min(1, msgWith(fieldNotPositive('field.quota'))).max(MAX_QUOTA, msgWith(fieldAtMost('field.quota', MAX_QUOTA))),
  /** A ticket sold on the exchange credits its holder the price divided by this, less the club's fee (19: a season of 19 home matches). */
  credit_divisor: z.number({ error: msgWith(fieldNotNumber('field.credit_divisor')) }).int(msgWith(fieldWhole('field.credit_divisor')))
    .min(1, msgWith(fieldNotPositive('field.credit_divisor'))).max(100, msgWith(fieldAtMost('field.credit_divisor', 100))).default(19),
  covers_from: when('field.covers_from'),
  covers_to: when('field.covers_to'),
  sale_starts_at: when('field.sale_starts_at'),
  sale_ends_at: when('field.sale_ends_at'),
  /** Last season's pass, whose holders may renew their seat from renewal_starts_at until the sale starts. */
  renews_pass_id: optional(z.uuid({ error: msg('season_pass.renews_not_found') })),
  renewal_starts_at: optional(when('field.renewal_starts_at')),
}).superRefine((p, ctx) => {
  if (p.covers_to <= p.covers_from) ctx.addIssue({ code: 'custom', path: ['covers_to'], message: msg('season_pass.covers_order') });
  if (p.sale_ends_at <= p.sale_starts_at) ctx.addIssue({ code: 'custom', path: ['sale_ends_at'], message: msg('season_pass.sale_order') });
  if (p.renewal_starts_at && !p.renews_pass_id) ctx.addIssue({ code: 'custom', path: ['renews_pass_id'], message: msg('season_pass.renewal_needs_pass') });
  if (p.renewal_starts_at && p.renewal_starts_at >= p.sale_starts_at) ctx.addIssue({ code: 'custom', path: ['renewal_starts_at'], message: msg('season_pass.renewal_order') });
});

export type SeasonPassInput = z.infer<typeof seasonPassInputSchema>;

export interface AdminSeasonPassDto {
  id: string;
  name: string;
  name_th: string;
  season_label: string;
  zone_id: string;
  zone_code: string;
  zone_name: string;
  zone_name_th: string;
  numbered: boolean;
  venue_name: string;
  venue_name_th: string;
  bank_account_id: string;
  price: number;
  price_satang: number;
  /** Places kept for holders in every covered match. */
  quota: number;
  /** Of the quota, still for sale. */
  available: number;
  /** An exchange sale credits price / credit_divisor, less the club's fee. */
  credit_divisor: number;
  /** Holdings whose seat is kept (paid, or still being paid or checked). */
  sold: number;
  /** Of them, paid. */
  paid: number;
  /** Matches covered now. */
  match_count: number;
  /** Money of its paid purchases. */
  revenue: number;
  revenue_satang: number;
  covers_from: string;
  covers_to: string;
  sale_starts_at: string;
  sale_ends_at: string;
  renews_pass_id: string | null;
  renewal_starts_at: string | null;
  state: SeasonSaleState;
  created_at: string;
  updated_at: string;
}

/** A purchase of a pass, as the console lists a pass's holders (read-only: the purchase is decided under purchases). */
export interface AdminSeasonHolderDto {
  /** The purchase's id. */
  id: string;
  season_pass_id: string;
  reference_number: string;
  user_id: string;
  buyer_name: string;
  buyer_email: string;
  status: PurchaseStatus;
  /** Null in a zone without numbered seats. */
  seat_row: string | null;
  seat_number: number | null;
  /** A renewal of last season's holding, on its seat. */
  renewed: boolean;
  /** False once its seat went back on sale (expired, rejected, cancelled). */
  holding: boolean;
  tickets_issued: number;
  created_at: string;
}
