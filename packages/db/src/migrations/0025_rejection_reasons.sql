-- A rejected payment's reason is one of core's REJECTION_REASONS (each site and mail words it in its reader's language),
-- with staff's own words in rejection_note. A reason written before as free text becomes 'other' with that text as its note.
ALTER TABLE "purchases" ADD COLUMN "rejection_note" text;--> statement-breakpoint
UPDATE "purchases" SET "rejection_note" = "rejection_reason", "rejection_reason" = 'other'
  WHERE "rejection_reason" IS NOT NULL
    AND "rejection_reason" NOT IN ('slip_unreadable', 'amount_wrong', 'transfer_not_found', 'wrong_account', 'slip_reused', 'seats_gone', 'other');--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_rejection_reason_check" CHECK ("purchases"."rejection_reason" in ('slip_unreadable', 'amount_wrong', 'transfer_not_found', 'wrong_account', 'slip_reused', 'seats_gone', 'other'));
