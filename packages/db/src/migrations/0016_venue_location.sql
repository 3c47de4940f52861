ALTER TABLE "venues" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_location_check" CHECK (("venues"."latitude" is null) = ("venues"."longitude" is null) and "venues"."latitude" between -90 and 90 and "venues"."longitude" between -180 and 180);