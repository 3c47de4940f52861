-- The last time the buyer asked for their tickets by mail again, and in which form (all in one, or one per ticket):
-- a second tap within a short window is the same request and sends no second mail.
ALTER TABLE "purchases" ADD COLUMN "tickets_resent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "tickets_resent_split" boolean;
