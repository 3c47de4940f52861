-- A pickup place at a stadium names it, and a pickup method at a stadium ("Pick up at the stadium") offers only the places there.
ALTER TABLE "pickup_locations" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "pickup_locations" ADD CONSTRAINT "pickup_locations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_methods" ADD CONSTRAINT "shipping_methods_venue_pickup" CHECK ("shipping_methods"."venue_id" is null or "shipping_methods"."type" = 'pickup');--> statement-breakpoint
-- The account holder's name in Thai beside the English one; until staff write it the English name is shown.
ALTER TABLE "bank_accounts" ADD COLUMN "account_holder_name_th" text;
