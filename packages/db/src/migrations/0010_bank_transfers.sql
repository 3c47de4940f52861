CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bank_code" text NOT NULL,
	"trans_ref" text NOT NULL,
	"amount_satang" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"provider" text,
	"purchase_id" uuid,
	"order_id" uuid,
	"receipt_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_once" UNIQUE("bank_code","trans_ref"),
	CONSTRAINT "bank_transfers_owner_check" CHECK (("bank_transfers"."purchase_id" is null) <> ("bank_transfers"."order_id" is null)),
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount_satang" > 0),
	CONSTRAINT "bank_transfers_source_check" CHECK ("bank_transfers"."source" in ('slip', 'statement', 'callback'))
);
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_check" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_answer" jsonb;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "bank_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_receipt_id_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_purchase_idx" ON "bank_transfers" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_order_idx" ON "bank_transfers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_bank_check_check" CHECK ("receipts"."bank_check" in ('checking', 'confirmed', 'to_staff'));