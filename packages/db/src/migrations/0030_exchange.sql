-- The exchange: season holders' tickets listed for a match, bought by other fans once the zone is otherwise sold out; the credit ledger (two accounts per row, balances summing to zero); the club's exchange fee and close time; a pass's credit divisor.
CREATE TABLE "exchange_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"seller_id" text NOT NULL,
	"match_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"status" text DEFAULT 'listed' NOT NULL,
	"purchase_id" uuid,
	"listed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "exchange_listings_status_check" CHECK ("exchange_listings"."status" in ('listed', 'reserved', 'sold', 'withdrawn', 'unsold')),
	CONSTRAINT "exchange_listings_buyer_check" CHECK (("exchange_listings"."status" in ('reserved', 'sold')) = ("exchange_listings"."purchase_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"debit_account" text NOT NULL,
	"debit_user_id" text,
	"credit_account" text NOT NULL,
	"credit_user_id" text,
	"amount_satang" integer NOT NULL,
	"listing_id" uuid,
	"created_by" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('exchange_credit', 'exchange_fee', 'paid_out', 'reversal')),
	CONSTRAINT "ledger_entries_accounts_check" CHECK ("ledger_entries"."debit_account" in ('fan', 'club_exchange', 'club_fees', 'club_payouts') and "ledger_entries"."credit_account" in ('fan', 'club_exchange', 'club_fees', 'club_payouts')),
	CONSTRAINT "ledger_entries_fan_check" CHECK (("ledger_entries"."debit_account" = 'fan') = ("ledger_entries"."debit_user_id" is not null) and ("ledger_entries"."credit_account" = 'fan') = ("ledger_entries"."credit_user_id" is not null)),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_satang" > 0)
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "from_exchange" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "exchange_close_minutes" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "club_settings" ADD COLUMN "exchange_fee_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "season_passes" ADD COLUMN "credit_divisor" integer DEFAULT 19 NOT NULL;--> statement-breakpoint
ALTER TABLE "exchange_listings" ADD CONSTRAINT "exchange_listings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_listings" ADD CONSTRAINT "exchange_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_listings" ADD CONSTRAINT "exchange_listings_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_listings" ADD CONSTRAINT "exchange_listings_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_listings" ADD CONSTRAINT "exchange_listings_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_debit_user_id_users_id_fk" FOREIGN KEY ("debit_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_credit_user_id_users_id_fk" FOREIGN KEY ("credit_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_listing_id_exchange_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."exchange_listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_listings_live" ON "exchange_listings" USING btree ("ticket_id") WHERE "exchange_listings"."status" in ('listed', 'reserved', 'sold');--> statement-breakpoint
CREATE INDEX "exchange_listings_offer_idx" ON "exchange_listings" USING btree ("match_id","zone_id","status","listed_at");--> statement-breakpoint
CREATE INDEX "exchange_listings_purchase_idx" ON "exchange_listings" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_ledger_once" ON "ledger_entries" USING btree ("listing_id","kind") WHERE "ledger_entries"."listing_id" is not null and "ledger_entries"."kind" in ('exchange_credit', 'exchange_fee');--> statement-breakpoint
CREATE INDEX "ledger_entries_credit_user_idx" ON "ledger_entries" USING btree ("credit_user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_debit_user_idx" ON "ledger_entries" USING btree ("debit_user_id");--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_exchange_close" CHECK ("club_settings"."exchange_close_minutes" between 0 and 10080);--> statement-breakpoint
ALTER TABLE "club_settings" ADD CONSTRAINT "club_settings_exchange_fee" CHECK ("club_settings"."exchange_fee_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "season_passes" ADD CONSTRAINT "season_passes_credit_divisor_check" CHECK ("season_passes"."credit_divisor" > 0);