ALTER TABLE "matches" ADD COLUMN "tickets_per_fan" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_tickets_per_fan_check" CHECK ("matches"."tickets_per_fan" is null or "matches"."tickets_per_fan" > 0);--> statement-breakpoint
CREATE TABLE "fan_match_seats" (
	"user_id" text NOT NULL,
	"match_id" uuid NOT NULL,
	"unpaid_seats" integer NOT NULL,
	"held_seats" integer NOT NULL,
	"unpaid_limit" integer NOT NULL,
	"held_limit" integer,
	CONSTRAINT "fan_match_seats_user_id_match_id_pk" PRIMARY KEY("user_id","match_id"),
	CONSTRAINT "fan_match_seats_counts_check" CHECK ("fan_match_seats"."unpaid_seats" >= 0 and "fan_match_seats"."held_seats" >= 0),
	CONSTRAINT "fan_match_seats_unpaid_limit" CHECK ("fan_match_seats"."unpaid_seats" <= "fan_match_seats"."unpaid_limit"),
	CONSTRAINT "fan_match_seats_held_limit" CHECK ("fan_match_seats"."held_limit" is null or "fan_match_seats"."held_seats" <= "fan_match_seats"."held_limit")
);
--> statement-breakpoint
ALTER TABLE "fan_match_seats" ADD CONSTRAINT "fan_match_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_match_seats" ADD CONSTRAINT "fan_match_seats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The seats each fan holds today: those of purchases whose seats were not given back, unpaid while
-- awaiting payment. A fan already holding more than 10 unpaid keeps them (the limit is set to what
-- they hold) and may buy no more until they are paid or given back.
INSERT INTO "fan_match_seats" ("user_id", "match_id", "unpaid_seats", "held_seats", "unpaid_limit")
SELECT "user_id", "match_id", "unpaid", "held", greatest(10, "unpaid") FROM (
	SELECT "user_id", "match_id",
		coalesce(sum("quantity") FILTER (WHERE "status" IN ('pending', 'verifying')), 0)::int AS "unpaid",
		sum("quantity")::int AS "held"
	FROM "purchases"
	WHERE "seats_released_at" IS NULL AND "status" IN ('pending', 'verifying', 'completed')
	GROUP BY "user_id", "match_id"
) AS "holding";
