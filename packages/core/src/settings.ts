import { z } from 'zod';
import { msg } from './messages.js';

/** PUT /api/v1/admin/settings/1: the club's settings an admin changes in the console. */
export const clubSettingsSchema = z.object({
  payment_window_minutes: z.coerce.number({ error: msg('settings.window_number') }).int(msg('settings.window_whole'))
    .min(1, msg('settings.window_min')).max(1440, msg('settings.window_max')),
  order_payment_hours: z.coerce.number({ error: msg('settings.order_hours_number') }).int(msg('settings.order_hours_whole'))
    .min(1, msg('settings.order_hours_min')).max(336, msg('settings.order_hours_max')),
});
export type ClubSettingsInput = z.infer<typeof clubSettingsSchema>;

/** The single settings record (id 1, as react-admin wants an id). */
export interface ClubSettingsDto extends ClubSettingsInput {
  id: 1;
  updated_at: string;
  updated_by_name: string | null;
}
