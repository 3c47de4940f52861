-- A rejected payment's reason is one of core's REJECTION_REASONS (each site and mail words it in its reader's language),
-- with staff's own words in rejection_note. A reason written before as free text becomes 'other' with that text as its note.
ALTER TABLE "purchases" ADD COLUMN "rejection_note" text;--> statement-breakpoint
UPDATE "purchases" SET "rejection_note" = "rejection_reason", "rejection_reason" = 'other'
  WHERE "rejection_reason" IS NOT NULL
    AND "rejection_reason" NOT IN ('slip_unreadable', 'amount_wrong', 'transfer_not_found', 'wrong_account', 'slip_reused', 'sold_out', 'other');--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_rejection_reason_check" CHECK ("purchases"."rejection_reason" in ('slip_unreadable', 'amount_wrong', 'transfer_not_found', 'wrong_account', 'slip_reused', 'sold_out', 'other'));
--> statement-breakpoint
-- A store order's slip may be rejected the same way: the order waits for a new slip (its stock back on sale meanwhile).
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded', 'rejected'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rejection_reason_check" CHECK ("orders"."rejection_reason" in ('slip_unreadable', 'amount_wrong', 'transfer_not_found', 'wrong_account', 'slip_reused', 'sold_out', 'other'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rejection_check" CHECK ("orders"."status" <> 'rejected' or ("orders"."rejection_reason" is not null and "orders"."rejected_at" is not null));
