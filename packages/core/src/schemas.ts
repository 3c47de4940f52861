import { z } from 'zod';
import { LANGUAGES } from './statuses.js';
import { isValidThaiPhone, normalizePhone } from './phone.js';

export const phoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone number is required')
  .transform(normalizePhone)
  .refine(isValidThaiPhone, 'Invalid phone number');

export const updateProfileSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(120).optional(),
    phone: phoneSchema.optional(),
    preferredLanguage: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role: z.string(),
  preferredLanguage: z.enum(LANGUAGES),
});
export type Profile = z.infer<typeof profileSchema>;

export const createPurchaseSchema = z.object({
  matchId: z.uuid('Match not found'),
  quantity: z.coerce.number().int('Quantity must be a whole number').min(1, 'Quantity must be at least 1').max(10, 'You can buy at most 10 tickets per purchase'),
  phone: z.string({ error: 'Phone number is required for ticket purchase' }).trim().min(1, 'Phone number is required for ticket purchase').transform(normalizePhone).refine(isValidThaiPhone, 'Invalid phone number'),
});
export type CreatePurchaseInput = z.infer<typeof createPurchaseSchema>;

export const rejectSchema = z.object({
  reason: z.string({ error: 'A reason is required' }).trim().min(3, 'Please give the fan a reason (at least 3 characters)').max(500),
});
