import { z } from 'zod';
import { msg, msgWith, orderHoursRange, transferCutoffRange, windowRange } from './messages.js';

/** How long a ticket purchase may hold its seats, in minutes: a minute to a day (the environment's default, the console, the database's check). */
export const PAYMENT_WINDOW_MINUTES = { min: 1, max: 1440 } as const;
/** How long an unpaid store order may keep its stock, in hours: an hour to two weeks. */
export const ORDER_PAYMENT_HOURS = { min: 1, max: 336 } as const;
/** How long before kick-off a fan may still transfer a ticket, in minutes: up to kick-off itself, or as early as a week before. */
export const TRANSFER_CUTOFF_MINUTES = { min: 0, max: 10_080, default: 120 } as const;
/** How long before kick-off the exchange closes, in minutes (3 hours unless an admin says otherwise). */
export const EXCHANGE_CLOSE_MINUTES = { min: 0, max: 10_080, default: 180 } as const;
/** The club's fee from an exchange sale's credit, in basis points (10 % unless an admin says otherwise). */
export const EXCHANGE_FEE_BASIS_POINTS = { min: 0, max: 10_000, default: 1000 } as const;

const windowRangeText = msgWith(windowRange(PAYMENT_WINDOW_MINUTES.min, PAYMENT_WINDOW_MINUTES.max));
const orderHoursText = msgWith(orderHoursRange(ORDER_PAYMENT_HOURS.min, ORDER_PAYMENT_HOURS.max));
const transferCutoffText = msgWith(transferCutoffRange(TRANSFER_CUTOFF_MINUTES.min, TRANSFER_CUTOFF_MINUTES.max));
const exchangeCloseText = msg('settings.exchange_close');
const exchangeFeeText = msg('settings.exchange_fee');

/** PUT /api/v1/admin/settings/1: the club's settings an admin changes in the console. */
export const clubSettingsSchema = z.object({
  payment_window_minutes: z.coerce.number({ error: msg('settings.window_number') }).int(msg('settings.window_whole'))
    .min(PAYMENT_WINDOW_MINUTES.min, windowRangeText).max(PAYMENT_WINDOW_MINUTES.max, windowRangeText),
  order_payment_hours: z.coerce.number({ error: msg('settings.order_hours_number') }).int(msg('settings.order_hours_whole'))
    .min(ORDER_PAYMENT_HOURS.min, orderHoursText).max(ORDER_PAYMENT_HOURS.max, orderHoursText),
  // Optional: a console from before transfers keeps the value it does not show.
  transfer_cutoff_minutes: z.coerce.number({ error: transferCutoffText }).int(transferCutoffText)
    .min(TRANSFER_CUTOFF_MINUTES.min, transferCutoffText).max(TRANSFER_CUTOFF_MINUTES.max, transferCutoffText).optional(),
  exchange_close_minutes: z.coerce.number({ error: exchangeCloseText }).int(exchangeCloseText)
    .min(EXCHANGE_CLOSE_MINUTES.min, exchangeCloseText).max(EXCHANGE_CLOSE_MINUTES.max, exchangeCloseText).optional(),
  exchange_fee_basis_points: z.coerce.number({ error: exchangeFeeText }).int(exchangeFeeText)
    .min(EXCHANGE_FEE_BASIS_POINTS.min, exchangeFeeText).max(EXCHANGE_FEE_BASIS_POINTS.max, exchangeFeeText).optional(),
});
export type ClubSettingsInput = z.infer<typeof clubSettingsSchema>;

/** The single settings record (id 1, as react-admin wants an id). */
export interface ClubSettingsDto extends Required<ClubSettingsInput> {
  id: 1;
  updated_at: string;
  updated_by_name: string | null;
}
