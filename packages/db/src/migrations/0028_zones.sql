-- Zones: a venue sells by zone (own price, capacity, gates, numbered seats); a match by match_zones. Existing venues and matches become one "General admission" zone, nothing lost (upgrade-zones.test.ts).
CREATE TABLE "match_seats" (
	"match_id" uuid NOT NULL,
	"seat_id" uuid NOT NULL,
	"purchase_id" uuid NOT NULL,
	CONSTRAINT "match_seats_match_id_seat_id_pk" PRIMARY KEY("match_id","seat_id")
);
--> statement-breakpoint
CREATE TABLE "match_zones" (
	"match_id" uuid NOT NULL,
	"zone_id" uuid NOT NULL,
	"price_satang" integer NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"unlimited" boolean DEFAULT false NOT NULL,
	"available" integer NOT NULL,
	CONSTRAINT "match_zones_match_id_zone_id_pk" PRIMARY KEY("match_id","zone_id"),
	CONSTRAINT "match_zones_price_check" CHECK ("match_zones"."price_satang" >= 0),
	CONSTRAINT "match_zones_available_check" CHECK ("match_zones"."available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "venue_gates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_th" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_gates_code_check" CHECK ("venue_gates"."code" ~ '^[A-Z0-9]{1,4}$')
);
--> statement-breakpoint
CREATE TABLE "venue_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zone_id" uuid NOT NULL,
	"row_label" text NOT NULL,
	"row_index" integer NOT NULL,
	"number" integer NOT NULL,
	"position" integer NOT NULL,
	"wheelchair" boolean DEFAULT false NOT NULL,
	"companion" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_th" text NOT NULL,
	"colour" text NOT NULL,
	"position" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"seated" boolean DEFAULT false NOT NULL,
	"numbered" boolean DEFAULT false NOT NULL,
	"default_price_satang" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venue_zones_code_check" CHECK ("venue_zones"."code" ~ '^[A-Z0-9]{1,8}$'),
	CONSTRAINT "venue_zones_colour_check" CHECK ("venue_zones"."colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "venue_zones_position_check" CHECK ("venue_zones"."position" in ('north', 'south', 'east', 'west', 'north_east', 'north_west', 'south_east', 'south_west', 'all')),
	CONSTRAINT "venue_zones_capacity_check" CHECK ("venue_zones"."capacity" > 0),
	CONSTRAINT "venue_zones_price_check" CHECK ("venue_zones"."default_price_satang" >= 0),
	CONSTRAINT "venue_zones_numbered_check" CHECK (not "venue_zones"."numbered" or "venue_zones"."seated")
);
--> statement-breakpoint
CREATE TABLE "zone_gates" (
	"zone_id" uuid NOT NULL,
	"gate_id" uuid NOT NULL,
	CONSTRAINT "zone_gates_zone_id_gate_id_pk" PRIMARY KEY("zone_id","gate_id")
);
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "zone_id" uuid;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "match_id" uuid;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "zone_id" uuid;
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "venue_seat_id" uuid;
--> statement-breakpoint
ALTER TABLE "purchases" ADD COLUMN "seat_ids" uuid[];
--> statement-breakpoint

ALTER TABLE "purchases" ADD CONSTRAINT "purchases_seats_check" CHECK ("purchases"."seat_ids" is null or cardinality("purchases"."seat_ids") = "purchases"."quantity");
--> statement-breakpoint
-- Every venue becomes one zone, "General admission", holding all its places, admitted at any gate (it has none).
INSERT INTO "venue_zones" ("venue_id", "code", "name", "name_th", "colour", "position", "sort_order", "capacity", "seated", "numbered", "default_price_satang")
SELECT v."id", 'GA', 'General admission', 'โซนทั่วไป', '#1d3557', 'all', 0, v."capacity", false, false,
  coalesce((SELECT m."ticket_price_satang" FROM "matches" m WHERE m."venue_id" = v."id" ORDER BY m."match_date" DESC LIMIT 1), 0)
FROM "venues" v;
--> statement-breakpoint
-- Every match sells it at its price, with the seats it had left (and unlimited as it was).
INSERT INTO "match_zones" ("match_id", "zone_id", "price_satang", "closed", "unlimited", "available")
SELECT m."id", z."id", m."ticket_price_satang", false, m."unlimited_tickets", m."available_tickets"
FROM "matches" m JOIN "venue_zones" z ON z."venue_id" = m."venue_id" AND z."code" = 'GA';
--> statement-breakpoint
UPDATE "purchases" p SET "zone_id" = z."id" FROM "matches" m JOIN "venue_zones" z ON z."venue_id" = m."venue_id" AND z."code" = 'GA' WHERE m."id" = p."match_id";
--> statement-breakpoint
UPDATE "tickets" t SET "match_id" = p."match_id", "zone_id" = p."zone_id" FROM "purchases" p WHERE p."id" = t."purchase_id";
--> statement-breakpoint
ALTER TABLE "purchases" ALTER COLUMN "zone_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "match_id" SET NOT NULL, ALTER COLUMN "zone_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_seat_id_venue_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."venue_seats"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "match_zones" ADD CONSTRAINT "match_zones_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "match_zones" ADD CONSTRAINT "match_zones_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "venue_gates" ADD CONSTRAINT "venue_gates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "venue_seats" ADD CONSTRAINT "venue_seats_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "venue_zones" ADD CONSTRAINT "venue_zones_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "zone_gates" ADD CONSTRAINT "zone_gates_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "zone_gates" ADD CONSTRAINT "zone_gates_gate_id_venue_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."venue_gates"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "match_seats_purchase_idx" ON "match_seats" USING btree ("purchase_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_gates_venue_code" ON "venue_gates" USING btree ("venue_id","code");
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_seats_zone_row_number" ON "venue_seats" USING btree ("zone_id","row_label","number");
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_seats_zone_place" ON "venue_seats" USING btree ("zone_id","row_index","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "venue_zones_venue_code" ON "venue_zones" USING btree ("venue_id","code");
--> statement-breakpoint
CREATE INDEX "zone_gates_gate_idx" ON "zone_gates" USING btree ("gate_id");
--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_zone_id_venue_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."venue_zones"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_venue_seat_id_venue_seats_id_fk" FOREIGN KEY ("venue_seat_id") REFERENCES "public"."venue_seats"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_match_seat" ON "tickets" USING btree ("match_id","venue_seat_id") WHERE "tickets"."status" <> 'transferred' and "tickets"."venue_seat_id" is not null;
--> statement-breakpoint
CREATE INDEX "tickets_match_idx" ON "tickets" USING btree ("match_id");
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_price_check";
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_available_check";
--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "ticket_price_satang";
--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "available_tickets";
--> statement-breakpoint
ALTER TABLE "matches" DROP COLUMN "unlimited_tickets";
