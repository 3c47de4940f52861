/** The API's input schemas for ticket purchases (purchases.ts has their rules and shapes). */
import { z } from 'zod';
import { msg } from './messages.js';
import { isValidThaiPhone, normalizePhone } from './phone.js';
import { REJECTION_REASONS } from './purchases.js';

export const createPurchaseSchema = z.object({
  matchId: z.uuid(msg('match.not_found')),
  quantity: z.coerce.number().int(msg('quantity.whole')).min(1, msg('quantity.min')).max(10, msg('purchase.max_tickets')),
  phone: z.string({ error: msg('purchase.phone_required') }).trim().min(1, msg('purchase.phone_required')).transform(normalizePhone).refine(isValidThaiPhone, msg('phone.invalid')),
  /** The zone to sit in; may be left out when the match has one open zone. */
  zoneId: z.uuid(msg('zone.not_found')).optional(),
  /** Particular seats of a numbered zone, one per ticket; left out, the server gives the best available. */
  seatIds: z.array(z.uuid(msg('seat.not_found'))).min(1).max(10).optional(),
}).refine((p) => !p.seatIds || (p.seatIds.length === p.quantity && new Set(p.seatIds).size === p.quantity), { message: msg('seat.one_per_ticket'), path: ['seatIds'] });
export type CreatePurchaseInput = z.infer<typeof createPurchaseSchema>;

/** Staff reject a payment (a purchase's or an order's): one of the preset reasons, and a note if they want. */
export const rejectSchema = z.object({
  reason: z.enum(REJECTION_REASONS, msg('purchase.reason_required')),
  note: z.string().trim().max(500, msg('purchase.reason_long')).optional().transform((note) => note || undefined),
}).refine((r) => r.reason !== 'other' || r.note, { message: msg('purchase.note_required'), path: ['note'] });
export type RejectInput = z.infer<typeof rejectSchema>;
