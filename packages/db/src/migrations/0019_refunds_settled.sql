ALTER TABLE "bank_transfers" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_refund_check" CHECK (("bank_transfers"."refunded_at" is null) = ("bank_transfers"."refund_note" is null));
