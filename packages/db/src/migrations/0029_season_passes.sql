-- Season passes: a pass per zone (price, quota, sale and renewal windows, the home matches it covers); a season purchase is a purchases row naming its pass instead of a match, with one ticket per covered match.
CREATE TABLE "season_pass_matches" (
	"season_pass_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	CONSTRAINT "season_pass_matches_season_pass_id_match_id_pk" PRIMARY KEY("season_pass_id","match_id")
);
--> statement-breakpoint
CREATE TABLE "season_passes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_th" text NOT NULL,
	"season_label" text NOT NULL,
	"zone_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"price_satang" integer NOT NULL,
	"quota" integer NOT NULL,
	"available" integer NOT NULL,
	"covers_from" timestamp with time zone NOT NULL,
	"covers_to" timestamp with time zone NOT NULL,
	"renews_pass_id" uuid,
	"renewal_starts_at" timestamp with time zone,
	"sale_starts_at" timestamp with time zone NOT NULL,
	"sale_ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_passes_price_check" CHECK ("season_passes"."price_satang" > 0),
	CONSTRAINT "season_passes_available_check" CHECK ("season_passes"."available" >= 0 and "season_passes"."available" <= "season_passes"."quota"),
	CONSTRAINT "season_passes_covers_check" CHECK ("season_passes"."covers_from" < "season_passes"."covers_to"),
	CONSTRAINT "season_passes_sale_check" CHECK ("season_passes"."sale_starts_at" < "season_passes"."sale_ends_at"),
	CONSTRAINT "season_passes_renewal_check" CHECK ("season_passes"."renewal_starts_at" is null or ("season_passes"."renews_pass_id" is not null and "season_passes"."renewal_starts_at" < "season_passes"."sale_starts_at"))
);
--> statement-breakpoint
DROP INDEX "tickets_purchase_seat";--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "season_pass_id" uuid;--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "renewed_from_id" uuid;--> statement-breakpoint
ALTER TABLE "season_pass_matches" ADD CONSTRAINT "season_pass_matches_season_pass_id_season_passes_id_fk" FOREIGN KEY ("season_pass_id") REFERENCES "public"."season_passes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_matches" ADD CONSTRAINT "season_pass_matches_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_passes" ADD CONSTRAINT "season_passes_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_passes" ADD CONSTRAINT "season_passes_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_passes" ADD CONSTRAINT "season_passes_renews_pass_id_season_passes_id_fk" FOREIGN KEY ("renews_pass_id") REFERENCES "public"."season_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_pass_matches_match_idx" ON "season_pass_matches" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "season_passes_zone_idx" ON "season_passes" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_season_pass_id_season_passes_id_fk" FOREIGN KEY ("season_pass_id") REFERENCES "public"."season_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_renewed_from_id_purchases_id_fk" FOREIGN KEY ("renewed_from_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_season_seat" ON "purchases" USING btree ("season_pass_id",("seat_ids"[1])) WHERE "purchases"."season_pass_id" is not null and "purchases"."seat_ids" is not null and "purchases"."seats_released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchases_renewed_from" ON "purchases" USING btree ("renewed_from_id") WHERE "purchases"."seats_released_at" is null;--> statement-breakpoint
CREATE INDEX "purchases_season_pass_idx" ON "purchases" USING btree ("season_pass_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_purchase_seat" ON "tickets" USING btree ("purchase_id","match_id","seat") WHERE "tickets"."status" <> 'transferred';--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_kind_check" CHECK (("purchases"."match_id" is null) <> ("purchases"."season_pass_id" is null));--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_season_check" CHECK ("purchases"."season_pass_id" is null or "purchases"."quantity" = 1);