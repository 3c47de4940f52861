/** The API's input schemas for ticket purchases (purchases.ts has their rules and shapes). */
import { z } from 'zod';
import { msg } from './messages.js';
import { isValidThaiPhone, normalizePhone } from './phone.js';

export const createPurchaseSchema = z.object({
  matchId: z.uuid(msg('match.not_found')),
  quantity: z.coerce.number().int(msg('quantity.whole')).min(1, msg('quantity.min')).max(10, msg('purchase.max_tickets')),
  phone: z.string({ error: msg('purchase.phone_required') }).trim().min(1, msg('purchase.phone_required')).transform(normalizePhone).refine(isValidThaiPhone, msg('phone.invalid')),
});
export type CreatePurchaseInput = z.infer<typeof createPurchaseSchema>;

export const rejectSchema = z.object({
  reason: z.string({ error: msg('purchase.reason_required') }).trim().min(3, msg('purchase.reason_short')).max(500, msg('purchase.reason_long')),
});
