CREATE TABLE "queue_entries" (
	"match_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"entry" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer,
	"turn_started_at" timestamp with time zone,
	CONSTRAINT "queue_entries_match_id_user_id_pk" PRIMARY KEY("match_id","user_id"),
	CONSTRAINT "queue_entries_entry_check" CHECK ("queue_entries"."entry" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "queue_entries_position_check" CHECK ("queue_entries"."position" is null or "queue_entries"."position" > 0)
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "queue_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "queue_admit_per_minute" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "queue_auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "queue_turn_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "queue_seed_hash" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "queue_seed" text;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "queue_entries" ADD CONSTRAINT "queue_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_entry" ON "queue_entries" USING btree ("match_id","entry");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_entries_position" ON "queue_entries" USING btree ("match_id","position") WHERE "queue_entries"."position" is not null;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_queue_check" CHECK ("matches"."queue_opens_at" is null or ("matches"."sale_starts_at" is not null and "matches"."queue_opens_at" <= "matches"."sale_starts_at" and ("matches"."queue_admit_per_minute" is not null or "matches"."queue_auto")));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_queue_rate_check" CHECK ("matches"."queue_admit_per_minute" is null or "matches"."queue_admit_per_minute" > 0);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_queue_turn_check" CHECK ("matches"."queue_turn_minutes" between 1 and 120);--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_queue_seed_check" CHECK ("matches"."queue_seed" is null or "matches"."queue_seed_hash" is not null);