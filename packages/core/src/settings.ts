import { z } from 'zod';

/** PUT /api/v1/admin/settings/1: the club's settings an admin changes in the console. */
export const clubSettingsSchema = z.object({
  payment_window_minutes: z.coerce.number({ error: 'The payment window must be a number of minutes' }).int('The payment window must be whole minutes')
    .min(1, 'The payment window is at least 1 minute').max(1440, 'The payment window is at most 1440 minutes (a day)'),
  order_payment_hours: z.coerce.number({ error: 'The order payment time must be a number of hours' }).int('The order payment time must be whole hours')
    .min(1, 'The order payment time is at least 1 hour').max(336, 'The order payment time is at most 336 hours (two weeks)'),
});
export type ClubSettingsInput = z.infer<typeof clubSettingsSchema>;

/** The single settings record (id 1, as react-admin wants an id). */
export interface ClubSettingsDto extends ClubSettingsInput {
  id: 1;
  updated_at: string;
  updated_by_name: string | null;
}
