ALTER TABLE "tickets" DROP CONSTRAINT "tickets_status_check";--> statement-breakpoint
DROP INDEX "tickets_purchase_seat";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_id" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_email" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "claim_token_hash" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "transferred_to_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "transferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "transfer_cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
-- Every ticket issued so far is held by its buyer.
UPDATE "tickets" SET "holder_id" = "purchases"."user_id" FROM "purchases" WHERE "purchases"."id" = "tickets"."purchase_id";--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_transferred_to_id_tickets_id_fk" FOREIGN KEY ("transferred_to_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "tickets_holder_email_idx" ON "tickets" USING btree ("holder_email");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_purchase_seat" ON "tickets" USING btree ("purchase_id","seat") WHERE "tickets"."status" <> 'transferred';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_claim_token_hash_unique" UNIQUE("claim_token_hash");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_held_check" CHECK ("tickets"."holder_id" is not null or "tickets"."holder_email" is not null);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_transferred_check" CHECK (("tickets"."status" = 'transferred') = ("tickets"."transferred_at" is not null) and ("tickets"."transferred_to_id" is null or "tickets"."status" = 'transferred'));--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('valid', 'used', 'cancelled', 'transferred'));--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_transfer_cutoff" CHECK ("club_settings"."transfer_cutoff_minutes" between 0 and 10080);