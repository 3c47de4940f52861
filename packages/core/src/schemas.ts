import { z } from 'zod';
import { LANGUAGES, type Language } from './statuses.js';
import { msg } from './messages.js';
import { isValidThaiPhone, normalizePhone } from './phone.js';

export const phoneSchema = z
  .string()
  .trim()
  .min(1, msg('phone.required'))
  .transform(normalizePhone)
  .refine(isValidThaiPhone, msg('phone.invalid'));

export const updateProfileSchema = z
  .object({
    name: z.string().trim().min(1, msg('profile.name_required')).max(120).optional(),
    phone: phoneSchema.optional(),
    preferredLanguage: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** DELETE /api/v1/users/account: the fan's own password, asked again for a step that cannot be undone. */
export const deleteAccountSchema = z.object({ password: z.string().min(1, msg('account.password_wrong')).max(128, msg('account.password_wrong')) }).strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export interface Profile {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: string;
  preferredLanguage: Language;
  /** Whether the owner of the address has proven it (followed the mail's link, or a provider vouched for it). */
  emailVerified: boolean;
}
